/**
 * Repeating events: a series' RFC 5545 rule and its dates. ical.js walks the rule on the school's wall clock
 * (floating times, so 19:00 stays 19:00 across the clock changes) and zoned-time turns each reading into an
 * instant (ADR 023).
 */
import ICAL from "ical.js";
import { formatSchoolDay, weekdayOf } from "../../day-words.ts";
import { addDays, wallTime, zonedDate, zonedToInstant } from "../../zoned-time.ts";

/** Every week; every month on the same date; every month on the same weekday (the second Tuesday). */
export const REPEAT_KINDS = ["weekly", "monthly", "monthly-weekday"] as const;
export type RepeatKind = (typeof REPEAT_KINDS)[number];

/** A series runs for at most a year after its first date: long enough for a school year, short enough to list. */
export const MAX_SERIES_DAYS = 366;

/** One date of a series that the office cancelled or moved, named by the day it was due on ("2026-12-08"). */
export interface OccurrenceChange {
  date: string;
  cancelled: boolean;
  /** The moved date's times (ISO instants); absent when only cancelled. */
  startsAt?: string;
  endsAt?: string;
}

/** What the dates of a series follow from. A single event is a series of one. */
export interface SeriesTimes {
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  repeat: RepeatKind | null;
  /** The last day (inclusive, in the school's zone) a date may fall on. */
  repeatUntil: string | null;
  occurrenceChanges: readonly OccurrenceChange[];
}

export interface Occurrence {
  /** The day it was due on, as the rule has it: its name in `occurrenceChanges`. */
  date: string;
  /** When it was due by the rule (an iCalendar RECURRENCE-ID). */
  dueAt: string;
  startsAt: string;
  endsAt: string;
  cancelled: boolean;
  moved: boolean;
}

const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
const pad = (n: number) => String(n).padStart(2, "0");

/** Which of its month's weekdays the date is: 1 to 4, or -1 for the last (so "the fifth" stays in every month). */
function weekdayPosition(day: number): number {
  const n = Math.ceil(day / 7);
  return n === 5 ? -1 : n;
}

/** The rule without its end: FREQ=WEEKLY, FREQ=MONTHLY or FREQ=MONTHLY;BYDAY=2TU, from the first date. */
export function ruleOf(series: Pick<SeriesTimes, "startsAt" | "repeat">): string | null {
  if (!series.repeat) return null;
  if (series.repeat === "weekly") return "FREQ=WEEKLY";
  if (series.repeat === "monthly") return "FREQ=MONTHLY";
  const wall = wallTime(new Date(series.startsAt));
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  return `FREQ=MONTHLY;BYDAY=${weekdayPosition(wall.day)}${WEEKDAYS[weekday]}`;
}

/** Whole days from one date to another ("2026-12-21" to "2026-12-23" is 2). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The series' dates by its rule alone, in order; a single event gives its one date. */
function dueDates(series: SeriesTimes): { date: string; startsAt: Date; endsAt: Date }[] {
  const start = new Date(series.startsAt);
  const end = new Date(series.endsAt);
  const firstDate = zonedDate(start);
  const rule = ruleOf(series);
  if (!rule || !series.repeatUntil) return [{ date: firstDate, startsAt: start, endsAt: end }];

  const wall = wallTime(start);
  const time = `${pad(wall.hour)}:${pad(wall.minute)}`;
  const spanDays = daysBetween(firstDate, zonedDate(end));
  const durationMs = end.getTime() - start.getTime();
  const dtstart = ICAL.Time.fromData({
    year: wall.year,
    month: wall.month,
    day: wall.day,
    hour: wall.hour,
    minute: wall.minute,
    isDate: series.allDay,
  });
  const iterator = ICAL.Recur.fromString(rule).iterator(dtstart);
  // Dates compare as text (YYYY-MM-DD); the cap keeps a stored rule from listing more than a year.
  const last = [series.repeatUntil, addDays(firstDate, MAX_SERIES_DAYS)].sort()[0] as string;
  const dates: { date: string; startsAt: Date; endsAt: Date }[] = [];
  for (let next = iterator.next(); next; next = iterator.next()) {
    const date = `${next.year}-${pad(next.month)}-${pad(next.day)}`;
    if (date > last) break;
    const startsAt = series.allDay ? zonedToInstant(date) : zonedToInstant(date, time);
    const endsAt = series.allDay ? zonedToInstant(addDays(date, spanDays)) : new Date(startsAt.getTime() + durationMs);
    dates.push({ date, startsAt, endsAt });
  }
  return dates;
}

/** Every date of the series with the office's changes applied (cancelled ones kept and marked), by due date. */
export function occurrencesOf(series: SeriesTimes): Occurrence[] {
  const changes = new Map(series.occurrenceChanges.map((change) => [change.date, change]));
  return dueDates(series).map(({ date, startsAt, endsAt }) => {
    const change = series.repeat ? changes.get(date) : undefined;
    const moved = Boolean(change && !change.cancelled && change.startsAt && change.endsAt);
    return {
      date,
      dueAt: startsAt.toISOString(),
      startsAt: moved && change?.startsAt ? change.startsAt : startsAt.toISOString(),
      endsAt: moved && change?.endsAt ? change.endsAt : endsAt.toISOString(),
      cancelled: Boolean(change?.cancelled),
      moved,
    };
  });
}

/** The one spelling of an instant that sign-ups are stored and matched by. */
export const instantOf = (iso: string) => new Date(iso).toISOString();

/**
 * The start instants a volunteer's sign-up for this date may name (ADR 067): its start, and the start the rule gave
 * it before the office moved it (its RECURRENCE-ID), so a moved date keeps the helpers who signed up before the move.
 */
