// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventInput } from "../../../common/content/events/types.ts";
import { zonedToInstant } from "../../../common/zoned-time.ts";
import { createServices, type Services } from "../../../server/services.ts";
import { manualClock } from "../../../server/test-support/clock.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../server/test-support/databases.ts";
import { loaderArgs } from "../../test-support/loader-args.ts";
import { loader as homeLoader } from "../home.tsx";
import UpcomingEvents, { loader } from "./upcoming-events.tsx";

const at = (date: string, time: string) => zonedToInstant(date, time).toISOString();

const base = {
  summary: "Summary.",
  descriptionHtml: "<p>Details.</p>",
  location: "PCS",
  category: "community",
  status: "published",
} as const satisfies Partial<EventInput>;

/** The card a page shows for an event, as rendered: its badge's words and whether it says "On now". */
function renderedCard(title: string) {
  const card = screen.getByRole("link", { name: title }).closest("article");
  if (!card) throw new Error(`no card for ${title}`);
  return {
    badge: card.querySelector(".event-card__badge")?.textContent,
    onNow: card.querySelector(".event-card__meta")?.textContent?.includes("On now") ?? false,
  };
}

describe.each(testDialects)("event cards under way on %s", (dialect) => {
  // Friday 27 November 2026, 11:00 AM in Vancouver.
  const clock = manualClock(at("2026-11-27", "11:00"));
  let database: TestDatabase;
  let services: Services;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createServices(database.db, { now: clock.now });
    await services.events.create({
      ...base,
      title: "Christmas Hamper Drive",
      allDay: true,
      startsAt: "2026-11-23",
      endsAt: "2026-12-04",
    });
    await services.events.create({
      ...base,
      title: "Christmas Concert",
      category: "arts",
      startsAt: at("2026-12-10", "19:00"),
      endsAt: at("2026-12-10", "20:30"),
    });
  });
  afterAll(async () => {
    await database.drop();
  });

  it("show today's date and On now for an event under way, and its first day for one still to come", async () => {
    const { events } = await homeLoader(loaderArgs("/", services));
    expect(events.map((e) => [e.title, e.badge, e.onNow, e.when])).toEqual([
      [
        "Christmas Hamper Drive",
        { month: "Nov", day: "27" },
        true,
        "Monday, November 23, 2026 – Friday, December 4, 2026",
      ],
      ["Christmas Concert", { month: "Dec", day: "10" }, false, "Thursday, December 10, 2026, 7:00 PM – 8:30 PM"],
    ]);

    const Stub = createRoutesStub([
      {
        path: "/events/upcoming-events",
        Component: UpcomingEvents as never,
        loader: ({ request }) => loader(loaderArgs(new URL(request.url).pathname, services)),
      },
    ]);
    render(<Stub initialEntries={["/events/upcoming-events"]} />);
    await screen.findByRole("heading", { level: 1, name: "Upcoming Events" });
    expect(renderedCard("Christmas Hamper Drive")).toEqual({ badge: "Nov27", onNow: true });
    expect(renderedCard("Christmas Concert")).toEqual({ badge: "Dec10", onNow: false });
  });

  it("still say On now on an event's last day, and list it no more once it has ended", async () => {
    try {
      clock.set(at("2026-12-04", "15:00"));
      const lastDay = await homeLoader(loaderArgs("/", services));
      expect(lastDay.events[0]).toMatchObject({
        title: "Christmas Hamper Drive",
        badge: { month: "Dec", day: "4" },
        onNow: true,
      });
      // The next midnight in Vancouver, when the drive's last day is over.
      clock.set(at("2026-12-05", "00:00"));
      const home = await homeLoader(loaderArgs("/", services));
      const upcoming = await loader(loaderArgs("/events/upcoming-events", services));
      expect(home.events.map((e) => e.title)).toEqual(["Christmas Concert"]);
      expect(upcoming.months.flatMap((m) => m.events.map((e) => e.title))).toEqual(["Christmas Concert"]);
    } finally {
      clock.set(at("2026-11-27", "11:00"));
    }
  });
});
