/**
 * Pages the office adds under About, Admissions or Giving (issue 14): their title, section, place in the
 * section's menu (null: not in it) and search description. The spec's own pages leave them empty: the page
 * registry holds theirs.
 */
import type { Kysely } from "kysely";

export function up() {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("pages").addColumn("title", "text").execute();
    await db.schema.alterTable("pages").addColumn("section", "text").execute();
    await db.schema.alterTable("pages").addColumn("menu_order", "integer").execute();
    await db.schema.alterTable("pages").addColumn("description", "text").execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    for (const column of ["description", "menu_order", "section", "title"]) {
      await db.schema.alterTable("pages").dropColumn(column).execute();
    }
  };
}
