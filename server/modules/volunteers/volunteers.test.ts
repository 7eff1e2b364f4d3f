import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SchoolEvent } from "../../../common/content/events/types.ts";
import {
  controlCharactersMessage,
  EMAIL_MESSAGES,
  NAME_MESSAGES,
  PHONE_MESSAGES,
} from "../../../common/forms/fields.ts";
import { VOLUNTEER_MESSAGES } from "../../../common/forms/volunteer-schema.ts";
import { zonedToInstant } from "../../../common/zoned-time.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { AuthClient } from "../../test-support/auth-client.ts";
import { TEST_START } from "../../test-support/clock.ts";
import { UNKNOWN_UUID } from "../../test-support/content-fixture.ts";
import { testDialects } from "../../test-support/databases.ts";

const DAY = 86_400_000;
/** Days from the test clock's start (createTestApp's services read the same clock). */
const inDays = (n: number) => new Date(Date.parse(TEST_START) + n * DAY).toISOString();
const at = (date: string, time: string) => zonedToInstant(date, time).toISOString();

const valid = {
  name: "Sam Lee",
  email: "sam@example.com",
  phone: "250 555 0101",
  interests: ["hot-lunch", "events"],
  availability: "Tuesday mornings",
  criminalRecordCheck: "in-progress",
  notes: "",
};

