/**
 * Wall-clock arithmetic in the school's time zone through Intl, so results never depend on the
 * process's own TZ. Dates are "YYYY-MM-DD" strings; instants are Date objects or ISO strings.
 */

import { clockWords } from "./clock-words.ts";
import { site } from "./site.ts";

export const SCHOOL_TIME_ZONE: string = site.timeZone;

export interface WallTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * The school's zone as the server's time-zone data has it: the offset from each change on, over a span.
 * Installed in the browser (installZoneRules), it replaces the browser's own data for that span, so the office's
 * screens and the server never disagree about a time: tz releases reach browsers and servers at different
 * times, and an office typing 19:00 must never get 18:00 on the site.
 */
export interface ZoneRules {
  timeZone: string;
  from: number;
  to: number;
  /** [first millisecond, minutes ahead of UTC], in order; the first starts at `from`. */
  spans: [number, number][];
}

let installed: ZoneRules | undefined;

/** Reads the school's zone from these rules from now on (the office's screens, from the server's loader). */
export function installZoneRules(rules: ZoneRules | undefined): void {
  installed = rules;
}

/** How far around today the browser reads the school's zone from the server's rules (ADR 023). */
const RULES_BACK_MS = 400 * 86_400_000;
const RULES_AHEAD_MS = 800 * 86_400_000;

/** The school zone's rules from about a year before `now` to two after: what a page that shows times sends along. */
export function zoneRulesAround(now: Date): ZoneRules {
  return zoneRules(new Date(now.getTime() - RULES_BACK_MS), new Date(now.getTime() + RULES_AHEAD_MS));
}

/** The rules of a zone between two instants, from this process's own data. */
export function zoneRules(from: Date, to: Date, timeZone = SCHOOL_TIME_ZONE): ZoneRules {
  const spans: [number, number][] = [[from.getTime(), offsetMinutes(from, timeZone)]];
  for (const change of zoneTransitions(from, to, timeZone)) spans.push([change.at.getTime(), change.offsetTo]);
  return { timeZone, from: from.getTime(), to: to.getTime(), spans };
}

function installedOffset(instant: Date, timeZone: string): number | undefined {
  const t = instant.getTime();
  if (!installed || installed.timeZone !== timeZone || t < installed.from || t >= installed.to) return undefined;
  let offset: number | undefined;
  for (const [start, minutes] of installed.spans) {
    if (start > t) break;
    offset = minutes;
  }
  return offset;
}

const QUARTER_HOUR = 900_000;
/** Offsets already read from Intl, per zone and quarter hour since 1970; bounded, cleared when full. */
const knownOffsets = new Map<string, number>();

/**
 * The zone's offset at an instant, from Intl once per quarter hour. Offsets are whole quarter hours, so a change of
 * them (at a whole local hour, or half or quarter past) falls on a quarter-hour boundary in UTC too: every instant
 * of a quarter hour has the same offset. A page of events asks for dozens; formatToParts is the slow part.
 */
function quarterHourOffset(instant: Date, timeZone: string): number {
  const key = `${timeZone} ${Math.floor(instant.getTime() / QUARTER_HOUR)}`;
  let offset = knownOffsets.get(key);
  if (offset === undefined) {
    offset = offsetFromIntl(instant, timeZone);
    if (knownOffsets.size >= 4096) knownOffsets.clear();
    knownOffsets.set(key, offset);
  }
  return offset;
}

