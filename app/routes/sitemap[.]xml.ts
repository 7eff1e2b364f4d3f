/** /sitemap.xml for search engines: every page (the office's added pages too), plus the latest news, the upcoming events and the open positions. */
import { buildSitemapXml, type SitemapEntry } from "~/lib/sitemap.ts";
import type { Route } from "./+types/sitemap[.]xml";

/** Bounded lists: the sitemap stays small and quick however much the office has written. */
const NEWS_LIMIT = 50;
const EVENTS_LIMIT = 100;
const CAREERS_LIMIT = 50;

async function contentEntries(services: Route.LoaderArgs["context"]["services"]): Promise<SitemapEntry[]> {
  const [news, events, careers, added] = await Promise.all([
    services.news.list({ pageSize: NEWS_LIMIT }),
    services.events.upcoming({ limit: EVENTS_LIMIT }),
    services.careers.list({ pageSize: CAREERS_LIMIT }),
    services.pages.addedPages(),
  ]);
  return [
    ...added.map((page) => ({ path: page.path, lastModified: page.updatedAt })),
    ...news.items.map((item) => ({ path: `/events/news-and-announcements/${item.id}`, lastModified: item.updatedAt })),
    ...events.map((event) => ({ path: `/event/${event.id}`, lastModified: event.updatedAt })),
    ...careers.items.map((posting) => ({ path: `/careers/${posting.id}`, lastModified: posting.updatedAt })),
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  return new Response(buildSitemapXml(context.siteUrl, await contentEntries(context.services)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
