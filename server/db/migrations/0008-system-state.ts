/**
 * Renames site_settings to system_state: the table only ever held facts about this installation (when
 * sample content was loaded), while "site settings" means the school's details the office edits.
 */
import type { Kysely } from "kysely";

export function up() {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("site_settings").renameTo("system_state").execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("system_state").renameTo("site_settings").execute();
  };
}
