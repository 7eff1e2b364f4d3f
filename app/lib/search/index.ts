/**
 * The fixed site search index (spec §3): one entry per public page and per external menu entry,
 * derived from content/navigation.ts so a page added there is searchable without a second list.
 */
import { externalDescriptions, externalLinks } from "~/content/navigation.ts";
import { sitePages } from "../../../common/pages/registry.ts";

/** What the scorer reads of anything searchable (fixed entries now, news/events/careers later). */
export interface Searchable {
  title: string;
  description: string;
  keywords: readonly string[];
}

/** Spec §3 search index entry: title, path, description, keywords, optional action. */
export interface SearchEntry extends Searchable {
  /** A route of the site, or the external address when `action` is set. */
  path: string;
  /** Set for entries that open another site in a new window instead of routing. */
  action?: { type: "openExternal"; url: string };
}

const pageEntries: SearchEntry[] = sitePages.map((page) => ({
  title: page.title,
  path: page.path,
  description: page.description,
  keywords: page.keywords,
}));

const externalEntries: SearchEntry[] = (Object.keys(externalLinks) as (keyof typeof externalLinks)[]).map((key) => {
  const link = externalLinks[key];
  const { description, keywords } = externalDescriptions[key];
  return { title: link.text, path: link.link, description, keywords, action: { type: "openExternal", url: link.link } };
});

/** Pages first, then external links: on equal scores the order here is the order shown. */
export const siteIndex: readonly SearchEntry[] = [...pageEntries, ...externalEntries];

/** The index with the pages the office added after the registry's (issue 14), as the root loader gives them. */
export function indexWith(
  added: readonly { title: string; path: string; description: string }[],
): readonly SearchEntry[] {
  if (added.length === 0) return siteIndex;
  const addedEntries = added.map((page) => ({ ...page, keywords: [] }));
  return [...pageEntries, ...addedEntries, ...externalEntries];
}

/** True for entries that leave the site. */
export function isExternalEntry(entry: SearchEntry): entry is SearchEntry & { action: { url: string } } {
  return entry.action?.type === "openExternal";
}

/** A page whose own words hold the query (GET /search/words): its title, address and the sentence with the words. */
export interface WordHit {
  title: string;
  href: string;
  description: string;
}

/** The answer of GET /search/words for one query. */
export interface WordHits {
  query: string;
  hits: WordHit[];
}
