/** Volunteer sign-ups as the office sees them (issue 15): the queries, the rows and each event's helpers. */
import { z } from "zod";
import { pageQuery, searchText } from "../content/schema-parts.ts";
import type { RecordCheckAnswer, VolunteerRole } from "../forms/volunteer-schema.ts";

/** Sign-ups for one event (its id), for no event in particular ("none"), or all of them (left out). */
export const signupQuerySchema = z.object({
  event: z.union([z.uuid(), z.literal("none")], { error: "Event must be an event's id or none." }).optional(),
  q: searchText.optional(),
  page: pageQuery.page,
});
export type SignupQuery = z.output<typeof signupQuerySchema>;

/** How many signed up for one event (its id): what the question before an event's delete says. */
export const signupCountQuerySchema = z.object({
  event: z.uuid({ error: "Event must be an event's id." }),
});

export interface OfficeSignup {
  id: string;
  name: string;
  email: string;
  phone: string;
  eventId: string | null;
  /** The event's title; null for a general offer of help (or an event since deleted). */
  eventTitle: string | null;
  /** The event repeats, so the sign-up names one of its dates (ADR 067; older ones may not). */
  eventRepeats: boolean;
  /** The date of a series signed up for (its start instant); null for a single event or general help. */
  date: string | null;
  interests: VolunteerRole[];
  availability: string | null;
  criminalRecordCheck: RecordCheckAnswer;
  notes: string | null;
  createdAt: string;
}

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
