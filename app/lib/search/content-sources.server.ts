/**
 * Where the results page's content groups come from: each source asks the database for the published
 * items that may match (news, events, careers), turns them into search entries, and the scorer ranks
 * them. Nothing is cached, so an item unpublished a moment ago is never listed. A new content set is
 * one more entry in `contentSources`.
 */
import { formatEventWhen, formatLongDate, formatSchoolDay } from "~/lib/dates.server.ts";
import { pageSnippet } from "../../../common/pages/page-text.ts";
import { pageAt } from "../../../common/pages/registry.ts";
import type { Services } from "../../../server/services.ts";
import { type ContentEntry, type ContentGroup, searchContent } from "./content.ts";
import { isSearchableQuery } from "./score.ts";

/** Most results shown per group: the page stays readable, and the best matches come first anyway. */
export const MAX_HITS_PER_GROUP = 20;

export interface ContentSource {
  id: string;
  label: string;
  /** The published entries that may match the query, in the order equal scores should keep. */
  find(services: Services, query: string): Promise<ContentEntry[]>;
}

const newsSource: ContentSource = {
  id: "news",
  label: "News and announcements",
  async find(services, query) {
    const items = await services.search.news(query);
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
  async find(services, query) {
    const events = await services.search.events(query);
    return events.map((event) => ({
      title: event.title,
      description: event.summary,
      keywords: event.tags,
      href: `/event/${event.id}`,
      detail: formatEventWhen(event),
    }));
  },
};

/**
 * A posting's department counts as a keyword: it is a one- or two-word label ("Elementary",
 * "Facilities") of the kind tags are, and it is what a job seeker types. It counts once: a tag
 * repeating it (as "support staff" often does) adds nothing more.
 */
export function careerKeywords(department: string, tags: readonly string[]): string[] {
  const same = department.trim().toLowerCase();
  return [department, ...tags.filter((tag) => tag.trim().toLowerCase() !== same)];
}

const careersSource: ContentSource = {
  id: "careers",
  label: "Careers",
  async find(services, query) {
    const postings = await services.search.careers(query);
    return postings.map((posting) => ({
      title: posting.title,
      description: posting.summary,
      keywords: careerKeywords(posting.department, posting.tags),
      href: `/careers/${posting.id}`,
      detail: posting.closingDate ? `Apply by ${formatSchoolDay(posting.closingDate)}` : "Open until filled",
    }));
  },
};

/**
 * Words inside the pages' text (issue 14): the page, with the sentence that holds the query as its
 * description, so the scorer finds the words there. Listed after the fixed index's pages on the results page.
 */
export const pagesSource: ContentSource = {
  id: "pages",
  label: "Words on our pages",
  async find(services, query) {
    const pages = await services.search.pages(query);
    return pages.map((page) => ({
      title: pageAt(page.path)?.title ?? page.title ?? page.heading,
      // The introduction stands in when the words are only in the title: the scorer finds them there.
      description: pageSnippet(page.sentences, query) ?? page.sentences[0] ?? "",
      keywords: [],
      href: page.path,
    }));
  },
};

/** In the order the groups appear on the results page. */
export const contentSources: readonly ContentSource[] = [newsSource, eventsSource, careersSource, pagesSource];

/**
 * Every source's matches for the query, scored with the index's weights, at most MAX_HITS_PER_GROUP
 * per group; groups without a match are left out. Rejects when any source cannot be read.
 */
export async function searchContentSources(
  services: Services,
  query: string,
  sources: readonly ContentSource[] = contentSources,
): Promise<ContentGroup[]> {
  // A short query would match nearly every row, and the scorer would drop them all anyway.
  if (!isSearchableQuery(query)) return [];
  const groups = await Promise.all(
    sources.map(async (source) => ({
      id: source.id,
      label: source.label,
      entries: await source.find(services, query.trim()),
    })),
  );
  return searchContent(query, groups, MAX_HITS_PER_GROUP);
}
