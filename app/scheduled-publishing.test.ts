/**
 * Scheduled publishing across the site (issue 13): an item set to appear at 07:00 in Penticton is nowhere
 * a visitor can look before then (lists, its page, search, sitemap.xml, the .ics feed) and everywhere at
 * 07:00, with nobody acting: visibility is read from the stored time on each request.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../server/test-support/app.ts";
import { type AuthClient, signedInOffice } from "../server/test-support/auth-client.ts";
import { manualClock } from "../server/test-support/clock.ts";
import { testDialects } from "../server/test-support/databases.ts";
import { searchContentSources } from "./lib/search/content-sources.server.ts";
import { loader as sitemapLoader } from "./routes/sitemap[.]xml.ts";

/** 07:00 on Monday 14 December 2026 in Penticton (PST). */
const SEVEN_AM = "2026-12-14T07:00:00-08:00";
const story = "<p>Words.</p>";

/** One item of each set, each scheduled for 07:00, and the public address of its own page (if it has one). */
const SETS = [
  {
    api: "/api/news",
    body: {
      title: "Lantern walk route",
      summary: "Lantern walk details.",
      bodyHtml: story,
      status: "published",
      publishedAt: SEVEN_AM,
    },
    page: (id: string) => `/events/news-and-announcements/${id}`,
  },
  {
    api: "/api/events",
    body: {
      title: "Lantern walk",
      summary: "Lantern walk by the lake.",
      descriptionHtml: story,
      location: "Okanagan Lake Park",
      category: "community",
      startsAt: "2026-12-18T18:00:00-08:00",
      endsAt: "2026-12-18T19:30:00-08:00",
      status: "published",
      publishAt: SEVEN_AM,
    },
    page: (id: string) => `/event/${id}`,
  },
  {
    api: "/api/alumni",
    body: {
      name: "Mei Chen",
      graduationYear: 2012,
      headline: "Wildfire scientist",
      bioHtml: story,
      status: "published",
      publishAt: SEVEN_AM,
    },
  },
  {
    api: "/api/testimonials",
    body: {
      author: "The Lindqvist family",
      relationship: "Parents",
      quote: "Known by name.",
      storyHtml: story,
      status: "published",
      publishAt: SEVEN_AM,
    },
  },
  {
    api: "/api/why-choose",
    body: {
      title: "Lake days",
      summary: "Learning outdoors.",
      bodyHtml: story,
      icon: "mountain",
      status: "published",
      publishAt: SEVEN_AM,
    },
  },
] as const;

describe.each(testDialects)("scheduled publishing on %s", (dialect) => {
  const clock = manualClock("2026-12-14T14:50:00.000Z"); // 06:50 in Penticton
  let t: TestApp;
  let office: AuthClient;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now });
    office = await signedInOffice(t.app, t.database);
    for (const set of SETS) {
      const res = await office.post(set.api, set.body);
      expect(res.statusCode, res.body).toBe(201);
      ids.set(set.api, String(res.json<{ id: string | number }>().id));
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const idOf = (api: string) => ids.get(api) as string;
  const listed = async (api: string) => {
    const res = await t.app.inject({ method: "GET", url: `${api}?pageSize=50` });
    return res.json<{ items: { id: string | number }[] }>().items.map((item) => String(item.id));
  };
  const detailStatus = async (api: string) =>
    (await t.app.inject({ method: "GET", url: `${api}/${idOf(api)}` })).statusCode;
  const searched = async () =>
    (await searchContentSources(t.app.services, "lantern")).flatMap((group) => group.hits.map((hit) => hit.href));
  const sitemap = async () =>
    (
      await sitemapLoader({
        context: { services: t.app.services, siteUrl: "https://pinecrest.example" },
      } as Parameters<typeof sitemapLoader>[0])
    ).text();
  const feed = async () => (await t.app.inject({ method: "GET", url: "/calendar.ics" })).body;
  const homeReasons = async () => (await t.app.services.whyChoose.list({})).items.map((item) => item.id);

  it("shows nothing before its time, and lists it for the office as scheduled", async () => {
    clock.set("2026-12-14T14:59:59.000Z");
    for (const set of SETS) {
      expect(await listed(set.api), set.api).not.toContain(idOf(set.api));
      expect(await detailStatus(set.api), set.api).toBe(404);
      const scheduled = await office.request({ method: "GET", url: `${set.api}?status=scheduled` });
      expect(scheduled.json<{ items: { id: string | number }[] }>().items.map((item) => String(item.id))).toEqual([
        idOf(set.api),
      ]);
    }
    expect(await searched()).toEqual([]);
    const xml = await sitemap();
    expect(xml).not.toContain(idOf("/api/news"));
    expect(xml).not.toContain(idOf("/api/events"));
    expect(await feed()).not.toContain("Lantern walk");
    expect(await homeReasons()).not.toContain(idOf("/api/why-choose"));
  });

  it("shows it everywhere at its time, with nobody acting", async () => {
    clock.set("2026-12-14T15:00:00.000Z");
    for (const set of SETS) {
      expect(await listed(set.api), set.api).toContain(idOf(set.api));
      expect(await detailStatus(set.api), set.api).toBe(200);
      const scheduled = await office.request({ method: "GET", url: `${set.api}?status=scheduled` });
      expect(scheduled.json<{ items: unknown[] }>().items, set.api).toEqual([]);
    }
    expect((await searched()).sort()).toEqual(
      SETS.flatMap((set) => ("page" in set ? [set.page(idOf(set.api))] : [])).sort(),
    );
    const xml = await sitemap();
    expect(xml).toContain(`/events/news-and-announcements/${idOf("/api/news")}`);
    expect(xml).toContain(`/event/${idOf("/api/events")}`);
    const ics = await feed();
    expect(ics).toContain(`UID:${idOf("/api/events")}@`);
    expect(ics).toContain("SUMMARY:Lantern walk");
    expect(await homeReasons()).toContain(idOf("/api/why-choose"));
  });

  it("refuses a publishing time that is not a time, naming the field", async () => {
    const res = await office.post("/api/alumni", { ...SETS[2].body, publishAt: "next Tuesday" });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields)).toEqual(["publishAt"]);
  });
});
