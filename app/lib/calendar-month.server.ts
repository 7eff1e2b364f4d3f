/** The month grid of /events/calendar: weeks from Sunday to Saturday in the school's zone, with each day's events. */

import { spanWords } from "../../common/clock-words.ts";
import { EVENT_CATEGORY_LABELS } from "../../common/content/events/labels.ts";
import type { SchoolEvent } from "../../common/content/events/types.ts";
import { addDays, eventDays, formatMonth, formatTime, schoolDate, zonedToInstant } from "./dates.server.ts";

/** An event as a day of the grid lists it: its start time, or for one over several days the span of them. */
export interface CalendarEntry {
  id: string;
  url: string;
  title: string;
  /** "7:00 PM" for a timed event of one day; null for an all-day one or one over several days. */
  time: string | null;
  /** "Nov 23 – Dec 4" for an event over several days, which the grid lists once, on its first day shown. */
  span: string | null;
  /** The row of bars it is drawn in across its days (several-day events only). */
  lane: number | null;
}

/** One day's piece of a several-day event's bar: drawn, never read (the entry on its first day says it all). */
export interface LanePiece {
  lane: number;
  /** The event's first day (the bar's rounded start) and last day (its end). */
  start: boolean;
  end: boolean;
}

export interface CalendarDay {
  date: string;
  day: number;
  inMonth: boolean;
  isToday: boolean;
  label: string;
  /** The events that begin this day, or began before the grid's first day when this is that day. */
  events: CalendarEntry[];
  /**
   * The day of its own month's list that the cell's "open the day" link goes to: the day itself, or, for a grid's
   * first day that shows only events begun earlier, the day the list names the first of them under (its first day,
   * or the 1st of the month).
   */
  listDay: string;
  /**
   * On a week's first day, the several-day events begun in an earlier week and still going: named again so the
   * week's bar is not a nameless line. Only the wide grid shows them; a phone's dots and its link to the day in
   * the list count the day's own events, since the list names each event once.
   */
  continuing: CalendarEntry[];
  /** For each bar lane its week uses, this day's piece of a bar, or null where that lane is free. */
  lanes: (LanePiece | null)[];
}

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2026-12" when valid and within a sensible range, otherwise undefined. */
export function parseMonthKey(value: string | null): string | undefined {
  const match = value ? MONTH_KEY.exec(value) : null;
  if (!match) return undefined;
  const year = Number(match[1]);
  return year >= 2000 && year <= 2100 ? (value ?? undefined) : undefined;
}

