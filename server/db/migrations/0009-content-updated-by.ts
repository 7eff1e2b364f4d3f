/**
 * Every content row remembers who changed it last (the administrator's name as it was then), for the
 * office's lists: "changed 3 Dec by Margaret". Empty for rows the sample content or a script wrote.
 * The audit log keeps the full story; this column only saves a join per row.
 */
import type { Kysely } from "kysely";

const TABLES = ["news_items", "events", "alumni", "testimonials", "why_choose_items", "careers"] as const;

export function up() {
  return async (db: Kysely<unknown>) => {
    for (const table of TABLES) {
      await db.schema.alterTable(table).addColumn("updated_by", "text").execute();
    }
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    for (const table of TABLES) {
      await db.schema.alterTable(table).dropColumn("updated_by").execute();
    }
  };
}
