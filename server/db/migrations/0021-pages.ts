/**
 * The pages' words move into the database (issue 14): one row per page with copy, loaded here from the
 * code's sample copy (common/pages) once, when the table is made. A migration runs once, so a restart or an
 * upgrade never writes over what the office has edited.
 */
import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { allPageCopy } from "../../../common/pages/index.ts";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("pages")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("path", "text", (col) => col.notNull().unique())
      .addColumn("heading", "text", (col) => col.notNull())
      .addColumn("lead", "text", (col) => col.notNull())
      .addColumn("blocks", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull().defaultTo("published"))
      .addColumn("created_at", types.timestamp, (col) => col.notNull())
      .addColumn("updated_at", types.timestamp, (col) => col.notNull())
      .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
      .addColumn("updated_by", "text")
      .addCheckConstraint("pages_status_check", sql`status in ('draft', 'published')`)
      .execute();
    const at = new Date().toISOString();
    for (const page of allPageCopy) {
      await sql`insert into pages (id, path, heading, lead, blocks, status, created_at, updated_at, version)
        values (${randomUUID()}, ${page.path}, ${page.heading}, ${page.lead}, ${JSON.stringify(page.blocks)},
          'published', ${at}, ${at}, 1)`.execute(db);
    }
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.dropTable("pages").execute();
  };
}
