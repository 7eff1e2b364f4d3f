/**
 * Calendar rules for the sample content ("second Thursday of December"), so a fresh start shows
 * a school year that fits the season and always has events still to come.
 */
import { addDays, zonedDate, zonedToInstant } from "../../../common/zoned-time.ts";

const DAY = 86_400_000;

export const SUNDAY = 0;
export const MONDAY = 1;
export const TUESDAY = 2;
export const WEDNESDAY = 3;
export const THURSDAY = 4;
export const FRIDAY = 5;
export const SATURDAY = 6;

const pad = (n: number) => String(n).padStart(2, "0");

export function date(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The nth (1-based) weekday of a month: nthWeekday(2026, 12, THURSDAY, 2). */
export function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = date(year, month, 1);
  const shift = (weekday - weekdayOf(first) + 7) % 7;
  return addDays(first, shift + (n - 1) * 7);
}

/** The given weekday on or before a day: weekdayOnOrBefore("2027-05-24", MONDAY) is Victoria Day. */
export function weekdayOnOrBefore(day: string, weekday: number): string {
  return addDays(day, -((weekdayOf(day) - weekday + 7) % 7));
}

export function lastWeekday(year: number, month: number, weekday: number): string {
  return weekdayOnOrBefore(date(year, month + 1, 0), weekday);
}

/** A fixed date moved to the Friday before when it falls on a weekend (assemblies, not holidays). */
export function schoolDayOnOrBefore(day: string): string {
  const wd = weekdayOf(day);
  if (wd === SATURDAY) return addDays(day, -1);
  if (wd === SUNDAY) return addDays(day, -2);
  return day;
}

/** Easter Sunday (Gregorian, anonymous algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The school year (starting in September) that a day falls in: 2026 for 2026-09-08 and for 2027-03-01. */
export function schoolYearStart(now: Date): number {
  const [year, month] = zonedDate(now).split("-").map(Number) as [number, number];
  return month >= 8 ? year : year - 1;
}

export function schoolYearLabel(start: number): string {
  return `${start}-${start + 1}`;
}

/**
 * The first occurrence, in school year start-1, start or start+1, that begins no more than
 * `pastDays` before now: each yearly event appears once, some recently past and the rest ahead.
 */
export function nextOccurrence(rule: (schoolYear: number) => string, now: Date, pastDays = 61): string {
  const start = schoolYearStart(now);
  const earliest = now.getTime() - pastDays * DAY;
  for (const year of [start - 1, start, start + 1]) {
    const day = rule(year);
    if (zonedToInstant(day).getTime() >= earliest) return day;
  }
  return rule(start + 1);
}

/** The most recent occurrence on or before today (for news written after an event). */
export function lastOccurrence(rule: (calendarYear: number) => string, now: Date): string {
  const today = zonedDate(now);
  const year = Number(today.slice(0, 4));
  const thisYear = rule(year);
  return thisYear <= today ? thisYear : rule(year - 1);
}

/** The calendar year a month belongs to within the school year that starts in `schoolYear`. */
export const inSchoolYear = (schoolYear: number, month: number) => (month >= 8 ? schoolYear : schoolYear + 1);
