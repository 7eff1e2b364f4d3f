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

// Budgets set from the first measurement on 2026-11-22 (about 6–10 ms of CPU per server-rendered page),
// with headroom for a busy CI machine; a change that halves throughput fails them.
const targets: Target[] = [
  { path: "/api/health", p99Budget: 50, minRps: 1000 },
  { path: "/", p99Budget: 400, minRps: 60 },
  { path: "/about", p99Budget: 300, minRps: 80 },
  { path: "/admissions/tuition-and-fees", p99Budget: 300, minRps: 80 },
  { path: "/events/upcoming-events", p99Budget: 400, minRps: 50 },
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
