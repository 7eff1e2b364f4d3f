/** The spec's search scorer (§5): case-insensitive substring matches, weighted per keyword, title and description. */
import { SEARCH_MIN_QUERY_LENGTH, SEARCH_WEIGHTS } from "../../../common/constants.ts";
import type { Searchable } from "./index.ts";

export interface ScoredResult<T extends Searchable> {
  entry: T;
  score: number;
}

/** The query as the scorer compares it: trimmed and lower-cased. */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** True when the query is long enough to search (more than 2 characters, spec §5). */
export function isSearchableQuery(query: string): boolean {
  return normalizeQuery(query).length >= SEARCH_MIN_QUERY_LENGTH;
}

/** +10 for each keyword containing the query, +5 if the title does, +1 if the description does. */
export function scoreEntry(normalizedQuery: string, entry: Searchable): number {
  const contains = (text: string) => text.toLowerCase().includes(normalizedQuery);
  const keywordHits = entry.keywords.filter(contains).length;
  return (
    keywordHits * SEARCH_WEIGHTS.keyword +
    (contains(entry.title) ? SEARCH_WEIGHTS.title : 0) +
    (contains(entry.description) ? SEARCH_WEIGHTS.description : 0)
  );
}

/**
 * Entries matching the query, highest score first; entries scoring 0 are dropped and equal scores
 * keep the entries' order. A query shorter than the minimum finds nothing.
 */
export function searchIndex<T extends Searchable>(query: string, entries: readonly T[]): ScoredResult<T>[] {
  const normalized = normalizeQuery(query);
  if (normalized.length < SEARCH_MIN_QUERY_LENGTH) return [];
  return (
    entries
      .map((entry) => ({ entry, score: scoreEntry(normalized, entry) }))
      .filter((result) => result.score > 0)
      // Array.prototype.sort is stable, so ties stay in index order.
      .sort((a, b) => b.score - a.score)
  );
}
