/**
 * The office's alert banner and the school's details (issue 14). Alerts are a content set with a start and
 * an end; the details are one row of JSON with a version, so a stale save is a 409 like any other edit.
 */
import { type Kysely, sql } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("alerts")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("message", "text", (col) => col.notNull())
      .addColumn("level", "text", (col) => col.notNull())
      .addColumn("link", "text")
      .addColumn("starts_at", types.timestamp)
      .addColumn("ends_at", types.timestamp)
      .addColumn("status", "text", (col) => col.notNull().defaultTo("draft"))
      .addColumn("created_at", types.timestamp, (col) => col.notNull())
      .addColumn("updated_at", types.timestamp, (col) => col.notNull())
      .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
      .addColumn("updated_by", "text")
      .addCheckConstraint("alerts_status_check", sql`status in ('draft', 'published')`)
      .addCheckConstraint("alerts_level_check", sql`level in ('information', 'warning', 'emergency')`)
      .execute();
    await db.schema.createIndex("alerts_showing").on("alerts").columns(["status", "ends_at"]).execute();

    await db.schema
      .createTable("school_details")
      .addColumn("id", "integer", (col) => col.primaryKey())
      .addColumn("details", "text", (col) => col.notNull())
      .addColumn("version", "integer", (col) => col.notNull())
      .addColumn("updated_at", types.timestamp, (col) => col.notNull())
      .addColumn("updated_by", "text")
      .addCheckConstraint("school_details_one_row", sql`id = 1`)
      .execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.dropTable("school_details").execute();
    await db.schema.dropTable("alerts").execute();
  };
}
