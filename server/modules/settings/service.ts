/** Key/value site settings kept in the database (for example, when sample content was loaded). */
import type { Db } from "../../db/database.ts";

export function createSettingsService(db: Db) {
  return {
    async get(key: string): Promise<string | undefined> {
      const row = await db.kysely.selectFrom("site_settings").select("value").where("key", "=", key).executeTakeFirst();
      return row?.value;
    },
    async set(key: string, value: string): Promise<void> {
      const updated_at = new Date().toISOString();
      await db.kysely
        .insertInto("site_settings")
        .values({ key, value, updated_at })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at }))
        .execute();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
