/**
 * A careers posting may open on a chosen day: published ahead of time, it stays off the site until its
 * opening day in Vancouver. Null (every existing posting) means open as soon as it is published.
 */
import type { Kysely } from "kysely";

export function up() {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("careers").addColumn("opens_on", "text").execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("careers").dropColumn("opens_on").execute();
  };
}
