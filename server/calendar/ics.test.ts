import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SchoolEvent } from "../../common/content/events/types.ts";
import { addDays, zonedDate, zonedToInstant } from "../../common/zoned-time.ts";
import { createTestApp, type TestApp } from "../test-support/app.ts";
import { fixedEvents } from "../test-support/calendar-events.ts";
import { TEST_START } from "../test-support/clock.ts";
import { testDialects } from "../test-support/databases.ts";
import { buildIcs, escapeText, foldLine, icsFileName } from "./ics.ts";

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  return { calendar, events };
}

function expectWellFormed(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  const lines = text.split("\r\n").slice(0, -1);
  for (const line of lines) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  }
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines.at(-1)).toBe("END:VCALENDAR");
}

describe("buildIcs", () => {
  const text = buildIcs(fixedEvents, { siteUrl: "https://pinecrest.example", calendarName: "PCS events" });

  it("writes RFC 5545 text that ical.js reads back", () => {
    expectWellFormed(text);
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("PCS events");
    expect(events.map((e) => e.summary)).toEqual(["Christmas Concert", "Grade 12 Graduation", "Spring Break"]);
    const concert = events[0]!;
    expect(concert.uid).toBe("6f1c2a9e-0d4b-4b7e-9a51-2c3d4e5f6a7b@pinecrest.example");
    expect(concert.component.getFirstPropertyValue("url")).toBe(
      "https://pinecrest.example/event/6f1c2a9e-0d4b-4b7e-9a51-2c3d4e5f6a7b",
    );
    expect(concert.component.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-11-02T12:00:00Z");
  });

  it("gives timed events Vancouver wall-clock times that ical.js maps to the right instants, winter and summer", () => {
    const [concert, graduation] = parse(text).events;
    expect(concert!.startDate.zone?.tzid).toBe("America/Vancouver");
    expect([concert!.startDate.hour, concert!.startDate.minute]).toEqual([19, 0]);
    expect([concert!.endDate.hour, concert!.endDate.minute]).toEqual([20, 30]);
    expect(concert!.startDate.toJSDate().toISOString()).toBe("2026-12-11T03:00:00.000Z");
    expect([graduation!.startDate.day, graduation!.startDate.hour]).toEqual([4, 19]);
    expect(graduation!.startDate.toJSDate().toISOString()).toBe("2027-06-05T02:00:00.000Z");
  });

  it("writes all-day events as dates with an exclusive end", () => {
    const springBreak = parse(text).events[2]!;
    expect(springBreak.startDate.isDate).toBe(true);
    expect(springBreak.startDate.toString()).toBe("2027-03-15");
    expect(springBreak.endDate.toString()).toBe("2027-03-27");
    expect(text).toContain("DTSTART;VALUE=DATE:20270315\r\nDTEND;VALUE=DATE:20270327");
  });

  it("has a VTIMEZONE with standard and daylight observances for the span of its events", () => {
    const { calendar } = parse(text);
    const zone = calendar.getFirstSubcomponent("vtimezone")!;
    expect(zone.getFirstPropertyValue("tzid")).toBe("America/Vancouver");
    const observances = zone
      .getAllSubcomponents()
      .map((c) => [c.name, c.getFirstPropertyValue("dtstart")?.toString(), c.getFirstPropertyValue("tzname")]);
    expect(observances).toEqual([
      ["standard", "2026-11-01T02:00:00", "PST"],
      ["daylight", "2027-03-14T02:00:00", "PDT"],
    ]);
  });

  it("escapes text values and folds long lines without splitting characters", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const long = `DESCRIPTION:${"é".repeat(100)}`;
    const folded = foldLine(long);
    for (const line of folded.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replaceAll("\r\n ", "")).toBe(long);
    const event: SchoolEvent = { ...fixedEvents[0]!, title: "Fish, chips; and \\ more", summary: "Line one\nline two" };
    const parsed = parse(buildIcs([event], { siteUrl: "https://x.example", calendarName: "C" })).events[0]!;
    expect(parsed.summary).toBe("Fish, chips; and \\ more");
    expect(parsed.description).toBe("Line one\nline two\n\nDetails");
  });

  it("names downloads after the event", () => {
    expect(icsFileName("Grandparents' Day — Morning Tea")).toBe("grandparents-day-morning-tea.ics");
    expect(icsFileName("Café Crème")).toBe("cafe-creme.ics");
    expect(icsFileName("!!!")).toBe("event.ics");
  });

  it("does not depend on the process time zone (run under TZ=UTC and TZ=Asia/Tokyo)", () => {
    const script = fileURLToPath(new URL("../test-support/print-ics.ts", import.meta.url));
    const run = (tz: string) =>
      JSON.parse(
        execFileSync(process.execPath, ["--import", "tsx", script], {
          env: { ...process.env, TZ: tz },
          encoding: "utf8",
        }),
      ) as { localHour: number; ics: string };
    const utc = run("UTC");
    const tokyo = run("Asia/Tokyo");
    // The children really ran in different zones: 03:00 UTC is 12:00 in Tokyo.
    expect(utc.localHour).toBe(3);
    expect(tokyo.localHour).toBe(12);
    expect(tokyo.ics).toBe(utc.ics);
    for (const output of [utc, tokyo]) {
      const concert = parse(output.ics).events[0]!;
      expect([concert.startDate.hour, concert.startDate.minute]).toEqual([19, 0]);
      expect(output.ics).toContain("DTSTART;TZID=America/Vancouver:20261210T190000");
    }
  });
});

