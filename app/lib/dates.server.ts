/**
 * Dates and times as people read them, always in the school's zone (site.timeZone) whatever the
 * server's TZ. Server-only: pages receive finished strings, so the browser never re-formats (no
 * hydration differences between Node's and Chromium's ICU).
 */

import { site } from "../../common/site.ts";
import { addDays, zonedDate, zonedToInstant } from "../../common/zoned-time.ts";
import type { EventTimes } from "./event-when.ts";
import { lastDay } from "./last-day.ts";

const zone = site.timeZone;

const longDate = new Intl.DateTimeFormat("en-CA", { timeZone: zone, dateStyle: "long" });
const monthShort = new Intl.DateTimeFormat("en-CA", { timeZone: zone, month: "short" });
const dayNumber = new Intl.DateTimeFormat("en-CA", { timeZone: zone, day: "numeric" });
const monthYear = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", month: "long", year: "numeric" });

/** "December 18, 2026" */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

export { formatSchoolDay } from "../../common/day-words.ts";

/** The Vancouver calendar date of an instant, "YYYY-MM-DD". */
export function schoolDate(iso: string | Date): string {
  return zonedDate(typeof iso === "string" ? new Date(iso) : iso);
}

/** The short badge on event cards, on the school's calendar: { month: "Dec", day: "18" }. */
export function dateBadge(iso: string | Date): { month: string; day: string } {
  const date = typeof iso === "string" ? new Date(iso) : iso;
  return { month: monthShort.format(date).replace(".", ""), day: dayNumber.format(date) };
}

/** Every school date an event covers, first to last. */
export function eventDays(event: EventTimes): string[] {
  const days: string[] = [];
  const finalDay = lastDay(event.startsAt, event.endsAt);
  for (let day = schoolDate(event.startsAt); day <= finalDay && days.length < 366; day = addDays(day, 1))
    days.push(day);
  return days;
}

/** "December 2026" for a "YYYY-MM" key. */
export function formatMonth(monthKey: string): string {
  return monthYear.format(new Date(`${monthKey}-15T12:00:00Z`));
}

export { type EventTimes, formatEventWhen, formatFullDate, formatTime } from "./event-when.ts";
export { lastDay } from "./last-day.ts";
export { addDays, zonedToInstant };
