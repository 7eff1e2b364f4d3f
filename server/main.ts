/** `npm start` / `npm run dev`: validate config, build if needed, migrate, load sample content, listen. */

// Only the config module is imported up front: the app, React Router and both database drivers take
// seconds to load, and a bad setting must be reported at once. The rest comes in by dynamic import.
import type { Server } from "node:http";
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
  const warning = insecureCookieWarning(config, process.env.NODE_ENV);
  if (warning) console.warn(warning);

  if (!development) {
    const { ensureFreshBuild } = await import("./build-check.ts");
    ensureFreshBuild();
  }

  const [{ buildApp }, { openDatabase }, { migrateToLatest }, { loadSampleContent }] = await Promise.all([
    import("./app.ts"),
    import("./db/database.ts"),
    import("./db/migrate.ts"),
    import("./db/sample-content.ts"),
  ]);

  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    await loadSampleContent(db, new Date());
  } catch (error) {
    console.error(`Could not prepare the ${config.database.dialect} database: ${(error as Error).message}`);
    await db.close().catch(() => {});
    process.exit(1);
  }

  const app = await buildApp({ config, db, web: development ? "development" : "production", mailWorker: true });
  if (!config.mail) app.log.info("E-mail is off (no SMTP_URL): messages are kept in the outbox until it is set.");

  const shutdown = async (signal: string) => {
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
