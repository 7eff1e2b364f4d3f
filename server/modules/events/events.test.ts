import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page, SchoolEvent } from "../../../common/content/events/types.ts";
import { ValidationError, VersionConflictError } from "../../errors.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { type SeededContent, seedContent, UNKNOWN_UUID } from "../../test-support/content-fixture.ts";
import { testDialects } from "../../test-support/databases.ts";
import { VALIDATION_REPLY } from "../../test-support/replies.ts";

const titles = (page: Page<SchoolEvent>) => page.items.map((e) => e.title);

describe.each(testDialects)("events on %s", (dialect) => {
  let t: TestApp;
  let seeded: SeededContent;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    seeded = await seedContent(t.app.services);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query = "") => {
    const res = await t.app.inject({ method: "GET", url: `/api/events${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page<SchoolEvent>>();
  };

  it("lists published events by start time, drafts hidden", async () => {
    const body = await list();
    expect(titles(body)).toEqual(["Terry Fox Run", "Christmas Concert", "Christmas Break", "Pro-D Day"]);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 10, pageCount: 1 });
  });

  it("stores timed events as UTC instants and all-day events as Vancouver midnights", async () => {
    const { concert, christmasBreak, proD } = seeded.events;
    expect(concert).toMatchObject({
      startsAt: "2026-12-11T03:00:00.000Z",
      endsAt: "2026-12-11T04:30:00.000Z",
      allDay: false,
      volunteersWanted: true,
      volunteersNeeded: 10,
      tags: ["music"],
    });
    // 21 Dec to 1 Jan inclusive: from 00:00 PST on the 21st to 00:00 PST on 2 January.
    expect(christmasBreak).toMatchObject({
      startsAt: "2026-12-21T08:00:00.000Z",
      endsAt: "2027-01-02T08:00:00.000Z",
      allDay: true,
    });
    expect(proD).toMatchObject({ startsAt: "2027-02-12T08:00:00.000Z", endsAt: "2027-02-13T08:00:00.000Z" });
    expect((await list()).items.find((e) => e.id === concert.id)).toEqual(concert);
  });

  it("returns events overlapping [from, to), including one that began before `from`", async () => {
    expect(titles(await list("?from=2026-12-01&to=2027-01-01"))).toEqual(["Christmas Concert", "Christmas Break"]);
    // The break began on 21 December and still runs on New Year's Day.
    expect(titles(await list("?from=2027-01-01&to=2027-02-01"))).toEqual(["Christmas Break"]);
    // `to` is exclusive: the Pro-D day starts at 00:00 on 12 February.
    expect(titles(await list("?from=2027-02-01&to=2027-02-12"))).toEqual([]);
    expect(titles(await list("?from=2027-02-12T00:00:00-08:00"))).toEqual(["Pro-D Day"]);
    // The concert ends at 20:30 Vancouver time; the window starting then does not hold it.
    expect(titles(await list("?from=2026-12-10T20:30:00-08:00&to=2026-12-20"))).toEqual([]);
    expect(titles(await list("?to=2026-10-01"))).toEqual(["Terry Fox Run"]);
  });

  it("filters by category and pages", async () => {
    expect(titles(await list("?category=holiday"))).toEqual(["Christmas Break"]);
    const page = await list("?page=2&pageSize=3");
    expect(titles(page)).toEqual(["Pro-D Day"]);
    expect(page).toMatchObject({ total: 4, page: 2, pageSize: 3, pageCount: 2 });
  });

  it("answers 400 VALIDATION for unreadable dates, a reversed range and an unknown category", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/events?from=tomorrow&category=party" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "VALIDATION",
      fields: { from: expect.stringContaining("2026-12-05"), category: expect.stringContaining("academic") },
    });
    const reversed = await t.app.inject({ method: "GET", url: "/api/events?from=2027-01-01&to=2026-12-01" });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ ...VALIDATION_REPLY, fields: { to: "The end must be after the start." } });
    expect((await t.app.inject({ method: "GET", url: "/api/events?from=2026-02-30" })).statusCode).toBe(400);
  });

  it("answers 400 naming the field for a date-time that does not exist, rather than reading it as another day", async () => {
    for (const [query, field] of [
      ["from=2026-02-30T10:00Z", "from"],
      ["to=2026-04-31T00:00:00-07:00", "to"],
      ["from=2026-12-05T24:30Z", "from"],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url: `/api/events?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ ...VALIDATION_REPLY, fields: { [field]: expect.stringContaining("2026-12-05") } });
    }
  });

  it("GET /:id answers the event, and 404 for drafts, unknown and malformed ids", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/events/${seeded.events.concert.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(seeded.events.concert);
    for (const id of [seeded.events.draft.id, UNKNOWN_UUID, "christmas-concert", "12"]) {
      const miss = await t.app.inject({ method: "GET", url: `/api/events/${id}` });
      expect(miss.statusCode, id).toBe(404);
      expect(miss.json()).toEqual({ success: false, code: "NOT_FOUND", message: "No event has that id." });
    }
  });

  it("upcoming() gives published events not yet ended, soonest first", async () => {
    const events = t.app.services.events;
    // During the concert: it has not ended, so it still counts as upcoming.
    const during = await events.upcoming({ limit: 2, now: new Date("2026-12-11T04:00:00Z") });
    expect(during.map((e) => e.title)).toEqual(["Christmas Concert", "Christmas Break"]);
    const onNewYearsDay = await events.upcoming({ limit: 10, now: new Date("2027-01-01T20:00:00Z") });
    expect(onNewYearsDay.map((e) => e.title)).toEqual(["Christmas Break", "Pro-D Day"]);
    expect(await events.upcoming({ limit: 5, now: new Date("2030-01-01T00:00:00Z") })).toEqual([]);
  });

  it("between() gives every published event in a range, however many pages of the API they fill", async () => {
    const events = t.app.services.events;
    for (let i = 0; i < 61; i += 1) {
      const day = String(1 + (i % 28)).padStart(2, "0");
      await events.create({
        title: `Practice ${i}`,
        summary: "Practice.",
        descriptionHtml: "<p>Practice.</p>",
        location: "Field",
        category: "athletics",
        startsAt: `2031-05-${day}T16:00:00-07:00`,
        endsAt: `2031-05-${day}T17:00:00-07:00`,
        status: i === 60 ? "draft" : "published",
      });
    }
    const may = await events.between("2031-05-01", "2031-06-01");
    expect(may).toHaveLength(60);
    expect(new Set(may.map((e) => e.title)).size).toBe(60);
    expect(may.map((e) => e.startsAt)).toEqual([...may.map((e) => e.startsAt)].sort());
    expect(may.some((e) => e.status === "draft")).toBe(false);
    expect(await events.between("2031-06-01", "2031-07-01")).toEqual([]);
  });

  it("the service takes Date objects for from/to and rejects unreadable ones", async () => {
    const events = t.app.services.events;
    const page = await events.list({ from: new Date("2026-12-01T08:00:00Z"), to: new Date("2026-12-15T08:00:00Z") });
    expect(titles(page)).toEqual(["Christmas Concert"]);
    await expect(events.list({ from: "soon" })).rejects.toBeInstanceOf(ValidationError);
  });
});

