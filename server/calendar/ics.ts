/**
 * RFC 5545 text for school events. Wall-clock times and the VTIMEZONE both come from Intl's zone
 * data for the school's zone (site.timeZone), so the output is the same whatever the server's own TZ is.
 */

import { type Occurrence, occurrencesOf, ruleOf, seriesEnd } from "../../common/content/events/recurrence.ts";
import type { SchoolEvent } from "../../common/content/events/types.ts";
import { site } from "../../common/site.ts";
import {
  addDays,
  offsetMinutes,
  SCHOOL_TIME_ZONE,
  wallTime,
  zonedDate,
  zonedToInstant,
  zoneTransitions,
} from "../../common/zoned-time.ts";
import { richTextToPlain } from "../content/sanitize.ts";

export const UID_DOMAIN = site.domain;

export interface IcsOptions {
  /** Public origin without a trailing slash; event URLs are `${siteUrl}/event/<id>`. */
  siteUrl: string;
  calendarName: string;
  /** The VTIMEZONE covers this span as well as the events' own (the feed passes its whole window). */
  zoneRange?: { from: Date; to: Date };
}

const DAY = 86_400_000;
const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

/** Escapes a TEXT value (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line into pieces of at most 75 octets, never inside a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > limit) {
      pieces.push(current);
      current = "";
      octets = 0;
      limit = 74; // continuation lines start with one space
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

/** 20261218T030000Z: an instant in iCalendar's UTC form (also used by calendar links). */
export function utcStamp(iso: string): string {
  const d = new Date(iso);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** Local date-time as the zone's clocks read it: 20261205T190000. */
function localStamp(instant: Date, timeZone: string): string {
  const w = wallTime(instant, timeZone);
  return `${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
}

const compactDate = (date: string) => date.replaceAll("-", "");

function utcOffset(minutes: number): string {
  return `${minutes < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
}

function zoneAbbreviation(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" }).formatToParts(instant);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/**
 * A VTIMEZONE with one observance per offset change in the range, plus the one in force at its start.
 * Explicit observances (not RRULEs) follow whatever rules the zone data has, including a future change.
 */
export function vtimezone(range: { from: Date; to: Date }, timeZone = SCHOOL_TIME_ZONE): string[] {
  const lookback = new Date(range.from.getTime() - 400 * DAY);
  const all = zoneTransitions(lookback, range.to, timeZone);
  const inForce = all.filter((t) => t.at <= range.from).at(-1);
  const observances = [...(inForce ? [inForce] : []), ...all.filter((t) => t.at > range.from)];
  const startOffset = offsetMinutes(range.from, timeZone);
  const standardOffset = Math.min(startOffset, ...all.flatMap((t) => [t.offsetFrom, t.offsetTo]));

  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`, `X-LIC-LOCATION:${timeZone}`];
  if (observances.length === 0) {
    // No change within a year of the range: one observance from the epoch on.
    lines.push(
      "BEGIN:STANDARD",
      "DTSTART:19700101T000000",
      `TZOFFSETFROM:${utcOffset(startOffset)}`,
      `TZOFFSETTO:${utcOffset(startOffset)}`,
      `TZNAME:${zoneAbbreviation(range.from, timeZone)}`,
      "END:STANDARD",
    );
  }
  for (const t of observances) {
    const kind = t.offsetTo > standardOffset ? "DAYLIGHT" : "STANDARD";
    // DTSTART is the local time just before the change, read on the old offset (RFC 5545 §3.6.5).
    const localBefore = new Date(t.at.getTime() + t.offsetFrom * 60_000);
    const dtstart = `${localBefore.getUTCFullYear()}${pad(localBefore.getUTCMonth() + 1)}${pad(localBefore.getUTCDate())}T${pad(localBefore.getUTCHours())}${pad(localBefore.getUTCMinutes())}${pad(localBefore.getUTCSeconds())}`;
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${dtstart}`,
      `TZOFFSETFROM:${utcOffset(t.offsetFrom)}`,
      `TZOFFSETTO:${utcOffset(t.offsetTo)}`,
      `TZNAME:${zoneAbbreviation(t.at, timeZone)}`,
      `END:${kind}`,
    );
  }
  lines.push("END:VTIMEZONE");
  return lines;
}

/** A DATE-TIME on the zone's clock for timed events, a DATE for all-day ones: "DTSTART;TZID=…:20261205T190000". */
function timeProperty(name: string, iso: string, allDay: boolean, timeZone: string): string {
  const instant = new Date(iso);
  return allDay
    ? `${name};VALUE=DATE:${compactDate(zonedDate(instant, timeZone))}`
    : `${name};TZID=${timeZone}:${localStamp(instant, timeZone)}`;
}

function eventTimes(times: { startsAt: string; endsAt: string }, allDay: boolean, timeZone: string): string[] {
  if (!allDay) {
    return [
      timeProperty("DTSTART", times.startsAt, false, timeZone),
      timeProperty("DTEND", times.endsAt, false, timeZone),
    ];
  }
  const firstDay = zonedDate(new Date(times.startsAt), timeZone);
  let dayAfter = zonedDate(new Date(times.endsAt), timeZone);
  if (dayAfter <= firstDay) dayAfter = addDays(firstDay, 1); // DTEND is exclusive and must follow DTSTART
  return [`DTSTART;VALUE=DATE:${compactDate(firstDay)}`, `DTEND;VALUE=DATE:${compactDate(dayAfter)}`];
}

/**
 * A series' RRULE and the EXDATEs of its cancelled dates. UNTIL is a DATE for all-day series and, as RFC 5545
 * §3.3.10 requires beside a DTSTART with TZID, a UTC instant (the last second of the last day) otherwise.
 */
function seriesRule(event: SchoolEvent, dates: readonly Occurrence[], timeZone: string): string[] {
  const rule = ruleOf(event);
  if (!rule || !event.repeatUntil) return [];
  const until = event.allDay
    ? compactDate(event.repeatUntil)
    : utcStamp(
        new Date(zonedToInstant(addDays(event.repeatUntil, 1), "00:00", timeZone).getTime() - 1000).toISOString(),
      );
  const cancelled = dates.filter((o) => o.cancelled);
  return [
    `RRULE:${rule};UNTIL=${until}`,
    ...cancelled.map((o) => timeProperty("EXDATE", o.dueAt, event.allDay, timeZone)),
  ];
}

function description(event: SchoolEvent, siteUrl: string): string {
  const signUpUrl = `${siteUrl}/giving/get-involved?eventId=${event.id}`;
  const parts = [event.summary, richTextToPlain(event.descriptionHtml)];
  if (event.volunteersWanted) parts.push(`Volunteers wanted. Sign up: ${signUpUrl}`);
  return parts.filter(Boolean).join("\n\n");
}

const categoryLabel = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

/** The series' VEVENT, then one per moved date (same UID, RECURRENCE-ID naming the date it replaces). */
function vevents(event: SchoolEvent, options: IcsOptions, timeZone: string): string[] {
  const dates = event.repeat ? occurrencesOf(event) : [];
  const moved = dates.filter((o) => o.moved);
  return [
    ...vevent(event, options, timeZone, { times: event, extra: seriesRule(event, dates, timeZone) }),
    ...moved.flatMap((o) =>
      vevent(event, options, timeZone, {
        times: o,
        extra: [timeProperty("RECURRENCE-ID", o.dueAt, event.allDay, timeZone)],
      }),
    ),
  ];
}

function vevent(
  event: SchoolEvent,
  options: IcsOptions,
  timeZone: string,
  { times, extra, uid = event.id }: { times: { startsAt: string; endsAt: string }; extra: string[]; uid?: string },
): string[] {
  const url = `${options.siteUrl}/event/${event.id}`;
  return [
    "BEGIN:VEVENT",
    `UID:${uid}@${UID_DOMAIN}`,
    // The feed carries no METHOD, so DTSTAMP is when the event was last revised (§3.8.7.2).
    `DTSTAMP:${utcStamp(event.updatedAt)}`,
    `CREATED:${utcStamp(event.createdAt)}`,
    `LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
    `SEQUENCE:${Math.max(0, event.version - 1)}`,
    ...eventTimes(times, event.allDay, timeZone),
    ...extra,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(description(event, options.siteUrl))}`,
    `LOCATION:${escapeText(event.location)}`,
    `CATEGORIES:${escapeText(categoryLabel(event.category))}`,
    `URL:${url}`,
    // All-day entries (holidays, breaks) should not mark a family's day as busy.
    `TRANSP:${event.allDay ? "TRANSPARENT" : "OPAQUE"}`,
    "END:VEVENT",
  ];
}

function coveredRange(events: readonly SchoolEvent[], extra?: { from: Date; to: Date }) {
  const times = events.flatMap((e) => [new Date(e.startsAt).getTime(), new Date(seriesEnd(e)).getTime()]);
  if (extra) times.push(extra.from.getTime(), extra.to.getTime());
  if (times.length === 0) times.push(Date.now());
  return { from: new Date(Math.min(...times)), to: new Date(Math.max(...times)) };
}

/** A whole VCALENDAR with CRLF line ends and folded lines. */
export function buildIcs(events: readonly SchoolEvent[], options: IcsOptions): string {
  const timeZone = SCHOOL_TIME_ZONE;
  return calendarOf(
    events,
    options,
    events.flatMap((event) => vevents(event, options, timeZone)),
  );
}

/**
 * One date of a series as a calendar of its own, for a volunteer who signed up for that date (ADR 067). Its UID is
 * the date's own, so adding it to a calendar that has the whole series adds the date rather than replacing the series.
 */
export function buildDateIcs(event: SchoolEvent, date: Occurrence, options: IcsOptions): string {
  const single = { ...event, startsAt: date.startsAt, endsAt: date.endsAt, repeat: null, occurrenceChanges: [] };
  return calendarOf(
    [single],
    options,
    vevent(single, options, SCHOOL_TIME_ZONE, { times: date, extra: [], uid: `${event.id}-${date.date}` }),
  );
}

function calendarOf(events: readonly SchoolEvent[], options: IcsOptions, vevents: string[]): string {
  const timeZone = SCHOOL_TIME_ZONE;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${site.name}//Website//EN`,
    "CALSCALE:GREGORIAN",
    `NAME:${escapeText(options.calendarName)}`,
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
    `X-WR-TIMEZONE:${timeZone}`,
    "REFRESH-INTERVAL;VALUE=DURATION:PT6H",
    "X-PUBLISHED-TTL:PT6H",
    ...vtimezone(coveredRange(events, options.zoneRange), timeZone),
    ...vevents,
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** A file name for one event: "christmas-concert.ics". */
export function icsFileName(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${slug || "event"}.ics`;
}
