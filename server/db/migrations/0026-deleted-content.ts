/**
 * What the office deleted, kept for 30 days so it can be put back (ADR 048): the item as the API answered it
 * (JSON), its set, id and title, when and by whom, and its saved versions, moved here from content_versions.
 * A set's item ids are never made again (uuids, and alumni numbered by AUTOINCREMENT or an identity), so one
 * item has at most one kept deletion.
 */
import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("deleted_content")
      .addColumn("content_set", "text", (col) => col.notNull())
      .addColumn("item_id", "text", (col) => col.notNull())
      .addColumn("title", "text", (col) => col.notNull())
      .addColumn("data", "text", (col) => col.notNull())
      .addColumn("deleted_at", types.timestamp, (col) => col.notNull())
      // The administrator's name then, like updated_by; null for scripts.
      .addColumn("deleted_by", "text")
      .addPrimaryKeyConstraint("deleted_content_pkey", ["content_set", "item_id"])
      .execute();
    // The office's list (one set, newest first) and the daily sweep (older than 30 days).
    await db.schema
      .createIndex("deleted_content_set_deleted_at")
      .on("deleted_content")
      .columns(["content_set", "deleted_at"])
      .execute();
    await db.schema.createIndex("deleted_content_deleted_at").on("deleted_content").column("deleted_at").execute();

    await db.schema
      .createTable("deleted_content_versions")
      .addColumn("content_set", "text", (col) => col.notNull())
      .addColumn("item_id", "text", (col) => col.notNull())
      .addColumn("version", "integer", (col) => col.notNull())
      .addColumn("data", "text", (col) => col.notNull())
      .addColumn("saved_at", types.timestamp, (col) => col.notNull())
      .addColumn("saved_by", "text")
      .addPrimaryKeyConstraint("deleted_content_versions_pkey", ["content_set", "item_id", "version"])
      // No cascade: the service removes the versions first, in the same transaction, so no version outlives
      // its item even on a connection without SQLite's foreign_keys pragma; the key refuses one that would.
      .addForeignKeyConstraint("deleted_content_versions_item", ["content_set", "item_id"], "deleted_content", [
        "content_set",
        "item_id",
      ])
      .execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.dropTable("deleted_content_versions").execute();
    await db.schema.dropTable("deleted_content").execute();
  };
}
