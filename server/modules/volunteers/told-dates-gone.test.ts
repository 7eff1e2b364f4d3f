/**
 * The office e-mails the volunteers whose date a series no longer has (ADR 069): each once, in plain words, through a
 * real SMTP server; the list and the summary say who was told.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SchoolEvent } from "../../../common/content/events/types.ts";
import type { Page } from "../../../common/content/types.ts";
import { formatSchoolDay, weekdayOf } from "../../../common/day-words.ts";
import type { EventHelpers, OfficeSignup, ToldDatesGone } from "../../../common/inbox/signups.ts";
import { site } from "../../../common/site.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { AuthClient, signedInOffice } from "../../test-support/auth-client.ts";
import { manualClock, TEST_START } from "../../test-support/clock.ts";
import { UNKNOWN_UUID } from "../../test-support/content-fixture.ts";
import { testDialects } from "../../test-support/databases.ts";
import { addressOf, atTime, createHotLunch, schoolDay, signUpForDate } from "../../test-support/hot-lunch.ts";
import { startTestSmtp, type TestSmtp } from "../../test-support/smtp.ts";

const day = schoolDay;
const at = atTime;
const SITE_URL = "http://www.pinecrest.example";
/** "Friday, December 4, 2026", as the e-mail names a date. */
const fullDay = (date: string) => `${weekdayOf(date)}, ${formatSchoolDay(date)}`;

describe.each(testDialects)("telling volunteers their date is no longer held, on %s", (dialect) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let office: AuthClient;
  let lunch: SchoolEvent;
  const clock = manualClock();
  // Hot lunch every week at 11:30 from ten days ago; helpers for two dates to come and one that has passed.
  const past = day(-3);
  const soon = day(4);
  const later = day(11);
  const mailsTo = (to: string) => smtp.received.filter((m) => !Array.isArray(m.to) && m.to?.text === to);
  const signUp = (name: string, date: string) => signUpForDate(t, clock, lunch.id, name, date);
  const tell = (eventId = lunch.id) => office.send("POST", `/api/volunteers/events/${eventId}/tell-dates-gone`);
  const listed = async () =>
    (
      (await office.request({ method: "GET", url: `/api/volunteers?event=${lunch.id}` })).json() as Page<OfficeSignup>
    ).items.map((s) => [s.name, s.dateGone, s.toldGoneAt]);
  const summary = async () =>
    (
      (await office.request({ method: "GET", url: "/api/volunteers/events" })).json() as { events: EventHelpers[] }
    ).events.find((e) => e.eventId === lunch.id);
  const change = async (body: object) => {
    const res = await office.send("PUT", `/api/events/${lunch.id}`, { ...body, version: lunch.version });
    expect(res.statusCode, res.body).toBe(200);
    lunch = res.json() as SchoolEvent;
  };

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url, SITE_URL }, { now: clock.now });
    lunch = await createHotLunch(t.app.services);
    clock.set(at(day(-5), "09:00"));
    await signUp("Pat Past", past);
    clock.set(TEST_START);
    await signUp("Ann Soon", soon);
    await signUp("Bo Soon", soon);
    await signUp("Cy Later", later);
    office = await signedInOffice(t.app, t.database);
    await t.app.services.mail.deliverDue();
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("is for administrators with the CSRF token, for an event that exists, and is documented", async () => {
    const visitor = new AuthClient(t.app);
    expect((await visitor.send("POST", `/api/volunteers/events/${lunch.id}/tell-dates-gone`)).statusCode).toBe(401);
    const noToken = await office.request({ method: "POST", url: `/api/volunteers/events/${lunch.id}/tell-dates-gone` });
    expect(noToken.statusCode).toBe(403);
    expect((await tell(UNKNOWN_UUID)).statusCode).toBe(404);
    const notAnId = await tell("lunch");
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().fields).toEqual({ id: "That is not an event's id." });
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(doc.paths["/api/volunteers/events/{id}/tell-dates-gone"] ?? {})).toEqual(["post"]);
  });

  it("tells nobody while every date happens", async () => {
    const res = await tell();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ToldDatesGone>()).toEqual({ told: 0, emailOn: true });
    await t.app.services.mail.deliverDue();
    expect(smtp.received).toEqual([]);
    expect((await summary())?.untoldOnDatesGone).toBe(0);
  });

  it("e-mails each helper of a cancelled date once, says when, and leaves the other dates' helpers alone", async () => {
    await change({ occurrenceChanges: [{ date: soon, cancelled: true }] });
    expect(await summary()).toMatchObject({ onDatesGone: 2, untoldOnDatesGone: 2 });

    const res = await tell();
    expect(res.json<ToldDatesGone>()).toEqual({ told: 2, emailOn: true });
    await t.app.services.mail.deliverDue();
    const [ann] = mailsTo(addressOf("Ann Soon"));
    expect(ann?.subject).toBe(`Hot lunch on ${fullDay(soon)} is cancelled`);
    expect(ann?.replyTo?.text).toBe(site.mailboxes.volunteers);
    expect(ann?.text).toContain("Hello Ann Soon,");
    expect(ann?.text).toContain(
      `Thank you for offering to help with Hot lunch on ${fullDay(soon)} at 11:30 AM. That date has been cancelled, so you are not needed then.`,
    );
    // The series has other dates: the volunteer may choose one.
    expect(ann?.text).toContain(`${SITE_URL}/event/${lunch.id}`);
    expect(mailsTo(addressOf("Bo Soon"))).toHaveLength(1);
    expect(mailsTo(addressOf("Cy Later"))).toEqual([]);
    expect(mailsTo(addressOf("Pat Past"))).toEqual([]);

    const told = clock.now().toISOString();
    expect(await listed()).toEqual([
      ["Cy Later", null, null],
      ["Bo Soon", "cancelled", told],
      ["Ann Soon", "cancelled", told],
      ["Pat Past", null, null],
    ]);
    expect(await summary()).toMatchObject({ onDatesGone: 2, untoldOnDatesGone: 0 });

    // A second press tells nobody twice.
    expect((await tell()).json<ToldDatesGone>()).toEqual({ told: 0, emailOn: true });
    await t.app.services.mail.deliverDue();
    expect(mailsTo(addressOf("Ann Soon"))).toHaveLength(1);

    // The activity log says what was done without naming the volunteers.
    const entry = (await t.app.services.audit.list()).find((item) => item.action === "volunteers.told_dates_gone");
    expect(entry?.detail).toEqual({ eventId: lunch.id, eventTitle: "Hot lunch", count: 2 });
  });

  it("says a date that went with a change of time differently, and tells only whom it did not tell before", async () => {
    // Now at noon: the later date at 11:30 is no longer one of the event's dates.
    await change({ startsAt: at(day(-10), "12:00"), endsAt: at(day(-10), "13:30") });
    expect(await summary()).toMatchObject({ untoldOnDatesGone: 1 });
    expect((await tell()).json<ToldDatesGone>()).toEqual({ told: 1, emailOn: true });
    await t.app.services.mail.deliverDue();
    const [cy] = mailsTo(addressOf("Cy Later"));
    expect(cy?.subject).toBe(`Hot lunch no longer takes place on ${fullDay(later)}`);
    expect(cy?.text).toContain(
      "The event's dates have changed and it no longer takes place then, so you are not needed at that time.",
    );
    expect(mailsTo(addressOf("Ann Soon"))).toHaveLength(1);
  });
});

