/** The soonest stored time still ahead: when something timed (a publish time, an alert's start or end) comes due. */
import { sql } from "kysely";
import type { Db } from "./database.ts";
import type { Database } from "./schema.ts";

/** A table and one of its columns holding an ISO instant (or null). */
export type TimedColumn = { [T in keyof Database]: readonly [T, keyof Database[T] & string] }[keyof Database];

/** The earliest value after `at` in any of the columns, or null when none lies ahead. One query per column. */
export async function soonestAfter(db: Db, columns: readonly TimedColumn[], at: Date): Promise<Date | null> {
  const after = at.toISOString();
  const found = await Promise.all(
    columns.map(async ([table, column]) => {
      const row = await db.kysely
        .selectFrom(table)
        .select(sql<string | null>`min(${sql.ref(column)})`.as("next"))
        .where(sql.ref(column), ">", after)
        .executeTakeFirst();
      return row?.next ? new Date(row.next).getTime() : Number.NaN;
    }),
  );
  const times = found.filter((time) => !Number.isNaN(time));
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}
