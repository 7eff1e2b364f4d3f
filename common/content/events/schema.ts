/** Validation of event input (with the all-day rules) and of the list query. */
import { z } from "zod";
import {
  addDays,
  ceilToZonedDay,
  isDateOnly,
  parseInstant,
  startOfZonedDay,
  zonedToInstant,
} from "../../zoned-time.ts";
import {
  checkImageAlt,
  flag,
  imageFields,
  instant,
  oneOf,
  pageQuery,
  richText,
  status,
  tags,
  text,
  when,
} from "../schema-parts.ts";

export const EVENT_CATEGORIES = [
  "academic",
  "arts",
  "athletics",
  "chapel",
  "community",
  "fundraising",
  "holiday",
] as const;

export const eventListQuerySchema = z
  .object({
    ...pageQuery,
    from: instant.optional(),
    to: instant.optional(),
    category: oneOf("Category", EVENT_CATEGORIES).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from < q.to, { path: ["to"], message: "The end must be after the start." });

/**
 * All-day events snap to Vancouver midnights: the start to the day it falls on; the end, when a date,
 * is the last day (inclusive) and becomes the next midnight, when an instant, rounds up to a midnight.
 * So an event read back from the API and saved again keeps its days.
 */
function eventTimes(startsAt: string | Date, endsAt: string | Date, allDay: boolean) {
  const start = parseInstant(startsAt) as Date; // `when` has checked both
  const end = parseInstant(endsAt) as Date;
  if (!allDay) return { startsAt: start.toISOString(), endsAt: end.toISOString() };
  const lastDayEnd = typeof endsAt === "string" && isDateOnly(endsAt) ? zonedToInstant(addDays(endsAt, 1)) : end;
  return { startsAt: startOfZonedDay(start).toISOString(), endsAt: ceilToZonedDay(lastDayEnd).toISOString() };
}

export const eventInputSchema = z
  .object({
    title: text("Title", 200),
    summary: text("Summary", 500),
    descriptionHtml: richText("The description"),
    location: text("Location", 200),
    startsAt: when,
    endsAt: when,
    allDay: flag("All day"),
    category: oneOf("Category", EVENT_CATEGORIES),
    ...imageFields,
    volunteersWanted: flag("Volunteers wanted"),
    volunteersNeeded: z
      .number({ error: "Volunteers needed must be a whole number from 1 to 500." })
      .int("Volunteers needed must be a whole number from 1 to 500.")
      .min(1, "Volunteers needed must be a whole number from 1 to 500.")
      .max(500, "Volunteers needed must be a whole number from 1 to 500.")
      .nullable()
      .default(null),
    tags,
    status,
  })
  .superRefine(checkImageAlt)
  .transform((data, ctx) => {
    const times = eventTimes(data.startsAt, data.endsAt, data.allDay);
    if (times.endsAt <= times.startsAt) {
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "The end must be after the start." });
      return z.NEVER;
    }
    // A number of volunteers means nothing when none are wanted.
    const volunteersNeeded = data.volunteersWanted ? data.volunteersNeeded : null;
    return { ...data, ...times, volunteersNeeded };
  });
