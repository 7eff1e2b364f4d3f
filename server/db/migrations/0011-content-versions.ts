/**
 * Every saved version of every content item, so the office can see who changed what, compare, and restore
 * (issue 13). One row per (set, item, version), holding the item as the API answered it, in JSON.
 */
import { type Kysely, sql } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  const idType = dialect === "postgres" ? sql`serial` : sql`integer`;
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("content_versions")
      .addColumn("id", idType, (col) => (dialect === "postgres" ? col.primaryKey() : col.primaryKey().autoIncrement()))
      .addColumn("content_set", "text", (col) => col.notNull())
      .addColumn("item_id", "text", (col) => col.notNull())
      .addColumn("version", "integer", (col) => col.notNull())
      .addColumn("data", "text", (col) => col.notNull())
      .addColumn("saved_at", types.timestamp, (col) => col.notNull())
      .addColumn("saved_by", "text")
      .addUniqueConstraint("content_versions_item_version", ["content_set", "item_id", "version"])
      .execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.dropTable("content_versions").execute();
  };
}
