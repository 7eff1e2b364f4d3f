/** The month grid of /events/calendar: weeks from Sunday to Saturday in the school's zone, with each day's events. */
import type { SchoolEvent } from "../../common/content/events/types.ts";
import { addDays, eventDays, formatMonth, formatTime, schoolDate, zonedToInstant } from "./dates.server.ts";

export interface CalendarDay {
  date: string;
  day: number;
  inMonth: boolean;
  isToday: boolean;
  label: string;
  events: { id: string; url: string; title: string; time: string | null }[];
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

/**
 * The days the month's grid shows, in whole weeks: from the Sunday on or before the 1st to the
 * Saturday on or after the last day.
 */
export function gridDays(monthKey: string): { first: string; last: string } {
  const firstOfMonth = `${monthKey}-01`;
  const lastOfMonth = addDays(`${shiftMonth(monthKey, 1)}-01`, -1);
  const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
  return { first: addDays(firstOfMonth, -weekday(firstOfMonth)), last: addDays(lastOfMonth, 6 - weekday(lastOfMonth)) };
}

/** The instants bounding the whole grid in Vancouver, so the neighbouring months' days show their events too. */
export function gridRange(monthKey: string): { from: Date; to: Date } {
  const { first, last } = gridDays(monthKey);
  return { from: zonedToInstant(first), to: zonedToInstant(addDays(last, 1)) };
}

const dayLabel = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" });

export function buildMonthGrid(
  monthKey: string,
  events: SchoolEvent[],
  now: Date,
): { weeks: CalendarDay[][]; label: string } {
  const today = schoolDate(now);
  const { first, last } = gridDays(monthKey);
  const byDay = new Map<string, CalendarDay["events"]>();
  for (const event of events) {
    for (const date of eventDays(event)) {
      const list = byDay.get(date) ?? [];
      list.push({
        id: event.id,
        url: `/event/${event.id}`,
        title: event.title,
        time: event.allDay ? null : formatTime(event.startsAt),
      });
      byDay.set(date, list);
    }
  }
  const days: CalendarDay[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    days.push({
      date: day,
      day: Number(day.slice(8)),
      inMonth: day.startsWith(monthKey),
      isToday: day === today,
      label: dayLabel.format(new Date(`${day}T12:00:00Z`)),
      events: byDay.get(day) ?? [],
    });
  }
  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return { weeks, label: formatMonth(monthKey) };
}
