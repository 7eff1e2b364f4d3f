/** A news item may leave the home page at a chosen time (issue 13): null (every existing item) keeps it there. */
import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("news_items").addColumn("expires_at", types.timestamp).execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("news_items").dropColumn("expires_at").execute();
  };
}
