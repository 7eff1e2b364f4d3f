/** Opens the one Kysely instance the server uses, on SQLite (default) or PostgreSQL. */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { DatabaseConfig } from "../config.ts";
import { createSiteChanges, type SiteChanges } from "./changes.ts";
import { NormaliseResultsPlugin } from "./normalise-plugin.ts";
import type { Database } from "./schema.ts";
import { withStatementCache } from "./sqlite-statements.ts";

export type Dialect = DatabaseConfig["dialect"];

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Where committed writes of public content are announced (the page cache listens). */
  changes: SiteChanges;
  close(): Promise<void>;
}

// COUNT(*) is a string on PostgreSQL (bigint) and a number on SQLite.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

function openSqlite(filename: string) {
  if (filename !== ":memory:") mkdirSync(dirname(filename), { recursive: true });
  const database = new SQLite(filename);
  database.pragma("journal_mode = WAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  return new SqliteDialect({ database: withStatementCache(database) });
}

/** Told about a pooled PostgreSQL connection that dropped while idle (server restart, fail-over, killed backend). */
export type ConnectionErrorReporter = (error: Error) => void;

const reportToStderr: ConnectionErrorReporter = (error) =>
  console.error(`PostgreSQL connection lost (${error.message}); the next query opens a new one`);

/** How long opening a PostgreSQL connection may take before the caller gets an error instead of waiting forever. */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5_000;
/** PostgreSQL cancels a statement running longer than this (no page or API call needs more). */
const POSTGRES_STATEMENT_TIMEOUT_MS = 30_000;
/** The client stops waiting for a reply a little later, for a server that is up but no longer answering. */
const POSTGRES_QUERY_TIMEOUT_MS = 35_000;

function openPostgres(connectionString: string, onConnectionError: ConnectionErrorReporter) {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    statement_timeout: POSTGRES_STATEMENT_TIMEOUT_MS,
    query_timeout: POSTGRES_QUERY_TIMEOUT_MS,
  });
  // Without a listener, pg re-throws an idle client's error and the whole site goes down with it; the pool
  // has already dropped that client, so reporting it is all there is to do.
  pool.on("error", onConnectionError);
  // A client that is checked out (between the statements of a transaction, or just before it is released)
  // has no pool listener: its lost connection was an unhandled 'error' event that ended the process (found by
  // the outage test, issue 18). The error also reaches that client's query, whose caller answers 503.
  pool.on("connect", (client) => client.on("error", () => {}));
  return new PostgresDialect({ pool });
}

/** Opens the database named by the config; nothing is queried until first use. */
export function openDatabase(config: DatabaseConfig, onConnectionError = reportToStderr): Db {
  const dialect =
    config.dialect === "sqlite"
      ? openSqlite(config.filename)
      : openPostgres(config.connectionString, onConnectionError);
  const kysely = new Kysely<Database>({ dialect, plugins: [new NormaliseResultsPlugin()] });
  return { kysely, dialect: config.dialect, changes: createSiteChanges(), close: () => kysely.destroy() };
}

/** How long the health check waits for the database before it reports it as not answering. */
export const PING_TIMEOUT_MS = 3_000;

/** A real round trip to the database; throws when it fails or does not answer within timeoutMs. */
export async function pingDatabase(db: Db, timeoutMs = PING_TIMEOUT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    // The abandoned query is left to the pool's own timeouts; the race already handles its rejection.
    await Promise.race([sql`select 1 as ok`.execute(db.kysely), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
