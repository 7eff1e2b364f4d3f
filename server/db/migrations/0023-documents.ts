/**
 * The files families download (issue 14): PDFs the office uploads or replaces, kept as bytes in the database
 * like the pictures (ADR 025). A name here is served at /downloads/<name> in place of the sample file of that name.
 */
import { type Kysely, sql } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  const bytes = dialect === "postgres" ? sql`bytea` : sql`blob`;
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("documents")
      .addColumn("name", "text", (col) => col.primaryKey())
      .addColumn("size_bytes", "integer", (col) => col.notNull())
      .addColumn("sha256", "text", (col) => col.notNull())
      .addColumn("data", bytes, (col) => col.notNull())
      .addColumn("updated_at", types.timestamp, (col) => col.notNull())
      .addColumn("updated_by", "text")
      .execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.dropTable("documents").execute();
  };
}
