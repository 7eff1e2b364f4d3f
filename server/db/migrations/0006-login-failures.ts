/**
 * Consecutive failed sign-ins per e-mail address, whether or not an administrator has it, so an unknown
 * address locks exactly like a real one and the lockout tells nobody which addresses exist.
 */
import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("login_failures")
      // SHA-256 of the lower-cased address: the table is no list of the addresses people tried.
      .addColumn("email_hash", "text", (col) => col.primaryKey())
      .addColumn("failed_attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("locked_until", types.timestamp)
      .addColumn("updated_at", types.timestamp, (col) => col.notNull())
      .execute();
    await db.schema.createIndex("login_failures_locked_until").on("login_failures").column("locked_until").execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.dropTable("login_failures").execute();
  };
}