export function shiftMonth(monthKey: string, by: number): string {
  const [year, month] = monthKey.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The instants bounding a month in Vancouver: [first day 00:00, next month's first day 00:00). */
export function monthRange(monthKey: string): { from: Date; to: Date } {
  return { from: zonedToInstant(`${monthKey}-01`), to: zonedToInstant(`${shiftMonth(monthKey, 1)}-01`) };
}

/** 0 for a Sunday, the first day of the grid's weeks, to 6 for a Saturday. */
function weekday(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/**
 * The days the month's grid shows, in whole weeks: from the Sunday on or before the 1st to the
 * Saturday on or after the last day.
 */
export function gridDays(monthKey: string): { first: string; last: string } {
  const firstOfMonth = `${monthKey}-01`;
  const lastOfMonth = addDays(`${shiftMonth(monthKey, 1)}-01`, -1);
  return { first: addDays(firstOfMonth, -weekday(firstOfMonth)), last: addDays(lastOfMonth, 6 - weekday(lastOfMonth)) };
}

/** The instants bounding the whole grid in Vancouver, so the neighbouring months' days show their events too. */
export function gridRange(monthKey: string): { from: Date; to: Date } {
  const { first, last } = gridDays(monthKey);
  return { from: zonedToInstant(first), to: zonedToInstant(addDays(last, 1)) };
}

const dayLabel = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" });

const shortDay = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", month: "short", day: "numeric" });

/** "Nov 23" for a school day ("YYYY-MM-DD"), read at noon UTC so no zone moves it. */
function formatShortDay(date: string): string {
  return shortDay.format(new Date(`${date}T12:00:00Z`)).replace(".", "");
}

/** "Nov 23 – Dec 4": the first and last day of an event over several days. */
function daySpan(first: string, last: string): string {
  return spanWords(formatShortDay(first), formatShortDay(last));
}

/**
 * The grid's weeks. An event of one day is listed on its day with its start time. An event over several days
 * is listed on its first day in the grid, with its span ("Nov 23 – Dec 4"), and drawn as a bar through its days
 * in a lane of its own, so it is neither repeated in every cell nor lost (issue 16); a week its bar reaches
 * later names it again on its first day, as continuing.
 */
export function buildMonthGrid(
  monthKey: string,
  events: SchoolEvent[],
  now: Date,
): { weeks: CalendarDay[][]; label: string } {
  const today = schoolDate(now);
  const { first, last } = gridDays(monthKey);
  const entries = new Map<string, CalendarEntry[]>();
  const continuing = new Map<string, CalendarEntry[]>();
  const pieces = new Map<string, LanePiece>();
  /** Per day whose entries all began earlier, the earliest day the month's list names one of them under. */
  const listedEarlier = new Map<string, string>();
  /** Days with an entry that begins on them. */
  const begins = new Set<string>();
  const list = (date: string) => {
    const on = entries.get(date) ?? [];
    entries.set(date, on);
    return on;
  };
  /** Per lane, the days of the several-day events drawn in it. */
  const lanes: { from: string; to: string }[][] = [];
  for (const event of events) {
    const allDays = eventDays(event);
    const days = allDays.filter((d) => d >= first && d <= last);
    const [firstShown, lastShown] = [days[0], days[days.length - 1]];
    if (!firstShown || !lastShown) continue;
    const entry = { id: event.id, url: `/event/${event.id}`, title: event.title };
    const startDay = allDays[0] ?? firstShown;
    if (startDay === firstShown) begins.add(firstShown);
    else {
      // As buildAgenda lists it: under its first day, or the 1st when it began the month before.
      const monthFirst = `${firstShown.slice(0, 7)}-01`;
      const listedUnder = startDay < monthFirst ? monthFirst : startDay;
      const earliest = listedEarlier.get(firstShown);
      if (!earliest || listedUnder < earliest) listedEarlier.set(firstShown, listedUnder);
    }
    if (allDays.length === 1) {
      list(firstShown).push({
        ...entry,
        time: event.allDay ? null : formatTime(event.startsAt),
        span: null,
        lane: null,
      });
      continue;
    }
    // The lowest lane free over its days; events come by start time, so bars stack from the top.
    let lane = lanes.findIndex((taken) => taken.every((t) => t.to < firstShown || t.from > lastShown));
    if (lane === -1) lane = lanes.push([]) - 1;
    lanes[lane]?.push({ from: firstShown, to: lastShown });
    const span = daySpan(allDays[0] ?? firstShown, allDays[allDays.length - 1] ?? lastShown);
    list(firstShown).push({ ...entry, time: null, span, lane });
    for (const day of days) {
      if (day !== firstShown && weekday(day) === 0)
        continuing.set(day, [...(continuing.get(day) ?? []), { ...entry, time: null, span, lane }]);
      pieces.set(`${day}#${lane}`, { lane, start: day === allDays[0], end: day === allDays[allDays.length - 1] });
    }
  }
  const days: CalendarDay[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    // Bars first (the day's longest commitments), then the day's own events in time order.
    const own = (entries.get(day) ?? []).sort((a, b) => (a.lane ?? 99) - (b.lane ?? 99));
    days.push({
      date: day,
      day: Number(day.slice(8)),
      inMonth: day.startsWith(monthKey),
      isToday: day === today,
      label: dayLabel.format(new Date(`${day}T12:00:00Z`)),
      events: own,
      listDay: begins.has(day) ? day : (listedEarlier.get(day) ?? day),
      continuing: (continuing.get(day) ?? []).sort((a, b) => (a.lane ?? 0) - (b.lane ?? 0)),
      lanes: [],
    });
  }
  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < days.length; i += 7) {
    const week = days.slice(i, i + 7);
    // A week draws as many lanes as its busiest use of them, so bars line up from cell to cell.
    const used = Math.max(
      0,
      ...week.flatMap((d) => lanes.map((_, lane) => (pieces.has(`${d.date}#${lane}`) ? lane + 1 : 0))),
    );
    for (const day of week) {
      day.lanes = Array.from({ length: used }, (_, lane) => pieces.get(`${day.date}#${lane}`) ?? null);
    }
    weeks.push(week);
  }
  return { weeks, label: formatMonth(monthKey) };
}

/** An event in the month's list (agenda): what it is, when in words, where. */
export interface AgendaItem {
  id: string;
  url: string;
  title: string;
  /** "7:00 PM – 8:30 PM", "All day", or "Nov 23 – Dec 4" for an event over several days. */
  when: string;
  location: string;
  categoryLabel: string;
}

export interface AgendaDay {
  date: string;
  /** "Friday, December 18" */
  label: string;
  isToday: boolean;
  items: AgendaItem[];
}

function agendaWhen(event: SchoolEvent): string {
  const days = eventDays(event);
  const [first = "", last = first] = [days[0], days[days.length - 1]];
  if (days.length > 1) {
    if (event.allDay) return daySpan(first, last);
    return spanWords(
      `${formatShortDay(first)}, ${formatTime(event.startsAt)}`,
      `${formatShortDay(last)}, ${formatTime(event.endsAt)}`,
    );
  }
  if (event.allDay) return "All day";
  const [start, end] = [formatTime(event.startsAt), formatTime(event.endsAt)];
  return start === end ? start : spanWords(start, end);
}

/**
 * The month as a list of days with events, the calendar's phone view: each event once, under its first day in the
 * month (one that began the month before is under the 1st), with its times or its span of days.
 */
export function buildAgenda(monthKey: string, events: SchoolEvent[], now: Date): AgendaDay[] {
  const today = schoolDate(now);
  const firstOfMonth = `${monthKey}-01`;
  const { from, to } = monthRange(monthKey);
  const byDay = new Map<string, AgendaItem[]>();
  for (const event of events) {
    if (!(new Date(event.endsAt) > from && new Date(event.startsAt) < to)) continue;
    const firstDay = schoolDate(event.startsAt);
    const day = firstDay < firstOfMonth ? firstOfMonth : firstDay;
    const items = byDay.get(day) ?? [];
    items.push({
      id: event.id,
      url: `/event/${event.id}`,
      title: event.title,
      when: agendaWhen(event),
      location: event.location,
      categoryLabel: EVENT_CATEGORY_LABELS[event.category],
    });
    byDay.set(day, items);
  }
  return [...byDay.keys()].sort().map((date) => ({
    date,
    label: dayLabel.format(new Date(`${date}T12:00:00Z`)),
    isToday: date === today,
    items: byDay.get(date) ?? [],
  }));
}
