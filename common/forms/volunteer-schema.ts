/** The volunteer sign-up's fields and rules (POST /api/volunteers and /giving/get-involved), shared by browser and server. */
import * as z from "zod/mini";
import { choice, email, fullName, optionalText, requiredPhone } from "./fields.ts";

/** The roles of the "Ways to volunteer" table on the get-involved page. */
export const VOLUNTEER_ROLES = [
  "events",
  "classrooms",
  "field-trips",
  "coaching",
  "hot-lunch",
  "committees",
  "behind-the-scenes",
] as const;
export type VolunteerRole = (typeof VOLUNTEER_ROLES)[number];

export const VOLUNTEER_ROLE_LABELS: Record<VolunteerRole, string> = {
  events: "Events",
  classrooms: "Classrooms",
  "field-trips": "Field trips",
  coaching: "Coaching",
  "hot-lunch": "Hot lunch",
  committees: "Committees",
  "behind-the-scenes": "Behind the scenes",
};

/** A stored way to help in the office's words; a word the form no longer offers is shown as it was stored. */
export function volunteerRoleWords(role: string): string {
  return (VOLUNTEER_ROLE_LABELS as Partial<Record<string, string>>)[role] ?? role;
}

export const RECORD_CHECK_ANSWERS = ["yes", "no", "in-progress"] as const;
export type RecordCheckAnswer = (typeof RECORD_CHECK_ANSWERS)[number];

export const RECORD_CHECK_LABELS: Record<RecordCheckAnswer, string> = {
  yes: "Yes, I have a current check",
  "in-progress": "I have applied, and it is in progress",
  no: "No, not yet",
};

export const VOLUNTEER_MESSAGES = {
  eventId: "Choose an event from the list, or leave it empty",
  eventFull:
    "This event has all the helpers it needs. Choose another event, or leave it empty to offer help in general",
  interests: "Select at least one way you would like to help, or choose an event",
  dateMissing: "Choose which date you will help",
  datePassed: "Choose a date that is still to come",
  dateFull: "That date is full: choose another",
  dateNotWanted: "Choose a date only for an event that repeats: leave it empty for this one",
  recordCheck: "Select whether you have a criminal record check",
  availabilityTooLong: "Availability must be 1,000 characters or less",
  notesTooLong: "Anything else must be 2,000 characters or less",
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Empty means "no particular event"; anything else must look like an event's id (the server checks it exists). */
const eventId = z.pipe(
  z.nullish(
    z.string({ error: VOLUNTEER_MESSAGES.eventId }).check(
      z.trim(),
      z.refine((value) => value === "" || UUID.test(value), { error: VOLUNTEER_MESSAGES.eventId }),
    ),
  ),
  z.transform((value) => (value ? value.toLowerCase() : null)),
);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A repeating event's date (ADR 067): the start instant of one of its dates, as the form's choices carry it; empty
 * means none. The server decides whether the event needs one and whether it is still to come.
 */
const date = z.pipe(
  z.nullish(
    z.string({ error: VOLUNTEER_MESSAGES.dateMissing }).check(
      z.trim(),
      z.refine((value) => value === "" || (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))), {
        error: VOLUNTEER_MESSAGES.dateMissing,
      }),
    ),
  ),
  // One spelling per instant, the one stored, so "…T03:00Z" and "…T03:00:00.000Z" are the same date.
  z.transform((value) => (value ? new Date(value).toISOString() : null)),
);

const interests = z.pipe(
  z._default(
    z
      .array(choice(VOLUNTEER_ROLES, VOLUNTEER_MESSAGES.interests), { error: VOLUNTEER_MESSAGES.interests })
      .check(z.maxLength(VOLUNTEER_ROLES.length, { error: VOLUNTEER_MESSAGES.interests })),
    [],
  ),
  z.transform((roles) => [...new Set(roles)]),
);

export const volunteerSchema = z
  .object({
    name: fullName,
    email,
    phone: requiredPhone,
    eventId,
    date,
    /**
     * The event the form's "Which date?" question was drawn for, sent beside it, so a missing date is said with
     * every other problem at once (the browser cannot tell a repeating event from its id). Without JavaScript it
     * may name an event the visitor has since changed: then it asks for nothing, and the server's check decides.
     */
    dateFor: z.optional(z.string()),
    interests,
    availability: optionalText(1000, VOLUNTEER_MESSAGES.availabilityTooLong, {
      label: "Availability",
      multiline: true,
    }),
    criminalRecordCheck: choice(RECORD_CHECK_ANSWERS, VOLUNTEER_MESSAGES.recordCheck),
    notes: optionalText(2000, VOLUNTEER_MESSAGES.notesTooLong, { label: "Anything else", multiline: true }),
  })
  .check(
    // The coordinator needs something to go on: an event, or the kinds of help offered. `when` runs the
    // check even while other fields are wrong, so the visitor hears about every problem at once.
    z.refine(
      (value) => {
        const roles: unknown = value.interests;
        return (Array.isArray(roles) && roles.length > 0) || Boolean(value.eventId);
      },
      { path: ["interests"], error: VOLUNTEER_MESSAGES.interests, when: () => true },
    ),
    z.refine((value) => !value.dateFor || value.dateFor.toLowerCase() !== value.eventId || Boolean(value.date), {
      path: ["date"],
      error: VOLUNTEER_MESSAGES.dateMissing,
      when: () => true,
    }),
  );

export type VolunteerInput = z.input<typeof volunteerSchema>;
export type VolunteerSubmission = z.output<typeof volunteerSchema>;

export const VOLUNTEER_FIELDS = [
  "name",
  "email",
  "phone",
  "eventId",
  "date",
  "interests",
  "availability",
  "criminalRecordCheck",
  "notes",
] as const;
export type VolunteerField = (typeof VOLUNTEER_FIELDS)[number];
