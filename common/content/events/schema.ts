/** Validation of event input (with the all-day rules) and of the list query. */
import { z } from "zod";
import {
  addDays,
  ceilToZonedDay,
  isDateOnly,
  parseInstant,
  startOfZonedDay,
  zonedDate,
  zonedToInstant,
} from "../../zoned-time.ts";
import {
  calendarDate,
  checkImageAlt,
  flag,
  imageFields,
  instant,
  officeListQuery,
  oneOf,
  optionalDate,
  pageQuery,
  publishAt,
  richText,
  status,
  tags,
  text,
  when,
} from "../schema-parts.ts";
import { effectiveChanges, MAX_SERIES_DAYS, type OccurrenceChange, REPEAT_KINDS } from "./recurrence.ts";

export const EVENT_CATEGORIES = [
  "academic",
  "arts",
  "athletics",
  "chapel",
  "community",
  "fundraising",
  "holiday",
] as const;

/** The office's sort keys; a leading "-" sorts descending. */
export const EVENT_SORTS = ["startsAt", "-startsAt", "-updatedAt", "title", "-title"] as const;

export const eventListQuerySchema = z
  .object({
    ...pageQuery,
    /** q: words in the title, summary or location. */
    ...officeListQuery(EVENT_SORTS),
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

const changeMessage = "Each changed date needs its day and either cancelled: true or the new start and end.";

/** One date of a series cancelled or moved, named by the day the rule gave it. */
const occurrenceChange = z.object(
  {
    date: calendarDate("A changed date"),
    cancelled: z.boolean({ error: changeMessage }).default(false),
    startsAt: when.optional(),
    endsAt: when.optional(),
  },
  { error: changeMessage },
);

/** The series' rule after its checks: undefined when an issue was added. */
function seriesRule(
  repeat: (typeof REPEAT_KINDS)[number] | null,
  until: string | null,
  firstDate: string,
  ctx: z.RefinementCtx,
): { repeat: (typeof REPEAT_KINDS)[number] | null; repeatUntil: string | null } | undefined {
  if (!repeat) return { repeat: null, repeatUntil: null };
  const latest = addDays(firstDate, MAX_SERIES_DAYS);
  const problem = !until
    ? "Enter the last date the event repeats on."
    : until < firstDate
      ? "The last date must be on or after the first date."
      : until > latest
        ? `A series can run for up to a year: choose a last date on or before ${latest}.`
        : null;
  if (problem) {
    ctx.addIssue({ code: "custom", path: ["repeatUntil"], message: problem });
    return undefined;
  }
  return { repeat, repeatUntil: until };
}

/**
 * The changes with their moved dates' times read as the event's are (all-day ones snap to days); undefined
 * when a moved date ends before it starts or moves before the series' first date (an issue is added).
 * Which changes are kept is effectiveChanges' rule.
 */
function movedTimes(
  changes: readonly z.output<typeof occurrenceChange>[],
  allDay: boolean,
  firstStart: string,
  ctx: z.RefinementCtx,
): OccurrenceChange[] | undefined {
  const checked: OccurrenceChange[] = [];
  for (const { date, cancelled, startsAt, endsAt } of changes) {
    if (cancelled || startsAt === undefined || endsAt === undefined) {
      checked.push({ date, cancelled });
      continue;
    }
    const moved = eventTimes(startsAt, endsAt, allDay);
    // The series is found by its first date: a date moved before it would drop off the calendar.
    const problem =
      moved.endsAt <= moved.startsAt
        ? "A moved date must end after it starts."
        : moved.startsAt < firstStart
          ? "A date cannot move to before the first date of the series."
          : null;
    if (problem) {
      ctx.addIssue({ code: "custom", path: ["occurrenceChanges"], message: problem });
      return undefined;
    }
    checked.push({ date, cancelled: false, ...moved });
  }
  return checked;
}

export const eventInputSchema = z
  .object({
    title: text("Title", 200),
    summary: text("Summary", 500),
    descriptionHtml: richText("Description"),
    location: text("Location", 200),
    startsAt: when,
    endsAt: when,
    allDay: flag("All day"),
    category: oneOf("Category", EVENT_CATEGORIES),
    ...imageFields,
    volunteersWanted: flag("Volunteers wanted"),
    volunteersNeeded: z
      .number({ error: "How many volunteers must be a whole number from 1 to 500." })
      .int("How many volunteers must be a whole number from 1 to 500.")
      .min(1, "How many volunteers must be a whole number from 1 to 500.")
      .max(500, "How many volunteers must be a whole number from 1 to 500.")
      .nullable()
      .default(null),
    tags,
    publishAt,
    status,
    /** A repeating event: weekly, monthly on the date, or monthly on the weekday; null for one date. */
    repeat: oneOf("Repeats", REPEAT_KINDS)
      .nullish()
      .transform((value) => value ?? null),
    /** The last day a repeating event may fall on (inclusive). */
    repeatUntil: optionalDate("The last date must be a date like 2027-06-01."),
    occurrenceChanges: z
      .array(occurrenceChange, { error: changeMessage })
      .max(400, "A series can have at most 400 changed dates.")
      .default([]),
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
    const repeat = seriesRule(data.repeat, data.repeatUntil, zonedDate(new Date(times.startsAt)), ctx);
    if (repeat === undefined) return z.NEVER;
    const changes = movedTimes(repeat.repeat ? data.occurrenceChanges : [], data.allDay, times.startsAt, ctx);
    if (changes === undefined) return z.NEVER;
    const series = { ...times, allDay: data.allDay, ...repeat, occurrenceChanges: changes };
    return { ...data, ...times, volunteersNeeded, ...repeat, occurrenceChanges: effectiveChanges(series) };
  });
