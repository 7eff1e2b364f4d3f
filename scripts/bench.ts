/**
 * `npm run bench`: load-tests the production server on loopback with autocannon and checks the budgets.
 * Bounded: each target runs for a fixed few seconds with a fixed number of connections.
 */
import autocannon from "autocannon";
import { startServer } from "./support/server.ts";

interface Target {
  path: string;
  /** p99 latency budget in milliseconds with 10 concurrent connections on this 2-core machine. */
  p99Budget: number;
  /** Throughput floor: a small school's busiest morning is a few requests a second; this leaves room. */
  minRps: number;
}

// Budgets re-based on 2026-11-23 from three runs on this 2-core machine, where autocannon shares the cores
// with the server: a server-rendered page costs 12–18 ms (50–100 req/s, p50 90–180 ms, p99 240–960 ms,
// p99 swinging with garbage collection). The 2026-11-22 budgets (p99 300–400 ms) failed on yesterday's
// commit too, so they were never met here. Each p99 budget is about 1.5× the worst p99 seen, each floor
// about 0.6× the lowest throughput: a change that halves throughput fails.
const targets: Target[] = [
  { path: "/api/health", p99Budget: 50, minRps: 1000 },
  { path: "/", p99Budget: 1200, minRps: 35 },
  { path: "/about", p99Budget: 900, minRps: 40 },
  { path: "/admissions/tuition-and-fees", p99Budget: 900, minRps: 40 },
  { path: "/events/upcoming-events", p99Budget: 1200, minRps: 35 },
  // Search queries the database on every request; the calendar reads the whole month grid.
  { path: "/events/calendar", p99Budget: 1200, minRps: 35 },
  { path: "/search?q=concert", p99Budget: 1000, minRps: 40 },
];

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

async function main() {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3310));
  let failed = false;
  try {
    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per page\n`);
    console.log(
      "path".padEnd(34),
      "req/s".padStart(8),
      "p50 ms".padStart(8),
      "p99 ms".padStart(8),
      "budget".padStart(8),
      "non-2xx".padStart(8),
    );
    for (const target of targets) {
      // A discarded second first: the first requests compile the page's route module and warm the JIT,
      // a one-off cost per process that would otherwise dominate the p99 of a five-second run.
      await autocannon({ url: `${server.origin}${target.path}`, connections: CONNECTIONS, duration: 1 });
      const result = await autocannon({
        url: `${server.origin}${target.path}`,
        connections: CONNECTIONS,
        duration: DURATION_S,
      });
      const p99 = result.latency.p99;
      const ok =
        p99 <= target.p99Budget &&
        result.requests.average >= target.minRps &&
        result.non2xx === 0 &&
        result.errors === 0;
      if (!ok) failed = true;
      console.log(
        target.path.padEnd(34),
        result.requests.average.toFixed(0).padStart(8),
        String(result.latency.p50).padStart(8),
        String(p99).padStart(8),
        String(target.p99Budget).padStart(8),
        String(result.non2xx).padStart(8),
        ok ? "" : "  OVER BUDGET",
      );
    }
  } finally {
    await server.stop();
  }
  if (failed) {
    console.error("\nA page is over its latency budget, under its throughput floor, or answered with errors.");
    process.exit(1);
  }
}

await main();
