/** Administrators, their server-side sessions (and visitors' pre-sessions), and the audit log. */
import { type Kysely, sql } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  // An auto-numbered key: serial on PostgreSQL, INTEGER PRIMARY KEY AUTOINCREMENT on SQLite.
  const idType = dialect === "postgres" ? sql`serial` : sql`integer`;
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("administrators")
      .addColumn("id", idType, (col) => (dialect === "postgres" ? col.primaryKey() : col.primaryKey().autoIncrement()))
      .addColumn("email", "text", (col) => col.notNull().unique())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("password_hash", "text", (col) => col.notNull())
      .addColumn("failed_attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("locked_until", types.timestamp)
      .addColumn("created_at", types.timestamp, (col) => col.notNull())
      .addColumn("updated_at", types.timestamp, (col) => col.notNull())
      .addColumn("last_login_at", types.timestamp)
      .execute();

    await db.schema
      .createTable("sessions")
      .addColumn("id_hash", "text", (col) => col.primaryKey())
      .addColumn("admin_id", "integer", (col) => col.references("administrators.id").onDelete("cascade"))
      .addColumn("csrf_secret", "text")
      .addColumn("created_at", types.timestamp, (col) => col.notNull())
      .addColumn("last_seen_at", types.timestamp, (col) => col.notNull())
      .addColumn("expires_at", types.timestamp, (col) => col.notNull())
      .execute();
    await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();
    await db.schema.createIndex("sessions_last_seen_at").on("sessions").column("last_seen_at").execute();
    await db.schema.createIndex("sessions_admin_id").on("sessions").column("admin_id").execute();

    await db.schema
      .createTable("audit_log")
      .addColumn("id", idType, (col) => (dialect === "postgres" ? col.primaryKey() : col.primaryKey().autoIncrement()))
      .addColumn("at", types.timestamp, (col) => col.notNull())
      .addColumn("actor_admin_id", "integer", (col) => col.references("administrators.id").onDelete("set null"))
      .addColumn("action", "text", (col) => col.notNull())
      .addColumn("detail", "text", (col) => col.notNull())
      .addColumn("ip", "text")
      .execute();
    await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.dropTable("audit_log").execute();
    await db.schema.dropTable("sessions").execute();
    await db.schema.dropTable("administrators").execute();
  };
}