describe.each(testDialects)("event writes on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const base = {
    title: "Spring Break",
    summary: "No school.",
    descriptionHtml: "<p>Closed.</p>",
    location: "PCS",
    category: "holiday" as const,
  };

  it("snaps all-day events to Vancouver midnights across a daylight-saving change", async () => {
    // Clocks go forward on 14 March 2027: the start is 00:00 PST, the end 00:00 PDT.
    const e = await t.app.services.events.create({
      ...base,
      allDay: true,
      startsAt: "2027-03-13",
      endsAt: "2027-03-15",
    });
    expect(e).toMatchObject({ startsAt: "2027-03-13T08:00:00.000Z", endsAt: "2027-03-16T07:00:00.000Z" });
    // An instant on the last day rounds up to the next midnight; one on the first day rounds down.
    const f = await t.app.services.events.create({
      ...base,
      allDay: true,
      startsAt: "2027-03-13T15:00:00-08:00",
      endsAt: "2027-03-15T09:00:00-07:00",
    });
    expect(f).toMatchObject({ startsAt: e.startsAt, endsAt: e.endsAt });
  });

  it("keeps an all-day event's days when it is saved again as read from the API", async () => {
    const events = t.app.services.events;
    const e = await events.create({ ...base, allDay: true, startsAt: "2027-03-15", endsAt: "2027-03-26" });
    const saved = await events.update(e.id, { ...e, title: "Spring Break (two weeks)" });
    expect(saved).toMatchObject({
      startsAt: e.startsAt,
      endsAt: e.endsAt,
      version: 2,
      title: "Spring Break (two weeks)",
    });
  });

  it("rejects an end before the start, and drops volunteersNeeded when none are wanted", async () => {
    const events = t.app.services.events;
    const backwards = events.create({ ...base, startsAt: "2027-03-15T10:00:00Z", endsAt: "2027-03-15T09:00:00Z" });
    await expect(backwards).rejects.toMatchObject({ fields: { endsAt: "The end must be after the start." } });
    const e = await events.create({
      ...base,
      startsAt: "2027-03-15T10:00:00Z",
      endsAt: "2027-03-15T11:00:00Z",
      volunteersWanted: false,
      volunteersNeeded: 12,
    });
    expect(e).toMatchObject({ volunteersWanted: false, volunteersNeeded: null, status: "draft" });
  });

  it("refuses a stale version", async () => {
    const events = t.app.services.events;
    const e = await events.create({ ...base, startsAt: "2027-03-15T10:00:00Z", endsAt: "2027-03-15T11:00:00Z" });
    await events.update(e.id, { location: "Gym", version: 1 });
    await expect(events.update(e.id, { location: "Field", version: 1 })).rejects.toBeInstanceOf(VersionConflictError);
    expect((await events.get(e.id, { includeDrafts: true }))?.location).toBe("Gym");
  });
});
