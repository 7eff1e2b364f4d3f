// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SchoolEvent } from "../../../common/content/events/types.ts";
import { createServices, type Services } from "../../../server/services.ts";
import { manualClock } from "../../../server/test-support/clock.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../server/test-support/databases.ts";
import { at, SEEN_AT, WEEKLY_CHOIR } from "../../test-support/weekly-series.ts";
import GetInvolved, { action, loader } from "./get-involved.tsx";

const ORIGIN = "http://localhost";

/** A loader's or action's arguments as the server hands them over. */
function args(path: string, services: Services, init?: RequestInit) {
  return {
    request: new Request(new URL(path, ORIGIN), init),
    params: {},
    context: { services, siteUrl: ORIGIN, clientIp: "203.0.113.7", limitFormPost: async () => {} },
  } as never;
}

/** The form as a browser without JavaScript posts it. */
function signUpFor(eventId: string): RequestInit {
  const body = new URLSearchParams({
    name: "Sam Lee",
    email: "sam@example.com",
    phone: "250 555 0101",
    interests: "events",
    criminalRecordCheck: "yes",
    eventId,
    website: "",
  });
  return {
    method: "POST",
    body,
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
  };
}

describe.each(testDialects)("volunteering for a weekly series on %s", (dialect) => {
  const clock = manualClock(SEEN_AT);
  let database: TestDatabase;
  let services: Services;
  let choir: SchoolEvent;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createServices(database.db, { now: clock.now });
    choir = await services.events.create(WEEKLY_CHOIR);
  });
  afterAll(async () => {
    await database.drop();
  });

  const path = () => `/giving/get-involved?eventId=${choir.id}`;
  const next = "Tuesday, November 24, 2026, 7:00 PM – 8:30 PM";

  it("offers the series at its next date once its first date has passed, not as over", async () => {
    const loaded = await loader(args(path(), services));
    expect(loaded).toMatchObject({ pastEvent: null, chosenEventId: choir.id, chosenFull: false });
    expect(loaded.event).toMatchObject({ id: choir.id, when: next });
    expect(loaded.eventOptions).toEqual([{ value: choir.id, label: `Choir practice — ${next}` }]);

    const Stub = createRoutesStub([
      {
        path: "/giving/get-involved",
        Component: GetInvolved as never,
        loader: ({ request }) => loader(args(request.url, services)),
      },
    ]);
    render(<Stub initialEntries={[path()]} />);
    const chosen = await screen.findByTestId("chosen-event");
    expect(chosen.textContent).toContain("You are volunteering for: Choir practice");
    expect(chosen.textContent).toContain(next);
    expect(screen.queryByTestId("past-event")).toBeNull();
  });

  it("takes the sign-up from the form without JavaScript", async () => {
    const result = (await action(args("/giving/get-involved", services, signUpFor(choir.id)))) as unknown as {
      data: { status: string; eventId?: string };
      init: { status: number };
    };
    expect(result.init.status).toBe(200);
    expect(result.data).toMatchObject({ status: "sent", eventId: choir.id });
    expect((await services.volunteers.list()).map((signup) => signup.eventId)).toEqual([choir.id]);
  });

  it("says the series has taken place once its last date has ended, and the form refuses it", async () => {
    try {
      // The last Tuesday, 15 December, ended at 8:30 PM.
      clock.set(at("2026-12-15", "20:30"));
      const loaded = await loader(args(path(), services));
      // Named at its last date: its first (November 17) would say it ended a month before it did.
      expect(loaded).toMatchObject({
        event: null,
        chosenEventId: null,
        pastEvent: { id: choir.id, when: "Tuesday, December 15, 2026, 7:00 PM – 8:30 PM" },
      });
      expect(loaded.eventOptions).toEqual([]);
      const result = (await action(args("/giving/get-involved", services, signUpFor(choir.id)))) as unknown as {
        data: { fieldErrors?: Record<string, string> };
        init: { status: number };
      };
      expect(result.init.status).toBe(400);
      expect(result.data.fieldErrors).toHaveProperty("eventId");
    } finally {
      clock.set(SEEN_AT);
    }
  });
});
