import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SchoolEvent } from "../../../common/content/events/types.ts";
import type { Page } from "../../../common/content/types.ts";
import { VOLUNTEER_MESSAGES } from "../../../common/forms/volunteer-schema.ts";
import type { EventHelpers, OfficeSignup } from "../../../common/inbox/signups.ts";
import { zonedToInstant } from "../../../common/zoned-time.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { AuthClient, signedInOffice } from "../../test-support/auth-client.ts";
import { manualClock, TEST_START } from "../../test-support/clock.ts";
import { UNKNOWN_UUID } from "../../test-support/content-fixture.ts";
import { testDialects } from "../../test-support/databases.ts";
import { whileHeld } from "../../test-support/held-rows.ts";

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.parse(TEST_START) + n * DAY).toISOString();
const at = (date: string, time: string) => zonedToInstant(date, time).toISOString();

const helper = (name: string, email: string) => ({
  name,
  email,
  phone: "250 555 0101",
  interests: ["events"],
  availability: "",
  criminalRecordCheck: "yes",
  notes: "",
});

describe.each(testDialects)("volunteer places and the office's sign-ups on %s", (dialect) => {
  let t: TestApp;
  let office: AuthClient;
  let concert: SchoolEvent;
  let fair: SchoolEvent;
  const clock = manualClock();

  /** A sign-up from its own address (the form's per-address limit stays out of the way). */
  const signUp = (body: object) => new AuthClient(t.app).post("/api/volunteers", body);

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now });
    office = await signedInOffice(t.app, t.database);
    const base = {
      summary: "Help wanted.",
      descriptionHtml: "<p>Details.</p>",
      location: "PCS Gymnasium",
      category: "community" as const,
      volunteersWanted: true,
      status: "published" as const,
    };
    concert = await t.app.services.events.create({
      ...base,
      title: "Christmas Concert",
      volunteersNeeded: 3,
      startsAt: inDays(10),
      endsAt: inDays(10.1),
    });
    fair = await t.app.services.events.create({
      ...base,
      title: "Spring Fair",
      volunteersNeeded: null,
      startsAt: inDays(40),
      endsAt: inDays(40.2),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("counts the places left on events that ask for a number of helpers", async () => {
    expect((await signUp({ ...helper("Ann Lee", "ann@example.com"), eventId: concert.id })).statusCode).toBe(200);
    clock.advance(60_000);
    const places = await t.app.services.volunteers.placesFor([concert, fair]);
    expect(places).toEqual({ [concert.id]: { needed: 3, taken: 1, left: 2 } });
  });

  it("gives the last place to one of several people taking it at once; the others hear the event is full", async () => {
    expect((await signUp({ ...helper("Bo Chan", "bo@example.com"), eventId: concert.id })).statusCode).toBe(200);
    // Every INSERT waits (reads pass) until all five racers are queued on a lock.
    const replies = await whileHeld(t.database, "LOCK TABLE volunteer_signups IN EXCLUSIVE MODE", 5, () =>
      Promise.all(
        ["Cy", "Di", "Ed", "Flo", "Gus"].map((name) =>
          signUp({ ...helper(`${name} Racer`, `${name.toLowerCase()}@example.com`), eventId: concert.id }),
        ),
      ),
    );
    const codes = replies.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 400, 400, 400, 400]);
    for (const res of replies.filter((r) => r.statusCode === 400)) {
      expect(res.json()).toMatchObject({ code: "VALIDATION", fields: { eventId: VOLUNTEER_MESSAGES.eventFull } });
    }
    const stored = await t.database.db.kysely
      .selectFrom("volunteer_signups")
      .select("id")
      .where("event_id", "=", concert.id)
      .execute();
    expect(stored).toHaveLength(3);
    expect(await t.app.services.volunteers.placesFor([concert])).toEqual({
      [concert.id]: { needed: 3, taken: 3, left: 0 },
    });
  });

  it("keeps taking sign-ups for an event without a number, and general offers of help", async () => {
    expect((await signUp({ ...helper("Hal Fair", "hal@example.com"), eventId: fair.id })).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await signUp({ ...helper("Ivy General", "ivy@example.com"), eventId: "" })).statusCode).toBe(200);
  });

  it("is for administrators only", async () => {
    const visitor = new AuthClient(t.app);
    for (const url of [
      "/api/volunteers",
      "/api/volunteers/events",
      `/api/volunteers/count?event=${concert.id}`,
      "/api/volunteers/export.csv",
    ]) {
      expect((await visitor.request({ method: "GET", url })).statusCode).toBe(401);
    }
    expect((await visitor.send("DELETE", `/api/volunteers/${UNKNOWN_UUID}`)).statusCode).toBe(401);
  });

  it("summarises each event's helpers against the number it asked for", async () => {
    const res = await office.request({ method: "GET", url: "/api/volunteers/events" });
    expect(res.statusCode).toBe(200);
    const { events } = res.json() as { events: EventHelpers[] };
    expect(events.map((e) => [e.title, e.signedUp, e.needed])).toEqual([
      ["Christmas Concert", 3, 3],
      ["Spring Fair", 1, null],
    ]);
  });

  it("counts one event's sign-ups for the question before its delete, as a number without anyone's details", async () => {
    const countOf = async (event: string) => {
      const res = await office.request({ method: "GET", url: `/api/volunteers/count?event=${event}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    // Single events' sign-ups name no date, so none is listed by date (a series' are: dates-gone.test.ts).
    expect(await countOf(concert.id)).toEqual({ count: 3, datesToCome: [] });
    expect(await countOf(fair.id)).toEqual({ count: 1, datesToCome: [] });
    expect(await countOf(UNKNOWN_UUID)).toEqual({ count: 0, datesToCome: [] });
    const bad = await office.request({ method: "GET", url: "/api/volunteers/count?event=none" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ event: "Event must be an event's id." });
  });

  it("lists sign-ups newest first with their event and contact details, filtered by event or search", async () => {
    const all = (await office.request({ method: "GET", url: "/api/volunteers" })).json() as Page<OfficeSignup>;
    expect(all.total).toBe(5);
    expect(all.items[0]).toMatchObject({ name: "Ivy General", eventId: null, eventTitle: null, phone: "250 555 0101" });
    const forConcert = (
      await office.request({ method: "GET", url: `/api/volunteers?event=${concert.id}` })
    ).json() as Page<OfficeSignup>;
    expect(forConcert.items.map((s) => s.eventTitle)).toEqual([
      "Christmas Concert",
      "Christmas Concert",
      "Christmas Concert",
    ]);
    const general = (
      await office.request({ method: "GET", url: "/api/volunteers?event=none" })
    ).json() as Page<OfficeSignup>;
    expect(general.items.map((s) => s.name)).toEqual(["Ivy General"]);
    const found = (
      await office.request({ method: "GET", url: "/api/volunteers?q=HAL%40" })
    ).json() as Page<OfficeSignup>;
    expect(found.items.map((s) => s.name)).toEqual(["Hal Fair"]);
    const bad = await office.request({ method: "GET", url: "/api/volunteers?event=the-fair" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("event");
  });

  it("exports one event's helpers as CSV in the order they signed up", async () => {
    const res = await office.request({ method: "GET", url: `/api/volunteers/export.csv?event=${concert.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="volunteer-sign-ups-2026-11-23.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Signed up,Event,Date,Date no longer held,Name,Email,Phone,Ways to help,Availability,Criminal record check,Anything else",
    );
    expect(lines).toHaveLength(4);
    // A single event's sign-up names no date: the event's own is its date.
    expect(lines[1]).toContain(
      'Christmas Concert,,,Ann Lee,ann@example.com,250 555 0101,Events,,"Yes, I have a current check",',
    );
    // When, as the office's clocks read it: a date and time a spreadsheet takes as one, not UTC text.
    expect(lines[1]).toMatch(/^2026-11-\d\d \d\d:\d\d,Christmas Concert,/);
  });

  it("removes a sign-up, which frees its place; audited; a second removal is 404", async () => {
    const [first] = (
      (await office.request({ method: "GET", url: `/api/volunteers?event=${concert.id}` })).json() as Page<OfficeSignup>
    ).items;
    if (!first) throw new Error("The concert has sign-ups");
    expect((await office.send("DELETE", `/api/volunteers/${first.id}`)).statusCode).toBe(204);
    expect((await office.send("DELETE", `/api/volunteers/${first.id}`)).statusCode).toBe(404);
    const [entry] = await t.app.services.audit.list(1);
    expect(entry).toMatchObject({ action: "volunteers.deleted", detail: { id: first.id, eventId: concert.id } });
    // The event says what was removed; the volunteer's address and name are never written (ADR 065).
    expect(JSON.stringify(entry?.detail)).not.toMatch(new RegExp(`${first.email}|${first.name}`, "i"));
    const log = await office.request({ method: "GET", url: "/api/audit?section=volunteers" });
    expect(log.json<{ items: { description: string }[] }>().items[0]?.description).toBe(
      "Removed a volunteer sign-up for Christmas Concert",
    );
    expect((await t.app.services.volunteers.placesFor([concert]))[concert.id]?.left).toBe(1);
    expect((await signUp({ ...helper("Jo Late", "jo@example.com"), eventId: concert.id })).statusCode).toBe(200);
  });

  it("tells the page cache when an event's places change: a sign-up for it and its removal, not a general offer", async () => {
    let changes = 0;
    const stop = t.database.db.changes.subscribe(() => {
      changes++;
    });
    try {
      expect((await signUp({ ...helper("Kim Park", "kim@example.com"), eventId: fair.id })).statusCode).toBe(200);
      expect(changes).toBe(1);
      expect((await signUp(helper("Lee Anyhow", "lee@example.com"))).statusCode).toBe(200);
      expect(changes).toBe(1);
      const kim = (
        (await office.request({ method: "GET", url: `/api/volunteers?event=${fair.id}` })).json() as Page<OfficeSignup>
      ).items.find((signup) => signup.email === "kim@example.com");
      if (!kim) throw new Error("Kim's sign-up is listed under the fair");
      expect((await office.send("DELETE", `/api/volunteers/${kim.id}`)).statusCode).toBe(204);
      expect(changes).toBe(2);
    } finally {
      stop();
    }
  });

  it("lists a series asking for helpers at its next date, and not once its dates left are all cancelled", async () => {
    const series = (title: string, first: string, repeat: "weekly" | "monthly-weekday", cancelled: string[] = []) =>
      t.app.services.events.create({
        title,
        summary: "Help wanted.",
        descriptionHtml: "<p>Details.</p>",
        location: "Library",
        category: "community",
        volunteersWanted: true,
        volunteersNeeded: 2,
        status: "published",
        startsAt: at(first, "18:30"),
        endsAt: at(first, "20:00"),
        repeat,
        repeatUntil: "2027-01-31",
        occurrenceChanges: cancelled.map((date) => ({ date, cancelled: true })),
      });
    // The second Tuesday of each month since September: next on 8 December, after the concert on the 3rd.
    const pac = await series("Parents' council", "2026-09-08", "monthly-weekday");
    // Tuesdays from 17 November: every date after the first is cancelled.
    await series("Called-off club", "2026-11-17", "weekly", [
      ...["2026-11-24", "2026-12-01", "2026-12-08", "2026-12-15", "2026-12-22", "2026-12-29"],
      ...["2027-01-05", "2027-01-12", "2027-01-19", "2027-01-26"],
    ]);
    const res = await office.request({ method: "GET", url: "/api/volunteers/events" });
    const { events } = res.json() as { events: EventHelpers[] };
    expect(events.map((e) => [e.title, e.startsAt])).toEqual([
      ["Christmas Concert", concert.startsAt],
      ["Parents' council", at("2026-12-08", "18:30")],
      ["Spring Fair", fair.startsAt],
    ]);
    expect(events.find((e) => e.eventId === pac.id)?.endsAt).toBe(at("2026-12-08", "20:00"));
  });
});
