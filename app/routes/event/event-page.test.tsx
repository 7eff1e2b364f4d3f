// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SchoolEvent } from "../../../common/content/events/types.ts";
import { createServices, type Services } from "../../../server/services.ts";
import { manualClock } from "../../../server/test-support/clock.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../server/test-support/databases.ts";
import { at, SEEN_AT, WEEKLY_CHOIR } from "../../test-support/weekly-series.ts";
import EventDetail, { loader } from "./$uuid.tsx";

function args(uuid: string, services: Services) {
  return {
    request: new Request(`http://localhost/event/${uuid}`),
    params: { uuid },
    context: { services, siteUrl: "http://localhost" },
  } as never;
}

describe.each(testDialects)("a weekly series' page on %s", (dialect) => {
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

  /** The page as rendered at the clock's time. */
  async function renderPage() {
    const Stub = createRoutesStub([
      { path: "/event/:uuid", Component: EventDetail as never, loader: () => loader(args(choir.id, services)) },
    ]);
    render(<Stub initialEntries={[`/event/${choir.id}`]} />);
    await screen.findByRole("heading", { level: 1, name: "Choir practice" });
  }

  it("shows its next date, adds that date to Google and Outlook, and asks for helpers after its first date", async () => {
    const { event, calendar } = await loader(args(choir.id, services));
    expect(event).toMatchObject({
      when: "Tuesday, November 24, 2026, 7:00 PM – 8:30 PM",
      startsAt: at("2026-11-24", "19:00"),
      endsAt: at("2026-11-24", "20:30"),
      badge: { month: "Nov", day: "24" },
      onNow: false,
    });
    expect(new URL(calendar.google).searchParams.get("dates")).toBe("20261125T030000Z/20261125T043000Z");
    expect(new URL(calendar.outlook).searchParams.get("startdt")).toBe("2026-11-25T03:00:00Z");
    await renderPage();
    // Search engines are told the same next date (JSON-LD), not the first one that has passed.
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
    expect(data).toMatchObject({
      "@type": "Event",
      name: "Choir practice",
      startDate: at("2026-11-24", "19:00"),
      endDate: at("2026-11-24", "20:30"),
      location: { "@type": "Place", name: "Chapel" },
    });
    expect(screen.getByRole("link", { name: "Volunteer for this event" }).getAttribute("href")).toBe(
      `/giving/get-involved?eventId=${choir.id}#volunteer-form`,
    );
    // Its four helpers are wanted on every date, not four in all (ADR 067).
    expect(screen.getByText("4 helpers needed each date")).toBeTruthy();
    // A family adding the practice to Google learns that only one date goes there.
    expect(
      screen.getByText(
        "The calendar file (.ics) adds every date. Google Calendar and Outlook add one: Tuesday, November 24, 2026, 7:00 PM – 8:30 PM.",
      ),
    ).toBeTruthy();
  });

  it("no longer asks for helpers once its last date has ended", async () => {
    try {
      clock.set(at("2026-12-15", "20:30"));
      await renderPage();
      expect(screen.getByText("Every date of this event has passed.")).toBeTruthy();
      expect(screen.queryByText("Volunteers wanted")).toBeNull();
      expect(screen.queryByRole("link", { name: "Volunteer for this event" })).toBeNull();
    } finally {
      clock.set(SEEN_AT);
    }
  });
});

describe.each(testDialects)("a day without school's page on %s", (dialect) => {
  let database: TestDatabase;
  let services: Services;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createServices(database.db, { now: manualClock(SEEN_AT).now });
  });
  afterAll(async () => {
    await database.drop();
  });

  it("tells search engines of no event: nobody goes to it", async () => {
    const closed = await services.events.create({
      title: "Christmas break",
      summary: "The school is closed.",
      descriptionHtml: "<p>Classes start again on January 4.</p>",
      location: "Pinecrest Christian School",
      category: "holiday",
      status: "published",
      allDay: true,
      startsAt: at("2026-12-21", "00:00"),
      endsAt: at("2027-01-02", "00:00"),
    });
    expect((await loader(args(closed.id, services))).structured).toBeNull();
  });

  it("says nothing of one date when there is only one", async () => {
    const concert = await services.events.create({
      title: "Spring concert",
      summary: "Every grade sings.",
      descriptionHtml: "<p>Doors open at 6:30 PM.</p>",
      location: "Gymnasium",
      category: "arts",
      status: "published",
      allDay: false,
      startsAt: at("2027-04-22", "19:00"),
      endsAt: at("2027-04-22", "20:30"),
    });
    const Stub = createRoutesStub([
      { path: "/event/:uuid", Component: EventDetail as never, loader: () => loader(args(concert.id, services)) },
    ]);
    render(<Stub initialEntries={[`/event/${concert.id}`]} />);
    await screen.findByRole("heading", { level: 1, name: "Spring concert" });
    expect(screen.getByRole("link", { name: /Google Calendar/ })).toBeTruthy();
    expect(screen.queryByText(/Google Calendar and Outlook add one/)).toBeNull();
  });
});
