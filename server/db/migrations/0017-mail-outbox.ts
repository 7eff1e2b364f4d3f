/**
 * The outbox (issue 15): every e-mail is first a row here, written in the same transaction as what caused it,
 * then sent by the server's mail worker. A claim with an end time (a lease) lets several processes share the
 * work without sending a row twice, and a process that dies mid-send leaves a claim that simply runs out.
 */
import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("mail_outbox")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("to_address", "text", (col) => col.notNull())
      .addColumn("reply_to", "text")
      .addColumn("subject", "text", (col) => col.notNull())
      .addColumn("body_text", "text", (col) => col.notNull())
      /** JSON: [{ filename, contentType, content }] (text attachments, such as an event's .ics). */
      .addColumn("attachments", "text", (col) => col.notNull().defaultTo("[]"))
      .addColumn("status", "text", (col) => col.notNull().defaultTo("waiting"))
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("next_attempt_at", types.timestamp, (col) => col.notNull())
      .addColumn("claimed_by", "text")
      .addColumn("claimed_until", types.timestamp)
      .addColumn("last_error", "text")
      .addColumn("created_at", types.timestamp, (col) => col.notNull())
      .addColumn("sent_at", types.timestamp)
      .execute();
    await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
    await db.schema
      .createIndex("mail_outbox_recipient")
      .on("mail_outbox")
      .columns(["to_address", "created_at"])
      .execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.dropTable("mail_outbox").execute();
  };
}
