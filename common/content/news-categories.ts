/** The news set's categories and how the pages name them: the API's schema and the news pages read this one list. */

export const NEWS_CATEGORIES = ["news", "announcement"] as const;

export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** One item's tag ("Announcement") and the list filter's button ("Announcements"). */
export const NEWS_CATEGORY_LABELS: Readonly<Record<NewsCategory, { item: string; filter: string }>> = {
  news: { item: "News", filter: "News" },
  announcement: { item: "Announcement", filter: "Announcements" },
};

export function isNewsCategory(value: unknown): value is NewsCategory {
  return (NEWS_CATEGORIES as readonly unknown[]).includes(value);
}
