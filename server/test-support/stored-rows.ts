/**
 * Everything a database holds, table by table, as the database's own catalogue lists the tables: for tests
 * that must prove a request stored nothing (the bad-input sweep), or that a text was stored exactly as sent.
 */
import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/database.ts";

/** Kysely's own bookkeeping, which no request touches. */
const BOOKKEEPING = new Set(["kysely_migration", "kysely_migration_lock"]);

/** The names of the database's tables, from its catalogue (not a list in the code that could go stale). */
export async function tableNames(db: Db): Promise<string[]> {
  const query =
    db.dialect === "sqlite"
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
      : sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`;
  const { rows } = await query.execute(db.kysely);
  return rows
    .map((row) => row.name)
    .filter((name) => !BOOKKEEPING.has(name))
    .sort();
}

/** A column's value as JSON can hold it: a file's bytes (pictures, PDFs) by their digest, a time as ISO text. */
function plain(value: unknown): unknown {
  if (value instanceof Uint8Array) return `bytes:${createHash("sha256").update(value).digest("base64url")}`;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** Every row of every table, as JSON text per table (rows sorted, so the order rows come back in does not matter). */
export async function storedRows(db: Db, tables: readonly string[]): Promise<Record<string, string>> {
  const dump: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db.kysely);
    dump[table] = JSON.stringify(rows.map((row) => JSON.stringify(Object.values(row).map(plain))).sort());
  }
  return dump;
}

/** One digest per table: equal digests mean no row was added, removed or changed. */
export async function tableDigests(db: Db, tables: readonly string[]): Promise<Record<string, string>> {
  if (db.dialect === "postgres" && tables.length > 0) {
    // Every transaction that writes anything takes a transaction id: while the next id to hand out stands
    // still, nothing anywhere has been written and reading every table again (pictures included) can be skipped.
    const { rows: next } = await sql<{
      xid: string;
    }>`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`.execute(db.kysely);
    const xid = next[0]?.xid ?? "";
    const kept = postgresDigests.get(db);
    if (kept && kept.xid === xid && kept.tables === tables.join()) return kept.digests;
    // One round trip for all tables: PostgreSQL digests each table's rows as text itself.
    const parts = tables.map(
      (table) =>
        sql<{ name: string; digest: string }>`select ${table} as name,
          md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from ${sql.table(table)} t`,
    );
    const { rows } = await sql<{ name: string; digest: string }>`${sql.join(parts, sql` union all `)}`.execute(
      db.kysely,
    );
    const digests = Object.fromEntries(rows.map((row) => [row.name, row.digest]));
    postgresDigests.set(db, { xid, tables: tables.join(), digests });
    return digests;
  }
  // SQLite counts every row this connection has inserted, changed or deleted (the app and the test share it):
  // while that count stands still, the tables are as they were and reading them all again can be skipped.
  const { rows } = await sql<{ changes: number }>`select total_changes() as changes`.execute(db.kysely);
  const changes = rows[0]?.changes ?? -1;
  const known = sqliteDigests.get(db);
  if (known && known.changes === changes && known.tables === tables.join()) return known.digests;
  const dump = await storedRows(db, tables);
  const digests = Object.fromEntries(
    Object.entries(dump).map(([table, rows]) => [table, createHash("sha256").update(rows).digest("base64url")]),
  );
  sqliteDigests.set(db, { changes, tables: tables.join(), digests });
  return digests;
}

const postgresDigests = new WeakMap<Db, { xid: string; tables: string; digests: Record<string, string> }>();
const sqliteDigests = new WeakMap<Db, { changes: number; tables: string; digests: Record<string, string> }>();

/** The tables whose digests differ between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
