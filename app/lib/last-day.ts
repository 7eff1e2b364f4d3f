/**
 * The last school day an event touches. A module of its own, with nothing heavy behind it: the shell's structured
 * data needs it, and event-when.ts brings the recurrence rules (ical.js) into whatever imports it.
 */
import { zonedDate } from "../../common/zoned-time.ts";

/** The last day an event touches: its exclusive end minus a moment. */
export function lastDay(startsAt: string, endsAt: string): string {
  const end = new Date(new Date(endsAt).getTime() - 1);
  const start = new Date(startsAt);
  return zonedDate(end < start ? start : end);
}