function offsetFromIntl(instant: Date, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The wall-clock reading of an instant in a zone. */
export function wallTime(instant: Date, timeZone = SCHOOL_TIME_ZONE): WallTime {
  const offset = installedOffset(instant, timeZone) ?? quarterHourOffset(instant, timeZone);
  const shifted = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offset * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** Minutes the zone is ahead of UTC at an instant (Vancouver: -480 in winter, -420 in summer). */
export function offsetMinutes(instant: Date, timeZone = SCHOOL_TIME_ZONE): number {
  return installedOffset(instant, timeZone) ?? quarterHourOffset(instant, timeZone);
}

/** "7:00 PM": an instant's time of day in the zone, in the site's one style (clock-words.ts). */
export function zonedClockWords(instant: Date, timeZone = SCHOOL_TIME_ZONE): string {
  const { hour, minute } = wallTime(instant, timeZone);
  return clockWords(hour, minute);
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** "YYYY-MM-DD" of an instant in the zone. */
export function zonedDate(instant: Date, timeZone = SCHOOL_TIME_ZONE): string {
  const w = wallTime(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/**
 * "YYYY-MM-DD HH:MM" of an instant in the zone: one wall-clock reading for the day and the time. `separator` "T"
 * gives a date-and-time input's value.
 */
export function zonedDateTime(instant: Date, separator: " " | "T" = " ", timeZone = SCHOOL_TIME_ZONE): string {
  const w = wallTime(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}${separator}${pad(w.hour)}:${pad(w.minute)}`;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
/** An ISO date-time with a Z or ±hh:mm offset; groups: date, time, then the offset's hours and minutes. */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-](\d{2}):(\d{2}))$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * The instant at which the zone's clocks read `date` `time`. Two readings need a rule, and this is it:
 * - a reading the spring-forward gap skips (02:30 on 8 March 2026 in Vancouver) moves forward by the
 *   length of the gap, to 03:30 PDT, as a person whose clock jumped would read it;
 * - a reading the autumn fall-back repeats (01:30 on 1 November 2026) is its first occurrence, 01:30 PDT.
 */
export function zonedToInstant(date: string, time = "00:00", timeZone = SCHOOL_TIME_ZONE): Date {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) throw new RangeError(`Not a date and time: ${date} ${time}`);
  const wallAsUtc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // Zones change offset at most once in any two days, so the offsets a day either side are the only
  // candidates: the reading exists under those of them whose instant really shows that offset.
  const before = offsetMinutes(new Date(wallAsUtc - DAY_MS), timeZone);
  const after = offsetMinutes(new Date(wallAsUtc + DAY_MS), timeZone);
  const candidates = [before, after]
    .map((offset) => wallAsUtc - offset * 60_000)
    .filter((instant) => offsetMinutes(new Date(instant), timeZone) * 60_000 === wallAsUtc - instant)
    .sort((a, b) => a - b);
  // No candidate: the reading is in a gap; read with the offset before the gap, it lands past the gap by its length.
  return new Date(candidates[0] ?? wallAsUtc - before * 60_000);
}

/** Adds whole calendar days to a "YYYY-MM-DD" date. */
export function addDays(date: string, days: number): string {
  const d = DATE.exec(date);
  if (!d) throw new RangeError(`Not a date: ${date}`);
  const utc = new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]) + days));
  return utc.toISOString().slice(0, 10);
}

/** 00:00 in the zone on the day the instant falls on. */
export function startOfZonedDay(instant: Date, timeZone = SCHOOL_TIME_ZONE): Date {
  return zonedToInstant(zonedDate(instant, timeZone), "00:00", timeZone);
}

/** The instant itself when it is a zone midnight, else the next zone midnight. */
export function ceilToZonedDay(instant: Date, timeZone = SCHOOL_TIME_ZONE): Date {
  const start = startOfZonedDay(instant, timeZone);
  if (start.getTime() === instant.getTime()) return start;
  return zonedToInstant(addDays(zonedDate(instant, timeZone), 1), "00:00", timeZone);
}

export function isDateOnly(value: string): boolean {
  return DATE.test(value);
}

/**
 * A date ("2026-12-05", meaning 00:00 that day in the zone) or an ISO instant with an offset
 * ("2026-12-05T19:00:00-08:00") as a Date; undefined when it is neither.
 */
export function parseInstant(value: string | Date, timeZone = SCHOOL_TIME_ZONE): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (isDateOnly(value)) {
    const d = zonedToInstant(value, "00:00", timeZone);
    return zonedDate(d, timeZone) === value ? d : undefined; // rejects 2026-02-30
  }
  const m = INSTANT.exec(value);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second, offsetHour, offsetMinute] = [1, 2, 3, 4, 5, 6, 8, 9].map((i) =>
    Number(m[i] ?? 0),
  ) as [number, number, number, number, number, number, number, number];
  // Date would quietly roll 30 February over to 2 March and 24:30 into the next day: refuse them instead.
  const fields = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const real =
    fields.getUTCFullYear() === year &&
    fields.getUTCMonth() + 1 === month &&
    fields.getUTCDate() === day &&
    fields.getUTCHours() === hour &&
    fields.getUTCMinutes() === minute &&
    fields.getUTCSeconds() === second &&
    offsetHour <= 23 &&
    offsetMinute <= 59;
  if (!real) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/**
 * A Date whose UTC fields read the school's wall clock at the instant: format it with timeZone "UTC" and the
 * words follow zoned-time's rules (the server's, in the office's screens) rather than the browser's own.
 */
export function schoolClock(instant: Date | string): Date {
  const d = typeof instant === "string" ? new Date(instant) : instant;
  return new Date(d.getTime() + offsetMinutes(d) * 60_000);
}

export interface Transition {
  at: Date;
  offsetFrom: number;
  offsetTo: number;
}

/** Every change of the zone's UTC offset between two instants, found by scanning days then bisecting. */
export function zoneTransitions(from: Date, to: Date, timeZone = SCHOOL_TIME_ZONE): Transition[] {
  const found: Transition[] = [];
  let t = from.getTime();
  let offset = offsetMinutes(new Date(t), timeZone);
  while (t < to.getTime()) {
    const next = Math.min(t + DAY_MS, to.getTime());
    const nextOffset = offsetMinutes(new Date(next), timeZone);
    if (nextOffset !== offset) {
      // Bisect in whole seconds: `hi` ends as the first second on the new offset.
      let lo = Math.floor(t / 1000);
      let hi = Math.floor(next / 1000);
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (offsetMinutes(new Date(mid * 1000), timeZone) === offset) lo = mid;
        else hi = mid;
      }
      found.push({ at: new Date(hi * 1000), offsetFrom: offset, offsetTo: nextOffset });
    }
    t = next;
    offset = nextOffset;
  }
  return found;
}
