/**
 * The office's pictures: upload (checked and encoded), the library with where each is used (items and pages, ADR
 * 068), serving, and delete, which keeps a picture DELETED_KEPT_DAYS to be put back or deleted forever (ADR 066).
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import { keptDeletionsBefore, keptUntil } from "../../../common/content/deleted.ts";
import type { Actor, Page } from "../../../common/content/types.ts";
import {
  type DeletedPicture,
  type MediaDetails,
  type MediaItem,
  mediaDetailsSchema,
  mediaFileUrl,
  type PutBackPicture,
} from "../../../common/media/media.ts";
import { boundedPaging, pageOf } from "../../../common/paging.ts";
import { containsPattern, likeCondition } from "../../db/contains.ts";
import type { Db } from "../../db/database.ts";
import { lockedOn, lockRows } from "../../db/lock-rows.ts";
import type { Database, MediaTable } from "../../db/schema.ts";
import { ConflictError, parseOrThrow, ValidationError } from "../../errors.ts";
import type { AuditService } from "../audit/service.ts";
import { encodePicture, MAX_UPLOAD_BYTES, sniffImageType, UnusablePictureError } from "./images.ts";
import { blocksDescribedAgain, type PicturePages, pagesShowing, shownOnPagesMessage } from "./pages-showing.ts";
import { keptCopiesLocked, keptCopyTakesBack, PICTURE_COLUMNS, type TakenOff, takenOffFrom } from "./taken-off.ts";

export interface Upload {
  data: Buffer;
  fileName: string;
  /** The form's fields beside the file: alt, decorative. */
  details: { alt?: unknown; decorative?: unknown };
}

type Usage = MediaItem["usedBy"][number];

const MEDIA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type MediaRow = Selectable<MediaTable>;

/** What the library needs of a set whose items show pictures: its one write path, inside the library's change. */
export interface PictureShowingSet {
  updateWithin(
    trx: Transaction<Database>,
    id: string | number,
    input: { imageUrl?: string | null; imageAlt?: string | null; version: number },
    by: Actor,
  ): Promise<unknown>;
}

/** Who a change the library makes to an item is by, as its history and "last changed" say (ADR 057). */
const fromLibrary = (actor: Actor): Actor => ({ ...actor, name: `${actor.name} in the picture library` });

/**
 * One item's (or page's) new version with a picture's new description. Its own rules may refuse it (it was written
 * before a rule it now breaks): the picture's form has only the description, so the refusal says there which item
 * (`shows`, its name as the sentence starts) and what is wrong, and nothing changes.
 */
async function describedIn(shows: string, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const [problem] = Object.values(error.fields);
    throw new ValidationError({
      alt: `${shows} shows this picture and cannot take the new description until it is corrected in its own editor: ${problem ?? error.message}`,
    });
  }
}

/**
 * Takes the picture's row for the rest of the transaction when it is in the state `kept` asks for (deleted or
 * not): a write first, so on PostgreSQL a second delete, a put back, "Delete forever" or the sweep waits for this
 * transaction, and on SQLite the transaction never has to upgrade a read lock. False when it is not in that state.
 */
async function claim(trx: Kysely<Database>, id: string, kept: boolean): Promise<boolean> {
  const claimed = await lockRows(trx, "media", (update) =>
    update.where("id", "=", id).where("deleted_at", kept ? "is not" : "is", null),
  );
  return claimed > 0;
}

function toItem(row: MediaRow, usedBy: Usage[]): MediaItem {
  const variants = JSON.parse(row.widths) as number[];
  return {
    id: row.id,
    url: mediaFileUrl(row.id, variants[variants.length - 1] as number),
    width: row.width,
    height: row.height,
    alt: row.alt,
    decorative: row.decorative === 1,
    originalName: row.original_name,
    variants,
    placeholder: row.placeholder,
    bytes: row.bytes,
    createdAt: row.created_at,
    createdBy: row.created_by,
    usedBy,
  };
}