export function instantsNaming(date: Pick<Occurrence, "startsAt" | "dueAt">): string[] {
  return [...new Set([instantOf(date.startsAt), instantOf(date.dueAt)])];
}

/** What became of the date a series' sign-up names, when it no longer happens: cancelled, or not a date at all. */
export const DATES_GONE = ["cancelled", "not-a-date"] as const;
export type DateGone = (typeof DATES_GONE)[number];

/**
 * Reads the series' dates once and answers, for each start instant a sign-up names, whether a date that happens
 * still has it (null, by start or due start as instantsNaming says), or else whether it names a cancelled date or
 * none: the rule or the time changed under it (ADR 067). The server marks the office's list with it and the events
 * editor asks before a save that would do it, so both match a sign-up to a date the same way.
 */
export function dateGoneIn(series: SeriesTimes): (named: string) => DateGone | null {
  const held = new Set<string>();
  const cancelled = new Set<string>();
  for (const date of occurrencesOf(series)) {
    for (const at of instantsNaming(date)) (date.cancelled ? cancelled : held).add(at);
  }
  return (named) => {
    const at = instantOf(named);
    if (held.has(at)) return null;
    return cancelled.has(at) ? "cancelled" : "not-a-date";
  };
}

/** The dates that happen and overlap [from, to), by start time. */
export function occurrencesBetween(series: SeriesTimes, from: Date, to: Date): Occurrence[] {
  return occurrencesOf(series)
    .filter((o) => !o.cancelled && new Date(o.endsAt) > from && new Date(o.startsAt) < to)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/**
 * The dates that happen and have not started at `at`, by start time: the ones a volunteer can still sign up for
 * (ADR 067). A date under way has begun, so it is no longer offered.
 */
export function datesToCome(series: SeriesTimes, at: Date): Occurrence[] {
  return occurrencesOf(series)
    .filter((o) => !o.cancelled && new Date(o.startsAt) > at)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** The next date that happens and has not ended at `now`, or undefined when the series is over. */
export function nextOccurrence(series: SeriesTimes, now: Date): Occurrence | undefined {
  return occurrencesBetween(series, now, new Date(8.64e15))[0];
}

/**
 * An event as it stands at `at`, from one walk through its dates. `ended`: nothing of it is left, a single event's
 * date or a series' last date that happens has ended (dates all cancelled count as none; the upcoming lists no
 * longer show such a series). `shown`: the event with the times of its next date that happens (the one under way,
 * else the next to come), or once a series is over its last date that happened (its first would say it ended long
 * before it did); a single event as it is. `shown` is only for showing: a series' rule is read from its first
 * date, so it is never stored or written to a calendar file.
 */
export function seriesAt<T extends SeriesTimes>(series: T, at: Date): { ended: boolean; shown: T } {
  const held = occurrencesOf(series)
    .filter((o) => !o.cancelled)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const next = held.find((o) => new Date(o.endsAt) > at);
  const date = series.repeat ? (next ?? held.at(-1)) : undefined;
  return {
    ended: next === undefined,
    shown: date ? { ...series, startsAt: date.startsAt, endsAt: date.endsAt } : series,
  };
}

/** Whether nothing of the event is left at `at` (seriesAt's `ended`). */
export function hasEnded(series: SeriesTimes, at: Date): boolean {
  return seriesAt(series, at).ended;
}

/** The event at its next date, or once over its last (seriesAt's `shown`). */
export function atNextOrLastDate<T extends SeriesTimes>(series: T, at: Date): T {
  return seriesAt(series, at).shown;
}

/** When the series' last date ends (a moved date included): what the database keeps to find a series by range. */
export function seriesEnd(series: SeriesTimes): string {
  const ends = occurrencesOf(series).map((o) => Date.parse(o.endsAt));
  return new Date(Math.max(Date.parse(series.endsAt), ...ends)).toISOString();
}

/** Only the changes that name a date of the series and change something: what is worth storing. */
export function effectiveChanges(series: SeriesTimes): OccurrenceChange[] {
  if (!series.repeat) return [];
  const due = new Set(dueDates(series).map((d) => d.date));
  return series.occurrenceChanges
    .filter((change) => due.has(change.date) && (change.cancelled || (change.startsAt && change.endsAt)))
    .map((change) =>
      change.cancelled
        ? { date: change.date, cancelled: true }
        : { date: change.date, cancelled: false, startsAt: change.startsAt, endsAt: change.endsAt },
    )
    .sort((a, b) => a.date.localeCompare(b.date));
}

const ORDINALS: Record<number, string> = { 1: "first", 2: "second", 3: "third", 4: "fourth", [-1]: "last" };

function ordinalDay(day: number): string {
  const tens = day % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[day % 10] ?? "th");
  return `${day}${suffix}`;
}

/** "Every week on Tuesday until June 1, 2027": the series in words, or null for a single event. */
export function repeatDescription(series: Pick<SeriesTimes, "startsAt" | "repeat" | "repeatUntil">): string | null {
  if (!series.repeat || !series.repeatUntil) return null;
  const start = new Date(series.startsAt);
  const wall = wallTime(start);
  const weekday = weekdayOf(zonedDate(start));
  const until = formatSchoolDay(series.repeatUntil);
  const pattern =
    series.repeat === "weekly"
      ? `Every week on ${weekday}`
      : series.repeat === "monthly"
        ? `Every month on the ${ordinalDay(wall.day)}`
        : `Every month on the ${ORDINALS[weekdayPosition(wall.day)]} ${weekday}`;
  return `${pattern} until ${until}`;
}