describe.each(testDialects)("calendar routes on %s", (dialect) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  // The feed's window is counted from the services' clock, which starts at TEST_START.
  const today = zonedDate(new Date(TEST_START));
  const at = (days: number, time: string) => zonedToInstant(addDays(today, days), time).toISOString();

  beforeAll(async () => {
    t = await createTestApp(dialect, { SITE_URL: "https://www.pinecrest.example", TRUST_PROXY: "127.0.0.1" });
    const events = t.app.services.events;
    const base = { summary: "S", descriptionHtml: "<p>D</p>", location: "PCS", status: "published" as const };
    const make = async (key: string, input: Parameters<typeof events.create>[0]) => {
      ids[key] = (await events.create(input)).id;
    };
    await make("concert", {
      ...base,
      title: "Christmas Concert",
      category: "arts",
      startsAt: at(10, "19:00"),
      endsAt: at(10, "20:30"),
    });
    await make("camp", {
      ...base,
      title: "Camp",
      category: "community",
      allDay: true,
      startsAt: addDays(today, 20),
      endsAt: addDays(today, 22),
    });
    await make("recent", {
      ...base,
      title: "Two months ago",
      category: "chapel",
      startsAt: at(-60, "09:00"),
      endsAt: at(-60, "10:00"),
    });
    await make("old", {
      ...base,
      title: "Four months ago",
      category: "chapel",
      startsAt: at(-125, "09:00"),
      endsAt: at(-125, "10:00"),
    });
    await make("far", {
      ...base,
      title: "Thirteen months ahead",
      category: "arts",
      startsAt: at(400, "09:00"),
      endsAt: at(400, "10:00"),
    });
    await make("draft", {
      ...base,
      title: "Draft",
      category: "arts",
      startsAt: at(5, "09:00"),
      endsAt: at(5, "10:00"),
      status: "draft",
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("GET /calendar.ics serves published events from 3 months back to 12 months ahead", async () => {
    const res = await t.app.inject({ method: "GET", url: "/calendar.ics" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["cache-control"]).toMatch(/max-age=\d+/);
    expectWellFormed(res.body);
    const { calendar, events } = parse(res.body);
    expect(events.map((e) => e.summary)).toEqual(["Two months ago", "Christmas Concert", "Camp"]);
    const concert = events[1]!;
    expect(concert.uid).toBe(`${ids.concert}@pinecrest.example`);
    expect(concert.component.getFirstPropertyValue("url")).toBe(`https://www.pinecrest.example/event/${ids.concert}`);
    expect([concert.startDate.hour, concert.startDate.minute]).toEqual([19, 0]);
    expect(concert.startDate.toJSDate().toISOString()).toBe(at(10, "19:00"));
    const camp = events[2]!;
    expect(camp.startDate.toString()).toBe(addDays(today, 20));
    expect(camp.endDate.toString()).toBe(addDays(today, 23));
    // The time zone covers the whole window, so both kinds of observance appear.
    const kinds = calendar
      .getFirstSubcomponent("vtimezone")!
      .getAllSubcomponents()
      .map((c) => c.name);
    expect(new Set(kinds)).toEqual(new Set(["standard", "daylight"]));
  });

  it("GET /calendar/:id.ics downloads one event; 404 for drafts, unknown and malformed ids", async () => {
    const res = await t.app.inject({ method: "GET", url: `/calendar/${ids.concert}.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="christmas-concert.ics"');
    const { events } = parse(res.body);
    expect(events.map((e) => e.uid)).toEqual([`${ids.concert}@pinecrest.example`]);

    for (const id of [ids.draft, "00000000-0000-4000-8000-000000000000", "christmas", "1"]) {
      expect((await t.app.inject({ method: "GET", url: `/calendar/${id}.ics` })).statusCode, id).toBe(404);
    }
  });
});
