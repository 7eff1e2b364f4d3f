import { describe, expect, it } from "vitest";
import { eventInputSchema } from "../../../common/content/events/schema.ts";
import type { SchoolEvent } from "../../../common/content/events/types.ts";
import { alumniSet } from "./alumni-set.tsx";
import type { AdminItem, ContentSetConfig, FormValues } from "./content-set.ts";
import { eventsSet } from "./events-set.tsx";
import { checkValues } from "./form-state.ts";
import { newsSet } from "./news-set.tsx";
import { testimonialsSet } from "./testimonials-set.tsx";
import { whyChooseSet } from "./why-choose-set.tsx";

const story = "<p>A story with <strong>words</strong>.</p>";

/** Each set with values an editor could type, and what the API answers for them as a stored item. */
const cases: [string, ContentSetConfig<AdminItem>, FormValues, Record<string, unknown>][] = [
  [
    "news",
    newsSet as unknown as ContentSetConfig<AdminItem>,
    {
      ...newsSet.emptyValues(),
      title: "Spring concert",
      summary: "Come and listen.",
      bodyHtml: story,
      publishedAt: "2027-03-01T07:00",
      pinned: "true",
      tags: "music, concert",
      status: "published",
    },
    // 07:00 on 1 March in Penticton is 15:00 UTC (PST).
    { publishedAt: "2027-03-01T15:00:00.000Z", pinned: true, tags: ["music", "concert"], imageUrl: null },
  ],
  [
    "repeating events",
    eventsSet as unknown as ContentSetConfig<AdminItem>,
    {
      ...eventsSet.emptyValues(),
      title: "Choir practice",
      category: "arts",
      summary: "Every Tuesday.",
      descriptionHtml: story,
      location: "Chapel",
      startsAt: "2027-02-16T19:00",
      endsAt: "2027-02-16T20:30",
      repeat: "weekly",
      repeatUntil: "2027-03-30",
      occurrenceChanges: JSON.stringify([{ date: "2027-03-02", cancelled: true }]),
      volunteersWanted: "true",
      volunteersNeeded: "4",
      status: "published",
    },
    // 19:00 on 16 February in Penticton is 03:00 UTC the next day (PST).
    {
      startsAt: "2027-02-17T03:00:00.000Z",
      endsAt: "2027-02-17T04:30:00.000Z",
      repeat: "weekly",
      repeatUntil: "2027-03-30",
      occurrenceChanges: [{ date: "2027-03-02", cancelled: true }],
      volunteersNeeded: 4,
    },
  ],
  [
    "alumni",
    alumniSet as unknown as ContentSetConfig<AdminItem>,
    { ...alumniSet.emptyValues(), name: "Priya Natarajan", graduationYear: "2009", headline: "Nurse", bioHtml: story },
    { graduationYear: 2009, imageUrl: null, imageAlt: null, publishAt: null },
  ],
  [
    "testimonials",
    testimonialsSet as unknown as ContentSetConfig<AdminItem>,
    {
      author: "The Okafor family",
      relationship: "Parents",
      quote: "Our children are known.",
      storyHtml: story,
      publishAt: "2027-01-04T07:00",
      status: "published",
    },
    // Shown from 07:00 on 4 January in Penticton, 15:00 UTC (PST).
    { publishAt: "2027-01-04T15:00:00.000Z" },
  ],
  [
    "why-choose",
    whyChooseSet as unknown as ContentSetConfig<AdminItem>,
    {
      title: "Small classes",
      summary: "Twenty or fewer.",
      bodyHtml: story,
      icon: "people",
      sortOrder: "20",
      publishAt: "",
      status: "draft",
    },
    { sortOrder: 20, publishAt: null },
  ],
];

const META = {
  id: "x1",
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-02T00:00:00.000Z",
  version: 3,
  updatedBy: null,
};

describe.each(cases)("the office's %s form", (_name, set, typed, stored) => {
  it("names every required field when the form is sent empty, in the API's words", () => {
    const checked = checkValues(set.schema, set.inputOf(set.emptyValues()));
    expect(checked.ok).toBe(false);
    // Required fields that start empty; a select, a checkbox or a number starts with a valid value.
    const empty = set.emptyValues();
    const required = set.fields.filter((field) => !field.optional && empty[field.name] === "");
    const named = checked.ok ? [] : Object.keys(checked.errors);
    expect(required.length).toBeGreaterThan(0);
    for (const field of required) expect(named, field.name).toContain(field.name);
  });

  it("sends what the API takes, and reads the stored item back into the same form", () => {
    const checked = checkValues(set.schema, set.inputOf(typed));
    expect(checked.ok ? checked.input : checked.errors).toMatchObject(stored);
    const item = { ...(checked.ok ? checked.input : {}), ...META, status: typed.status } as unknown as AdminItem;
    expect(set.valuesOf(item)).toEqual(typed);
  });

  it("duplicates as an unsaved draft", () => {
    expect(set.duplicateOf({ ...typed, status: "published" }).status).toBe("draft");
  });

  it("has a field in the form for every field the API names", () => {
    const fields = new Set(set.fields.map((field) => field.name));
    for (const key of Object.keys(set.inputOf(typed))) expect(fields, key).toContain(key);
  });
});

describe("the office's event form", () => {
  it("sends an all-day event's days as dates, and reads the stored instants back as the days typed", () => {
    const typed = {
      ...eventsSet.emptyValues(),
      title: "Christmas break",
      category: "holiday",
      summary: "No classes.",
      descriptionHtml: story,
      location: "All campuses",
      startsAt: "2026-12-21T00:00",
      endsAt: "2027-01-01T00:00",
      allDay: "true",
      status: "published",
    };
    const input = eventsSet.inputOf(typed);
    expect(input).toMatchObject({ startsAt: "2026-12-21", endsAt: "2027-01-01", repeat: null, volunteersNeeded: null });
    // The API keeps the days as instants: from midnight on 21 December to the midnight after 1 January.
    const stored = eventInputSchema.parse(input);
    expect([stored.startsAt, stored.endsAt]).toEqual(["2026-12-21T08:00:00.000Z", "2027-01-02T08:00:00.000Z"]);
    expect(eventsSet.valuesOf({ ...stored, ...META, id: "e1" } as unknown as SchoolEvent)).toEqual(typed);
  });
});
