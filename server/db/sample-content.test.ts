import { existsSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { admissionsEnrollment } from "../../common/pages/admissions/enrollment.ts";
import { admissionsSchoolSchedule } from "../../common/pages/admissions/school-schedule.ts";
import type { StaticPageContent } from "../../common/pages/types.ts";
import { addDays, parseInstant, startOfZonedDay, zonedDate } from "../../common/zoned-time.ts";
import { sanitizeRichText } from "../content/sanitize.ts";
import { createServices, type Services } from "../services.ts";
import { TEST_START } from "../test-support/clock.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../test-support/databases.ts";
import { openDatabase } from "./database.ts";
import { sampleEvents } from "./sample-content/events.ts";
import { sampleNews } from "./sample-content/news.ts";
import { loadSampleContent } from "./sample-content.ts";

/** When the tests load the samples: the test clock's start, so the sample year is the same on any day. */
const SAMPLE_AT = new Date(TEST_START);

const DAY = 86_400_000;

describe("sample events around now", () => {
  it.each([
    "2026-01-15T18:00:00Z",
    "2026-04-15T18:00:00Z",
    "2026-07-15T18:00:00Z",
    "2026-09-15T18:00:00Z",
    "2026-11-22T18:00:00Z",
  ])("at %s: a year of events, some just past and several in the next four months", (iso) => {
    const now = new Date(iso);
    const events = sampleEvents(now).filter((e) => e.status === "published");
    const starts = events.map((e) => parseInstant(e.startsAt as string)!.getTime());
    expect(events.length).toBeGreaterThanOrEqual(15);
    expect(starts.every((s) => s >= now.getTime() - 62 * DAY && s < now.getTime() + 366 * DAY)).toBe(true);
    expect(starts.filter((s) => s < now.getTime()).length).toBeGreaterThanOrEqual(2);
    expect(starts.filter((s) => s >= now.getTime() && s < now.getTime() + 122 * DAY).length).toBeGreaterThanOrEqual(7);
  });

  it("keeps events in their season: the Christmas concert is in December, the graduation in June", () => {
    for (const iso of ["2026-02-01T18:00:00Z", "2026-08-01T18:00:00Z", "2026-12-20T18:00:00Z"]) {
      const events = sampleEvents(new Date(iso));
      const month = (title: string) => {
        const e = events.find((x) => x.title === title);
        return zonedDate(parseInstant(e!.startsAt as string)!).slice(5, 7);
      };
      expect(month("Christmas Concert")).toBe("12");
      expect(month("Grade 12 Graduation Ceremony")).toBe("06");
      expect(month("Terry Fox Run")).toBe("09");
    }
  });

  it("tell families the same 2026-2027 dates as the school schedule and enrolment pages", () => {
    const events = sampleEvents(new Date("2026-08-15T18:00:00Z"));
    const firstDay = (e: (typeof events)[number]) =>
      e.allDay ? (e.startsAt as string) : zonedDate(parseInstant(e.startsAt as string)!);
    const daysOf = (title: string) =>
      events
        .filter((e) => e.title === title)
        .map(firstDay)
        .sort();
    /** The ISO days of a page's table rows whose "What happens" starts with the given words. */
    const rowDays = (page: StaticPageContent, what: string) =>
      page.blocks
        .flatMap((block) => (block.type === "table" ? block.rows : []))
        .filter(([, happens]) => happens?.startsWith(what))
        .map(([day]) => new Date(`${day?.replace(/^\w+, /, "")} 12:00 UTC`).toISOString().slice(0, 10))
        .sort();

    const proD = rowDays(admissionsSchoolSchedule, "Professional development day");
    expect(proD).toHaveLength(3);
    expect(daysOf("Professional Development Day — No Classes")).toEqual(proD);
    const kindergarten = rowDays(admissionsEnrollment, "Kindergarten open house");
    expect(kindergarten).toHaveLength(1);
    expect(daysOf("Kindergarten Information Evening")).toEqual(kindergarten);
    // "March 15 to 26, 2027": the page words it as a span, the calendar as one event of 12 days.
    const spring = events.find((e) => e.title === "Spring Break");
    expect([spring?.startsAt, spring?.endsAt]).toEqual(["2027-03-15", "2027-03-26"]);
    // Offers are not sent while the office is closed for spring break.
    const offers = rowDays(admissionsEnrollment, "Offers sent")[0] ?? "";
    expect(offers).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(offers > "2027-03-26" || offers < "2027-03-15").toBe(true);
  });

  it("never hold a chapel in spring break, in any year", () => {
    for (let year = 2026; year <= 2045; year++) {
      const events = sampleEvents(new Date(`${year}-08-15T18:00:00Z`));
      const spring = events.find((e) => e.title === "Spring Break");
      const chapel = events.find((e) => e.title === "Holy Week Chapel");
      const chapelDay = zonedDate(parseInstant(chapel?.startsAt as string)!);
      const [from, to] = [spring?.startsAt as string, spring?.endsAt as string];
      expect(chapelDay < from || chapelDay > to, `${year}: chapel ${chapelDay}, break ${from} to ${to}`).toBe(true);
      // Still in Holy Week or just before the break: never more than two weeks before Easter.
      const easterFriday = events.find((e) => e.title === "Easter Long Weekend — No School")?.startsAt as string;
      expect(chapelDay >= addDays(easterFriday, -16) && chapelDay < easterFriday).toBe(true);
    }
  });

  it("never dates a news item in the future", () => {
    const now = new Date("2026-11-22T02:00:00Z");
    for (const item of sampleNews(now))
      expect(Date.parse(item.publishedAt as string)).toBeLessThanOrEqual(now.getTime());
  });
});

describe.each(testDialects)("loading sample content on %s", (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it("fills an empty database with a realistic school year that visitors can see", async () => {
    database = await createTestDatabase(dialect);
    const now = new Date("2026-11-22T18:00:00Z");
    expect(await loadSampleContent(database.db, now)).toBe(true);
    const s = createServices(database.db, { now: () => now });

    const news = await s.news.list({ pageSize: 50 });
    expect(news.total).toBeGreaterThanOrEqual(12);
    expect(news.items[0]?.pinned).toBe(true);
    expect(new Set(news.items.map((n) => n.category))).toEqual(new Set(["news", "announcement"]));
    expect(news.items.every((n) => (n.bodyHtml.match(/<p>/g) ?? []).length >= 1)).toBe(true);

    const events = await s.events.list({ pageSize: 50 });
    expect(events.total).toBeGreaterThanOrEqual(15);
    const allDay = events.items.filter((e) => e.allDay);
    const days = (e: (typeof allDay)[number]) => Math.round((Date.parse(e.endsAt) - Date.parse(e.startsAt)) / DAY);
    expect(allDay.some((e) => days(e) === 1)).toBe(true);
    expect(allDay.some((e) => days(e) > 1)).toBe(true);
    for (const e of allDay) expect(startOfZonedDay(new Date(e.startsAt)).toISOString()).toBe(e.startsAt);
    expect(events.items.filter((e) => e.volunteersWanted && e.volunteersNeeded).length).toBeGreaterThanOrEqual(3);
    expect((await s.events.upcoming({ limit: 5, now })).length).toBe(5);
    expect(new Set(events.items.map((e) => e.category)).size).toBeGreaterThanOrEqual(6);
    // Some stories and events carry a picture, each described and shipped with the site.
    expect(news.items.filter((n) => n.imageUrl).length).toBeGreaterThanOrEqual(5);
    expect(events.items.filter((e) => e.imageUrl).length).toBeGreaterThanOrEqual(5);
    for (const item of [...news.items, ...events.items].filter((x) => x.imageUrl)) {
      expect(item.imageAlt, item.title).toBeTruthy();
      expect(existsSync(join("public", item.imageUrl ?? "")), item.imageUrl ?? "").toBe(true);
    }

    const alumni = await s.alumni.list({ pageSize: 50 });
    expect(alumni.total).toBe(8);
    expect(alumni.items.every((a) => a.headline && a.bioHtml.startsWith("<p>"))).toBe(true);
    expect((await s.testimonials.list()).total).toBe(6);
    const reasons = await s.whyChoose.list();
    expect(reasons.items.map((r) => r.icon)).toEqual(["heart", "book", "people", "mountain", "music", "star"]);

    // Careers are open relative to the load's "now", so read them on the same clock.
    const careers = createServices(database.db, { now: () => now }).careers;
    const open = await careers.list();
    expect(open.items.map((p) => p.employmentType)).toEqual(["term", "part-time", "full-time", "casual"]);
    expect(open.items.every((p) => p.closingDate === null || p.closingDate > "2026-11-22")).toBe(true);
    const all = await careers.list({ includeDrafts: true, pageSize: 50 });
    expect(all.items.map((p) => p.title)).toEqual(
      expect.arrayContaining(["Middle School Band Teacher", "Administrative Assistant (draft)"]),
    );
    expect(all.total).toBe(6);

    // What was stored is already what the sanitizer would make of it.
    const careersHtml = all.items.flatMap((p) => [p.descriptionHtml, p.requirementsHtml, p.howToApplyHtml]);
    for (const html of [
      ...news.items.map((n) => n.bodyHtml),
      ...events.items.map((e) => e.descriptionHtml),
      ...careersHtml,
    ]) {
      expect(sanitizeRichText(html)).toBe(html);
    }
  });

  it("never loads twice", async () => {
    database = await createTestDatabase(dialect);
    const s = createServices(database.db, { now: () => SAMPLE_AT });
    expect(await loadSampleContent(database.db, SAMPLE_AT)).toBe(true);
    const newsCount = await s.news.count();
    expect(await loadSampleContent(database.db, SAMPLE_AT)).toBe(false);
    expect(await s.news.count()).toBe(newsCount);
  });

  const officeRows: [string, (s: Services) => Promise<unknown>][] = [
    [
      "an alumni profile",
      (s) => s.alumni.create({ name: "Office Entry", graduationYear: 2001, headline: "h", bioHtml: "<p>b</p>" }),
    ],
    [
      "a career posting",
      (s) =>
        s.careers.create({
          title: "Custodian",
          department: "Operations",
          employmentType: "part-time",
          location: "Penticton",
          summary: "Evenings.",
          descriptionHtml: "<p>Keep the school clean.</p>",
          requirementsHtml: "<p>Reliable.</p>",
          startDate: "2027-01-04",
        }),
    ],
    [
      "a testimonial",
      (s) => s.testimonials.create({ author: "A parent", relationship: "Parent", quote: "q", storyHtml: "<p>s</p>" }),
    ],
    [
      "an administrator",
      (s) =>
        s.admins.create({
          email: "office@pinecrest.example",
          name: "Office",
          password: "cedar kettle harbour lantern",
        }),
    ],
  ];

  it.each(officeRows)("loads nothing at all into a database that already has %s, then or later", async (what, add) => {
    database = await createTestDatabase(dialect);
    const s = createServices(database.db, { now: () => SAMPLE_AT });
    await add(s);
    expect(await loadSampleContent(database.db, SAMPLE_AT)).toBe(false);
    const contentRows = async () => {
      let total = 0;
      for (const set of [s.news, s.events, s.alumni, s.testimonials, s.whyChoose, s.careers])
        total += await set.count();
      return total;
    };
    expect(await contentRows()).toBe(what === "an administrator" ? 0 : 1);
    // Emptied later, it is still someone's real site.
    for (const table of ["alumni", "careers", "testimonials", "administrators"] as const) {
      await database.db.kysely.deleteFrom(table).execute();
    }
    expect(await loadSampleContent(database.db, SAMPLE_AT)).toBe(false);
    expect(await s.news.count()).toBe(0);
  });

  it("loads all the sets or none: a set that fails leaves nothing behind, and the next start tries again", async () => {
    database = await createTestDatabase(dialect);
    const s = createServices(database.db, { now: () => SAMPLE_AT });
    // Break the last set to load, after the others have gone in.
    await sql`alter table careers rename column title to heading`.execute(database.db.kysely);
    await expect(loadSampleContent(database.db, SAMPLE_AT)).rejects.toThrow(/Could not load the sample careers/);
    for (const set of [s.news, s.events, s.alumni, s.testimonials, s.whyChoose]) expect(await set.count()).toBe(0);
    await sql`alter table careers rename column heading to title`.execute(database.db.kysely);
    expect(await loadSampleContent(database.db, SAMPLE_AT)).toBe(true);
    expect(await s.careers.count()).toBeGreaterThan(0);
  });

  it("loads once when two processes start together on the same empty database", async () => {
    database = await createTestDatabase(dialect);
    const second = openDatabase(database.config);
    try {
      const now = new Date("2026-11-22T18:00:00Z");
      const results = await Promise.all([loadSampleContent(database.db, now), loadSampleContent(second, now)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const services = createServices(database.db, { now: () => SAMPLE_AT });
      expect(await services.news.count()).toBe(sampleNews(now).length);
    } finally {
      await second.close();
    }
  });
});
