/**
 * The saved versions of a content set's items (migration 0011): kept by the one write path on every save,
 * so an editor can see who changed what and when, compare, and restore (a restore is itself a new version).
 */
import type { ContentMeta } from "../../../common/content/types.ts";
import type { Db } from "../../db/database.ts";

/** One saved version as the office's history lists it. */
export interface VersionSummary {
  version: number;
  savedAt: string;
  savedBy: string | null;
}

export function contentHistory<E extends ContentMeta & { id: string | number }>(db: Db, set: string) {
  const rows = () => db.kysely.selectFrom("content_versions").where("content_set", "=", set);

  return {
    /**
     * Keeps the item as it is now, once per version: one statement, the table's unique (set, item, version)
     * ignoring a second keep of the same version.
     */
    async keep(item: E): Promise<void> {
      await db.kysely
        .insertInto("content_versions")
        .values({
          content_set: set,
          item_id: String(item.id),
          version: item.version,
          data: JSON.stringify(item),
          saved_at: item.updatedAt,
          saved_by: item.updatedBy,
        })
        .onConflict((conflict) => conflict.columns(["content_set", "item_id", "version"]).doNothing())
        .execute();
    },

    /** Newest first. */
    async list(id: string | number): Promise<VersionSummary[]> {
      const found = await rows()
        .where("item_id", "=", String(id))
        .select(["version", "saved_at", "saved_by"])
        .orderBy("version", "desc")
        .execute();
      return found.map((row) => ({
        version: row.version,
        savedAt: new Date(row.saved_at).toISOString(),
        savedBy: row.saved_by,
      }));
    },

    /** The item as it was at that version, or undefined when that version was not kept. */
    async get(id: string | number, version: number): Promise<E | undefined> {
      const row = await rows()
        .where("item_id", "=", String(id))
        .where("version", "=", version)
        .select("data")
        .executeTakeFirst();
      return row ? (JSON.parse(row.data) as E) : undefined;
    },

    /** A deleted item's versions go with it. */
    async forget(id: string | number): Promise<void> {
      await db.kysely
        .deleteFrom("content_versions")
        .where("content_set", "=", set)
        .where("item_id", "=", String(id))
        .execute();
    },
  };
}

export type ContentHistory<E extends ContentMeta & { id: string | number }> = ReturnType<typeof contentHistory<E>>;
