/** School events in the office's screens, repeating ones included: a configuration of the content-set pattern (ADR 021, 023). */
import { EVENT_CATEGORY_LABELS } from "../../../common/content/events/labels.ts";
import {
  dateGoneIn,
  instantsNaming,
  occurrencesOf,
  REPEAT_KINDS,
  repeatDescription,
} from "../../../common/content/events/recurrence.ts";
import { EVENT_CATEGORIES, EVENT_SORTS, eventInputSchema } from "../../../common/content/events/schema.ts";
import type { EventCategory, SchoolEvent } from "../../../common/content/events/types.ts";
import { isCalendarDate } from "../../../common/content/schema-parts.ts";
import { countWords } from "../../../common/count-words.ts";
import type { SignupCount } from "../../../common/inbox/signups.ts";
import { addDays, zonedDate } from "../../../common/zoned-time.ts";
import { EventBody } from "../../components/content/item-bodies.tsx";
import type { ApiClient } from "../api/client.ts";
import { createSignupsService } from "../api/signups-service.ts";
import { formatEventWhen, formatFullDate, formatTime, seriesDates } from "../event-when.ts";
import type { ContentSetConfig, FieldSpec, FormValues } from "./content-set.ts";
import { seriesOfValues } from "./event-values.ts";
import { fieldConversions } from "./field-values.ts";
import {
  IMAGE_FIELDS,
  isShowing,
  PUBLISH_AT_FIELD,
  publishingState,
  sortChoices,
  statusField,
  TAGS_FIELD,
  WITH_SCHEDULED,
  waitingUntil,
} from "./set-parts.ts";

const REPEAT_LABELS: Record<(typeof REPEAT_KINDS)[number], string> = {
  weekly: "Every week, on the same day",
  monthly: "Every month, on the same date (for example the 15th)",
  "monthly-weekday": "Every month, on the same weekday (for example the second Tuesday)",
};

function isCategory(value: string | undefined): value is EventCategory {
  return EVENT_CATEGORIES.some((category) => category === value);
}

const FIELDS: readonly FieldSpec[] = [
  { name: "title", label: "Title", kind: "text", width: "long" },
  {
    name: "category",
    label: "Kind of event",
    hint: "No school marks days off on the calendar.",
    kind: "select",
    options: EVENT_CATEGORIES.map((value) => ({ value, label: EVENT_CATEGORY_LABELS[value] })),
  },
  {
    name: "summary",
    label: "Summary",
    hint: "One or two sentences for the calendar, the lists and search engines.",
    kind: "textarea",
  },
  { name: "descriptionHtml", label: "Description", kind: "richtext" },
  {
    name: "location",
    label: "Location",
    hint: "For example, PCS Gymnasium, or All campuses for a day off.",
    kind: "text",
    width: "long",
  },
  { name: "startsAt", label: "Starts", hint: "Penticton time.", kind: "datetime" },
  {
    name: "endsAt",
    label: "Ends",
    hint: "Penticton time. For an all-day event, the last day (its time is not used).",
    kind: "datetime",
  },
  { name: "allDay", label: "All day (one or more whole days, such as a holiday)", kind: "checkbox" },
  {
    name: "repeat",
    label: "Repeats",
    kind: "select",
    optional: true,
    options: [
      { value: "", label: "Does not repeat" },
      ...REPEAT_KINDS.map((value) => ({ value, label: REPEAT_LABELS[value] })),
    ],
    nullable: true,
  },
  {
    name: "repeatUntil",
    label: "Last date",
    hint: "The last day it can happen on, up to a year after the first. Only for a repeating event.",
    kind: "date",
    optional: true,
    nullable: true,
  },
  {
    name: "occurrenceChanges",
    label: "Dates of this event",
    hint: "Cancel a single date, or move it to another day and time. The other dates stay as they are.",
    kind: "occurrences",
    optional: true,
  },
  ...IMAGE_FIELDS,
  { name: "volunteersWanted", label: "Volunteers wanted (shows a sign-up link)", kind: "checkbox" },
  {
    name: "volunteersNeeded",
    label: "How many volunteers",
    hint: "A whole number from 1 to 500. Leave it empty if any number can help.",
    kind: "number",
    optional: true,
    nullable: true,
  },
  TAGS_FIELD,
  PUBLISH_AT_FIELD,
  statusField("A draft is only seen here. A published event shows on the calendar, the lists and the feed."),
];

