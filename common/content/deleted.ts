/** Deleted content kept for a while so the office can put it back (ADR 048): the period and what a list shows. */

/** How long a deleted item and its versions are kept before the daily sweep removes them for good. */
export const DELETED_KEPT_DAYS = 30;

/** One deleted item as the office's "Recently deleted" lists it. */
export interface DeletedItem {
  /** The item's own id: putting it back gives it this id again. */
  id: string | number;
  title: string;
  /** Its status when it was deleted; it comes back with it. */
  status: "draft" | "published";
  deletedAt: string;
  /** The administrator who deleted it; null for a script. */
  deletedBy: string | null;
  /** When the daily sweep removes it for good (DELETED_KEPT_DAYS after deletedAt). */
  keptUntil: string;
}

/** A set's recently deleted items, newest first. */
export interface DeletedList {
  items: DeletedItem[];
}

/** When an item deleted at `deletedAt` is removed for good. */
export function keptUntil(deletedAt: string): string {
  return new Date(new Date(deletedAt).getTime() + DELETED_KEPT_DAYS * 86_400_000).toISOString();
}
