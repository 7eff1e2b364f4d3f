/** The office's pictures: upload (checked and encoded), the library with where each is used, serving, removal. */
import { randomUUID } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import type { Actor, Page } from "../../../common/content/types.ts";
import { type MediaDetails, type MediaItem, mediaDetailsSchema, mediaFileUrl } from "../../../common/media/media.ts";
import { boundedPaging, pageOf } from "../../../common/paging.ts";
import { containsPattern, likeCondition } from "../../db/contains.ts";
import type { Db } from "../../db/database.ts";
import { lockedOn } from "../../db/lock-rows.ts";
import type { Database, MediaTable } from "../../db/schema.ts";
import { parseOrThrow, ValidationError } from "../../errors.ts";
import type { AuditService } from "../audit/service.ts";
import { encodePicture, MAX_UPLOAD_BYTES, sniffImageType, UnusablePictureError } from "./images.ts";

export interface Upload {
  data: Buffer;
  fileName: string;
  /** The form's fields beside the file: alt, decorative. */
  details: { alt?: unknown; decorative?: unknown };
}

type Usage = MediaItem["usedBy"][number];

/** The tables whose items show a picture, and the column that names each item. */
const PICTURE_COLUMNS = [
  { set: "news", table: "news_items", title: "title" },
  { set: "events", table: "events", title: "title" },
  { set: "alumni", table: "alumni", title: "name" },
] as const;

const MEDIA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type MediaRow = Selectable<MediaTable>;

/** What the library needs of a set whose items show pictures: its one write path, inside the library's change. */
export interface PictureShowingSet {
  updateWithin(
    trx: Transaction<Database>,
    id: string | number,
    input: { imageAlt: string; version: number },
    by: Actor,
  ): Promise<unknown>;
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
    return found;
  }

  async function get(id: string): Promise<MediaItem | undefined> {
    if (!MEDIA_ID.test(id)) return undefined;
    const row = await kysely.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
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
      // What each item's history and "last changed" say: who, and that it came from the library.
      const by: Actor = { ...actor, name: `${actor.name} in the picture library` };
      const copies: string[] = [];
      await kysely.transaction().execute(async (trx) => {
        await trx
          .updateTable("media")
          .set({ alt: details.alt, decorative: details.decorative ? 1 : 0 })
          .where("id", "=", id)
          .execute();
        // Content needs a description beside a picture, so a picture made decorative leaves the items' copies.
        if (found.alt === "" || details.alt === "" || found.alt === details.alt) return;
        for (const { set, table, title } of PICTURE_COLUMNS) {
          const copying = trx
            .selectFrom(table)
            .select(["id", "version", `${title} as title`])
            .where("image_url", "like", `/media/${id}/%`)
            .where("image_alt", "=", found.alt);
          // PostgreSQL: an editor's save cannot land between this read and the item's new version.
          const rows = await lockedOn(db.dialect, copying).execute();
          for (const row of rows) {
            try {
              await sets[set].updateWithin(trx, row.id, { imageAlt: details.alt, version: row.version }, by);
            } catch (error) {
              // The item's own rules refused its new version (written before a rule it now breaks): the picture's
              // form has only the description, so say there which item, and change nothing.
              if (!(error instanceof ValidationError)) throw error;
              const [problem] = Object.values(error.fields);
              throw new ValidationError({
                alt: `“${row.title}” shows this picture and cannot take the new description until it is corrected in its own editor: ${problem ?? error.message}`,
              });
            }
            copies.push(`${set}:${row.id}`);
          }
        }
      });
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
      let query = kysely.selectFrom("media");
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

    /** One encoded file, or undefined for an unknown picture or name. */
    async file(id: string, name: string): Promise<{ contentType: string; data: Buffer } | undefined> {
      if (!MEDIA_ID.test(id)) return undefined;
      const row = await kysely
        .selectFrom("media_files")
        .select(["content_type", "data"])
        .where("media_id", "=", id)
        .where("name", "=", name)
        .executeTakeFirst();
      return row ? { contentType: row.content_type, data: Buffer.from(row.data) } : undefined;
    },

    /** The tiny blurred picture a page shows while the real one loads, as WebP bytes. */
    async placeholder(id: string): Promise<Buffer | undefined> {
      if (!MEDIA_ID.test(id)) return undefined;
      const row = await kysely.selectFrom("media").select("placeholder").where("id", "=", id).executeTakeFirst();
      const base64 = row?.placeholder.split(",")[1];
      return base64 ? Buffer.from(base64, "base64") : undefined;
    },

    /**
     * Removes a picture and its files, and takes it off the items that showed it (their pages then show no
     * picture rather than a broken one); the audit entry names those items.
     */
    async remove(id: string, actor: Actor): Promise<boolean> {
      const found = await get(id);
      if (!found) return false;
      await kysely.transaction().execute(async (trx) => {
        for (const { table } of PICTURE_COLUMNS) {
          await trx
            .updateTable(table)
            .set({ image_url: null, image_alt: null })
            .where("image_url", "like", `/media/${id}/%`)
            .execute();
        }
        await trx.deleteFrom("media_files").where("media_id", "=", id).execute();
        await trx.deleteFrom("media").where("id", "=", id).execute();
      });
      db.changes.announce();
      await audit.record({
        action: "media.deleted",
        by: actor,
        detail: { id, name: found.originalName, usedBy: found.usedBy.map((u) => `${u.set}:${u.id}`) },
      });
      return true;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
