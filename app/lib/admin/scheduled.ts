/**
 * What will appear on the site without anyone acting, soonest first: careers postings before their opening
 * day and news items before their publishing time. The dashboard lists them so nothing surprises the office.
 */
import type { CareerPosting } from "../../../common/content/careers/types.ts";
import type { NewsItem } from "../../../common/content/news/types.ts";
import type { ListPage } from "../api/content-service.ts";
import { formatChangedAt, formatSchoolDay } from "./admin-dates.ts";

export interface ScheduledEntry {
  /** When it appears, as an instant for ordering; a day for careers counts from its start. */
  sortKey: string;
  when: string;
  title: string;
  kind: string;
  editPath: string;
}

export function scheduledEntries(careers: ListPage<CareerPosting>, news: ListPage<NewsItem>): ScheduledEntry[] {
  const postings = careers.items
    .filter((posting) => posting.opensOn)
    .map((posting) => ({
      sortKey: `${posting.opensOn}T00:00`,
      when: formatSchoolDay(posting.opensOn as string),
      title: posting.title,
      kind: "Careers posting",
      editPath: `/admin/careers/${encodeURIComponent(posting.id)}`,
    }));
  const stories = news.items.map((item) => ({
    // Compared as text with the postings' days: the school's wall clock is close enough for an order.
    sortKey: item.publishedAt,
    when: formatChangedAt(item.publishedAt),
    title: item.title,
    kind: "News",
    editPath: `/admin/news/${encodeURIComponent(item.id)}`,
  }));
  return [...postings, ...stories].sort((a, b) => a.sortKey.localeCompare(b.sortKey));
}
