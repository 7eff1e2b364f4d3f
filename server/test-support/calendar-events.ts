/** Fixed events for the iCalendar tests: winter, summer and an all-day span across the change to daylight time. */
import type { SchoolEvent } from "../../common/content/events/types.ts";

const base = {
  summary: "Summary",
  descriptionHtml: "<p>Details</p>",
  location: "PCS Gymnasium",
  imageUrl: null,
  imageAlt: null,
  volunteersWanted: false,
  volunteersNeeded: null,
  tags: [] as string[],
  repeat: null,
  repeatUntil: null,
  occurrenceChanges: [] as SchoolEvent["occurrenceChanges"],
  publishAt: null,
  status: "published",
  createdAt: "2026-11-01T12:00:00.000Z",
  updatedAt: "2026-11-02T12:00:00.000Z",
  version: 1,
  updatedBy: null,
} as const;

export const fixedEvents: SchoolEvent[] = [
  {
    ...base,
    id: "6f1c2a9e-0d4b-4b7e-9a51-2c3d4e5f6a7b",
    title: "Christmas Concert",
    category: "arts",
    // 19:00-20:30 on 10 December in Vancouver (PST).
    startsAt: "2026-12-11T03:00:00.000Z",
    endsAt: "2026-12-11T04:30:00.000Z",
    allDay: false,
  },
  {
    ...base,
    id: "7a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d",
    title: "Grade 12 Graduation",
    category: "academic",
    // 19:00-21:00 on 4 June in Vancouver (PDT).
    startsAt: "2027-06-05T02:00:00.000Z",
    endsAt: "2027-06-05T04:00:00.000Z",
    allDay: false,
  },
  {
    ...base,
    id: "8b3c4d5e-6f7a-4b2c-9d3e-4f5a6b7c8d9e",
    title: "Spring Break",
    category: "holiday",
    // 15-26 March 2027, Vancouver midnights on either side of the change to daylight time.
    startsAt: "2027-03-15T07:00:00.000Z",
    endsAt: "2027-03-27T07:00:00.000Z",
    allDay: true,
  },
];
