/**
 * Pictures the office uploads (issue 13, ADR 025): one row per picture with its description, and its encoded
 * files (WebP and AVIF at a few widths) as bytes in the database, so every process on one PostgreSQL serves
 * them and a backup of the database is a backup of the pictures.
 */
import { type Kysely, sql } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  const bytes = dialect === "postgres" ? sql`bytea` : sql`blob`;
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("media")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("alt", "text", (col) => col.notNull())
      .addColumn("decorative", types.boolean, (col) => col.notNull().defaultTo(0))
      .addColumn("original_name", "text", (col) => col.notNull())
      .addColumn("width", "integer", (col) => col.notNull())
      .addColumn("height", "integer", (col) => col.notNull())
      .addColumn("widths", "text", (col) => col.notNull())
      .addColumn("placeholder", "text", (col) => col.notNull())
      .addColumn("bytes", "integer", (col) => col.notNull())
      .addColumn("created_at", types.timestamp, (col) => col.notNull())
      .addColumn("created_by", "text")
      .execute();
    await db.schema
      .createTable("media_files")
      .addColumn("media_id", "text", (col) => col.notNull().references("media.id").onDelete("cascade"))
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("content_type", "text", (col) => col.notNull())
      .addColumn("data", bytes, (col) => col.notNull())
      .addPrimaryKeyConstraint("media_files_pk", ["media_id", "name"])
      .execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.dropTable("media_files").execute();
    await db.schema.dropTable("media").execute();
  };
}
