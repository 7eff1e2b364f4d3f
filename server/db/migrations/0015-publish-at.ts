/**
 * Events, alumni, testimonials and why-choose items may be published at a chosen time (issue 13), as news
 * already is: null (every existing row) means as soon as the item is published.
 */
import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

const TABLES = ["events", "alumni", "testimonials", "why_choose_items"] as const;

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    for (const table of TABLES) {
      await db.schema.alterTable(table).addColumn("publish_at", types.timestamp).execute();
    }
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    for (const table of TABLES) {
      await db.schema.alterTable(table).dropColumn("publish_at").execute();
    }
  };
}
