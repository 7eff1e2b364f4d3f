/** `npm start` / `npm run dev`: validate config, build if needed, migrate, load sample content, listen. */

import { buildApp } from "./app.ts";
import { ensureFreshBuild } from "./build-check.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { loadSampleContent } from "./db/sample-content.ts";

const development = process.argv.includes("--dev");

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(development ? { PORT: "3001", ...process.env } : process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  if (!development) ensureFreshBuild();

  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    await loadSampleContent(db);
  } catch (error) {
    console.error(`Could not prepare the ${config.database.dialect} database: ${(error as Error).message}`);
    await db.close().catch(() => {});
    process.exit(1);
  }

  const app = await buildApp({ config, db, web: development ? "development" : "production" });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
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
