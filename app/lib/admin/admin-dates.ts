/**
 * Dates as the office reads them, in the school's zone. The admin screens render in the browser only, so
 * the browser's Intl writes the words, on the school's clock as zoned-time reads it (the server's zone
 * rules, installed by the admin layout), never the browser's own zone data.
 */
import { clockWords } from "../../../common/clock-words.ts";
import { schoolClock, zonedDate, zonedDateTime, zonedToInstant } from "../../../common/zoned-time.ts";

const longDate = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", dateStyle: "long" });
const mediumDate = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", dateStyle: "medium" });

import { formatSchoolDay } from "../../../common/day-words.ts";

export { formatSchoolDay };

/** "December 18, 2026": the school's day of an instant, as the public pages write it. */
export function formatLongDay(iso: string): string {
  return longDate.format(schoolClock(iso));
}

/** "Nov 24, 2026, 3:04 PM" for an instant: the site's one way of writing a time (ADR 038), not Intl's "p.m.". */
export function formatChangedAt(iso: string): string {
  const clock = schoolClock(iso);
  return `${mediumDate.format(clock)}, ${clockWords(clock.getUTCHours(), clock.getUTCMinutes())}`;
}

/** An instant as the school's wall clock for a date-and-time input: "2026-12-05T07:00". */
export function toSchoolLocal(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return zonedDateTime(date, "T");
}

/** A date-and-time input's value, read as the school's wall clock, as an ISO instant; other text unchanged (the schema names it). */
export function fromSchoolLocal(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  return match ? zonedToInstant(match[1] as string, match[2] as string).toISOString() : value;
}

/** "December 18, 2026" for a day ("YYYY-MM-DD"), "Nov 24, 2026, 3:04 PM" for an instant. */
export function formatDayOrTime(at: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(at) ? formatSchoolDay(at) : formatChangedAt(at);
}

/** Today's date at the school, "YYYY-MM-DD". */
export function schoolToday(now: Date = new Date()): string {
  return zonedDate(now);
}
