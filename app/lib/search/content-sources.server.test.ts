import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zonedToInstant } from "../../../common/zoned-time.ts";
import { createServices, type Services } from "../../../server/services.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../server/test-support/databases.ts";
import type { ContentGroup } from "./content.ts";
import { MAX_HITS_PER_GROUP, searchContentSources } from "./content-sources.server.ts";

const DAY = 24 * 60 * 60 * 1000;
/** 23:30 on Sunday 22 November 2026 in Penticton: already the 23rd in UTC. */
const clock = new Date("2026-11-23T07:30:00Z");
const at = (days: number) => new Date(clock.getTime() + days * DAY).toISOString();

const group = (groups: ContentGroup[], id: string) => groups.find((g) => g.id === id);
const scored = (g: ContentGroup | undefined) => g?.hits.map((hit) => [hit.title, hit.score]);
const titles = (g: ContentGroup | undefined) => g?.hits.map((hit) => hit.title);

describe.each(testDialects)("searching news, events and careers on %s", (dialect) => {
  let database: TestDatabase;
  let services: Services;

  const story = { summary: "From the office.", bodyHtml: "<p>Story.</p>" };
  const event = { summary: "Bring a lantern.", descriptionHtml: "<p>Walk.</p>", location: "PCS" };
  const timed = (days: number) => ({ startsAt: at(days), endsAt: at(days + 0.1) });
  const posting = {
    employmentType: "full-time" as const,
    location: "Penticton",
    descriptionHtml: "<p>The work.</p>",
    requirementsHtml: "<p>What you bring.</p>",
    startDate: "2027-01-04",
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createServices(database.db, { now: () => clock });

    await services.news.create({
      ...story,
      title: "Lantern walk photos",
      tags: ["lantern"],
      status: "published",
      publishedAt: at(-1),
    });
    await services.news.create({
      ...story,
      title: "Lantern walk 2021",
      status: "published",
      publishedAt: at(-5 * 365),
    });
    await services.news.create({ ...story, title: "Lantern walk draft", status: "draft", publishedAt: at(-1) });
    await services.news.create({ ...story, title: "Lantern walk scheduled", status: "published", publishedAt: at(5) });

    const community = { ...event, category: "community" as const, status: "published" as const };
    await services.events.create({ ...community, ...timed(400), title: "Lantern walk in 13 months" });
    await services.events.create({ ...community, ...timed(-1100), title: "Lantern walk three years ago" });
    await services.events.create({ ...community, ...timed(30), title: "Lantern walk next month" });
    await services.events.create({ ...community, ...timed(-60), title: "Lantern walk two months ago" });
    await services.events.create({ ...community, ...timed(10), title: "Lantern walk (draft)", status: "draft" });
    await services.events.create({
      ...community,
      title: "Winter concert",
      summary: "Choirs.",
      startsAt: "2026-12-18T03:00:00.000Z",
      endsAt: "2026-12-18T04:30:00.000Z",
    });
  });

  afterAll(async () => {
    await database.drop();
  });

  it("finds published news of any age and events of any date, each in its group, and nothing unpublished", async () => {
    const groups = await searchContentSources(services, "lantern");
    expect(groups.map((g) => g.label)).toEqual(["News and announcements", "Events"]);
    expect(scored(group(groups, "news"))).toEqual([
      ["Lantern walk photos", 15],
      ["Lantern walk 2021", 5],
    ]);
    expect(group(groups, "news")?.hits[0]?.href).toMatch(/^\/events\/news-and-announcements\/[0-9a-f-]{36}$/);
    // Equal scores: coming events soonest first, then past ones, most recent first.
    expect(titles(group(groups, "events"))).toEqual([
      "Lantern walk next month",
      "Lantern walk in 13 months",
      "Lantern walk two months ago",
      "Lantern walk three years ago",
    ]);
    expect(group(groups, "events")?.hits[0]?.href).toMatch(/^\/event\/[0-9a-f-]{36}$/);
  });

  it("ignores case, in letters beyond ASCII too", async () => {
    await services.news.create({ ...story, title: "Soirée café", status: "published", publishedAt: at(-2) });
    expect(titles(group(await searchContentSources(services, "SOIRÉE CAFÉ"), "news"))).toEqual(["Soirée café"]);
    expect(titles(group(await searchContentSources(services, "LANTERN WALK 2021"), "news"))).toEqual([
      "Lantern walk 2021",
    ]);
  });

  it("gives an event's date and time in Vancouver", async () => {
    const concert = group(await searchContentSources(services, "winter concert"), "events")?.hits[0];
    expect(concert?.detail).toBe("Thursday, December 17, 2026, 7:00 PM – 8:30 PM");
  });

  it(`shows at most ${MAX_HITS_PER_GROUP} results per group, the best first, however many items match`, async () => {
    for (let i = 0; i < 210; i++) {
      await services.news.create({
        ...story,
        title: `Week ${i + 1}`,
        summary: "The weekly bulletin from the office.",
        status: "published",
        publishedAt: at(-1 - i / 24),
      });
    }
    await services.news.create({
      ...story,
      title: "Bulletin archive",
      tags: ["bulletin"],
      status: "published",
      publishedAt: at(-6 * 365),
    });
    const news = group(await searchContentSources(services, "bulletin"), "news");
    expect(news?.hits).toHaveLength(20);
    expect(news?.hits[0]).toMatchObject({ title: "Bulletin archive", score: 15 });
    // The rest tie on 1 point and keep the news page's order, newest first.
    expect(titles(news)?.slice(1, 4)).toEqual(["Week 1", "Week 2", "Week 3"]);
  });

  it("takes a series as coming until its last date, at its next date; once over, as past", async () => {
    const zoned = (date: string, time: string) => zonedToInstant(date, time).toISOString();
    const tuesdays = (title: string, first: string, repeatUntil: string) =>
      services.events.create({
        ...event,
        title,
        category: "arts",
        status: "published",
        startsAt: zoned(first, "19:00"),
        endsAt: zoned(first, "20:30"),
        repeat: "weekly",
        repeatUntil,
        occurrenceChanges: [],
      });
    // Its first Tuesday was two weeks ago; the next is the 24th.
    await tuesdays("Recorder practice", "2026-11-10", "2027-01-26");
    // Its last Tuesday was 10 November.
    await tuesdays("Recorder workshop", "2026-10-20", "2026-11-10");
    await services.events.create({
      ...event,
      ...timed(30),
      category: "arts",
      title: "Recorder concert",
      status: "published",
    });
    await services.events.create({
      ...event,
      ...timed(-3),
      category: "arts",
      title: "Recorder social",
      status: "published",
    });
    // November 1: after the workshop's first Tuesday, before its last.
    await services.events.create({
      ...event,
      ...timed(-22),
      category: "arts",
      title: "Recorder recital",
      status: "published",
    });

    const recorder = group(await searchContentSources(services, "recorder"), "events");
    // Equal scores: coming ones soonest first, then past ones, most recent first.
    expect(recorder?.hits.map((hit) => [hit.title, hit.detail])).toEqual([
      ["Recorder practice", "Tuesday, November 24, 2026, 7:00 PM – 8:30 PM"],
      ["Recorder concert", expect.stringMatching(/^Tuesday, December 22, 2026/)],
      ["Recorder social", expect.stringMatching(/^Thursday, November 19, 2026/)],
      // Past, at its last date: its first (October 20) would say it ended weeks before it did.
      ["Recorder workshop", "Tuesday, November 10, 2026, 7:00 PM – 8:30 PM"],
      // Past ones in the order of the dates shown: the workshop's last (November 10) is after the recital.
      ["Recorder recital", expect.stringMatching(/^Sunday, November 1, 2026/)],
    ]);
  });

  it("stops listing an item the moment it is unpublished or deleted", async () => {
    const story2 = await services.news.create({
      ...story,
      title: "Heron spotted at the creek",
      status: "published",
      publishedAt: at(-1),
    });
    const count = await services.events.create({
      ...event,
      ...timed(3),
      category: "community",
      title: "Heron count",
      status: "published",
    });
    const before = await searchContentSources(services, "heron");
    expect(titles(group(before, "news"))).toEqual(["Heron spotted at the creek"]);
    expect(titles(group(before, "events"))).toEqual(["Heron count"]);

    await services.news.update(story2.id, { status: "draft", version: story2.version });
    await services.events.remove(count.id);
    expect(await searchContentSources(services, "heron")).toEqual([]);
  });

  it("lists only open, published careers postings; the department scores as one keyword", async () => {
    await services.careers.create({
      ...posting,
      title: "Custodian",
      department: "Facilities",
      // The tag repeats the department in another case: it adds nothing more.
      tags: ["FACILITIES", "evenings"],
      summary: "Keep the building clean.",
      closingDate: "2026-12-22",
      status: "published",
    });
    await services.careers.create({
      ...posting,
      title: "Groundskeeper",
      department: "Facilities",
      summary: "Fields and gardens.",
      closingDate: "2026-11-22",
      status: "published",
    });
    await services.careers.create({
      ...posting,
      title: "Facilities Manager",
      department: "Operations",
      summary: "Runs our facilities and the building fund projects.",
      closingDate: null,
      status: "published",
    });
    await services.careers.create({
      ...posting,
      title: "Facilities Coordinator",
      department: "Facilities",
      summary: "Draft.",
      closingDate: "2027-01-31",
      status: "draft",
    });
    await services.careers.create({
      ...posting,
      title: "Facilities Assistant",
      department: "Facilities",
      summary: "Closed yesterday.",
      closingDate: "2026-11-21",
      status: "published",
    });

    const careers = group(await searchContentSources(services, "facilities"), "careers");
    expect(careers?.label).toBe("Careers");
    // Equal scores: the posting closing soonest first (the Groundskeeper closes today in Penticton).
    expect(scored(careers)).toEqual([
      ["Groundskeeper", 10],
      ["Custodian", 10],
      ["Facilities Manager", 6],
    ]);
    expect(careers?.hits.map((hit) => hit.detail)).toEqual([
      "Apply by November 22, 2026",
      "Apply by December 22, 2026",
      "Open until filled",
    ]);
    expect(careers?.hits[0]?.href).toMatch(/^\/careers\/[0-9a-f-]{36}$/);
    expect(scored(group(await searchContentSources(services, "evenings"), "careers"))).toEqual([["Custodian", 10]]);
  });
});
