/**
 * Key/value facts about this installation kept in the database (for example, when sample content was
 * loaded). Not the school's details: those are the office's settings.
 */
import type { Db } from "../../db/database.ts";

export function createSystemStateService(db: Db, now: () => Date) {
  return {
    async get(key: string): Promise<string | undefined> {
      const row = await db.kysely.selectFrom("system_state").select("value").where("key", "=", key).executeTakeFirst();
      return row?.value;
    },
    async set(key: string, value: string): Promise<void> {
      const updated_at = now().toISOString();
      await db.kysely
        .insertInto("system_state")
        .values({ key, value, updated_at })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at }))
        .execute();
    },
  };
}

export type SystemStateService = ReturnType<typeof createSystemStateService>;
