/**
 * Where the results page's content groups come from: each source reads bounded pages of published
 * items through the service layer and turns them into search entries. A new content set (careers)
 * is one more entry in `contentSources`.
 */
import { formatEventWhen, formatLongDate, formatSchoolDay } from "~/lib/dates.server.ts";
import type { Page } from "../../../server/modules/content/types.ts";
import type { Services } from "../../../server/services.ts";
import type { ContentEntry, ContentGroupInput } from "./content.ts";

/** The API's largest page; a few of them bound the work one search does per source. */
const PAGE_SIZE = 50;
const MAX_PAGES = 4;

/** Events a visitor may still be looking for: recent ones and the coming year. */
const EVENTS_MONTHS_BACK = 3;
const EVENTS_MONTHS_AHEAD = 12;

export interface ContentSource {
  id: string;
  label: string;
  load(services: Services, now: Date): Promise<ContentEntry[]>;
}

/** Reads page after page until the list ends or the bound is reached. */
export async function readBoundedPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<Page<T>>,
  maxPages = MAX_PAGES,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const result = await fetchPage(page, PAGE_SIZE);
    items.push(...result.items);
    if (page >= result.pageCount) break;
  }
  return items;
}

function monthsFrom(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
}

const newsSource: ContentSource = {
  id: "news",
  label: "News and announcements",
  async load(services) {
    const items = await readBoundedPages((page, pageSize) => services.news.list({ page, pageSize }));
    return items.map((item) => ({
      title: item.title,
      description: item.summary,
      keywords: item.tags,
      href: `/events/news-and-announcements/${item.id}`,
      detail: formatLongDate(item.publishedAt),
    }));
  },
};

const eventsSource: ContentSource = {
  id: "events",
  label: "Events",
  async load(services, now) {
    const from = monthsFrom(now, -EVENTS_MONTHS_BACK);
    const to = monthsFrom(now, EVENTS_MONTHS_AHEAD);
    const events = await readBoundedPages((page, pageSize) => services.events.list({ from, to, page, pageSize }));
    return events.map((event) => ({
      title: event.title,
      description: event.summary,
      keywords: event.tags,
      href: `/event/${event.id}`,
      detail: formatEventWhen(event),
    }));
  },
};

const careersSource: ContentSource = {
  id: "careers",
  label: "Careers",
  async load(services) {
    const postings = await readBoundedPages((page, pageSize) => services.careers.list({ page, pageSize }));
    return postings.map((posting) => ({
      title: posting.title,
      description: posting.summary,
      keywords: [posting.department, ...posting.tags],
      href: `/careers/${posting.id}`,
      detail: posting.closingDate ? `Apply by ${formatSchoolDay(posting.closingDate)}` : "Open until filled",
    }));
  },
};

/** In the order the groups appear on the results page. */
export const contentSources: readonly ContentSource[] = [newsSource, eventsSource, careersSource];

/** Every source's published entries, loaded side by side. */
export function loadContentGroups(
  services: Services,
  now = new Date(),
  sources: readonly ContentSource[] = contentSources,
): Promise<ContentGroupInput[]> {
  return Promise.all(
    sources.map(async (source) => ({ id: source.id, label: source.label, entries: await source.load(services, now) })),
  );
}

/**
 * How long one process reuses the entries it loaded. Each load reads a few hundred rows; a search
 * box typed into by many visitors should not repeat that per request. A new story shows in search
 * within this long (pages themselves are never cached).
 */
export const CONTENT_CACHE_MS = 60_000;

const cache = new WeakMap<Services, { at: number; groups: Promise<ContentGroupInput[]> }>();

/** loadContentGroups, reused for CONTENT_CACHE_MS per service layer (one per process). */
export function cachedContentGroups(services: Services, now = new Date()): Promise<ContentGroupInput[]> {
  const hit = cache.get(services);
  if (hit && now.getTime() - hit.at < CONTENT_CACHE_MS) return hit.groups;
  const groups = loadContentGroups(services, now);
  cache.set(services, { at: now.getTime(), groups });
  // A failed load is not kept: the next search tries again.
  groups.catch(() => {
    if (cache.get(services)?.groups === groups) cache.delete(services);
  });
  return groups;
}
