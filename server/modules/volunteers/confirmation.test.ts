import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repeatDescription } from "../../../common/content/events/recurrence.ts";
import type { SchoolEvent } from "../../../common/content/events/types.ts";
import { formatSchoolDay, weekdayOf } from "../../../common/day-words.ts";
import { site } from "../../../common/site.ts";
import { addDays, zonedDate, zonedToInstant } from "../../../common/zoned-time.ts";
import { UID_DOMAIN } from "../../calendar/ics.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { AuthClient } from "../../test-support/auth-client.ts";
import { manualClock, TEST_START } from "../../test-support/clock.ts";
import { testDialects } from "../../test-support/databases.ts";
import { startTestSmtp, type TestSmtp } from "../../test-support/smtp.ts";
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY } from "./service.ts";

const DAY = 86_400_000;
const CANCEL = /http:\/\/www\.pinecrest\.example\/giving\/get-involved\/cancel\?token=([A-Za-z0-9_-]{43})/;

const helper = (email: string, eventId: string | null) => ({
  name: "Sam Lee",
  email,
  phone: "250 555 0101",
  interests: ["events", "hot-lunch"],
  criminalRecordCheck: "yes",
  eventId,
});

describe.each(testDialects)("the volunteer's confirmation e-mail on %s", (dialect) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let concert: SchoolEvent;
  const clock = manualClock();
  const mailsTo = (to: string) => smtp.received.filter((m) => !Array.isArray(m.to) && m.to?.text === to);

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(
      dialect,
      { SMTP_URL: smtp.url, SITE_URL: "http://www.pinecrest.example" },
      { now: clock.now },
    );
    concert = await t.app.services.events.create({
      title: "Christmas Concert",
      summary: "Carols.",
      descriptionHtml: "<p>Carols.</p>",
      location: "PCS Gymnasium",
      category: "community",
      volunteersWanted: true,
      volunteersNeeded: 5,
      status: "published",
      // 19:00 in Penticton, ten days after the tests' start.
      startsAt: new Date(Date.parse(TEST_START) + 10 * DAY + 10 * 3_600_000).toISOString(),
      endsAt: new Date(Date.parse(TEST_START) + 10 * DAY + 12 * 3_600_000).toISOString(),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("thanks the volunteer with the event's .ics attached and a link that cancels their own sign-up", async () => {
    expect(
      (await new AuthClient(t.app).post("/api/volunteers", helper("sam@example.com", concert.id))).statusCode,
    ).toBe(200);
    await t.app.services.mail.deliverDue();
    const [mail] = mailsTo("sam@example.com");
    expect(mail?.subject).toBe("Thank you for volunteering: Christmas Concert");
    expect(mail?.replyTo?.text).toBe(site.mailboxes.volunteers);
    expect(mail?.text).toContain("December 3, 2026 at 7:00 PM, PCS Gymnasium");

    const ics = mail?.attachments.find((a) => a.contentType.startsWith("text/calendar"));
    expect(ics?.filename).toBe("christmas-concert.ics");
    const calendar = new ICAL.Component(ICAL.parse(ics?.content.toString("utf8") ?? ""));
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
    expect(vevent.summary).toBe("Christmas Concert");
    expect(vevent.startDate.toJSDate().toISOString()).toBe(concert.startsAt);

    const token = mail?.text?.match(CANCEL)?.[1];
    if (!token) throw new Error("The e-mail has a cancel link");
    expect(await t.app.services.volunteers.byCancelToken(token)).toMatchObject({ eventTitle: "Christmas Concert" });
    expect((await t.app.services.volunteers.placesFor([concert]))[concert.id]?.taken).toBe(1);
    expect(await t.app.services.volunteers.cancelByToken(token)).toBe(true);
    expect((await t.app.services.volunteers.placesFor([concert]))[concert.id]?.taken).toBe(0);
    expect(await t.app.services.volunteers.cancelByToken(token)).toBe(false);
    expect(await t.app.services.volunteers.byCancelToken(token)).toBeUndefined();
  });

  it("e-mails a general offer of help without a calendar file", async () => {
    await new AuthClient(t.app).post("/api/volunteers", helper("general@example.com", null));
    await t.app.services.mail.deliverDue();
    const [mail] = mailsTo("general@example.com");
    expect(mail?.text).toContain("You offered to help with: Events, Hot lunch.");
    expect(mail?.attachments).toEqual([]);
  });

  it("names the date of a series signed up for, and attaches that date alone; the cancel link cancels that sign-up", async () => {
    // Tuesdays at 7:00 PM, from the Tuesday before the clock's day; the helper chooses the second one to come.
    const today = zonedDate(clock.now());
    const firstDay = addDays(today, -6);
    const chosenDay = addDays(today, 8);
    const choir = await t.app.services.events.create({
      title: "Choir practice",
      summary: "Chairs.",
      descriptionHtml: "<p>Chairs.</p>",
      location: "Chapel",
      category: "arts",
      volunteersWanted: true,
      volunteersNeeded: 3,
      status: "published",
      startsAt: zonedToInstant(firstDay, "19:00").toISOString(),
      endsAt: zonedToInstant(firstDay, "20:30").toISOString(),
      repeat: "weekly",
      repeatUntil: addDays(today, 30),
      occurrenceChanges: [],
    });
    const date = zonedToInstant(chosenDay, "19:00").toISOString();
    expect(
      (await new AuthClient(t.app).post("/api/volunteers", { ...helper("choir@example.com", choir.id), date }))
        .statusCode,
    ).toBe(200);
    await t.app.services.mail.deliverDue();
    const [mail] = mailsTo("choir@example.com");
    expect(mail?.text).toContain(
      `You offered to help with Choir practice on this date:\n${weekdayOf(chosenDay)}, ${formatSchoolDay(chosenDay)} at 7:00 PM, Chapel.\n`,
    );
    expect(mail?.text).toContain(`${repeatDescription(choir)}: you signed up for this date only.`);
    const ics = mail?.attachments.find((a) => a.contentType.startsWith("text/calendar"));
    const calendar = new ICAL.Component(ICAL.parse(ics?.content.toString("utf8") ?? ""));
    const vevents = calendar.getAllSubcomponents("vevent");
    expect(vevents).toHaveLength(1);
    const vevent = new ICAL.Event(vevents[0]);
    expect(vevent.startDate.toJSDate().toISOString()).toBe(date);
    expect(vevent.isRecurring()).toBe(false);
    // Its own UID: adding it beside the whole series in a calendar adds the date, it does not replace the series.
    expect(vevent.uid).not.toBe(`${choir.id}@${UID_DOMAIN}`);

    const token = mail?.text?.match(CANCEL)?.[1];
    if (!token) throw new Error("The e-mail has a cancel link");
    expect(await t.app.services.volunteers.byCancelToken(token)).toMatchObject({ eventTitle: "Choir practice", date });
    expect((await t.app.services.volunteers.datesFor([choir]))[choir.id]?.[1]).toMatchObject({
      startsAt: date,
      taken: 1,
    });
    expect(await t.app.services.volunteers.cancelByToken(token)).toBe(true);
    expect((await t.app.services.volunteers.datesFor([choir]))[choir.id]?.[1]).toMatchObject({
      startsAt: date,
      taken: 0,
    });
  });

  it("sends one address at most a few confirmations a day, whoever signs it up; the sign-ups are still kept", async () => {
    for (let n = 0; n < CONFIRMATIONS_PER_ADDRESS_PER_DAY + 2; n += 1) {
      const res = await new AuthClient(t.app).post("/api/volunteers", helper("stranger@example.com", null));
      expect(res.statusCode).toBe(200);
    }
    await t.app.services.mail.deliverDue();
    expect(mailsTo("stranger@example.com")).toHaveLength(CONFIRMATIONS_PER_ADDRESS_PER_DAY);
    const kept = await t.database.db.kysely
      .selectFrom("volunteer_signups")
      .select("id")
      .where("email", "=", "stranger@example.com")
      .execute();
    expect(kept).toHaveLength(CONFIRMATIONS_PER_ADDRESS_PER_DAY + 2);
    clock.advance(DAY + 1000);
    await new AuthClient(t.app).post("/api/volunteers", helper("stranger@example.com", null));
    await t.app.services.mail.deliverDue();
    expect(mailsTo("stranger@example.com")).toHaveLength(CONFIRMATIONS_PER_ADDRESS_PER_DAY + 1);
  });
});
