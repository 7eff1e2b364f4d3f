import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventInput } from "../../../common/content/events/types.ts";
import { createServices, type Services } from "../../../server/services.ts";
import { manualClock } from "../../../server/test-support/clock.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../server/test-support/databases.ts";
import { loaderArgs } from "../../test-support/loader-args.ts";
import { loader } from "./calendar.tsx";

const base = {
  summary: "Summary.",
  descriptionHtml: "<p>Details.</p>",
  location: "PCS",
  category: "community",
  status: "published",
} as const satisfies Partial<EventInput>;

describe.each(testDialects)("the calendar page on %s", (dialect) => {
  let database: TestDatabase;
  let services: Services;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createServices(database.db, { now: manualClock().now });
    // A busy March 2031 (with the clocks going forward on the 9th): 56 practices, more than one page of the API.
    for (let i = 0; i < 56; i += 1) {
      const day = String(1 + (i % 31)).padStart(2, "0");
      await services.events.create({
        ...base,
        title: `Practice ${String(i).padStart(2, "0")}`,
        startsAt: `2031-03-${day}T23:30:00Z`,
        endsAt: `2031-03-${day}T23:45:00Z`,
      });
    }
    // March 2031's grid runs from Sunday 23 February to Saturday 5 April.
    await services.events.create({
      ...base,
      title: "Spring Tea",
      startsAt: "2031-02-23T14:00:00-08:00",
      endsAt: "2031-02-23T16:00:00-08:00",
    });
    await services.events.create({
      ...base,
      title: "Sports Day",
      allDay: true,
      startsAt: "2031-04-05",
      endsAt: "2031-04-05",
    });
    await services.events.create({
      ...base,
      title: "Too early for the grid",
      startsAt: "2031-02-22T14:00:00-08:00",
      endsAt: "2031-02-22T16:00:00-08:00",
    });
  });
  afterAll(async () => {
    await database.drop();
  });

  const eventsOn = (weeks: { date: string; events: { title: string }[] }[][], date: string) =>
    weeks
      .flat()
      .find((d) => d.date === date)
      ?.events.map((e) => e.title) ?? [];

  it("shows every event of a busy month, not just the first fifty", async () => {
    const { weeks, agenda } = await loader(loaderArgs("?month=2031-03", services));
    const list = agenda.flatMap((day) => day.items);
    const titles = weeks.flatMap((w) => w.flatMap((d) => d.events.map((e) => e.title)));
    for (let i = 0; i < 56; i += 1) expect(titles, `Practice ${i}`).toContain(`Practice ${String(i).padStart(2, "0")}`);
    expect(eventsOn(weeks, "2031-03-25").sort()).toEqual(["Practice 24", "Practice 55"]);
    expect(list.filter((e) => e.title.startsWith("Practice"))).toHaveLength(56);
  });

  it("shows the events on the neighbouring months' days of the grid, and keeps the list to the month", async () => {
    const { weeks, agenda } = await loader(loaderArgs("?month=2031-03", services));
    const list = agenda.flatMap((day) => day.items);
    expect(eventsOn(weeks, "2031-02-23")).toEqual(["Spring Tea"]);
    expect(eventsOn(weeks, "2031-04-05")).toEqual(["Sports Day"]);
    expect(weeks.flat().some((d) => d.events.some((e) => e.title === "Too early for the grid"))).toBe(false);
    expect(list.map((e) => e.title)).not.toContain("Spring Tea");
    expect(list.map((e) => e.title)).not.toContain("Sports Day");
  });

  it("opens on the grid or the list only when asked; otherwise the screen's width chooses (view auto)", async () => {
    expect((await loader(loaderArgs("?month=2031-03", services))).view).toBe("auto");
    expect((await loader(loaderArgs("?month=2031-03&view=list", services))).view).toBe("list");
    expect((await loader(loaderArgs("?month=2031-03&view=grid", services))).view).toBe("grid");
    expect((await loader(loaderArgs("?month=2031-03&view=sideways", services))).view).toBe("auto");
  });
});
