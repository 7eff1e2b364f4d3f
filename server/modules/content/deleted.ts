/**
 * Deleted content kept for DELETED_KEPT_DAYS (migration 0026, ADR 048): a deleted item's last state, its saved
 * versions and the links it lost (0027), so the office can put it back whole. The write path calls these inside its
 * own transactions; the daily sweep removes what is older, and "Delete forever" one item, each with its versions at
 * once.
 */
import type { Kysely, Transaction } from "kysely";
import { type DeletedItem, keptDeletionsBefore, keptUntil } from "../../../common/content/deleted.ts";
import type { ContentMeta } from "../../../common/content/types.ts";
import type { Db } from "../../db/database.ts";
import { lockRows } from "../../db/lock-rows.ts";
import type { Database } from "../../db/schema.ts";

const VERSION_COLUMNS = ["content_set", "item_id", "version", "data", "saved_at", "saved_by"] as const;

/**
 * Ids of what pointed at an item and lost it at its delete, by kind ({ volunteerSignups: [...] }): kept with the
 * item, so a put back can link them again.
 */
export type KeptLinks = Readonly<Record<string, readonly string[]>>;

/**
 * A set whose items other rows point at with ON DELETE SET NULL (events: volunteer sign-ups). Deleting the item
 * unlinks them, so without this a put back would bring the item back without them.
 */
export interface ContentLinks {
  /** In the delete's transaction, before the item's row goes (the delete itself unlinks them). */
  remember(trx: Transaction<Database>, id: string | number): Promise<KeptLinks>;
  /**
   * In the put back's transaction, once the row is back. Only what is still unlinked: whatever was removed or
   * changed in the 30 days was someone's decision since, and stays as it is.
   */
  restore(trx: Transaction<Database>, id: string | number, links: KeptLinks): Promise<void>;
}

/** A deleted item as it was kept: the item as the API answered it, and who deleted it when. */
export interface KeptItem<E> {
  item: E;
  title: string;
  deletedAt: string;
  deletedBy: string | null;
}

/** One set's deleted items; `parseId` turns a stored id back into the set's own (a number for alumni). */
export function deletedContent<E extends ContentMeta & { id: string | number }>(
  db: Db,
  set: string,
  parseId: (id: unknown) => string | number | undefined,
) {
  const entries = (on: Kysely<Database>, id: string | number) =>
    on.selectFrom("deleted_content").where("content_set", "=", set).where("item_id", "=", String(id));

  return {
    /**
     * Keeps a deleted item, and moves its saved versions here from content_versions, inside the deletion's
     * transaction. Its state at deletion is kept as a version too (sample content has none until an edit).
     */
    async keep(
      trx: Kysely<Database>,
      item: E,
      how: { title: string; at: Date; by: string | null; links: KeptLinks },
    ): Promise<void> {
      const itemId = String(item.id);
      await trx
        .insertInto("deleted_content")
        .values({
          content_set: set,
          item_id: itemId,
          title: how.title,
          data: JSON.stringify(item),
          deleted_at: how.at.toISOString(),
          deleted_by: how.by,
          links: Object.values(how.links).some((ids) => ids.length > 0) ? JSON.stringify(how.links) : null,
        })
        .execute();
      const versions = trx
        .selectFrom("content_versions")
        .select(VERSION_COLUMNS)
        .where("content_set", "=", set)
        .where("item_id", "=", itemId);
      await trx.insertInto("deleted_content_versions").columns(VERSION_COLUMNS).expression(versions).execute();
      await trx
        .insertInto("deleted_content_versions")
        .values({
          content_set: set,
          item_id: itemId,
          version: item.version,
          data: JSON.stringify(item),
          saved_at: item.updatedAt,
          saved_by: item.updatedBy,
        })
        .onConflict((conflict) => conflict.columns(["content_set", "item_id", "version"]).doNothing())
        .execute();
      await trx.deleteFrom("content_versions").where("content_set", "=", set).where("item_id", "=", itemId).execute();
    },

    /** The set's deleted items, newest first (what the sweep has not yet removed). */
    async list(): Promise<DeletedItem[]> {
      const rows = await db.kysely
        .selectFrom("deleted_content")
        .select(["item_id", "title", "data", "deleted_at", "deleted_by"])
        .where("content_set", "=", set)
        .orderBy("deleted_at", "desc")
        .orderBy("item_id", "asc")
        .execute();
      return rows.map((row) => {
        const item = JSON.parse(row.data) as Partial<ContentMeta>;
        return {
          id: parseId(row.item_id) ?? row.item_id,
          title: row.title,
          status: item.status === "published" ? "published" : "draft",
          deletedAt: row.deleted_at,
          deletedBy: row.deleted_by,
          keptUntil: keptUntil(row.deleted_at),
        };
      });
    },

    /**
     * One deleted item as kept; undefined when it is not (never deleted, put back, or removed for good). `on`: a
     * transaction that claimed it, to read it as claimed.
     */
    async get(id: string | number, on: Kysely<Database> = db.kysely): Promise<KeptItem<E> | undefined> {
      const row = await entries(on, id).select(["title", "data", "deleted_at", "deleted_by"]).executeTakeFirst();
      if (!row) return undefined;
      return {
        item: JSON.parse(row.data) as E,
        title: row.title,
        deletedAt: row.deleted_at,
        deletedBy: row.deleted_by,
      };
    },

    /** The newest version kept of a deleted item (0 when none). */
    async lastVersion(id: string | number): Promise<number> {
      const row = await db.kysely
        .selectFrom("deleted_content_versions")
        .select((eb) => eb.fn.max("version").as("last"))
        .where("content_set", "=", set)
        .where("item_id", "=", String(id))
        .executeTakeFirst();
      return Number(row?.last ?? 0);
    },

    /**
     * Inside a put back's transaction, first: takes the kept copy for this put back (on PostgreSQL a row lock, so
     * a second put back, "Delete forever" or the sweep waits for this transaction). False when it is no longer kept.
     */
    claim(trx: Kysely<Database>, id: string | number): Promise<boolean> {
      return lockKept(trx, set, String(id));
    },

    /**
     * Inside a put back's transaction, after claim: the versions go back to content_versions and the kept copy
     * goes; answers the links kept with it. A version kept there meanwhile (a history read or a save that finished
     * just after the delete keeps one, outside the delete's transaction) is a stray of the same item: it gives way
     * to the versions kept here.
     */
    async release(trx: Kysely<Database>, id: string | number): Promise<KeptLinks> {
      const itemId = String(id);
      // Read after the claim, so they are the links of the very copy this put back took.
      const kept = await entries(trx, id).select("links").executeTakeFirst();
      await trx.deleteFrom("content_versions").where("content_set", "=", set).where("item_id", "=", itemId).execute();
      const versions = trx
        .selectFrom("deleted_content_versions")
        .select(VERSION_COLUMNS)
        .where("content_set", "=", set)
        .where("item_id", "=", itemId);
      await trx.insertInto("content_versions").columns(VERSION_COLUMNS).expression(versions).execute();
      await forgetIn(trx, set, itemId);
      return linksFrom(kept?.links ?? null);
    },

    /** "Delete forever": the kept copy and its versions, in one transaction. False when nothing was kept. */
    forget(id: string | number): Promise<boolean> {
      return db.kysely.transaction().execute((trx) => forgetIn(trx, set, String(id)));
    },
  };
}

