/**
 * GET /search/words?q=…: the pages whose own words hold the query, as JSON for the top-bar search (issue 14).
 * The top bar ranks them after its fixed index, as the results page does; pages the index already
 * lists for the query are left out here, so a page is never offered twice.
 */
import { pagesSource, searchContentSources } from "~/lib/search/content-sources.server.ts";
import { siteIndex, type WordHit, type WordHits } from "~/lib/search/index.ts";
import { isSearchableQuery, searchIndex } from "~/lib/search/score.ts";
import { withoutControlCharacters } from "../../common/control-characters.ts";
import type { Route } from "./+types/search-words";

/** Most page-text results the top bar lists under its own: the results page has the rest. */
export const MAX_WORD_HITS = 5;

/** Each answer follows the pages as they are now: an edit shows at the next keystroke. */
const NO_CACHE = { "Cache-Control": "no-cache" };

export async function loader({ request, context }: Route.LoaderArgs): Promise<Response> {
  const query = withoutControlCharacters(new URL(request.url).searchParams.get("q") ?? "").trim();
  if (!isSearchableQuery(query)) return Response.json({ query, hits: [] } satisfies WordHits, { headers: NO_CACHE });
  const listed = new Set(searchIndex(query, siteIndex).map(({ entry }) => entry.path));
  let found: WordHit[];
  try {
    const [group] = await searchContentSources(context.services, query, [pagesSource]);
    found = group?.hits ?? [];
  } catch (error) {
    // The top bar still has its own index to offer: an empty answer, not an error page behind it.
    console.error(`[${context.requestId}] search: the pages' words could not be searched`, error);
    found = [];
  }
  const hits = found
    .filter((hit) => !listed.has(hit.href))
    .slice(0, MAX_WORD_HITS)
    .map(({ title, href, description }) => ({ title, href, description }));
  return Response.json({ query, hits } satisfies WordHits, { headers: NO_CACHE });
}