const conversions = fieldConversions<SchoolEvent>(FIELDS);
const dayOf = (local: string | undefined) => (local ?? "").slice(0, 10);

/**
 * The form holds an all-day event's last day in "Ends"; the API stores the next midnight. So the days go to
 * the API as dates (the schema reads the end date as the last day), and come back one day earlier.
 */
function valuesOf(event: SchoolEvent): FormValues {
  const values = conversions.valuesOf(event);
  if (!event.allDay) return values;
  const lastDay = addDays(zonedDate(new Date(event.endsAt)), -1);
  return { ...values, endsAt: `${lastDay}T00:00` };
}

function inputOf(values: FormValues): Record<string, unknown> {
  const input = conversions.inputOf(values);
  if (values.allDay !== "true") return input;
  const [start, end] = [dayOf(values.startsAt), dayOf(values.endsAt)];
  return {
    ...input,
    startsAt: isCalendarDate(start) ? start : input.startsAt,
    endsAt: isCalendarDate(end) ? end : input.endsAt,
  };
}

/** The event's page as it will look, from the form as it stands; a series lists its dates from today. */
function EventPreview({ values }: { values: FormValues }) {
  // From the time fields alone: the preview shows when it happens before the rest of the form is filled in.
  const series = seriesOfValues(values);
  const category = isCategory(values.category) ? values.category : "community";
  const needed = Number(values.volunteersNeeded);
  return (
    <EventBody
      event={{
        id: "preview",
        categoryLabel: EVENT_CATEGORY_LABELS[category],
        title: values.title || "Title",
        when: series ? formatEventWhen(series) : "Choose when it starts and ends to see it here.",
        location: values.location ?? "",
        summary: values.summary ?? "",
        repeatsText: series ? repeatDescription(series) : null,
        ...(series ? seriesDates(series, new Date()) : { dates: [], moreDates: 0 }),
        imageUrl: values.imageUrl || null,
        imageAlt: values.imageAlt || null,
        descriptionHtml: values.descriptionHtml ?? "",
        volunteersWanted: values.volunteersWanted === "true",
        volunteersNeeded: Number.isInteger(needed) && needed > 0 ? needed : null,
      }}
    />
  );
}

/** "Every week on Tuesday until …", or the event's one date, as the list shows it. */
function whenCell(event: SchoolEvent): string {
  const first = formatEventWhen(event);
  const rule = repeatDescription(event);
  return rule ? `${rule}, from ${first}` : first;
}

/**
 * A deleted event's sign-ups are kept, unlinked from it (ON DELETE SET NULL): the volunteers list shows them as
 * general help, nobody is e-mailed, and a put back links them again (server/modules/volunteers/event-links.ts).
 */
async function signupsOnDelete(event: SchoolEvent, api: ApiClient): Promise<string | null> {
  // Not counted is still said (as unknown): the question must not read as if nothing else were touched.
  const count = await createSignupsService(api)
    .countFor(event.id)
    .catch(() => null);
  if (count === null) {
    return "We could not check whether anyone signed up to help with this event. Any sign-ups for it stay under Volunteers as offers of general help, and nobody is told. If you put the event back, they go back to it.";
  }
  if (count === 0) return null;
  if (count === 1) {
    return "1 person signed up to help with this event. Their sign-up stays under Volunteers as an offer of general help; they are not told. If you put the event back, the sign-up goes back to it.";
  }
  return `${count} people signed up to help with this event. Their sign-ups stay under Volunteers as offers of general help; they are not told. If you put the event back, the sign-ups go back to it.`;
}

/** How many dates the question before a save names one by one; the rest are counted. */
const DATES_NAMED = 4;

/**
 * "2 people signed up to help on Friday, December 4, 2026 at 11:30 AM and 1 on …": the sign-ups a save would leave
 * on dates the event no longer has, with what becomes of them.
 */
