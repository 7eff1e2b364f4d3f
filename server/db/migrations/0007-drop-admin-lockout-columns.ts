/**
 * Drops administrators.failed_attempts and locked_until: the lockout has counted per e-mail address in
 * login_failures since 0006 (so an unknown address locks like a real one), and two places to look for
 * one lock invite them to disagree.
 */
import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

export function up() {
  return async (db: Kysely<unknown>) => {
    // One column per statement: SQLite's ALTER TABLE drops one at a time.
    await db.schema.alterTable("administrators").dropColumn("failed_attempts").execute();
    await db.schema.alterTable("administrators").dropColumn("locked_until").execute();
  };
}

export function down(dialect: Dialect) {
  const types = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema
      .alterTable("administrators")
      .addColumn("failed_attempts", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("administrators").addColumn("locked_until", types.timestamp).execute();
  };
}
