/** A Fastify app on a fresh test database, for API tests through app.inject(). */
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { createTestDatabase, type TestDatabase, type TestDialect } from "./databases.ts";

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** A clock the test moves (session expiry, lockout) instead of waiting. */
  now?: () => Date;
}

export async function createTestApp(
  dialect: TestDialect,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  const config = { ...loadConfig({ LOG_LEVEL: "silent", ...env }), database: database.config };
  const app = await buildApp({ config, db: database.db, web: "none", logger: false, now: options.now });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
