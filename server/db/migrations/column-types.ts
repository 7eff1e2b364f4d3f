/** Column types that differ between the two dialects, chosen in one place for every migration. */
import { sql } from "kysely";
import type { Dialect } from "../database.ts";

export function columnTypes(dialect: Dialect) {
  return {
    /** A UTC instant: timestamptz on PostgreSQL, ISO-8601 text on SQLite. */
    timestamp: dialect === "postgres" ? sql`timestamptz` : sql`text`,
    /** Booleans are stored as 0/1 integers on both dialects (better-sqlite3 binds no booleans). */
    boolean: sql`integer`,
  } as const;
}
