/** The page-title rule of the spec (route title | school name) and the tags link previews read, done once in root. */
import { isRouteErrorResponse, type MetaDescriptor, type MetaFunction } from "react-router";
import { sitePages } from "../../common/pages/registry.ts";
import { site } from "../../common/site.ts";

/** What a route tells the root about itself, in `handle` (static) or in its loader data under `seo` (dynamic). */
export interface PageSeo {
  /** The route's own title; omitted means the school name alone. */
  title?: string;
  description?: string;
  /** An image for link previews: a path on the site or an absolute URL. */
  image?: string;
  /** "article" for news items and events; "website" otherwise. */
  type?: "website" | "article";
  /** The one address search engines should index when several show the same page. */
  canonicalPath?: string;
  /** Keeps the page out of search results (the sign-in page and the admin area). */
  noindex?: boolean;
  /** The title link previews show, where the page's own title means nothing alone (the home page's "Home"). */
  shareTitle?: string;
  /**
   * What a list actually shows, from its loader: the canonical query is built from it instead of the URL, so a
   * `?page=` past the end (which shows the last page) or an unknown category or month is not indexed as a page.
   */
  shown?: Partial<Record<ContentParam, string | number | undefined>>;
}

/** A listed page's title and description from content/navigation.ts, for its route's `handle.seo`. */
export function pageSeo(path: string): PageSeo {
  const page = sitePages.find((p) => p.path === path);
  // A typo here should stop the build, not ship a page without a title.
  if (!page) throw new Error(`No page registered at ${path} in content/navigation.ts`);
  return { title: page.title, description: page.description };
}

/** The spec's title rule. */
export function pageTitle(routeTitle: string | undefined): string {
  return routeTitle ? `${routeTitle} | ${site.name}` : site.name;
}

export interface SeoMatch {
  handle?: unknown;
  loaderData?: unknown;
}

function isPageSeo(value: unknown): value is PageSeo {
  return typeof value === "object" && value !== null;
}

/** The deepest route's SEO: its `handle.seo`, with what its loader's `seo` says laid over it. */
export function findPageSeo(matches: ReadonlyArray<SeoMatch | undefined>): PageSeo {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    if (!match) continue;
    const fromData = (match.loaderData as { seo?: unknown } | undefined)?.seo;
    const fromHandle = (match.handle as { seo?: unknown } | undefined)?.seo;
    if (isPageSeo(fromData) || isPageSeo(fromHandle)) {
      return { ...(isPageSeo(fromHandle) ? fromHandle : {}), ...(isPageSeo(fromData) ? fromData : {}) };
    }
  }
  return {};
}

/** Query parameters that choose what a list shows (news and careers pages, the calendar's month, a news category). */
export const CONTENT_PARAMS = ["category", "month", "page"] as const;
type ContentParam = (typeof CONTENT_PARAMS)[number];

/** The query a list's own `shown` values make: page 1 and empty values are the plain address. */
function shownQuery(shown: NonNullable<PageSeo["shown"]>): string {
  const kept = new URLSearchParams();
  for (const name of CONTENT_PARAMS) {
    const value = shown[name];
    if (value === undefined || value === "" || (name === "page" && Number(value) <= 1)) continue;
    kept.set(name, String(value));
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}

/**
 * The part of a query string that belongs in a canonical URL: only CONTENT_PARAMS, sorted, so ?page=2 is
 * its own page while tracking tags, search terms and ?eventId= fold into the plain address.
 */
export function canonicalQuery(search: string): string {
  const given = new URLSearchParams(search);
  const page = given.get("page") ?? "";
  return shownQuery({
    category: given.get("category") ?? undefined,
    month: given.get("month") ?? undefined,
    // An unreadable page number shows the list's first page, whose address has no parameter.
    page: /^[1-9]\d*$/.test(page) ? page : undefined,
  });
}

/**
 * Title, description, canonical URL and Open Graph tags for one page. A route's `canonicalPath` is the whole
 * canonical address; otherwise it is the page's own path with its content-choosing parameters.
 */
export function buildMeta(page: PageSeo, siteUrl: string, pathname: string, search = ""): MetaDescriptor[] {
  const title = pageTitle(page.title);
  const description = page.description ?? site.description;
  // Routes match whatever the case; every address the site makes is lower-case, so /About is indexed as /about.
  const path = page.canonicalPath ?? pathname.toLowerCase();
  const query = page.canonicalPath !== undefined ? "" : page.shown ? shownQuery(page.shown) : canonicalQuery(search);
  const url = `${siteUrl}${path === "/" ? "/" : path.replace(/\/$/, "")}${query}`;
  // Images may be stored as site paths or absolute URLs; both resolve against the site.
  const image = siteUrl
    ? new URL(page.image ?? "/og-default.png", `${siteUrl}/`).toString()
    : (page.image ?? "/og-default.png");
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: page.shareTitle ?? page.title ?? site.name },
    { property: "og:description", content: description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_CA" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/**
 * The meta function every route exports (`export const meta = routeMeta`): React Router gives each
 * route's meta only the matches up to itself, so the rule must run at the deepest route.
 */
export const routeMeta: MetaFunction = ({ matches, location, error }) => {
  const rootData = matches[0]?.loaderData as { siteUrl?: string } | undefined;
  const siteUrl = rootData?.siteUrl ?? "";
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return buildMeta({ title: notFound ? "Page Not Found" : "Something went wrong" }, siteUrl, location.pathname);
  }
  return buildMeta(findPageSeo(matches), siteUrl, location.pathname, location.search);
};
