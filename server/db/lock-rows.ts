/** Row locks for the rest of a transaction, taken the one way that works alike on SQLite and PostgreSQL. */
import type { Kysely, UpdateQueryBuilder, UpdateResult } from "kysely";
import type { Dialect } from "./database.ts";
import type { Database } from "./schema.ts";

/** Tables whose rows are locked this way: each has a `title` to write back onto itself. */
type Titled = "events" | "deleted_content";
type Update<T extends Titled> = UpdateQueryBuilder<Database, T, T, UpdateResult>;

/**
 * Locks the rows `where` picks until the transaction ends, and answers how many there were. It is a no-op update
 * (each title written back onto itself): a row lock on PostgreSQL, where `SELECT … FOR UPDATE` would do too, but on
 * SQLite a transaction that reads first and writes later can fail as busy when it upgrades its lock, while one that
 * writes first simply waits its turn.
 */
export async function lockRows<T extends Titled>(
  trx: Kysely<Database>,
  table: T,
  where: (update: Update<T>) => Update<T>,
): Promise<number> {
  // Typed for the two tables at once, which Kysely cannot infer for a type parameter; the query is the same for each.
  const update = (trx as unknown as Kysely<Pick<Database, Titled>>)
    .updateTable(table as Titled)
    .set((eb) => ({ title: eb.ref("title") })) as unknown as Update<T>;
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
