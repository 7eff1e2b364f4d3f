/**
 * Turns stored content into what pages show: dates formatted in the school's zone, rich text
 * sanitized again on the way out (stored HTML is never trusted), links ready to use.
 */

import type { Alumnus } from "../../common/content/alumni/types.ts";
import type { CareerPosting } from "../../common/content/careers/types.ts";
import { EVENT_CATEGORY_LABELS } from "../../common/content/events/labels.ts";
import { repeatDescription, seriesAt } from "../../common/content/events/recurrence.ts";
import type { SchoolEvent } from "../../common/content/events/types.ts";
import type { NewsItem } from "../../common/content/news/types.ts";
import { NEWS_CATEGORY_LABELS } from "../../common/content/news-categories.ts";
import type { Testimonial } from "../../common/content/testimonials/types.ts";
import type { WhyChooseItem } from "../../common/content/why-choose/types.ts";
import { helpersEachDateText } from "../../common/inbox/places.ts";
import { sanitizeRichText } from "../../server/content/sanitize.ts";
import { careerView } from "./career-view.ts";
import {
  dateBadge,
  formatEventWhen,
  formatLongDate,
  formatMonth,
  formatSchoolDay,
  schoolDate,
} from "./dates.server.ts";
import { seriesDates } from "./event-when.ts";

/** An event in a list (a series at the date it was given), as the request's time `now` finds it. */
export function eventCard(event: SchoolEvent, now: Date) {
  // Under way: begun and not yet ended. Its badge shows today, the day eventsByMonth files it under: its first day
  // would read as if it were over. The page cache already ends at each start and end and at the school's midnight.
  const onNow = Date.parse(event.startsAt) <= now.getTime() && now.getTime() < Date.parse(event.endsAt);
  return {
    id: event.id,
    url: `/event/${event.id}`,
    title: event.title,
    summary: event.summary,
    location: event.location,
    category: event.category,
    categoryLabel: EVENT_CATEGORY_LABELS[event.category],
    when: formatEventWhen(event),
    badge: dateBadge(onNow ? now : event.startsAt),
    /** Under way now: the card says "On now" in words, since the badge is hidden from screen readers. */
    onNow,
    startsAt: event.startsAt,
    volunteersWanted: event.volunteersWanted,
    volunteersNeeded: event.volunteersNeeded,
    /**
     * The card's "(… helpers needed)" in words, made here so the words' module stays out of every public page's
     * scripts: a series' number is per date (ADR 067). Null when no number was given.
     */
    helpersNeeded: event.volunteersNeeded
      ? event.repeat
        ? helpersEachDateText(event.volunteersNeeded)
        : `${event.volunteersNeeded} helpers needed`
      : null,
    /** A series shows once in lists, at its next date; this says there are more. */
    repeats: event.repeat ? (event.repeat === "weekly" ? "Repeats every week" : "Repeats every month") : null,
    imageUrl: event.imageUrl,
  };
}
export type EventCard = ReturnType<typeof eventCard>;

/**
 * Upcoming events under month headings, in the order given. An event is filed under the later of
 * its first day and today: one that began last month and is still running is on this month's page
 * of a family's planning, not under a heading for a month that is over.
 */
export function eventsByMonth(events: SchoolEvent[], now: Date) {
  const today = schoolDate(now);
  const months: EventMonth<SchoolEvent>[] = [];
  for (const event of events) {
    const started = new Date(event.startsAt) <= now;
    const key = (started ? today : schoolDate(event.startsAt)).slice(0, 7);
    let month = months.find((m) => m.key === key);
    if (!month) {
      month = { key, label: formatMonth(key), events: [] };
      months.push(month);
    }
    month.events.push(event);
  }
  return months;
}

/** A month's heading and its events: stored events while grouping and paging, cards once a page is chosen. */
interface EventMonth<E> {
  key: string;
  label: string;
  events: E[];
}

/**
 * One page of a month-grouped list: `pageSize` events from the `page`th (past the end: the last page), each under
 * its month's heading; a month that began on an earlier page says it is `continued`.
 */