export type DeletedContent<E extends ContentMeta & { id: string | number }> = ReturnType<typeof deletedContent<E>>;

/** The links column as written by keep; anything else (hand-edited, or none) links nothing. */
function linksFrom(text: string | null): KeptLinks {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
  const links: Record<string, string[]> = {};
  for (const [kind, ids] of Object.entries(parsed)) {
    if (Array.isArray(ids)) links[kind] = ids.filter((id): id is string => typeof id === "string");
  }
  return links;
}

/** Locks one kept deletion's row for the rest of the transaction. False when nothing is kept under that id. */
export async function lockKept(trx: Kysely<Database>, set: string, itemId: string): Promise<boolean> {
  const locked = await lockRows(trx, "deleted_content", (update) =>
    update.where("content_set", "=", set).where("item_id", "=", itemId),
  );
  return locked > 0;
}

/**
 * Inside a transaction that has locked the kept copy (lockKept): rewrites the item kept under "Recently deleted" with
 * `change`, which answers the item to keep, or null to leave it as it is. A copy that is gone or unreadable is left
 * too. Answers whether it was rewritten. With keep, the only writer of a kept item, so its format stays in this module.
 */
export async function changeKeptItem(
  trx: Kysely<Database>,
  set: string,
  itemId: string,
  change: (item: Record<string, unknown>) => Record<string, unknown> | null,
): Promise<boolean> {
  const row = await trx
    .selectFrom("deleted_content")
    .select("data")
    .where("content_set", "=", set)
    .where("item_id", "=", itemId)
    .executeTakeFirst();
  if (!row) return false;
  let item: unknown;
  try {
    item = JSON.parse(row.data);
  } catch {
    return false;
  }
  if (typeof item !== "object" || item === null || Array.isArray(item)) return false;
  const changed = change(item as Record<string, unknown>);
  if (!changed) return false;
  await trx
    .updateTable("deleted_content")
    .set({ data: JSON.stringify(changed) })
    .where("content_set", "=", set)
    .where("item_id", "=", itemId)
    .execute();
  return true;
}

/**
 * Removes one kept deletion and its versions (the versions first: the foreign key refuses the other order). The
 * kept row is locked before its versions, the order a put back takes them in too (claim, then release): taking
 * them the other way round, "Delete forever" and a put back at once deadlocked on PostgreSQL.
 */
async function forgetIn(trx: Kysely<Database>, set: string, itemId: string): Promise<boolean> {
  await lockKept(trx, set, itemId);
  await trx
    .deleteFrom("deleted_content_versions")
    .where("content_set", "=", set)
    .where("item_id", "=", itemId)
    .execute();
  const removed = await trx
    .deleteFrom("deleted_content")
    .where("content_set", "=", set)
    .where("item_id", "=", itemId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

/**
 * The daily sweep's part: every set's deletions older than DELETED_KEPT_DAYS at `now` go for good, with their
 * versions, in one transaction. Answers how many items went.
 */
export async function sweepDeletedContent(db: Db, now: Date): Promise<number> {
  const before = keptDeletionsBefore(now);
  return db.kysely.transaction().execute(async (trx) => {
    // The kept rows first, then their versions: the order a put back locks them in (see forgetIn).
    await lockRows(trx, "deleted_content", (update) => update.where("deleted_at", "<", before));
    await trx
      .deleteFrom("deleted_content_versions")
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("deleted_content as d")
            .select("d.item_id")
            .whereRef("d.content_set", "=", "deleted_content_versions.content_set")
            .whereRef("d.item_id", "=", "deleted_content_versions.item_id")
            .where("d.deleted_at", "<", before),
        ),
      )
      .execute();
    const removed = await trx.deleteFrom("deleted_content").where("deleted_at", "<", before).executeTakeFirst();
    return Number(removed.numDeletedRows);
  });
}