describe.each(testDialects)("POST /api/volunteers on %s", (dialect) => {
  let t: TestApp;
  let fair: SchoolEvent;
  let pastEvent: SchoolEvent;
  let draftEvent: SchoolEvent;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const base = {
      summary: "Help wanted.",
      descriptionHtml: "<p>Details.</p>",
      location: "PCS Gymnasium",
      category: "community" as const,
      volunteersWanted: true,
      volunteersNeeded: 12,
      status: "published" as const,
    };
    fair = await t.app.services.events.create({
      ...base,
      title: "Spring Fair",
      startsAt: inDays(20),
      endsAt: inDays(20.2),
    });
    pastEvent = await t.app.services.events.create({
      ...base,
      title: "Fall Barbecue",
      startsAt: inDays(-3),
      endsAt: inDays(-2.9),
    });
    draftEvent = await t.app.services.events.create({
      ...base,
      title: "Unannounced",
      startsAt: inDays(30),
      endsAt: inDays(30.1),
      status: "draft",
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const stored = () => t.app.services.volunteers.list({ limit: 500 });
  const client = () => new AuthClient(t.app);

  it("stores a sign-up for an upcoming event and answers 200", async () => {
    const visitor = client();
    const res = await visitor.post("/api/volunteers", { ...valid, eventId: fair.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const rows = (await stored()).filter((s) => s.ip === visitor.remoteAddress);
    expect(rows).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: "Sam Lee",
        email: "sam@example.com",
        phone: "250 555 0101",
        eventId: fair.id,
        date: null,
        interests: ["hot-lunch", "events"],
        availability: "Tuesday mornings",
        criminalRecordCheck: "in-progress",
        notes: null,
        createdAt: expect.any(String),
        handled: false,
        ip: visitor.remoteAddress,
      },
    ]);
  });

  it("stores a general offer of help without an event (eventId left out, empty or null)", async () => {
    for (const eventId of [undefined, "", null]) {
      const visitor = client();
      const res = await visitor.post("/api/volunteers", { ...valid, eventId });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = (await stored()).filter((s) => s.ip === visitor.remoteAddress);
      expect(row?.eventId).toBeNull();
    }
  });

  it("accepts an event without roles, but not neither", async () => {
    const visitor = client();
    expect((await visitor.post("/api/volunteers", { ...valid, interests: [], eventId: fair.id })).statusCode).toBe(200);
    const res = await visitor.post("/api/volunteers", { ...valid, interests: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ interests: VOLUNTEER_MESSAGES.interests });
  });

  it("names every missing field with its GOV.UK message and stores nothing", async () => {
    const before = (await stored()).length;
    const res = await client().post("/api/volunteers", {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "VALIDATION",
      fields: {
        name: NAME_MESSAGES.missing,
        email: EMAIL_MESSAGES.missing,
        phone: PHONE_MESSAGES.missing,
        interests: VOLUNTEER_MESSAGES.interests,
        criminalRecordCheck: VOLUNTEER_MESSAGES.recordCheck,
      },
    });
    expect(Object.keys(res.json().fields)).toHaveLength(5);
    expect(await stored()).toHaveLength(before);
  });

  it.each([
    ["email", "sam@", EMAIL_MESSAGES.format],
    ["phone", "12", PHONE_MESSAGES.format],
    ["interests", ["juggling"], VOLUNTEER_MESSAGES.interests],
    ["interests", "events", VOLUNTEER_MESSAGES.interests],
    ["criminalRecordCheck", "maybe", VOLUNTEER_MESSAGES.recordCheck],
    ["availability", "x".repeat(1001), VOLUNTEER_MESSAGES.availabilityTooLong],
    ["notes", "x".repeat(2001), VOLUNTEER_MESSAGES.notesTooLong],
    ["eventId", "spring-fair", VOLUNTEER_MESSAGES.eventId],
  ])("refuses a bad %s (%j) with 400, naming only that field", async (field, value, message) => {
    const before = (await stored()).length;
    const res = await client().post("/api/volunteers", { ...valid, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [field]: message });
    expect(await stored()).toHaveLength(before);
  });

  // PostgreSQL refuses NUL in text: before the rule it was a 500 on both ways in (issue 18).
  it.each([
    ["name", "Sam\u0000", controlCharactersMessage("Name")],
    ["email", "\u0000sam@example.com", controlCharactersMessage("Email address")],
    ["phone", "250 555 0101\u0000", controlCharactersMessage("Telephone number")],
    ["availability", "Tuesdays\u0000", controlCharactersMessage("Availability")],
    ["notes", "Allergic to\u007f peanuts", controlCharactersMessage("Anything else")],
    ["eventId", "\u0000", VOLUNTEER_MESSAGES.eventId],
  ])(
    "refuses a control character in %s with 400 naming that field, on the API and the service",
    async (field, value, message) => {
      const before = (await stored()).length;
      const res = await client().post("/api/volunteers", { ...valid, [field]: value });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({ [field]: message });
      // The no-JavaScript path calls the same service.
      await expect(
        t.app.services.volunteers.submit({ ...valid, [field]: value }, { ip: "203.0.113.51" }),
      ).rejects.toMatchObject({ code: "VALIDATION", fields: { [field]: message } });
      expect(await stored()).toHaveLength(before);
    },
  );

  it("keeps tabs and line breaks in availability and notes, text areas", async () => {
    const visitor = client();
    const res = await visitor.post("/api/volunteers", { ...valid, availability: "Mon\nTue\tam", notes: "a\r\nb" });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = (await stored()).filter((s) => s.ip === visitor.remoteAddress);
    expect(row).toMatchObject({ availability: "Mon\nTue\tam", notes: "a\r\nb" });
  });

  it("answers a JSON body that is not an object (null, a list, a string, a number) with 400, not a 500", async () => {
    const visitor = client();
    const csrf = await visitor.fetchCsrfToken();
    for (const payload of ["null", "[]", '"sam"', "42"]) {
      const res = await visitor.request({
        method: "POST",
        url: "/api/volunteers",
        headers: { "x-csrf-token": csrf, "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: "VALIDATION", fields: { _: expect.any(String) } });
    }
  });

  it("refuses an unknown, a past or an unpublished event with 400 on eventId, storing nothing", async () => {
    const before = (await stored()).length;
    for (const eventId of [UNKNOWN_UUID, pastEvent.id, draftEvent.id]) {
      const res = await client().post("/api/volunteers", { ...valid, eventId });
      expect(res.statusCode, eventId).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION", fields: { eventId: VOLUNTEER_MESSAGES.eventId } });
    }
    expect(await stored()).toHaveLength(before);
  });

  it("takes sign-ups for a weekly series after its first date, and refuses one whose dates are over or cancelled", async () => {
    // Tuesdays at 19:00 in Penticton; the tests' clock reads Monday 23 November, 9:00 AM there.
    const tuesdays = (title: string, first: string, repeatUntil: string, cancelled: string[] = []) =>
      t.app.services.events.create({
        title,
        summary: "Help wanted.",
        descriptionHtml: "<p>Details.</p>",
        location: "Chapel",
        category: "community",
        volunteersWanted: true,
        volunteersNeeded: 12,
        status: "published",
        startsAt: at(first, "19:00"),
        endsAt: at(first, "20:30"),
        repeat: "weekly",
        repeatUntil,
        occurrenceChanges: cancelled.map((date) => ({ date, cancelled: true })),
      });
    // Its first date was last Tuesday; four more are to come.
    const choir = await tuesdays("Choir practice", "2026-11-17", "2026-12-15");
    // Its last date was last Tuesday.
    const over = await tuesdays("Fall reading club", "2026-10-27", "2026-11-17");
    // Dates to come, but the office cancelled every one of them.
    const called = await tuesdays("Called-off club", "2026-11-10", "2026-12-01", ["2026-11-24", "2026-12-01"]);

    const visitor = client();
    // Its next date, the day after the clock's.
    const res = await visitor.post("/api/volunteers", { ...valid, eventId: choir.id, date: at("2026-11-24", "19:00") });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored()).filter((s) => s.ip === visitor.remoteAddress).map((s) => s.eventId)).toEqual([choir.id]);

    const before = (await stored()).length;
    for (const eventId of [over.id, called.id]) {
      const refused = await client().post("/api/volunteers", { ...valid, eventId });
      expect(refused.statusCode, eventId).toBe(400);
      expect(refused.json()).toMatchObject({ code: "VALIDATION", fields: { eventId: VOLUNTEER_MESSAGES.eventId } });
    }
    expect(await stored()).toHaveLength(before);
  });

  it("thanks a bot that filled the honeypot, and stores nothing", async () => {
    const before = (await stored()).length;
    const res = await client().post("/api/volunteers", { ...valid, website: "buy-now.example" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await stored()).toHaveLength(before);
  });

  it("refuses a request without the CSRF token with 403 and stores nothing", async () => {
    const before = (await stored()).length;
    const visitor = client();
    await visitor.fetchCsrfToken();
    const res = await visitor.post("/api/volunteers", valid, null);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "CSRF_INVALID" });
    expect(await stored()).toHaveLength(before);
  });

  it("answers the 6th request from one address in 10 minutes with 429 and Retry-After", async () => {
    const visitor = client();
    for (let i = 1; i <= 5; i++) expect((await visitor.post("/api/volunteers", valid)).statusCode).toBe(200);
    const before = (await stored()).length;
    const limited = await visitor.post("/api/volunteers", valid);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(590);
    expect(limited.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(await stored()).toHaveLength(before);
    // Each form counts apart: the same address can still write to the office.
    const contact = { name: "Sam", email: "sam@example.com", topic: "general", message: "Hello" };
    expect((await visitor.post("/api/contact", contact)).statusCode).toBe(200);
  });

  it("keeps a sign-up when its event is deleted, as a general offer of help", async () => {
    const base = { ...fair, title: "Orchard clean-up", startsAt: inDays(40), endsAt: inDays(40.1) };
    const { id: _id, createdAt: _c, updatedAt: _u, version: _v, ...input } = base;
    const cleanUp = await t.app.services.events.create(input);
    const visitor = client();
    expect((await visitor.post("/api/volunteers", { ...valid, eventId: cleanUp.id })).statusCode).toBe(200);
    expect(await t.app.services.events.remove(cleanUp.id)).toBe(true);
    const [row] = (await stored()).filter((s) => s.ip === visitor.remoteAddress);
    expect(row).toMatchObject({ name: "Sam Lee", eventId: null });
  });
});