export function createMediaService(
  db: Db,
  now: () => Date,
  audit: AuditService,
  sets: Record<(typeof PICTURE_COLUMNS)[number]["set"], PictureShowingSet>,
  pages: PicturePages,
) {
  const { kysely } = db;

  /**
   * Where each picture is shown, by picture id: one query per content table for a whole page of pictures,
   * reading only the rows that show one of them.
   */
  async function usages(ids: readonly string[]): Promise<Map<string, Usage[]>> {
    const found = new Map<string, Usage[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return found;
    for (const { set, table, title } of PICTURE_COLUMNS) {
      const rows = (await kysely
        .selectFrom(table)
        .select(["id", `${title} as title`, "image_url"])
        .where((eb) => eb.or(ids.map((id) => eb("image_url", "like", `/media/${id}/%`))))
        .execute()) as { id: string | number; title: string; image_url: string | null }[];
      for (const row of rows) {
        const mediaId = row.image_url?.split("/")[2];
        if (mediaId) found.get(mediaId)?.push({ set, id: String(row.id), title: row.title });
      }
    }
    for (const page of await pagesShowing(kysely, db.dialect, ids)) {
      for (const mediaId of page.pictureIds) found.get(mediaId)?.push({ set: "pages", id: page.id, title: page.title });
    }
    return found;
  }

  /** The library: every picture but the deleted ones, which wait under "Recently deleted". */
  const inLibrary = () => kysely.selectFrom("media").where("deleted_at", "is", null);

  async function get(id: string): Promise<MediaItem | undefined> {
    if (!MEDIA_ID.test(id)) return undefined;
    const row = await inLibrary().selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return undefined;
    return toItem(row, (await usages([id])).get(id) ?? []);
  }

  return {
    get,

    /** Checks, encodes and stores a picture; ValidationError names `file` or `alt` for what cannot be used. */
    async create(upload: Upload, actor: Actor): Promise<MediaItem> {
      const details = parseOrThrow(mediaDetailsSchema, upload.details);
      if (upload.data.length > MAX_UPLOAD_BYTES) {
        throw new ValidationError({ file: "The picture must be smaller than 10 MB." });
      }
      if (!sniffImageType(upload.data)) {
        throw new ValidationError({ file: "The picture must be a JPEG, PNG or WebP image." });
      }
      let encoded: Awaited<ReturnType<typeof encodePicture>>;
      try {
        encoded = await encodePicture(upload.data);
      } catch (error) {
        if (error instanceof UnusablePictureError) throw new ValidationError({ file: error.message });
        throw error;
      }
      const id = randomUUID();
      const row: MediaRow = {
        id,
        alt: details.alt,
        decorative: details.decorative ? 1 : 0,
        original_name: upload.fileName.slice(0, 200),
        width: encoded.width,
        height: encoded.height,
        widths: JSON.stringify(encoded.widths),
        placeholder: encoded.placeholder,
        bytes: upload.data.length,
        created_at: now().toISOString(),
        created_by: actor.name,
        deleted_at: null,
        deleted_by: null,
        taken_off: null,
      };
      await kysely.transaction().execute(async (trx) => {
        await trx.insertInto("media").values(row).execute();
        for (const file of encoded.files) {
          await trx
            .insertInto("media_files")
            .values({ media_id: id, name: file.name, content_type: file.contentType, data: file.data })
            .execute();
        }
      });
      db.changes.announce();
      await audit.record({
        action: "media.created",
        by: actor,
        detail: { id, name: row.original_name, alt: row.alt, decorative: details.decorative },
      });
      return toItem(row, []);
    },

    /**
     * A new description (or decorative) for a stored picture (ADR 057). Items that show the picture with its old
     * description word for word, as "Choose from the pictures" copied it, take the new one in the same
     * transaction, each as a new version through its set's write path, so an editor who had it open
     * gets the usual conflict; an item whose editor wrote its own keeps it. Undefined for an unknown picture.
     */
    async describe(id: string, details: MediaDetails, actor: Actor): Promise<MediaItem | undefined> {
      const found = await get(id);
      if (!found) return undefined;
      const by = fromLibrary(actor);
      const copies: string[] = [];
      const described = await kysely.transaction().execute(async (trx) => {
        // A picture deleted since it was read above is not described: its items were taken off it.
        const changed = await trx
          .updateTable("media")
          .set({ alt: details.alt, decorative: details.decorative ? 1 : 0 })
          .where("id", "=", id)
          .where("deleted_at", "is", null)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) === 0) return false;
        // Content needs a description beside a picture, so a picture made decorative leaves the items' copies.
        if (found.alt === "" || details.alt === "" || found.alt === details.alt) return true;
        for (const { set, table, title } of PICTURE_COLUMNS) {
          const copying = trx
            .selectFrom(table)
            .select(["id", "version", `${title} as title`])
            .where("image_url", "like", `/media/${id}/%`)
            .where("image_alt", "=", found.alt);
          // PostgreSQL: an editor's save cannot land between this read and the item's new version.
          const rows = await lockedOn(db.dialect, copying).execute();
          for (const row of rows) {
            await describedIn(`“${row.title}”`, () =>
              sets[set].updateWithin(trx, row.id, { imageAlt: details.alt, version: row.version }, by),
            );
            copies.push(`${set}:${row.id}`);
          }
        }
        // A page's picture block copied the description too; its version changes as an item's does.
        for (const page of await pagesShowing(trx, db.dialect, [id], { lock: true })) {
          const blocks = blocksDescribedAgain(page.blocks, id, found.alt, details.alt);
          if (!blocks) continue;
          await describedIn(`The page “${page.title}”`, () =>
            pages.updateWithin(trx, page.id, { blocks, version: page.version }, by),
          );
          copies.push(`pages:${page.id}`);
        }
        return true;
      });
      if (!described) return undefined;
      db.changes.announce();
      await audit.record({
        action: "media.updated",
        by: actor,
        detail: {
          id,
          name: found.originalName,
          from: found.alt,
          alt: details.alt,
          decorative: details.decorative,
          items: copies,
        },
      });
      // The items that follow keep the picture, so where it is used is as read above.
      return { ...found, alt: details.alt, decorative: details.decorative };
    },

    /** The library, newest first; `q` finds words in the description or the file's name. */
    async list({ q, page }: { q?: string; page?: number }): Promise<Page<MediaItem>> {
      const paging = boundedPaging(page, 24);
      let query = inLibrary();
      if (q) {
        const pattern = containsPattern(q);
        query = query.where((eb) =>
          eb.or([likeCondition(db.dialect, "alt", pattern), likeCondition(db.dialect, "original_name", pattern)]),
        );
      }
      const { total } = (await query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst()) ?? {
        total: 0,
      };
      const rows = await query
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id")
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize)
        .execute();
      const used = await usages(rows.map((row) => row.id));
      return pageOf(
        rows.map((row) => toItem(row, used.get(row.id) ?? [])),
        Number(total),
        paging,
      );
    },

    /**
     * One encoded file of a picture in the library, or undefined for an unknown picture or name; with `deleted`,
     * of a deleted picture instead (the office's thumbnail under "Recently deleted").
     */
    async file(
      id: string,
      name: string,
      { deleted = false } = {},
    ): Promise<{ contentType: string; data: Buffer } | undefined> {
      if (!MEDIA_ID.test(id)) return undefined;
      const row = await kysely
        .selectFrom("media_files")
        .innerJoin("media", "media.id", "media_files.media_id")
        .select(["media_files.content_type", "media_files.data"])
        .where("media_files.media_id", "=", id)
        .where("media_files.name", "=", name)
        .where("media.deleted_at", deleted ? "is not" : "is", null)
        .executeTakeFirst();
      return row ? { contentType: row.content_type, data: Buffer.from(row.data) } : undefined;
    },

    /** The tiny blurred picture a page shows while the real one loads, as WebP bytes. */
    async placeholder(id: string): Promise<Buffer | undefined> {
      if (!MEDIA_ID.test(id)) return undefined;
      const row = await inLibrary().select("placeholder").where("id", "=", id).executeTakeFirst();
      const base64 = row?.placeholder.split(",")[1];
      return base64 ? Buffer.from(base64, "base64") : undefined;
    },

    /**
     * Deletes a picture: out of the library and its files no longer served, kept DELETED_KEPT_DAYS under "Recently
     * deleted" with the items it was taken off (ADR 066). ConflictError naming the pages when a page shows it: the
     * office takes it off there first (ADR 068). In the same transaction each item that showed it shows no
     * picture, as a new version through its set's write path, so an editor who had it open gets the usual conflict
     * rather than saving the address back. ConflictError naming an item whose own rules refuse that version, and
     * nothing changes. False for an unknown or already deleted picture.
     */
    async remove(id: string, actor: Actor): Promise<boolean> {
      const found = await get(id);
      if (!found) return false;
      const by = fromLibrary(actor);
      const takenOff: TakenOff[] = [];
      const removed = await kysely.transaction().execute(async (trx) => {
        // A second delete, a new description or a put back running now waits, then finds it deleted.
        if (!(await claim(trx, id, false))) return false;
        // A page's picture sits among its blocks with a caption: the office takes it off there, not the library.
        const onPages = await pagesShowing(trx, db.dialect, [id], { lock: true });
        if (onPages.length > 0) throw new ConflictError(shownOnPagesMessage(onPages));
        for (const { set, table, title } of PICTURE_COLUMNS) {
          const showing = trx
            .selectFrom(table)
            .select(["id", "version", `${title} as title`, "image_url", "image_alt"])
            .where("image_url", "like", `/media/${id}/%`);
          // PostgreSQL: an editor's save cannot land between this read and the item's new version.
          const rows = await lockedOn(db.dialect, showing).execute();
          for (const row of rows) {
            try {
              await sets[set].updateWithin(trx, row.id, { imageUrl: null, imageAlt: null, version: row.version }, by);
            } catch (error) {
              if (!(error instanceof ValidationError)) throw error;
              const [problem] = Object.values(error.fields);
              throw new ConflictError(
                `“${row.title}” shows this picture and cannot be saved without it until it is corrected in its own editor: ${problem ?? error.message}`,
              );
            }
            takenOff.push({
              set,
              id: row.id,
              title: row.title,
              imageUrl: row.image_url ?? "",
              imageAlt: row.image_alt,
            });
          }
        }
        await trx
          .updateTable("media")
          .set({ deleted_at: now().toISOString(), deleted_by: actor.name, taken_off: JSON.stringify(takenOff) })
          .where("id", "=", id)
          .execute();
        return true;
      });
      if (!removed) return false;
      db.changes.announce();
      await audit.record({
        action: "media.deleted",
        by: actor,
        detail: { id, name: found.originalName, usedBy: takenOff.map((item) => `${item.set}:${item.id}`) },
      });
      return true;
    },

    /** The deleted pictures still kept (the daily sweep has not removed them), newest deletion first. */
    async deleted(): Promise<DeletedPicture[]> {
      const rows = await kysely
        .selectFrom("media")
        .selectAll()
        .where("deleted_at", "is not", null)
        .orderBy("deleted_at", "desc")
        .orderBy("id")
        .execute();
      return rows.map((row) => {
        const deletedAt = row.deleted_at ?? "";
        return {
          id: row.id,
          title: row.alt || row.original_name,
          alt: row.alt,
          decorative: row.decorative === 1,
          originalName: row.original_name,
          width: row.width,
          height: row.height,
          variants: JSON.parse(row.widths) as number[],
          deletedAt,
          deletedBy: row.deleted_by,
          keptUntil: keptUntil(deletedAt),
          takenOff: takenOffFrom(row.taken_off).map((item) => ({
            set: item.set,
            id: String(item.id),
            title: item.title,
          })),
        };
      });
    },

    /**
     * "Put back": the picture in the library again at its own address, and on each item it was taken off that
     * still shows no picture, as a new version through the set's write path (one given another picture, or refused
     * by its own rules, is left as it is); one deleted meanwhile takes it in its kept copy, so its own put back brings
     * it. Undefined when it is not kept. Audited.
     */
    async putBack(id: string, actor: Actor): Promise<PutBackPicture | undefined> {
      if (!MEDIA_ID.test(id)) return undefined;
      const by = fromLibrary(actor);
      const back: string[] = [];
      const backWhenPutBack: string[] = [];
      // Read before the transaction: on SQLite a transaction that reads before it writes can fail as busy.
      const before = await kysely.selectFrom("media").select("taken_off").where("id", "=", id).executeTakeFirst();
      const name = await kysely.transaction().execute(async (trx) => {
        const keptCopies = await keptCopiesLocked(trx, before?.taken_off ?? null);
        // A second put back, "Delete forever" or the sweep running now waits, then finds nothing kept.
        if (!(await claim(trx, id, true))) return undefined;
        const kept = await trx
          .selectFrom("media")
          .select(["original_name", "taken_off"])
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable("media")
          .set({ deleted_at: null, deleted_by: null, taken_off: null })
          .where("id", "=", id)
          .execute();
        for (const item of takenOffFrom(kept.taken_off)) {
          const table = PICTURE_COLUMNS.find(({ set }) => set === item.set)?.table;
          if (!table) continue;
          const reading = trx.selectFrom(table).select(["version", "image_url"]).where("id", "=", item.id);
          const current = await lockedOn(db.dialect, reading).executeTakeFirst();
          if (!current) {
            if (await keptCopyTakesBack(trx, keptCopies, item)) backWhenPutBack.push(`${item.set}:${item.id}`);
            continue;
          }
          // Someone chose another picture for it since: theirs stands.
          if (current.image_url) continue;
          try {
            await sets[item.set].updateWithin(
              trx,
              item.id,
              { imageUrl: item.imageUrl, imageAlt: item.imageAlt, version: current.version },
              by,
            );
          } catch (error) {
            // Its own rules refuse a new version (written before a rule it breaks): it stays without the picture,
            // and the answer's count says it was not given back.
            if (!(error instanceof ValidationError)) throw error;
            continue;
          }
          back.push(`${item.set}:${item.id}`);
        }
        return kept.original_name;
      });
      if (name === undefined) return undefined;
      db.changes.announce();
      await audit.record({
        action: "media.put_back",
        by: actor,
        detail: { id, name, items: back, deletedItems: backWhenPutBack },
      });
      const picture = await get(id);
      if (!picture) return undefined;
      return { ...picture, itemsBack: back.length, deletedItemsBack: backWhenPutBack.length };
    },

    /** Removes one deleted picture and its files for good now; false when it is not kept. Audited. */
    async deleteForever(id: string, actor: Actor): Promise<boolean> {
      if (!MEDIA_ID.test(id)) return false;
      const name = await kysely.transaction().execute(async (trx) => {
        if (!(await claim(trx, id, true))) return undefined;
        await trx.deleteFrom("media_files").where("media_id", "=", id).execute();
        const row = await trx.deleteFrom("media").where("id", "=", id).returning("original_name").executeTakeFirst();
        return row?.original_name;
      });
      if (name === undefined) return false;
      await audit.record({ action: "media.deleted_forever", by: actor, detail: { id, name } });
      return true;
    },
  };
}

/**
 * The daily sweep's part: pictures deleted more than DELETED_KEPT_DAYS before `now` go for good with their files,
 * in one transaction. Answers how many went.
 */
export async function sweepDeletedPictures(db: Db, now: Date): Promise<number> {
  const before = keptDeletionsBefore(now);
  return db.kysely.transaction().execute(async (trx) => {
    // The rows first, as a put back and "Delete forever" take them: one of those running now is done or waits.
    await lockRows(trx, "media", (update) => update.where("deleted_at", "<", before));
    await trx
      .deleteFrom("media_files")
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("media as m")
            .select("m.id")
            .whereRef("m.id", "=", "media_files.media_id")
            .where("m.deleted_at", "<", before),
        ),
      )
      .execute();
    const removed = await trx.deleteFrom("media").where("deleted_at", "<", before).executeTakeFirst();
    return Number(removed.numDeletedRows);
  });
}

export type MediaService = ReturnType<typeof createMediaService>;
