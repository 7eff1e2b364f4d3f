/** A Fastify app on a fresh test database, for API tests through app.inject(). */
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { buildApp } from "../app.ts";
import type { ClusterChannel } from "../cluster/channel.ts";
import { type Config, loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import type { ScryptParams } from "../modules/auth/password.ts";
import { manualClock } from "./clock.ts";
import { createTestDatabase, type TestDatabase, type TestDialect } from "./databases.ts";

/**
 * scrypt at 1 MiB instead of 128 MiB: API tests check sign-in behaviour, not hashing cost, and ten
 * production-cost hashes take longer than a test may on a busy two-core machine. Test apps and insertAdmin
 * use these unless told otherwise; password.test.ts and the CLI test prove real hashes use production's.
 */
export const TEST_SCRYPT_PARAMS: ScryptParams = Object.freeze({ N: 2 ** 10, r: 8, p: 1 });

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** The clock the app and its services read: the test's own, or a fixed one. */
  now: () => Date;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The test's clock; a fixed one from TEST_START (test-support/clock.ts) when the test gives none. */
  now?: () => Date;
  /** TEST_SCRYPT_PARAMS unless a test is about the production cost. */
  passwordParams?: ScryptParams;
  /** Serve these pages (a React Router build made in the test) besides the API; none by default. */
  pageBuild?: ServerBuild;
  /** The app is one worker of a server of several (test-support/cluster.ts). */
  cluster?: ClusterChannel;
}

export async function createTestApp(
  dialect: TestDialect,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const now = options.now ?? manualClock().now;
  const database = await createTestDatabase(dialect);
  const config = { ...loadConfig({ LOG_LEVEL: "silent", ...env }), database: database.config };
  const app = await buildApp({
    config,
    db: database.db,
    web: options.pageBuild ? "production" : "none",
    pageBuild: options.pageBuild,
    logger: false,
    now,
    passwordParams: options.passwordParams ?? TEST_SCRYPT_PARAMS,
    cluster: options.cluster,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    now,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * A second server process on `first`'s database, as a school running two instances has: its own pool, `first`'s
 * clock, and its own caches, which hear `first`'s writes only through the channel between processes. Its
 * connection closes with it. With `cluster`, it is instead the second worker of one server (ADR 071).
 */
export async function secondProcess(
  first: TestApp,
  env: Record<string, string> = {},
  cluster?: ClusterChannel,
): Promise<FastifyInstance> {
  const db = openDatabase(first.database.config);
  const app = await buildApp({
    config: { ...loadConfig({ LOG_LEVEL: "silent", ...env }), database: first.database.config },
    db,
    web: "none",
    logger: false,
    now: first.now,
    passwordParams: TEST_SCRYPT_PARAMS,
    cluster,
  });
  app.addHook("onClose", () => db.close());
  return app;
}
