/**
 * Which items a deleted picture was taken off (`media.taken_off`, ADR 066), so putting the picture back gives it back
 * to them: written by the picture's delete, and by a content item's put back while the picture waits under the
 * library's "Recently deleted" (ADR 048). Read by the picture's put back and its "Recently deleted" list.
 */
import type { Transaction } from "kysely";
import type { PictureLeftOff } from "../../../common/content/deleted.ts";
import { libraryPictureId } from "../../../common/media/urls.ts";
import { pagePictureIds } from "../../../common/pages/page-schema.ts";
import type { Block } from "../../../common/pages/types.ts";
import { lockRows } from "../../db/lock-rows.ts";
import type { Database } from "../../db/schema.ts";
import { ConflictError } from "../../errors.ts";
import { changeKeptItem, lockKept } from "../content/deleted.ts";

/** The tables whose items show a picture, and the column that names each item. */
export const PICTURE_COLUMNS = [
  { set: "news", table: "news_items", title: "title" },
  { set: "events", table: "events", title: "title" },
  { set: "alumni", table: "alumni", title: "name" },
] as const;

export type PictureSet = (typeof PICTURE_COLUMNS)[number]["set"];

/** One item a deleted picture was taken off, as `media.taken_off` keeps it: what it showed, to give it back. */
export interface TakenOff {
  set: PictureSet;
  id: string | number;
  title: string;
  imageUrl: string;
  imageAlt: string | null;
}

/** The taken_off column as written here; anything else (hand-edited, or none) names no item. */
export function takenOffFrom(text: string | null): TakenOff[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (entry): entry is TakenOff =>
      typeof entry === "object" &&
      entry !== null &&
      PICTURE_COLUMNS.some(({ set }) => set === entry.set) &&
      (typeof entry.id === "string" || typeof entry.id === "number") &&
      typeof entry.imageUrl === "string",
  );
}

/** "news:12": one item of a picture set, as `taken_off` and the kept copies under "Recently deleted" name it. */
function itemKey(item: { set: string; id: string | number }): string {
  return `${item.set}:${item.id}`;
}

/**
 * Inside a picture's put back, before its own row is claimed: the kept copies (under the sets' "Recently deleted") of
 * the items it was taken off, locked in one order, so they are taken before the picture's row as a content item's put
 * back takes them (its kept copy, then the picture) and the two never wait on each other. `takenOff` is the column as
 * read before the transaction; an item deleted after its copy would have been locked keeps its copy as it is. Answers
 * the items whose copies are locked.
 */
export async function keptCopiesLocked(trx: Transaction<Database>, takenOff: string | null): Promise<Set<string>> {
  const locked = new Set<string>();
  const items = takenOffFrom(takenOff).sort((a, b) => itemKey(a).localeCompare(itemKey(b)));
  for (const item of items) {
    if (await lockKept(trx, item.set, String(item.id))) locked.add(itemKey(item));
  }
  return locked;
}

/**
 * Inside a picture's put back: an item it was taken off and that was deleted since, kept under "Recently deleted"
 * without a picture, takes it again in its kept copy, with the words it showed, so its own put back brings it (ADR
 * 066's second amendment). Only a copy `keptCopiesLocked` locked; one given another picture before its delete keeps
 * that. Answers whether the copy took it.
 */
export async function keptCopyTakesBack(
  trx: Transaction<Database>,
  locked: ReadonlySet<string>,
  item: TakenOff,
): Promise<boolean> {
  if (!locked.has(itemKey(item))) return false;
  return changeKeptItem(trx, item.set, String(item.id), (kept) =>
    kept.imageUrl ? null : { ...kept, imageUrl: item.imageUrl, imageAlt: item.imageAlt },
  );
}

/**
 * Inside a content item's put back (ADR 048), after the kept copy is claimed and before the item's row is written:
 * the picture the item showed when it was deleted, as the library has it now. The picture's row is locked first, for
 * the rest of the transaction (the order every put back takes them in: the kept copy, then the picture), so the
 * picture's own delete or put back either finishes before this decision or waits until the item is back, and then
 * finds it.
 *
 * - In the library: the item comes back with it.
 * - Under the library's "Recently deleted": the item comes back without it, and is added to the items the picture
 *   was taken off, with the address and description it showed, so putting the picture back gives it back to this
 *   item too (if it still shows no picture then). Only what remembering needs is written: the picture's own row.
 * - Deleted for good (or never in the library): the item comes back without it.
 *
 * Answers the item to write and, when it comes back without its picture, which case it was. A page's pictures are
 * its picture blocks': `pagePicturesAtPutBack`.
 */
