/**
 * The saved versions of a content set's items (migration 0011): kept by the one write path on every save,
 * so an editor can see who changed what and when, compare, and restore (a restore is itself a new version).
 * A deleted item's versions move to deleted_content_versions until it is put back (deleted.ts).
 */
import type { Kysely } from "kysely";
import type { ContentMeta } from "../../../common/content/types.ts";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";

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
     * ignoring a second keep of the same version. `on`: a transaction the keep belongs to (a put back).
     */
    async keep(item: E, on: Kysely<Database> = db.kysely): Promise<void> {
      await on
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
  };
}

export type ContentHistory<E extends ContentMeta & { id: string | number }> = ReturnType<typeof contentHistory<E>>;
