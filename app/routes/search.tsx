/**
 * /search?q=…: the full results page, server-rendered so it works without JavaScript (the top-bar form
 * submits here). Fixed-index pages first, then each content set (news, events, careers) in its own group.
 */

import type { ReactNode } from "react";
import { Link, type MetaFunction } from "react-router";
import { NewWindowHint } from "~/components/new-window-hint.tsx";
import { SiteSearchForm } from "~/components/search/site-search-form.tsx";
import type { ContentGroup } from "~/lib/search/content.ts";
import { searchContentSources } from "~/lib/search/content-sources.server.ts";
import { isExternalEntry, siteIndex } from "~/lib/search/index.ts";
import { isSearchableQuery, searchIndex } from "~/lib/search/score.ts";
import { routeMeta } from "~/lib/seo.ts";
import { SEARCH_MIN_QUERY_LENGTH } from "../../common/constants.ts";
import { withoutControlCharacters } from "../../common/control-characters.ts";
import { factReplacer } from "../../common/school-details/details.ts";
import { site } from "../../common/site.ts";
import type { Route } from "./+types/search";

/** One result from the fixed index: a page of the site or an external link. */
export interface PageHit {
  title: string;
  /** A path of the site, or an external address when `external` is set. */
  href: string;
  description: string;
  external: boolean;
}

/** The fixed index's hits; its outside links are the sample's, written with the office's details by `facts`. */
function fixedIndexHits(query: string, facts: (text: string) => string): PageHit[] {
  return searchIndex(query, siteIndex).map(({ entry }) => ({
    title: entry.title,
    href: isExternalEntry(entry) ? facts(entry.action.url) : entry.path,
    description: entry.description,
    external: isExternalEntry(entry),
  }));
}

/**
 * The content groups, or `unavailable` when the database could not be read: the page's own results
 * come from code and are still worth showing.
 */
async function contentResults(
  context: Route.LoaderArgs["context"],
  query: string,
): Promise<{ groups: ContentGroup[]; unavailable: boolean }> {
  try {
    return { groups: await searchContentSources(context.services, query), unavailable: false };
  } catch (error) {
    console.error(`[${context.requestId}] search: news, events and careers could not be searched`, error);
    return { groups: [], unavailable: true };
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // A control character (`q=x%00`) is nothing anyone typed, and PostgreSQL refuses NUL: it is dropped.
  const query = withoutControlCharacters(new URL(request.url).searchParams.get("q") ?? "").trim();
  const searchable = isSearchableQuery(query);
  const pageHits = searchable ? fixedIndexHits(query, factReplacer(await context.services.schoolDetails.get())) : [];
  const content = searchable ? await contentResults(context, query) : { groups: [], unavailable: false };
  return {
    seo: {
      title: query ? `Search results for “${query}”` : "Search",
      description: `Search the pages, news, events and careers of the ${site.name} website.`,
      canonicalPath: "/search",
    },
    query,
    tooShort: query.length > 0 && !searchable,
    pageHits,
    // A page the fixed index already lists is not listed again for words inside it.
    contentGroups: content.groups
      .map((group) =>
        group.id === "pages"
          ? { ...group, hits: group.hits.filter((hit) => !pageHits.some((page) => page.href === hit.href)) }
          : group,
      )
      .filter((group) => group.hits.length > 0),
    contentUnavailable: content.unavailable,
  };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, tooShort, pageHits, contentGroups, contentUnavailable } = loaderData;
  return (
    <div className="page container search-page">
      <h1>{query ? <>Search results for “{query}”</> : "Search"}</h1>
      <SiteSearchForm query={query} />
      <SearchOutcome
        query={query}
        tooShort={tooShort}
        pageHits={pageHits}
        contentGroups={contentGroups}
        contentUnavailable={contentUnavailable}
      />
    </div>
  );
}

interface OutcomeProps {
  query: string;
  tooShort: boolean;
  pageHits: PageHit[];
  contentGroups: ContentGroup[];
  /** News, events and careers could not be searched: said so, so "no results" is not taken as the last word. */
  contentUnavailable: boolean;
}

function SearchOutcome({ query, tooShort, pageHits, contentGroups, contentUnavailable }: OutcomeProps) {
  if (!query) return null;
  if (tooShort) {
    return (
      <p className="search-page__message" role="status">
        “{query}” is too short: please enter at least {SEARCH_MIN_QUERY_LENGTH} characters.
      </p>
    );
  }
  const total = pageHits.length + contentGroups.reduce((sum, group) => sum + group.hits.length, 0);
  const unavailableNote = contentUnavailable && (
    <p className="notice search-page__notice" role="note">
      News, events and careers could not be searched just now. Please try again in a few minutes.
    </p>
  );
  if (total === 0) {
    return (
      <div className="search-page__message" role="status">
        <p>No results for “{query}”.</p>
        {unavailableNote}
        <p>
          Try another word, or browse every page on the <Link to="/site-map">site map</Link>.
        </p>
      </div>
    );
  }
  return (
    <>
      {unavailableNote}
      <p className="search-page__count">
        {total === 1 ? "1 result" : `${total} results`} for “{query}”
      </p>
      {pageHits.length > 0 && (
        <ResultGroup id="index" label="Pages and links">
          {pageHits.map((hit) => (
            <li key={hit.href} className="search-page__result">
              <h3 className="search-page__title">
                {hit.external ? (
                  <a href={hit.href} target="_blank" rel="noopener noreferrer">
                    {hit.title}
                    <NewWindowHint />
                  </a>
                ) : (
                  <Link to={hit.href}>{hit.title}</Link>
                )}
              </h3>
              <p className="search-page__description">{hit.description}</p>
              <p className="search-page__path">{hit.href}</p>
            </li>
          ))}
        </ResultGroup>
      )}
      {contentGroups.map((group) => (
        <ResultGroup key={group.id} id={group.id} label={group.label}>
          {group.hits.map((hit) => (
            <li key={hit.href} className="search-page__result">
              <h3 className="search-page__title">
                <Link to={hit.href}>{hit.title}</Link>
              </h3>
              {hit.detail && <p className="search-page__detail">{hit.detail}</p>}
              <p className="search-page__description">{hit.description}</p>
            </li>
          ))}
        </ResultGroup>
      ))}
    </>
  );
}

function ResultGroup({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const headingId = `search-group-${id}`;
  return (
    <section aria-labelledby={headingId} className="search-page__group">
      <h2 id={headingId} className="search-page__group-title">
        {label}
      </h2>
      <ol className="search-page__results">{children}</ol>
    </section>
  );
}

/** Results pages are for visitors, not for search engines' indexes; the links on them may still be followed. */
export const meta: MetaFunction = (args) => [
  ...(routeMeta(args) ?? []),
  { name: "robots", content: "noindex, follow" },
];
