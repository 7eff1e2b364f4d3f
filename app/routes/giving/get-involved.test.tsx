// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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

/** The page as a browser with JavaScript shows it, its loader reading `services`. */
function renderPage(path: string, services: Services) {
  const Stub = createRoutesStub([
    {
      path: "/giving/get-involved",
      Component: GetInvolved as never,
      loader: ({ request }) => loader(args(request.url, services)),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
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
    expect(loaded.eventOptions).toEqual([
      {
        value: choir.id,
        label: `Choir practice — ${next}`,
        title: "Choir practice",
        when: next,
        location: "Chapel",
        url: `/event/${choir.id}`,
      },
    ]);

    renderPage(path(), services);
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

  it("says the event now chosen in the list, never the one the link chose", async () => {
    const fair = await services.events.create({
      ...WEEKLY_CHOIR,
      title: "Winter fair",
      location: "Gym",
      startsAt: at("2026-11-28", "10:00"),
      endsAt: at("2026-11-28", "14:00"),
      repeat: null,
      repeatUntil: null,
    });
    renderPage(path(), services);
    const user = userEvent.setup();
    expect((await screen.findByTestId("chosen-event")).textContent).toContain(
      "You are volunteering for: Choir practice",
    );
    const list = screen.getByLabelText("Which event would you like to help with?");

    await user.selectOptions(list, fair.id);
    const chosen = screen.getByTestId("chosen-event");
    expect(within(chosen).getByRole("heading").textContent).toBe("You are volunteering for: Winter fair");
    expect(chosen.textContent).toContain("Saturday, November 28, 2026");
    expect(chosen.textContent).toContain("Gym");
    expect(within(chosen).getByRole("link", { name: "About this event" }).getAttribute("href")).toBe(
      `/event/${fair.id}`,
    );

    await user.selectOptions(list, "");
    expect(screen.queryByTestId("chosen-event")).toBeNull();

    await user.selectOptions(list, choir.id);
    expect(screen.getByTestId("chosen-event").textContent).toContain("You are volunteering for: Choir practice");
  });
});