export async function pictureAtPutBack<E extends object>(
  trx: Transaction<Database>,
  set: string,
  item: E,
  title: string,
): Promise<{ item: E; leftOff?: PictureLeftOff }> {
  if (set === "pages") return pagePicturesAtPutBack(trx, item);
  const { id, imageUrl, imageAlt } = item as { id?: unknown; imageUrl?: unknown; imageAlt?: unknown };
  const mediaId = typeof imageUrl === "string" ? libraryPictureId(imageUrl) : undefined;
  if (typeof imageUrl !== "string" || !mediaId) return { item };
  const locked = await lockRows(trx, "media", (update) => update.where("id", "=", mediaId));
  const picture =
    locked > 0
      ? await trx
          .selectFrom("media")
          .select(["deleted_at", "alt", "original_name", "taken_off"])
          .where("id", "=", mediaId)
          .executeTakeFirst()
      : undefined;
  if (picture && picture.deleted_at === null) return { item };
  // Its page shows no picture rather than a broken one.
  const without = { ...item, imageUrl: null, imageAlt: null };
  if (!picture) return { item: without, leftOff: { kept: false } };

  const pictureSet = PICTURE_COLUMNS.find((columns) => columns.set === set)?.set;
  // Only the library's picture sets have a picture field; an item that could not be remembered must not be told it is.
  if (!pictureSet || (typeof id !== "string" && typeof id !== "number")) {
    throw new Error(`A ${set} item cannot be given its picture back: the picture library does not know that set.`);
  }
  const entry: TakenOff = {
    set: pictureSet,
    id,
    title,
    imageUrl,
    imageAlt: typeof imageAlt === "string" ? imageAlt : null,
  };
  // Once per item: an earlier entry for it (put back, deleted and put back again) gives way to what it showed last.
  const others = takenOffFrom(picture.taken_off).filter(
    (taken) => !(taken.set === entry.set && String(taken.id) === String(entry.id)),
  );
  await trx
    .updateTable("media")
    .set({ taken_off: JSON.stringify([...others, entry]) })
    .where("id", "=", mediaId)
    .execute();
  return { item: without, leftOff: { kept: true, title: picture.alt || picture.original_name } };
}

/**
 * A page's put back (ADR 068): each picture its blocks show, as the library has it now, every picture's row locked
 * first (in one order, so two put backs never wait on each other).
 *
 * - In the library: the block comes back with it.
 * - Under the library's "Recently deleted": the put back is refused, naming the picture, so the office puts the
 *   picture back first. A page's picture sits among its blocks with a caption; nothing would put the block back later.
 * - Deleted for good (or never in the library): the block is left out, and the answer says so.
 */
async function pagePicturesAtPutBack<E extends object>(
  trx: Transaction<Database>,
  item: E,
): Promise<{ item: E; leftOff?: PictureLeftOff }> {
  const { blocks } = item as { blocks?: unknown };
  if (!Array.isArray(blocks)) return { item };
  const shown = blocks as Block[];
  const ids = pagePictureIds(shown).sort();
  const inLibrary = new Set<string>();
  for (const id of ids) {
    if ((await lockRows(trx, "media", (update) => update.where("id", "=", id))) === 0) continue;
    const picture = await trx
      .selectFrom("media")
      .select(["deleted_at", "alt", "original_name"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    if (picture.deleted_at !== null) {
      throw new ConflictError(
        `This page shows the picture “${picture.alt || picture.original_name}”, which is under Pictures › Recently deleted. Put the picture back first, then put the page back.`,
      );
    }
    inLibrary.add(id);
  }
  const kept = shown.filter((block) => {
    if (block?.type !== "picture") return true;
    const id = libraryPictureId(block.src);
    return id === undefined || inLibrary.has(id);
  });
  return kept.length === shown.length ? { item } : { item: { ...item, blocks: kept }, leftOff: { kept: false } };
}
