/**
 * Site search over content sets (news, events, careers): scores plain entries with the fixed index's
 * scorer and keeps each set in its own labelled group. Pure, so it is tested without a database.
 */
import type { Searchable } from "./index.ts";
import { searchIndex } from "./score.ts";

/** One published item of a content set, reduced to what search reads and what a result shows. */
export interface ContentEntry extends Searchable {
  /** The item's page on this site. */
  href: string;
  /** A short line under the title, already formatted on the server (an event's date, a publish date). */
  detail?: string;
}

/** A content set's entries as loaded, before scoring. */
export interface ContentGroupInput {
  /** Stable key for the group, e.g. "news". */
  id: string;
  /** The group's heading on the results page. */
  label: string;
  entries: readonly ContentEntry[];
}

export interface ContentHit extends ContentEntry {
  score: number;
}

export interface ContentGroup {
  id: string;
  label: string;
  hits: ContentHit[];
}

/**
 * Scores every group's entries (title 5, summary as description 1, each tag as keyword 10), highest
 * first and ties in the source's order, at most `limit` per group; groups with no match are left out,
 * the rest keep their order.
 */
export function searchContent(
  query: string,
  groups: readonly ContentGroupInput[],
  limit = Number.POSITIVE_INFINITY,
): ContentGroup[] {
  return groups
    .map(({ id, label, entries }) => ({
      id,
      label,
      hits: searchIndex(query, entries)
        .slice(0, limit)
        .map(({ entry, score }) => ({ ...entry, score })),
    }))
    .filter((group) => group.hits.length > 0);
}