export function monthsPage<E>(months: EventMonth<E>[], page: number, pageSize: number) {
  const total = months.reduce((sum, month) => sum + month.events.length, 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const [from, to] = [(current - 1) * pageSize, current * pageSize];
  const shown: (EventMonth<E> & { continued: boolean })[] = [];
  let index = 0;
  for (const month of months) {
    const first = index;
    const events = month.events.filter((_, i) => first + i >= from && first + i < to);
    if (events.length > 0) shown.push({ ...month, events, continued: first < from });
    index += month.events.length;
  }
  return { months: shown, page: current, pageCount, total };
}

/** One event's page; a series also gets its rule in words and its coming dates. */
export function eventDetail(event: SchoolEvent, now: Date) {
  // A series is shown at its next date that happens (at its first, once all have passed): its when, badge, times.
  const { ended, shown } = seriesAt(event, now);
  return {
    ...eventCard(shown, now),
    repeatsText: repeatDescription(event),
    ...seriesDates(event, now),
    endsAt: shown.endsAt,
    /** Nothing of it is left to happen (a series: its last date has ended), so it no longer asks for helpers. */
    ended,
    allDay: event.allDay,
    descriptionHtml: sanitizeRichText(event.descriptionHtml),
    imageUrl: event.imageUrl,
    imageAlt: event.imageAlt,
  };
}

export function newsCard(item: NewsItem) {
  return {
    id: item.id,
    url: `/events/news-and-announcements/${item.id}`,
    title: item.title,
    summary: item.summary,
    category: item.category,
    categoryLabel: NEWS_CATEGORY_LABELS[item.category].item,
    published: formatLongDate(item.publishedAt),
    publishedAt: item.publishedAt,
    imageUrl: item.imageUrl,
  };
}
export type NewsCard = ReturnType<typeof newsCard>;

export function newsDetail(item: NewsItem) {
  return {
    ...newsCard(item),
    bodyHtml: sanitizeRichText(item.bodyHtml),
    imageUrl: item.imageUrl,
    imageAlt: item.imageAlt,
    tags: item.tags,
  };
}

export function alumnusCard(person: Alumnus) {
  return {
    id: person.id,
    url: `/about/alumni/${person.id}`,
    name: person.name,
    graduationYear: person.graduationYear,
    headline: person.headline,
    imageUrl: person.imageUrl,
  };
}
export type AlumnusCard = ReturnType<typeof alumnusCard>;

export function alumnusDetail(person: Alumnus) {
  return {
    ...alumnusCard(person),
    bioHtml: sanitizeRichText(person.bioHtml),
    imageAlt: person.imageAlt,
  };
}

export function testimonialCard(item: Testimonial) {
  return {
    id: item.id,
    url: `/testimonials/${item.id}`,
    author: item.author,
    relationship: item.relationship,
    quote: item.quote,
  };
}
export type TestimonialCard = ReturnType<typeof testimonialCard>;

export function testimonialDetail(item: Testimonial) {
  return { ...testimonialCard(item), storyHtml: sanitizeRichText(item.storyHtml) };
}

/** A why-choose highlight as the home page shows it: no body text to sanitize or ship. */
export function whyChooseSummary(item: WhyChooseItem) {
  return { id: item.id, title: item.title, summary: item.summary, icon: item.icon };
}

export function whyChooseCard(item: WhyChooseItem) {
  return { ...whyChooseSummary(item), bodyHtml: sanitizeRichText(item.bodyHtml) };
}
export type WhyChooseCard = ReturnType<typeof whyChooseCard>;

/** `today` is the school's date (YYYY-MM-DD): a start date already reached reads "As soon as possible". */
export function careerCard(posting: CareerPosting, today: string) {
  const view = careerView(posting, today, formatSchoolDay);
  return {
    id: posting.id,
    url: `/careers/${posting.id}`,
    title: view.title,
    summary: view.summary,
    department: view.department,
    employmentType: view.employmentType,
    closingDate: view.closingDate,
    closes: view.closes,
    starts: view.starts,
  };
}
export type CareerCard = ReturnType<typeof careerCard>;

/** The posting's page: rich text sanitized again on the way out (ADR 008). */
export function careerDetail(posting: CareerPosting, today: string) {
  return careerView(
    {
      ...posting,
      descriptionHtml: sanitizeRichText(posting.descriptionHtml),
      requirementsHtml: sanitizeRichText(posting.requirementsHtml),
      howToApplyHtml: sanitizeRichText(posting.howToApplyHtml),
    },
    today,
    formatSchoolDay,
  );
}
