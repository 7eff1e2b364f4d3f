/**
 * `npm start` / `npm run dev`: validate config, build if needed, migrate, load sample content, listen. With
 * WEB_CONCURRENCY above 1 this process checks the config and the build, has one worker prepare the database, and
 * then runs a worker per slot (ADR 071), each of which comes back here as a cluster worker and only listens.
 */

// Only the config module and the cluster's primary (small) are imported up front: the app, React Router and both
// database drivers take seconds to load, and a bad setting must be reported at once. The rest comes in by dynamic
// import, and a primary never loads it.
import cluster from "node:cluster";
import type { Server } from "node:http";
import { PREPARE_ENV, prepareInWorker, runPrimary, workerSlot } from "./cluster/primary.ts";
import { type Config, ConfigError, insecureCookieWarning, loadConfig } from "./config.ts";

const development = process.argv.includes("--dev");

/**
 * A stopping server keeps accepting until no connection has come for this long (at most the second figure):
 * connections the kernel completed before the signal wait in the listen queue, and a busy event loop takes
 * them one per turn; closing the listener at once would reset them.
 */
const SHUTDOWN_QUIET_MS = 300;
const SHUTDOWN_DRAIN_MAX_MS = 5_000;

/** Resolves once the server has accepted no connection for SHUTDOWN_QUIET_MS (or after SHUTDOWN_DRAIN_MAX_MS). */
async function acceptWhatIsQueued(server: Server): Promise<void> {
  let last = Date.now();
  const accepted = () => {
    last = Date.now();
  };
  server.on("connection", accepted);
  const start = Date.now();
  while (Date.now() - last < SHUTDOWN_QUIET_MS && Date.now() - start < SHUTDOWN_DRAIN_MAX_MS) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.off("connection", accepted);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig(development ? { PORT: "3001", ...process.env } : process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // `npm run dev` is one process: Vite's middleware lives in it. A cluster's first worker only prepares the database.
  const role = cluster.isWorker
    ? process.env[PREPARE_ENV]
      ? "preparer"
      : "worker"
    : config.workers > 1 && !development
      ? "primary"
      : "alone";
  if (role === "alone" || role === "primary") {
    const warning = insecureCookieWarning(config, process.env.NODE_ENV);
    if (warning) console.warn(warning);
  }

  if (!development && (role === "alone" || role === "primary")) {
    const { ensureFreshBuild } = await import("./build-check.ts");
    ensureFreshBuild();
  }

  if (role === "primary") {
    // Prepared once, in a worker of its own, before any serving worker opens the database.
    if ((await prepareInWorker()) !== 0) process.exit(1);
    const primary = runPrimary({
      workers: config.workers,
      log: (line) => console.error(line),
      exit: (code) => process.exit(code),
    });
    process.once("SIGINT", () => primary.stop(0));
    process.once("SIGTERM", () => primary.stop(0));
    return;
  }

  const { openDatabase } = await import("./db/database.ts");
  const db = openDatabase(config.database);
  if (role === "alone" || role === "preparer") {
    const [{ migrateToLatest }, { loadSampleContent }] = await Promise.all([
      import("./db/migrate.ts"),
      import("./db/sample-content.ts"),
    ]);
    try {
      await migrateToLatest(db);
      await loadSampleContent(db, new Date());
    } catch (error) {
      console.error(`Could not prepare the ${config.database.dialect} database: ${(error as Error).message}`);
      await db.close().catch(() => {});
      process.exit(1);
    }
  }
  if (role === "preparer") {
    await db.close();
    process.exit(0);
  }

  const [{ buildApp }, { workerChannel }] = await Promise.all([import("./app.ts"), import("./cluster/channel.ts")]);
  // One process runs the background work: a lone server, or a cluster's first worker.
  const runsBackgroundWork = role === "alone" || workerSlot() === 0;
  const app = await buildApp({
    config,
    db,
    web: development ? "development" : "production",
    mailWorker: runsBackgroundWork,
    cluster: role === "worker" ? workerChannel() : undefined,
  });
  if (!config.mail && runsBackgroundWork) {
    app.log.info("E-mail is off (no SMTP_URL): messages are kept in the outbox until it is set.");
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    // A worker hears Ctrl-C from the terminal and then its primary's SIGTERM: it closes once.
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    // Every request that has arrived is answered: first the queued connections are let in, then the
    // listener closes, requests in progress finish, and each connection is closed once it falls idle.
    await acceptWhatIsQueued(app.server);
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(reaper);
    await db.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(`Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
    process.exit(1);
  }
}

await main();
