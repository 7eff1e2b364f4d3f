/**
 * A picture the office deletes is kept for 30 days so it can be put back (ADR 066): when and by whom it was
 * deleted, on the picture's own row (its files stay in media_files), and which items it was taken off, as JSON
 * with each item's set, id, title and the address and description it showed. All null while it is in the library.
 */
import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("media").addColumn("deleted_at", types.timestamp).execute();
    // The administrator's name then, like created_by.
    await db.schema.alterTable("media").addColumn("deleted_by", "text").execute();
    await db.schema.alterTable("media").addColumn("taken_off", "text").execute();
    // "Recently deleted" (newest first), the library's "not deleted" and the daily sweep (older than 30 days).
    await db.schema.createIndex("media_deleted_at").on("media").column("deleted_at").execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.dropIndex("media_deleted_at").execute();
    await db.schema.alterTable("media").dropColumn("taken_off").execute();
    await db.schema.alterTable("media").dropColumn("deleted_by").execute();
    await db.schema.alterTable("media").dropColumn("deleted_at").execute();
  };
}
