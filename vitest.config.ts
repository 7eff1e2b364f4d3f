import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts so React Router's Vite plugin is not loaded under Vitest.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "common/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Worker threads start faster than child processes: a third off the run on a two-core CI machine.
    pool: "threads",
    // Twice the cores: many tests wait on PostgreSQL, a child process or scrypt rather than the CPU. On two cores
    // a run takes 265 s instead of 375 s, and `npm test` runs the suite twice.
    maxWorkers: 4,
    setupFiles: ["./tests/setup-vitest.ts"],
    // The extra reporter ends the log with how many PostgreSQL and Redis tests ran, so CI proves they did.
    reporters: ["default", "./tests/support/dialect-summary-reporter.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
