import { describe, expect, it } from "vitest";
import type { SchoolEvent } from "../../../common/content/events/types.ts";
import { zonedToInstant } from "../../../common/zoned-time.ts";
import { schoolEvent } from "../../../server/test-support/school-event.ts";
import type { ApiClient } from "../api/client.ts";
import { loadAttention } from "./attention.ts";

const at = (date: string, time: string) => zonedToInstant(date, time).toISOString();

/** An API that answers only the events of the next two weeks, as the server lists them: a series once, from its first date. */
function eventsApi(items: SchoolEvent[]): ApiClient {
  const get = async (path: string, options?: { query?: Record<string, unknown> }) => {
    if (path === "/events" && options?.query?.from) return { items, total: items.length, page: 1, pageSize: 10 };
    throw new Error(`not in this test: ${path}`);
  };
  return { get } as unknown as ApiClient;
}

describe("the dashboard's next two weeks", () => {
  // Monday 23 November 2026, 10:00 AM in Penticton.
  const now = new Date(at("2026-11-23", "10:00"));

  it("shows a series at its next date that happens in the fortnight, and leaves out one with no date there", async () => {
    const choir = schoolEvent({
      id: "e1",
      title: "Choir practice",
      startsAt: at("2026-10-06", "19:00"),
      endsAt: at("2026-10-06", "20:30"),
      repeat: "weekly",
      repeatUntil: "2026-12-15",
      occurrenceChanges: [{ date: "2026-11-24", cancelled: true }],
    });
    // The second Tuesday of each month: 10 November, then 8 December, the day after the fortnight.
    const pac = schoolEvent({
      id: "e2",
      title: "Parents' council",
      startsAt: at("2026-09-08", "18:30"),
      endsAt: at("2026-09-08", "20:00"),
      repeat: "monthly-weekday",
      repeatUntil: "2027-01-31",
    });
    const concert = schoolEvent({
      id: "e3",
      title: "Christmas Concert",
      startsAt: at("2026-11-30", "19:00"),
      endsAt: at("2026-11-30", "20:30"),
    });
    const { soonEvents } = await loadAttention(eventsApi([pac, choir, concert]), now, new AbortController().signal);
    expect(soonEvents).toEqual([
      {
        id: "e3",
        title: "Christmas Concert",
        startsAt: at("2026-11-30", "19:00"),
        endsAt: at("2026-11-30", "20:30"),
        allDay: false,
      },
      {
        id: "e1",
        title: "Choir practice",
        startsAt: at("2026-12-01", "19:00"),
        endsAt: at("2026-12-01", "20:30"),
        allDay: false,
      },
    ]);
  });
});
