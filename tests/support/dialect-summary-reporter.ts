/**
 * A Vitest reporter that ends the run with one line per database or service the tests could reach, so a CI
 * log shows that the PostgreSQL and Redis suites ran rather than being skipped.
 */
import type { Reporter, TestModule } from "vitest/node";

const GROUPS: { label: string; variable: string; matches: (fullName: string) => boolean }[] = [
  {
    label: "PostgreSQL",
    variable: "TEST_DATABASE_URL",
    matches: (name) => / on postgres\b/.test(name) || /PostgreSQL/.test(name),
  },
  { label: "Redis", variable: "TEST_REDIS_URL", matches: (name) => /Redis/.test(name) },
];

export default class DialectSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    for (const group of GROUPS) {
      const counts = { passed: 0, failed: 0, skipped: 0, pending: 0 };
      for (const module of testModules) {
        for (const test of module.children.allTests()) {
          if (group.matches(test.fullName)) counts[test.result().state] += 1;
        }
      }
      const ran = counts.passed + counts.failed;
      console.log(
        ran > 0
          ? `${group.label} tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`
          : `${group.label} tests: none ran (set ${group.variable} to run them)`,
      );
    }
  }
}
