import { describe, expect, it } from "vitest";
import type { SchoolEvent } from "../../../common/content/events/types.ts";
import { SAMPLE_SCHOOL_DETAILS } from "../../../common/school-details/details.ts";
import { loader } from "./$uuid.tsx";

/** A weekly chapel from Wednesday, November 4, 2026, 8:30–9:00 in Penticton (PST), until the end of January. */
const chapel: SchoolEvent = {
  id: "c1",
  title: "Wednesday Chapel",
  summary: "The whole school worships together.",
  descriptionHtml: "<p>Families welcome.</p>",
  location: "PCS Gymnasium",
  startsAt: "2026-11-04T16:30:00.000Z",
  endsAt: "2026-11-04T17:00:00.000Z",
  allDay: false,
  category: "chapel",
  imageUrl: null,
  imageAlt: null,
  volunteersWanted: false,
  volunteersNeeded: null,
  tags: [],
  repeat: "weekly",
  repeatUntil: "2027-01-31",
  occurrenceChanges: [],
  publishAt: null,
  status: "published",
  createdAt: "2026-10-01T17:00:00.000Z",
  updatedAt: "2026-10-01T17:00:00.000Z",
  version: 1,
  updatedBy: null,
};

type Args = Parameters<typeof loader>[0];

async function load(event: SchoolEvent, now: string) {
  const context = {
    siteUrl: "https://www.pinecrest.example",
    services: {
      now: () => new Date(now),
      events: { get: async () => event },
      schoolDetails: { get: async () => SAMPLE_SCHOOL_DETAILS },
      volunteers: { placesFor: async () => ({}) },
    },
  };
  return loader({ params: { uuid: event.id }, context } as unknown as Args);
}

describe("an event's page tells search engines", () => {
  it("a series' next date, not its first one that has passed", async () => {
    // Friday, November 27: the next chapel is Wednesday, December 2.
    const data = JSON.parse((await load(chapel, "2026-11-27T20:00:00.000Z")).structured ?? "");
    expect(data).toMatchObject({
      "@type": "Event",
      name: "Wednesday Chapel",
      startDate: "2026-12-02T16:30:00.000Z",
      endDate: "2026-12-02T17:00:00.000Z",
    });
  });

  it("a single event's own date", async () => {
    const single = { ...chapel, repeat: null, repeatUntil: null };
    const data = JSON.parse((await load(single, "2026-11-27T20:00:00.000Z")).structured ?? "");
    expect(data.startDate).toBe(chapel.startsAt);
  });

  it("nothing of a day without school", async () => {
    const closed = { ...chapel, category: "holiday" as const, repeat: null, repeatUntil: null, allDay: true };
    expect((await load(closed, "2026-11-27T20:00:00.000Z")).structured).toBeNull();
  });
});
