/**
 * `npm run bench`'s ceiling for an uncached page: the server's React Router handler (one per route group, ADR 080)
 * called in this process, with no HTTP, Fastify, compression or page cache around it, on the database the bench's
 * uncached server serves. What it reaches is the most any server around that handler could reach on one core
 * (issue 17).
 *
 * Usage: node --import tsx scripts/support/render-ceiling.ts DATABASE_URL PATH SECONDS ROUNDS; prints one JSON line
 * with the median round's rate.
 */
import { pathToFileURL } from "node:url";
import { pino } from "pino";
import type { AppLoadContext, ServerBuild } from "react-router";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/database.ts";
import { createPageHandler } from "../../server/pages/route-groups.ts";
import { createServices } from "../../server/services.ts";

const [databaseUrl, path = "/", seconds = "3", rounds = "3"] = process.argv.slice(2);
if (!databaseUrl) {
  console.error("Usage: render-ceiling.ts DATABASE_URL PATH SECONDS ROUNDS");
  process.exit(2);
}

/** As many requests at once as the bench's load generator keeps open. */
const CONCURRENT = 16;

const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl });
const db = openDatabase(config.database);
const services = createServices(db, { siteUrl: config.siteUrl, authEnabled: config.authEnabled });
const build = (await import(pathToFileURL("build/server/index.js").href)) as ServerBuild;
const handle = createPageHandler(build, "production");
const log = pino({ level: "warn" });
const context = (): AppLoadContext => ({
  services,
  siteUrl: config.siteUrl,
  authEnabled: config.authEnabled,
  // A fresh nonce per page, as the server gives each response.
  cspNonce: crypto.randomUUID(),
  cspStyleNonce: crypto.randomUUID(),
  requestId: "ceiling",
  clientIp: "127.0.0.1",
  limitFormPost: async () => {},
  log,
});

/** One page, read whole as a client would. */
async function page(): Promise<void> {
  const answer = await handle(new Request(`${config.siteUrl}${path}`), context());
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  await answer.arrayBuffer();
}

/** Pages answered in `ms` milliseconds, CONCURRENT at a time. */
async function run(ms: number): Promise<number> {
  const end = performance.now() + ms;
  let answered = 0;
  await Promise.all(
    Array.from({ length: CONCURRENT }, async () => {
      while (performance.now() < end) {
        await page();
        answered++;
      }
    }),
  );
  return answered;
}

// Discarded seconds first: route modules compile and the JIT warms (the servers had the bench's warm-up runs).
await run(2000);
const rates: number[] = [];
for (let round = 0; round < Number(rounds); round++) {
  const started = performance.now();
  const answered = await run(Number(seconds) * 1000);
  rates.push(answered / ((performance.now() - started) / 1000));
}
rates.sort((a, b) => a - b);
console.log(JSON.stringify({ rps: rates[Math.floor(rates.length / 2)] }));
await db.close();
process.exit(0);
