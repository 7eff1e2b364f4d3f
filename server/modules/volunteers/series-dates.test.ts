import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SchoolEvent } from "../../../common/content/events/types.ts";
import type { Page } from "../../../common/content/types.ts";
import { VOLUNTEER_MESSAGES } from "../../../common/forms/volunteer-schema.ts";
import type { EventHelpers, OfficeSignup } from "../../../common/inbox/signups.ts";
import { addDays, zonedDate, zonedToInstant } from "../../../common/zoned-time.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { AuthClient, signedInOffice } from "../../test-support/auth-client.ts";
import { manualClock, TEST_START } from "../../test-support/clock.ts";
import { testDialects } from "../../test-support/databases.ts";

/** The school's day `n` days from the tests' clock, so every date below follows the clock, not the calendar. */
const day = (n: number) => addDays(zonedDate(new Date(TEST_START)), n);
const at = (date: string, time: string) => zonedToInstant(date, time).toISOString();

const helper = (name: string, email: string) => ({
  name,
  email,
  phone: "250 555 0101",
  interests: [],
  criminalRecordCheck: "yes",
});

describe.each(testDialects)("volunteering for one date of a repeating event on %s", (dialect) => {
  let t: TestApp;
  let lunch: SchoolEvent;
  let fair: SchoolEvent;
  const clock = manualClock();
  // Hot lunch every week, 11:30 AM to 1:00 PM, two helpers each date; its first date was three days ago and the
  // office cancelled the second one to come.
  const first = day(-3);
  const next = day(4);
  const cancelled = day(11);
  const later = day(18);

  /** A sign-up from its own address (the form's per-address limit stays out of the way), a minute after the last. */
  const signUp = (body: object) => {
    clock.advance(60_000);
    return new AuthClient(t.app).post("/api/volunteers", body);
  };
  const forLunch = (name: string, date: string | undefined) =>
    signUp({ ...helper(name, `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`), eventId: lunch.id, date });

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now });
    const base = {
      summary: "Serve lunch.",
      descriptionHtml: "<p>Aprons provided.</p>",
      location: "PCS Gymnasium",
      category: "community" as const,
      volunteersWanted: true,
      volunteersNeeded: 2,
      status: "published" as const,
    };
    lunch = await t.app.services.events.create({
      ...base,
      title: "Hot lunch",
      startsAt: at(first, "11:30"),
      endsAt: at(first, "13:00"),
      repeat: "weekly",
      repeatUntil: day(60),
      occurrenceChanges: [{ date: cancelled, cancelled: true }],
    });
    fair = await t.app.services.events.create({
      ...base,
      title: "Spring Fair",
      startsAt: at(day(20), "10:00"),
      endsAt: at(day(20), "14:00"),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("asks which date a series' helper will come, and refuses a date that is over, cancelled or not the series'", async () => {
    const missing = await forLunch("Ann Lee", undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: "VALIDATION", fields: { date: "Choose which date you will help" } });
    for (const date of [at(first, "11:30"), at(cancelled, "11:30"), at(next, "12:00")]) {
      const refused = await forLunch("Ann Lee", date);
      expect(refused.statusCode, date).toBe(400);
      expect(refused.json().fields).toEqual({ date: "Choose a date that is still to come" });
    }
    expect(await t.app.services.volunteers.list()).toEqual([]);

    const res = await forLunch("Ann Lee", at(next, "11:30"));
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.services.volunteers.list()).map((s) => [s.name, s.eventId, s.date])).toEqual([
      ["Ann Lee", lunch.id, at(next, "11:30")],
    ]);
  });

  it("no longer takes a date once it has begun", async () => {
    const before = clock.now();
    try {
      clock.set(at(next, "11:45"));
      const res = await forLunch("Late Comer", at(next, "11:30"));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ date: VOLUNTEER_MESSAGES.datePassed });
    } finally {
      clock.set(before);
    }
  });

  it("refuses a date for a single event and for general help, naming the date", async () => {
    for (const eventId of [fair.id, ""]) {
      const res = await signUp({
        ...helper("Bo Chan", "bo@example.com"),
        interests: ["events"],
        eventId,
        date: at(next, "11:30"),
      });
      expect(res.statusCode, eventId).toBe(400);
      expect(res.json().fields).toEqual({ date: VOLUNTEER_MESSAGES.dateNotWanted });
    }
  });

  it("counts places per date: a full date is refused while the next one still takes helpers", async () => {
    expect((await forLunch("Cy Racer", at(next, "11:30"))).statusCode).toBe(200);
    const full = await forLunch("Di Racer", at(next, "11:30"));
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({ code: "VALIDATION", fields: { date: "That date is full: choose another" } });
    expect((await forLunch("Di Racer", at(later, "11:30"))).statusCode).toBe(200);

    const places = (await t.app.services.volunteers.placesFor([lunch]))[lunch.id];
    expect(places?.needed).toBe(2);
    expect(places?.dates?.slice(0, 2)).toEqual([
      { startsAt: at(next, "11:30"), endsAt: at(next, "13:00"), taken: 2, left: 0 },
      { startsAt: at(later, "11:30"), endsAt: at(later, "13:00"), taken: 1, left: 1 },
    ]);
    // Every date to come is listed, the cancelled one left out; the series is full only when all of them are.
    expect(places?.dates?.map((d) => d.startsAt)).not.toContain(at(cancelled, "11:30"));
    expect(places?.left).toBeGreaterThan(0);
  });

  it("keeps a date's helpers with it when the office moves that date", async () => {
    const moved = await t.app.services.events.update(lunch.id, {
      occurrenceChanges: [
        { date: cancelled, cancelled: true },
        { date: later, cancelled: false, startsAt: at(later, "12:00"), endsAt: at(later, "13:30") },
      ],
      version: lunch.version,
    });
    if (!moved) throw new Error("Hot lunch is there to change");
    lunch = moved;
    // As the public lists hand it over, at its next date: the dates still follow the rule from its first.
    const [listed] = (await t.app.services.events.upcoming({ limit: 100 })).filter((e) => e.id === lunch.id);
    expect(listed?.startsAt).toBe(at(next, "11:30"));
    expect((await t.app.services.volunteers.datesFor(listed ? [listed] : []))[lunch.id]).toEqual(
      (await t.app.services.volunteers.datesFor([lunch]))[lunch.id],
    );
    const dates = (await t.app.services.volunteers.datesFor([lunch]))[lunch.id];
    expect(dates?.[1]).toEqual({ startsAt: at(later, "12:00"), endsAt: at(later, "13:30"), taken: 1, left: 1 });
    // Taking the last place on the moved date counts the helper who signed up before the move.
    expect((await forLunch("Ed Racer", at(later, "12:00"))).statusCode).toBe(200);
    expect((await forLunch("Flo Racer", at(later, "12:00"))).statusCode).toBe(400);
  });

  it("shows the office each helper's date and each coming date's helpers, and exports the date", async () => {
    // Signed in now: the clock's jump to a date under way above ended any session begun before it.
    const office = await signedInOffice(t.app, t.database);
    const listed = await office.request({ method: "GET", url: `/api/volunteers?event=${lunch.id}` });
    expect(listed.statusCode, listed.body).toBe(200);
    const list = listed.json() as Page<OfficeSignup>;
    expect(list.items.map((s) => [s.name, s.eventRepeats, s.date])).toEqual([
      ["Ed Racer", true, at(later, "12:00")],
      ["Di Racer", true, at(later, "11:30")],
      ["Cy Racer", true, at(next, "11:30")],
      ["Ann Lee", true, at(next, "11:30")],
    ]);

    const { events } = (await office.request({ method: "GET", url: "/api/volunteers/events" })).json() as {
      events: EventHelpers[];
    };
    const summary = events.find((e) => e.eventId === lunch.id);
    expect(summary).toMatchObject({ needed: 2, signedUp: 4, repeats: expect.stringMatching(/^Every week on /) });
    expect(summary?.dates?.slice(0, 2)).toEqual([
      { startsAt: at(next, "11:30"), endsAt: at(next, "13:00"), signedUp: 2 },
      { startsAt: at(later, "12:00"), endsAt: at(later, "13:30"), signedUp: 2 },
    ]);
    expect(summary?.dates).toHaveLength(8);

    expect((await signUp({ ...helper("Gus General", "gus@example.com"), interests: ["events"] })).statusCode).toBe(200);
    const csv = (await office.request({ method: "GET", url: "/api/volunteers/export.csv" })).body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(csv[0]).toBe(
      "Signed up,Event,Date,Date no longer held,Name,Email,Phone,Ways to help,Availability,Criminal record check,Anything else",
    );
    expect(csv.find((line) => line.includes("Ann Lee"))).toContain(`,Hot lunch,${next} 11:30,,Ann Lee,`);
    expect(csv.find((line) => line.includes("Gus General"))).toContain(",Any event (general help),,,Gus General,");
  });
});
