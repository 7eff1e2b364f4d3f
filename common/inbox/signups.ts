/** Volunteer sign-ups as the office sees them (issue 15): the queries, the rows and each event's helpers. */
import { z } from "zod";
import { DATES_GONE, type DateGone } from "../content/events/recurrence.ts";
import { pageQuery, searchText } from "../content/schema-parts.ts";
import { RECORD_CHECK_ANSWERS } from "../forms/volunteer-schema.ts";

/** Sign-ups for one event (its id), for no event in particular ("none"), or all of them (left out). */
export const signupQuerySchema = z.object({
  event: z.union([z.uuid(), z.literal("none")], { error: "Event must be an event's id or none." }).optional(),
  q: searchText.optional(),
  page: pageQuery.page,
});
export type SignupQuery = z.output<typeof signupQuerySchema>;

/** Which event's sign-ups to count (its id): for the questions before an event's delete and before its save. */
export const signupCountQuerySchema = z.object({
  event: z.uuid({ error: "Event must be an event's id." }),
});

/**
 * One sign-up as the office's list shows it: the answer of GET /api/volunteers, whose schema this is (the OpenAPI
 * document describes it from here, and the reply carries these fields and no others).
 */
export const officeSignupSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  eventId: z.string().nullable(),
  /** The event's title; null for a general offer of help (or an event since deleted). */
  eventTitle: z.string().nullable(),
  /** The event repeats, so the sign-up names one of its dates (ADR 067; older ones may not). */
  eventRepeats: z.boolean(),
  /** The date of a series signed up for (its start instant); null for a single event or general help. */
  date: z.string().nullable(),
  /**
   * A date still to come that the event no longer has (ADR 067): "cancelled" when the office cancelled it,
   * "not-a-date" when the series' rule or time changed under it; null while the date happens, once it is past, and
   * for a sign-up that names no date.
   */
  dateGone: z.enum(DATES_GONE).nullable().meta({
    description:
      "For a date still to come that the event no longer has: cancelled, or not-a-date (the rule or time changed).",
  }),
  /**
   * The ways to help chosen, as stored: the form offers VOLUNTEER_ROLES, but the answer does not refuse a stored
   * word it does not know (a role renamed later), which the screen shows as it is rather than failing the list.
   */
  interests: z.array(z.string()),
  /** When the volunteer was e-mailed that this date is no longer held (ADR 069); null until then. */
  toldGoneAt: z.string().nullable().meta({
    description: "When the volunteer was e-mailed that their date is no longer held; null until then.",
  }),
  availability: z.string().nullable(),
  criminalRecordCheck: z.enum(RECORD_CHECK_ANSWERS),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type OfficeSignup = z.output<typeof officeSignupSchema>;

/** The mark beside a sign-up whose date still to come the event no longer has (ADR 067): the list's and the CSV's. */
export const DATE_GONE_WORDS: Record<DateGone, string> = {
  cancelled: "This date was cancelled",
  "not-a-date": "This date is no longer one of the event's dates",
};

/** GET /api/volunteers: one page of sign-ups. */
export const officeSignupPageSchema = z.object({
  items: z.array(officeSignupSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});

/**
 * GET /api/volunteers/count: how many signed up for one event, and how many of them for each date still to come
 * (the stored start instant a sign-up names, by the server's clock), so the events editor can say which sign-ups a
 * change to the series' dates would leave without a date (ADR 067). Numbers only: no one's details.
 */
export const signupCountSchema = z.object({
  count: z.number().int(),
  datesToCome: z.array(z.object({ date: z.string(), count: z.number().int() })).meta({
    description: "The event's sign-ups for each date still to come, by the date's start instant as signed up for.",
  }),
});
export type SignupCount = z.output<typeof signupCountSchema>;

/** POST /api/volunteers/events/:id/tell-dates-gone: how many volunteers were e-mailed, and whether e-mail is on. */
export const toldDatesGoneSchema = z.object({
  told: z.number().int(),
  emailOn: z
    .boolean()
    .meta({ description: "False: the site's e-mail is not set up, so the messages wait to be sent." }),
});
export type ToldDatesGone = z.output<typeof toldDatesGoneSchema>;

/** One event that asked for helpers, with how many signed up. */
export interface EventHelpers {
  eventId: string;
  title: string;
  startsAt: string;
  endsAt: string;
  /** Null: as many as come. */
  needed: number | null;
  /** Every sign-up for the event: a series' on all its dates. */
  signedUp: number;
  /**
   * Sign-ups for dates still to come that the event no longer has, cancelled or gone with a change of its rule or
   * time (ADR 067): they count for no date's places, and the list marks each one.
   */
  onDatesGone: number;
  /** Of those, the ones not yet e-mailed that their date is no longer held (ADR 069). */
  untoldOnDatesGone: number;
  /** A series: its rule in words ("Every week on Friday until …"). */
  repeats?: string | null;
  /** A series: its next coming dates, each with its own sign-ups against `needed`, which is per date (ADR 067). */
  dates?: DateHelpers[];
}

/** One coming date of a series, with how many signed up for it. */
export interface DateHelpers {
  startsAt: string;
  endsAt: string;
  signedUp: number;
}
