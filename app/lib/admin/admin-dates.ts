/**
 * Dates as the office reads them, in the school's zone. The admin screens render in the browser only, so
 * the browser's Intl formats them (the public pages get finished strings from the server instead).
 */
import { site } from "../../../common/site.ts";
import { zonedDate, zonedToInstant } from "../../../common/zoned-time.ts";

const longDate = new Intl.DateTimeFormat("en-CA", { timeZone: site.timeZone, dateStyle: "long" });
const dateTime = new Intl.DateTimeFormat("en-CA", {
  timeZone: site.timeZone,
  dateStyle: "medium",
  timeStyle: "short",
});

/** "December 18, 2026" for a school day "YYYY-MM-DD". */
export function formatSchoolDay(day: string): string {
  return longDate.format(zonedToInstant(day));
}

/** "Nov 24, 2026, 3:04 p.m." for an instant. */
export function formatChangedAt(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** Today's date at the school, "YYYY-MM-DD". */
export function schoolToday(now: Date = new Date()): string {
  return zonedDate(now);
}
