/**
 * The databases API tests run against: always a fresh SQLite file, and a fresh PostgreSQL database
 * when TEST_DATABASE_URL is set (as CI does). Each call gets its own database, so test files run in parallel.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { DatabaseConfig } from "../config.ts";
import { type Db, openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";

export interface TestDatabase {
  db: Db;
  config: DatabaseConfig;
  /** Closes the connection and throws the database away. */
  drop(): Promise<void>;
}

export type TestDialect = DatabaseConfig["dialect"];

/** The dialects this run can test: sqlite always, postgres when TEST_DATABASE_URL is set. */
export const testDialects: TestDialect[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

async function createPostgresDatabase(): Promise<{ url: string; dropDatabase(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `pcs_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async dropDatabase() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A new, empty, migrated database of the given dialect. */
export async function createTestDatabase(dialect: TestDialect, { migrate = true } = {}): Promise<TestDatabase> {
  if (dialect === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "pcs-test-"));
    const config: DatabaseConfig = { dialect: "sqlite", filename: join(dir, "pcs.sqlite") };
    const db = openDatabase(config);
    if (migrate) await migrateToLatest(db);
    return {
      db,
      config,
      async drop() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const created = await createPostgresDatabase();
  const config: DatabaseConfig = { dialect: "postgres", connectionString: created.url };
  const db = openDatabase(config);
  if (migrate) await migrateToLatest(db);
  return {
    db,
    config,
    async drop() {
      await db.close();
      await created.dropDatabase();
    },
  };
}
