/** A complete published event for unit tests that need one in memory, not in a database. */
import type { SchoolEvent } from "../../common/content/events/types.ts";

/** An evening concert in December; pass only the fields a test is about. */
export function schoolEvent(overrides: Partial<SchoolEvent> = {}): SchoolEvent {
  return {
    id: "6f1c2d3e-0000-4000-8000-000000000001",
    title: "Christmas Concert",
    summary: "",
    descriptionHtml: "",
    location: "Gym",
    startsAt: "2026-12-17T03:00:00.000Z",
    endsAt: "2026-12-17T05:00:00.000Z",
    allDay: false,
    category: "arts",
    imageUrl: null,
    imageAlt: null,
    volunteersWanted: false,
    volunteersNeeded: null,
    tags: [],
    repeat: null,
    repeatUntil: null,
    occurrenceChanges: [],
    publishAt: null,
    status: "published",
    createdAt: "2026-11-01T00:00:00.000Z",
    updatedAt: "2026-11-01T00:00:00.000Z",
    version: 1,
    updatedBy: null,
    ...overrides,
  };
}