describe.each(testDialects)("telling volunteers while e-mail is off, on %s", (dialect) => {
  let t: TestApp;
  const clock = manualClock();

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  it("keeps the messages waiting and says e-mail is off; a series' last date gone offers no other", async () => {
    const office = await signedInOffice(t.app, t.database);
    const fair = await t.app.services.events.create({
      title: "Book fair",
      summary: "Books.",
      descriptionHtml: "<p>Books.</p>",
      location: "Library",
      category: "community",
      volunteersWanted: true,
      volunteersNeeded: 2,
      status: "published",
      startsAt: at(day(2), "15:00"),
      endsAt: at(day(2), "17:00"),
      repeat: "weekly",
      repeatUntil: day(9),
      occurrenceChanges: [],
    });
    const res = await new AuthClient(t.app).post("/api/volunteers", {
      name: "Dee Last",
      email: "dee@example.com",
      phone: "250 555 0102",
      interests: [],
      criminalRecordCheck: "no",
      eventId: fair.id,
      date: at(day(9), "15:00"),
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = await office.send("PUT", `/api/events/${fair.id}`, {
      version: fair.version,
      occurrenceChanges: [
        { date: day(2), cancelled: true },
        { date: day(9), cancelled: true },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const told = await office.send("POST", `/api/volunteers/events/${fair.id}/tell-dates-gone`);
    expect(told.json<ToldDatesGone>()).toEqual({ told: 1, emailOn: false });
    const waiting = await t.database.db.kysely
      .selectFrom("mail_outbox")
      .select(["status", "subject", "body_text"])
      .where("kind", "=", "volunteer.date_gone")
      .execute();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.status).toBe("waiting");
    expect(waiting[0]?.subject).toBe(`Book fair on ${fullDay(day(9))} is cancelled`);
    // No date of the fair is left to choose.
    expect(waiting[0]?.body_text).not.toContain("/event/");
  });
});
