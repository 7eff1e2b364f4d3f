/**
 * What pointed at a deleted item and lost it at the delete (an event's volunteer sign-ups, ON DELETE SET NULL),
 * kept with the item so a put back links it again (ADR 048): JSON such as {"volunteerSignups":["…"]}, ids only.
 * Null when nothing pointed at it, as for every set but events.
 */
import type { Kysely } from "kysely";

export function up() {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("deleted_content").addColumn("links", "text").execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("deleted_content").dropColumn("links").execute();
  };
}
