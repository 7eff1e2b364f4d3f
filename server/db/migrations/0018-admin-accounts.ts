/**
 * Administrators' accounts (issue 15): an administrator can be deactivated (their work and name stay), and
 * single-use links — an invitation to set a first password, or a password reset — are kept as hashes only.
 */
import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("administrators").addColumn("deactivated_at", types.timestamp).execute();
    await db.schema
      .createTable("admin_tokens")
      // SHA-256 of the link's token: the database never holds a usable link.
      .addColumn("token_hash", "text", (col) => col.primaryKey())
      .addColumn("admin_id", "integer", (col) => col.notNull().references("administrators.id").onDelete("cascade"))
      .addColumn("purpose", "text", (col) => col.notNull())
      .addColumn("created_at", types.timestamp, (col) => col.notNull())
      .addColumn("expires_at", types.timestamp, (col) => col.notNull())
      .addColumn("used_at", types.timestamp)
      .execute();
    await db.schema.createIndex("admin_tokens_admin").on("admin_tokens").columns(["admin_id", "purpose"]).execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.dropTable("admin_tokens").execute();
    await db.schema.alterTable("administrators").dropColumn("deactivated_at").execute();
  };
}
