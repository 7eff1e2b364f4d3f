/**
 * Repeating events (issue 13, ADR 023): a series keeps its first date in starts_at/ends_at, its rule
 * (repeat, repeat_until), the dates the office cancelled or moved (JSON), and when its last date ends, so a
 * range query finds the series with one indexed comparison. A single event's series ends when it ends.
 */
import { type Kysely, sql } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("events").addColumn("repeat", "text").execute();
    await db.schema.alterTable("events").addColumn("repeat_until", "text").execute();
    await db.schema
      .alterTable("events")
      .addColumn("occurrence_changes", "text", (col) => col.notNull().defaultTo("[]"))
      .execute();
    await db.schema.alterTable("events").addColumn("series_ends_at", types.timestamp).execute();
    await sql`update events set series_ends_at = ends_at`.execute(db);
    await db.schema.createIndex("events_series_ends_at").on("events").column("series_ends_at").execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.dropIndex("events_series_ends_at").execute();
    for (const column of ["series_ends_at", "occurrence_changes", "repeat_until", "repeat"]) {
      await db.schema.alterTable("events").dropColumn(column).execute();
    }
  };
}
