/**
 * When a volunteer was e-mailed that the date they signed up for is no longer held (ADR 069): the office tells them
 * once, and the sign-ups list says so; null until then.
 */
import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("volunteer_signups").addColumn("told_gone_at", types.timestamp).execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("volunteer_signups").dropColumn("told_gone_at").execute();
  };
}
