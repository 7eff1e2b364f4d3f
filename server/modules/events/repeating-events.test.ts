import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SchoolEvent } from "../../../common/content/events/types.ts";
import { zonedToInstant } from "../../../common/zoned-time.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { type AuthClient, signedInOffice } from "../../test-support/auth-client.ts";
import { manualClock } from "../../test-support/clock.ts";
import { testDialects } from "../../test-support/databases.ts";

const at = (date: string, time: string) => zonedToInstant(date, time).toISOString();

/** Choir practice on Tuesdays at 19:00 from February to the end of March 2027, across the change to daylight time. */
const CHOIR = {
  title: "Choir practice",
  summary: "All singers welcome.",
  descriptionHtml: "<p>Bring water.</p>",
  location: "Chapel",
  startsAt: at("2027-02-16", "19:00"),
  endsAt: at("2027-02-16", "20:30"),
  category: "arts",
  status: "published",
  repeat: "weekly",
  repeatUntil: "2027-03-30",
  occurrenceChanges: [
    { date: "2027-03-02", cancelled: true },
    { date: "2027-03-16", startsAt: at("2027-03-18", "18:00"), endsAt: at("2027-03-18", "19:30") },
  ],
};

/** The feed's dates as a calendar app would expand them: ical.js with the feed's own VTIMEZONE. */
function expandFeed(text: string, uid: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone") as ICAL.Component);
  const parts = calendar.getAllSubcomponents("vevent").filter((v) => v.getFirstPropertyValue("uid") === uid);
  const master = parts.find((v) => !v.hasProperty("recurrence-id"));
  if (!master) throw new Error(`no series ${uid} in the feed`);
  const series = new ICAL.Event(master, { exceptions: parts.filter((v) => v.hasProperty("recurrence-id")) });
  const starts: string[] = [];
  const iterator = series.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    starts.push(series.getOccurrenceDetails(next).startDate.toJSDate().toISOString());
  }
  return starts;
}

describe.each(testDialects)("repeating events on %s", (dialect) => {
  const clock = manualClock("2026-11-23T17:00:00.000Z");
  let t: TestApp;
  let office: AuthClient;
  let choir: SchoolEvent;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now });
    office = await signedInOffice(t.app, t.database);
    const created = await office.post("/api/events", CHOIR);
    expect(created.statusCode).toBe(201);
    choir = created.json<SchoolEvent>();
  });
  afterAll(async () => {
    await t.close();
  });

  it("keeps the rule and the office's changes to single dates", () => {
    expect(choir).toMatchObject({
      repeat: "weekly",
      repeatUntil: "2027-03-30",
      occurrenceChanges: [
        { date: "2027-03-02", cancelled: true },
        {
          date: "2027-03-16",
          cancelled: false,
          startsAt: at("2027-03-18", "18:00"),
          endsAt: at("2027-03-18", "19:30"),
        },
      ],
    });
  });

  it("writes the series once in the feed: RRULE, EXDATE for the cancelled date and a RECURRENCE-ID for the moved one", async () => {
    const res = await t.app.inject({ method: "GET", url: "/calendar.ics" });
    expect(res.statusCode).toBe(200);
    const text = res.body.replace(/\r\n /g, "");
    expect(text).toContain("RRULE:FREQ=WEEKLY;UNTIL=20270331T065959Z");
    expect(text).toContain("EXDATE;TZID=America/Vancouver:20270302T190000");
    expect(text).toContain("RECURRENCE-ID;TZID=America/Vancouver:20270316T190000");
    // 19:00 is 03:00Z in standard time and 02:00Z after 14 March; the moved date is 18:00 on Thursday the 18th.
    expect(expandFeed(res.body, `${choir.id}@pinecrest.example`)).toEqual([
      "2027-02-17T03:00:00.000Z",
      "2027-02-24T03:00:00.000Z",
      "2027-03-10T03:00:00.000Z",
      "2027-03-19T01:00:00.000Z",
      "2027-03-24T02:00:00.000Z",
      "2027-03-31T02:00:00.000Z",
    ]);
  });

  it("puts each date that happens in the calendar month, and the series once in lists at its next date", async () => {
    const march = await t.app.services.events.between("2027-03-01", "2027-04-01");
    expect(march.filter((e) => e.id === choir.id).map((e) => e.startsAt)).toEqual([
      at("2027-03-09", "19:00"),
      at("2027-03-18", "18:00"),
      at("2027-03-23", "19:00"),
      at("2027-03-30", "19:00"),
    ]);
    const listed = await t.app.inject({ method: "GET", url: "/api/events?from=2027-03-01&to=2027-04-01" });
    expect(listed.json<{ items: SchoolEvent[] }>().items.map((e) => e.id)).toEqual([choir.id]);

    clock.set("2027-03-03T12:00:00.000Z");
    const upcoming = await t.app.services.events.upcoming({ limit: 10 });
    expect(upcoming.map((e) => [e.id, e.startsAt])).toEqual([[choir.id, at("2027-03-09", "19:00")]]);
    clock.set("2027-04-01T12:00:00.000Z");
    expect(await t.app.services.events.upcoming({ limit: 10 })).toEqual([]);
    clock.set("2026-11-23T17:00:00.000Z");
  });

  it("names the field when the last date is missing or too far, and writes nothing", async () => {
    const send = (body: object) => office.send("PUT", `/api/events/${choir.id}`, { ...body, version: choir.version });
    const missing = await send({ repeatUntil: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ repeatUntil: "Enter the last date the event repeats on." });
    const tooFar = await send({ repeatUntil: "2028-03-01" });
    expect(tooFar.json().fields.repeatUntil).toMatch(/^A series can run for up to a year/);

    const single = await send({ repeat: null });
    expect(single.statusCode).toBe(200);
    expect(single.json()).toMatchObject({ repeat: null, repeatUntil: null, occurrenceChanges: [] });
    const feed = await t.app.inject({ method: "GET", url: "/calendar.ics" });
    expect(feed.body).not.toContain("RRULE");
    expect(expandFeed(feed.body, `${choir.id}@pinecrest.example`)).toEqual(["2027-02-17T03:00:00.000Z"]);
  });
});
