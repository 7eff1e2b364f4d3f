/** Row locks for the rest of a transaction, taken the one way that works alike on SQLite and PostgreSQL. */
import type { Kysely, UpdateQueryBuilder, UpdateResult } from "kysely";
import type { Dialect } from "./database.ts";
import type { Database } from "./schema.ts";

/** Tables whose rows are locked this way, each with the column written back onto itself. */
const WRITTEN_BACK = { events: "title", deleted_content: "title", media: "original_name" } as const;
type Lockable = keyof typeof WRITTEN_BACK;
type Update<T extends Lockable> = UpdateQueryBuilder<Database, T, T, UpdateResult>;

/**
 * Locks the rows `where` picks until the transaction ends, and answers how many there were. It is a no-op update
 * (a column written back onto itself): a row lock on PostgreSQL, where `SELECT … FOR UPDATE` would do too, but on
 * SQLite a transaction that reads first and writes later can fail as busy when it upgrades its lock, while one that
 * writes first simply waits its turn.
 */
export async function lockRows<T extends Lockable>(
  trx: Kysely<Database>,
  table: T,
  where: (update: Update<T>) => Update<T>,
): Promise<number> {
  // Typed as one table with that column, which Kysely cannot infer for a type parameter; the query is the same shape
  // for each.
  const column = WRITTEN_BACK[table];
  const update = (trx as unknown as Kysely<Record<string, Record<string, string>>>)
    .updateTable(table as string)
    .set((eb) => ({ [column]: eb.ref(column) })) as unknown as Update<T>;
  const locked = await where(update).executeTakeFirst();
  return Number(locked.numUpdatedRows);
}

/**
 * A read whose rows stay locked until the transaction ends: `FOR UPDATE` on PostgreSQL. SQLite has no such clause
 * and needs none: its one connection runs each transaction alone.
 */
export function lockedOn<Q extends { forUpdate(): Q }>(dialect: Dialect, read: Q): Q {
  return dialect === "postgres" ? read.forUpdate() : read;
}
