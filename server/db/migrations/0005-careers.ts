/** Careers postings (/careers): the same bookkeeping as the other content sets (ADR 008), dates as YYYY-MM-DD text. */
import { type Kysely, sql } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("careers")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("title", "text", (col) => col.notNull())
      .addColumn("department", "text", (col) => col.notNull())
      .addColumn("employment_type", "text", (col) => col.notNull())
      .addColumn("location", "text", (col) => col.notNull())
      .addColumn("summary", "text", (col) => col.notNull())
      .addColumn("description_html", "text", (col) => col.notNull())
      .addColumn("requirements_html", "text", (col) => col.notNull())
      .addColumn("how_to_apply_html", "text", (col) => col.notNull().defaultTo(""))
      // Calendar dates in Vancouver, not instants: text compares correctly and no driver turns them into Dates.
      .addColumn("start_date", "text", (col) => col.notNull())
      .addColumn("closing_date", "text") // empty: open until filled
      .addColumn("tags", "text", (col) => col.notNull().defaultTo("[]"))
      .addColumn("status", "text", (col) => col.notNull().defaultTo("draft"))
      .addColumn("created_at", types.timestamp, (col) => col.notNull())
      .addColumn("updated_at", types.timestamp, (col) => col.notNull())
      .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
      .addCheckConstraint("careers_status_check", sql`status in ('draft', 'published')`)
      .addCheckConstraint(
        "careers_employment_type_check",
        sql`employment_type in ('full-time', 'part-time', 'term', 'casual')`,
      )
      .execute();
    await db.schema
      .createIndex("careers_status_closing_date")
      .on("careers")
      .columns(["status", "closing_date"])
      .execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.dropTable("careers").execute();
  };
}
