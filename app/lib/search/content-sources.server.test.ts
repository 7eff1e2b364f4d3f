import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "../../../server/modules/content/types.ts";
import { createServices, type Services } from "../../../server/services.ts";
import { createTestDatabase, type TestDatabase } from "../../../server/test-support/databases.ts";
import { searchContent } from "./content.ts";
import {
  CONTENT_CACHE_MS,
  cachedContentGroups,
  loadContentGroups,
  readBoundedPages,
} from "./content-sources.server.ts";

const DAY = 24 * 60 * 60 * 1000;

describe("readBoundedPages", () => {
  function pagesOf(total: number) {
    const asked: number[] = [];
    const fetchPage = async (page: number, pageSize: number): Promise<Page<number>> => {
      asked.push(page);
      const start = (page - 1) * pageSize;
      const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => start + i);
      return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
    };
    return { asked, fetchPage };
  }

  it("reads until the list ends", async () => {
    const { asked, fetchPage } = pagesOf(120);
    expect(await readBoundedPages(fetchPage)).toHaveLength(120);
    expect(asked).toEqual([1, 2, 3]);
  });

  it("stops at the bound however long the list is", async () => {
    const { asked, fetchPage } = pagesOf(10_000);
    expect(await readBoundedPages(fetchPage, 2)).toHaveLength(100);
    expect(asked).toEqual([1, 2]);
  });
});

describe("the news and events sources", () => {
  let database: TestDatabase;
  let services: Services;
  const now = new Date();
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    services = createServices(database.db);
    const news = { summary: "From the office.", bodyHtml: "<p>Story.</p>" };
    await services.news.create({ ...news, title: "Lantern walk photos", tags: ["lantern"], status: "published" });
    await services.news.create({ ...news, title: "Lantern walk draft", status: "draft" });
    await services.news.create({ ...news, title: "Lantern walk scheduled", status: "published", publishedAt: at(5) });

    const event = {
      summary: "Bring a lantern.",
      descriptionHtml: "<p>Walk.</p>",
      location: "PCS",
      category: "community" as const,
    };
    const timed = (days: number) => ({ startsAt: at(days), endsAt: at(days + 0.1) });
    await services.events.create({ ...event, ...timed(30), title: "Lantern walk next month", status: "published" });
    await services.events.create({
      ...event,
      ...timed(-60),
      title: "Lantern walk two months ago",
      status: "published",
    });
    await services.events.create({
      ...event,
      ...timed(-120),
      title: "Lantern walk four months ago",
      status: "published",
    });
    await services.events.create({ ...event, ...timed(400), title: "Lantern walk in 13 months", status: "published" });
    await services.events.create({ ...event, ...timed(10), title: "Lantern walk (draft)", status: "draft" });
    await services.events.create({
      ...event,
      title: "Winter concert",
      summary: "Choirs.",
      status: "published",
      startsAt: "2026-12-18T03:00:00.000Z",
      endsAt: "2026-12-18T04:30:00.000Z",
    });
  });

  afterAll(async () => {
    await database.drop();
  });

  it("finds published news and events of the last 3 months and the next 12, each in its group", async () => {
    const groups = searchContent("lantern", await loadContentGroups(services, now));
    expect(groups.map((g) => g.label)).toEqual(["News and announcements", "Events"]);
    const [news, events] = groups;
    expect(news?.hits.map((h) => [h.title, h.score])).toEqual([["Lantern walk photos", 15]]);
    expect(news?.hits[0]?.href).toMatch(/^\/events\/news-and-announcements\/[0-9a-f-]{36}$/);
    expect(events?.hits.map((h) => h.title)).toEqual(["Lantern walk two months ago", "Lantern walk next month"]);
    expect(events?.hits[0]?.href).toMatch(/^\/event\/[0-9a-f-]{36}$/);
  });

  it("gives an event's date and time in Vancouver", async () => {
    const groups = searchContent("winter concert", await loadContentGroups(services, new Date("2026-12-01T00:00:00Z")));
    const concert = groups.find((g) => g.id === "events")?.hits[0];
    expect(concert?.detail).toBe("Thursday, December 17, 2026, 7:00 p.m. – 8:30 p.m.");
  });

  it("reuses what one process loaded for a minute, then sees new content", async () => {
    const start = new Date();
    const before = searchContent("heron", await cachedContentGroups(services, start));
    expect(before).toEqual([]);
    await services.news.create({
      title: "Heron spotted at the creek",
      summary: "Grade 2 science.",
      bodyHtml: "<p>Birds.</p>",
      status: "published",
    });
    const soon = new Date(start.getTime() + CONTENT_CACHE_MS - 1);
    expect(searchContent("heron", await cachedContentGroups(services, soon))).toEqual([]);
    const later = new Date(start.getTime() + CONTENT_CACHE_MS);
    const after = searchContent("heron", await cachedContentGroups(services, later));
    expect(after[0]?.hits.map((h) => h.title)).toEqual(["Heron spotted at the creek"]);
  });
});
