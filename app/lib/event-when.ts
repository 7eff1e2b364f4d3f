/**
 * When an event happens, in words, in the school's zone: shared by the public pages (formatted on the server,
 * see dates.server.ts) and the office's preview (formatted in the browser, which renders the admin screens).
 */

import { spanWords } from "../../common/clock-words.ts";
import { occurrencesOf, type SeriesTimes } from "../../common/content/events/recurrence.ts";
import { formatSchoolDay } from "../../common/day-words.ts";
import { schoolClock, zonedClockWords, zonedDate, zonedToInstant } from "../../common/zoned-time.ts";
import { lastDay } from "./last-day.ts";

// Formatted on the school's clock as zoned-time reads it (see schoolClock), so the words follow one set of zone rules.
const fullDate = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", dateStyle: "full" });

/** "Friday, December 18, 2026" */
export function formatFullDate(iso: string): string {
  return fullDate.format(schoolClock(iso));
}

/** "7:00 PM": an instant's time of day on the school's clock, in the site's one style (clock-words.ts). */
export function formatTime(iso: string): string {
  return zonedClockWords(new Date(iso));
}

export interface EventTimes {
  startsAt: string;
  endsAt: string;
  allDay: boolean;
}

/** One line saying when an event happens, e.g. "Thursday, December 17, 2026, 7:00 PM – 8:30 PM". */
export function formatEventWhen(event: EventTimes): string {
  const firstDay = zonedDate(new Date(event.startsAt));
  const finalDay = lastDay(event.startsAt, event.endsAt);
  if (event.allDay) {
    if (firstDay === finalDay) return `${formatFullDate(event.startsAt)} (all day)`;
    return spanWords(formatFullDate(event.startsAt), formatFullDate(zonedToInstant(finalDay).toISOString()));
  }
  if (firstDay === finalDay) {
    return `${formatFullDate(event.startsAt)}, ${spanWords(formatTime(event.startsAt), formatTime(event.endsAt))}`;
  }
  return spanWords(
    `${formatFullDate(event.startsAt)}, ${formatTime(event.startsAt)}`,
    `${formatFullDate(event.endsAt)}, ${formatTime(event.endsAt)}`,
  );
}

/** How many of a series' coming dates its page lists before saying how many more there are. */
export const SERIES_DATES_SHOWN = 10;

export interface SeriesDatesView {
  dates: { key: string; when: string; note: string | null }[];
  moreDates: number;
}

/** A series' dates from `now` on, as its page lists them: cancelled and moved dates say so. */
export function seriesDates(series: SeriesTimes, now: Date): SeriesDatesView {
  if (!series.repeat) return { dates: [], moreDates: 0 };
  const coming = occurrencesOf(series).filter((o) => new Date(o.endsAt) > now);
  return {
    dates: coming.slice(0, SERIES_DATES_SHOWN).map((o) => ({
      key: o.date,
      when: formatEventWhen({ ...o, allDay: series.allDay }),
      note: o.cancelled ? "Cancelled" : o.moved ? `Moved from ${formatSchoolDay(o.date)}` : null,
    })),
    moreDates: Math.max(0, coming.length - SERIES_DATES_SHOWN),
  };
}
