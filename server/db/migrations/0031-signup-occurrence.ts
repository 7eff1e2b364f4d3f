/**
 * A sign-up for a repeating event names its date (ADR 067): the occurrence's start instant (UTC), null for a single
 * event or general help. Places are counted per date, so the count reads one event's sign-ups by date.
 */
import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("volunteer_signups").addColumn("occurrence_at", types.timestamp).execute();
    await db.schema
      .createIndex("volunteer_signups_event_occurrence")
      .on("volunteer_signups")
      .columns(["event_id", "occurrence_at"])
      .execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.dropIndex("volunteer_signups_event_occurrence").execute();
    await db.schema.alterTable("volunteer_signups").dropColumn("occurrence_at").execute();
  };
}
