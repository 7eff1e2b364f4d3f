/**
 * When an event happens, in words, in the school's zone: shared by the public pages (formatted on the server,
 * see dates.server.ts) and the office's preview (formatted in the browser, which renders the admin screens).
 */
import { occurrencesOf, type SeriesTimes } from "../../common/content/events/recurrence.ts";
import { formatSchoolDay } from "../../common/day-words.ts";
import { schoolClock, zonedDate, zonedToInstant } from "../../common/zoned-time.ts";

// Formatted on the school's clock as zoned-time reads it (see schoolClock), so the words follow one set of zone rules.
const fullDate = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", dateStyle: "full" });
const time = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", hour: "numeric", minute: "2-digit" });

/** "Friday, December 18, 2026" */
export function formatFullDate(iso: string): string {
  return fullDate.format(schoolClock(iso));
}

/** "7:00 p.m." */
export function formatTime(iso: string): string {
  return time.format(schoolClock(iso));
}

/** The last day an event touches: its exclusive end minus a moment. */
export function lastDay(startsAt: string, endsAt: string): string {
  const end = new Date(new Date(endsAt).getTime() - 1);
  const start = new Date(startsAt);
  return zonedDate(end < start ? start : end);
}

export interface EventTimes {
  startsAt: string;
  endsAt: string;
  allDay: boolean;
}

/** One line saying when an event happens, e.g. "Thursday, December 17, 2026, 7:00 p.m. – 8:30 p.m.". */
export function formatEventWhen(event: EventTimes): string {
  const firstDay = zonedDate(new Date(event.startsAt));
  const finalDay = lastDay(event.startsAt, event.endsAt);
  if (event.allDay) {
    if (firstDay === finalDay) return `${formatFullDate(event.startsAt)} (all day)`;
    return `${formatFullDate(event.startsAt)} – ${formatFullDate(zonedToInstant(finalDay).toISOString())}`;
  }
  if (firstDay === finalDay) {
    return `${formatFullDate(event.startsAt)}, ${formatTime(event.startsAt)} – ${formatTime(event.endsAt)}`;
  }
  return `${formatFullDate(event.startsAt)}, ${formatTime(event.startsAt)} – ${formatFullDate(event.endsAt)}, ${formatTime(event.endsAt)}`;
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
