/** Deleted content kept for a while so the office can put it back (ADR 048): the period and what a list shows. */

/** How long a deleted item and its versions are kept before the daily sweep removes them for good. */
export const DELETED_KEPT_DAYS = 30;

/**
 * One kept deletion as any "Recently deleted" lists it: a content set's item, a contact message (ADR 062) or a
 * picture (ADR 066).
 */
export interface KeptDeletion {
  /** Its own id: putting it back gives it this id again. */
  id: string | number;
  /** What the list calls it, and the notices and questions name. */
  title: string;
  deletedAt: string;
  /** The administrator who deleted it; null for a script. */
  deletedBy: string | null;
  /** When the daily sweep removes it for good (DELETED_KEPT_DAYS after deletedAt). */
  keptUntil: string;
}

/** One deleted content item as the office's "Recently deleted" lists it. */
export interface DeletedItem extends KeptDeletion {
  /** Its status when it was deleted; it comes back with it. */
  status: "draft" | "published";
}

/**
 * The picture a content item came back without, because it was deleted meanwhile (ADR 048, 066): still under the
 * picture library's "Recently deleted" (by its title there: its description, or its file's name), where putting it
 * back gives it back to this item too; or deleted for good.
 */
export type PictureLeftOff = { kept: true; title: string } | { kept: false };

/** What a content set's put back answers: the item as it is again, and the picture it came back without, if any. */
export type PutBackItem<E> = E & { pictureLeftOff?: PictureLeftOff };

/** A set's recently deleted items, newest first. */
export interface DeletedList<K extends KeptDeletion = DeletedItem> {
  items: K[];
}

/** When an item deleted at `deletedAt` is removed for good. */
export function keptUntil(deletedAt: string): string {
  return new Date(new Date(deletedAt).getTime() + DELETED_KEPT_DAYS * 86_400_000).toISOString();
}

/** The instant before which a deletion is past its DELETED_KEPT_DAYS at `now`: the daily sweep removes it. */
export function keptDeletionsBefore(now: Date): string {
  return new Date(now.getTime() - DELETED_KEPT_DAYS * 86_400_000).toISOString();
}
