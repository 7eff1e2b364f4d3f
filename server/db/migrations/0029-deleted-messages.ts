/**
 * A contact message the office deletes is kept for 30 days so it can be put back (ADR 062): when and by whom it
 * was deleted, on the message's own row; null while it is in the inbox.
 */
import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("contact_messages").addColumn("deleted_at", types.timestamp).execute();
    // The administrator's name then, like handled_by.
    await db.schema.alterTable("contact_messages").addColumn("deleted_by", "text").execute();
    // "Recently deleted" (newest first) and the daily sweep (older than 30 days).
    await db.schema.createIndex("contact_messages_deleted_at").on("contact_messages").column("deleted_at").execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.dropIndex("contact_messages_deleted_at").execute();
    await db.schema.alterTable("contact_messages").dropColumn("deleted_by").execute();
    await db.schema.alterTable("contact_messages").dropColumn("deleted_at").execute();
  };
}
