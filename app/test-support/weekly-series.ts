/**
 * A weekly series whose first date has passed, for the page tests that judge a series by its dates: choir practice
 * on Tuesdays at 7 PM from November 17 to December 15, 2026, seen on Monday, November 23.
 */
import type { EventInput } from "../../common/content/events/types.ts";
import { zonedToInstant } from "../../common/zoned-time.ts";

/** An instant at the school's wall-clock time on a day. */
export const at = (date: string, time: string) => zonedToInstant(date, time).toISOString();

/** Monday 23 November 2026, 10:00 AM in Penticton: the series' first Tuesday was last week. */
export const SEEN_AT = at("2026-11-23", "10:00");

export const WEEKLY_CHOIR = {
  title: "Choir practice",
  summary: "Help set out the chairs.",
  descriptionHtml: "<p>Details.</p>",
  location: "Chapel",
  category: "arts",
  status: "published",
  volunteersWanted: true,
  volunteersNeeded: 4,
  startsAt: at("2026-11-17", "19:00"),
  endsAt: at("2026-11-17", "20:30"),
  repeat: "weekly",
  repeatUntil: "2026-12-15",
  occurrenceChanges: [],
} as const satisfies EventInput;