function lostHelpersWords(lost: SignupCount["datesToCome"], allDay: boolean): string {
  const when = (date: string) => (allDay ? formatFullDate(date) : `${formatFullDate(date)} at ${formatTime(date)}`);
  const named = lost
    .slice(0, DATES_NAMED)
    .map(({ date, count }, i) =>
      i === 0
        ? `${countWords(count, "person", "people")} signed up to help on ${when(date)}`
        : `${count} on ${when(date)}`,
    );
  const rest = lost.slice(DATES_NAMED);
  if (rest.length > 0) {
    const more = rest.reduce((sum, { count }) => sum + count, 0);
    named.push(`${more} more on ${countWords(rest.length, "other date", "other dates")}`);
  }
  const listed = named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}` : named.join("");
  const one = lost.length === 1;
  const then = allDay ? (one ? "on that date" : "on those dates") : one ? "at that time" : "at those times";
  const single = lost.length === 1 && lost[0]?.count === 1;
  return `${listed}. After this change the event no longer takes place ${then}. They are not told yet: ${
    single ? "their sign-up stays" : "their sign-ups stay"
  } under Volunteers, marked, where you can e-mail them.`;
}

/**
 * A series' helpers sign up for one date (ADR 067): a save that cancels that date, or changes the rule or the time so
 * it is no longer a date of the event, leaves them signed up for a day nothing happens. The server marks such sign-ups
 * on the volunteers screen; this asks first, matching sign-ups to dates as the server does (dateGoneIn).
 */
async function signupsOnSave(event: SchoolEvent, values: FormValues, api: ApiClient): Promise<string | null> {
  const after = seriesOfValues(values);
  // Only a series' sign-ups name a date; an event that is not one before or after the save has none to lose.
  if (!after || (!event.repeat && !after.repeat)) return null;
  const now = new Date();
  const goneBefore = dateGoneIn(event);
  const goneAfter = dateGoneIn(after);
  // A sign-up already left without its date is not this save's doing: the question is about what it changes.
  const lostBy = (date: string) => new Date(date) > now && goneBefore(date) === null && goneAfter(date) !== null;
  // Nothing is read unless the save takes away a date still to come: no date gone, no sign-up can lose one.
  const takenAway = occurrencesOf(event)
    .filter((date) => !date.cancelled)
    .flatMap(instantsNaming)
    .some(lostBy);
  if (!takenAway) return null;
  const signedUp = await createSignupsService(api)
    .datesToComeFor(event.id)
    .catch(() => null);
  // Not read is still said (as unknown): the question must not read as if no one were affected (ADR 055).
  if (signedUp === null) {
    return "This change takes dates out of the event, and we could not check whether anyone signed up to help on them. Anyone who did is not told: their sign-ups stay under Volunteers, marked.";
  }
  const lost = signedUp.filter(({ date }) => lostBy(date));
  return lost.length > 0 ? lostHelpersWords(lost, event.allDay) : null;
}

export const eventsSet: ContentSetConfig<SchoolEvent> = {
  accessPoint: "admin-events",
  apiPath: "/events",
  adminPath: "/admin/events",
  names: { plural: "Events", singular: "event", withArticle: "an event" },
  schema: eventInputSchema,
  fields: FIELDS,
  emptyValues: conversions.emptyValues,
  valuesOf,
  inputOf,
  duplicateOf: (values) => ({ ...values, publishAt: "", occurrenceChanges: "[]", status: "draft" }),
  titleOf: (event) => event.title,
  publicPath: (event) => (isShowing(event.status, event.publishAt) ? `/event/${event.id}` : null),
  appearsAt: (event) => waitingUntil(event.status, event.publishAt),
  statuses: WITH_SCHEDULED,
  sorts: sortChoices(EVENT_SORTS, {
    startsAt: "Date, earliest first",
    "-startsAt": "Date, latest first",
    "-updatedAt": "Last changed, newest first",
    title: "Title, A to Z",
    "-title": "Title, Z to A",
  }),
  searchHint: "Words in the title, summary or place.",
  dateRange: {
    legend: "Happening between",
    hint: "Events on any day from the first date to the second. The list starts at today: empty “From” to see past events too.",
    opensAtNow: {
      countSuffix: " from today",
      showAll: "Show past events too",
      none: "No events from today on.",
    },
  },
  columns: [
    { header: "When", sortKey: "startsAt", cell: whenCell },
    { header: "Kind", cell: (event) => EVENT_CATEGORY_LABELS[event.category] },
    { header: "Status", cell: (event) => publishingState(event.status, event.publishAt) },
  ],
  deleteNote: signupsOnDelete,
  saveNote: signupsOnSave,
  Preview: EventPreview,
};
