/**
 * The public forms' recent sends (ADR 072): one row per sender and exact form for REPEAT_WINDOW_MS, so that a
 * double tap reaching two processes (two workers of one server, or two servers on one PostgreSQL) is stored once.
 */
import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("form_sends")
      // SHA-256 of the form, the sender's address and exactly what they sent: no words are kept.
      .addColumn("key", "text", (col) => col.primaryKey())
      .addColumn("sent_at", types.timestamp, (col) => col.notNull())
      // Who is writing the send now: a random token, so only its writer (or one taking over) changes the row.
      .addColumn("claim", "text", (col) => col.notNull())
      // The row the send stored; null while it is being written.
      .addColumn("row_id", "text")
      .execute();
    await db.schema.createIndex("form_sends_sent_at").on("form_sends").column("sent_at").execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.dropTable("form_sends").execute();
  };
}
