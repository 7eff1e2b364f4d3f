import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewsItem, Page } from "../../../common/content/news/types.ts";
import { ValidationError, VersionConflictError } from "../../errors.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { type SeededContent, seedContent, UNKNOWN_UUID } from "../../test-support/content-fixture.ts";
import { testDialects } from "../../test-support/databases.ts";
import { VALIDATION_REPLY } from "../../test-support/replies.ts";

describe.each(testDialects)("news on %s", (dialect) => {
  let t: TestApp;
  let seeded: SeededContent;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    seeded = await seedContent(t.app.services);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("lists published items to visitors: pinned first, then newest; drafts and scheduled items hidden", async () => {
    const res = await get("/api/news");
    expect(res.statusCode).toBe(200);
    const body = res.json<Page<NewsItem>>();
    expect(body.items.map((n) => n.title)).toEqual([
      "Tours are open",
      "Terry Fox Run",
      "Hot lunch online",
      "Welcome back",
    ]);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 10, pageCount: 1 });
    const first = body.items[1];
    expect(first).toMatchObject({
      category: "news",
      pinned: false,
      tags: ["athletics"],
      status: "published",
      version: 1,
    });
    expect(first?.bodyHtml).toBe("<p>Every class ran.</p>");
    expect(new Date(first?.publishedAt ?? "").toISOString()).toBe(first?.publishedAt);
  });

  it("filters by category and pages through the list", async () => {
    const announcements = (await get("/api/news?category=announcement")).json<Page<NewsItem>>();
    expect(announcements.items.map((n) => n.title)).toEqual(["Tours are open", "Hot lunch online"]);

    const page2 = (await get("/api/news?page=2&pageSize=3")).json<Page<NewsItem>>();
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3, pageCount: 2 });
    expect(page2.items.map((n) => n.title)).toEqual(["Welcome back"]);

    const beyond = (await get("/api/news?page=9")).json<Page<NewsItem>>();
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(4);
    const lastAllowed = await get("/api/news?page=100000&pageSize=50");
    expect(lastAllowed.statusCode).toBe(200);
    expect(lastAllowed.json<Page<NewsItem>>()).toMatchObject({ items: [], total: 4, page: 100000 });
  });

  it("answers 400 VALIDATION with a message per bad field", async () => {
    const res = await get("/api/news?page=0&pageSize=51&category=gossip");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ...VALIDATION_REPLY,
      fields: {
        page: "Page must be a whole number from 1 to 100000.",
        pageSize: "Page size must be a whole number from 1 to 50.",
        category: "Category must be one of: news, announcement.",
      },
    });
    expect((await get("/api/news?page=abc")).statusCode).toBe(400);
    for (const page of ["99999999999999999999", "9007199254740991", "100001"]) {
      const huge = await get(`/api/news?page=${page}`);
      expect(huge.statusCode, page).toBe(400);
      expect(huge.json().fields, page).toEqual({ page: "Page must be a whole number from 1 to 100000." });
    }
    expect((await get("/api/news?pageSize=2.5")).statusCode).toBe(400);
  });

  it("the service answers an empty page past the end for any page number a caller passes, never a database error", async () => {
    for (const page of [1e20, Number.MAX_SAFE_INTEGER, 100_001]) {
      const result = await t.app.services.news.list({ page, pageSize: 50 });
      expect(result, String(page)).toMatchObject({ items: [], total: 4, page: 100_000, pageCount: 1 });
    }
  });

  it("cannot be talked into showing drafts through the query string", async () => {
    const body = (await get("/api/news?includeDrafts=true&status=draft")).json<Page<NewsItem>>();
    expect(body.items.map((n) => n.status)).toEqual(["published", "published", "published", "published"]);
  });

  it("GET /:id answers the item, and 404 for drafts, scheduled, unknown and malformed ids", async () => {
    const res = await get(`/api/news/${seeded.news.newest.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(seeded.news.newest);

    for (const id of [seeded.news.draft.id, seeded.news.scheduled.id, UNKNOWN_UUID, "not-a-uuid", "1", "%27%3B--"]) {
      const miss = await get(`/api/news/${id}`);
      expect(miss.statusCode, id).toBe(404);
      expect(miss.json()).toEqual({ success: false, code: "NOT_FOUND", message: "No news item has that id." });
    }
  });

  it("gives administrators drafts and scheduled items through the service", async () => {
    const all = await t.app.services.news.list({ includeDrafts: true, pageSize: 50 });
    expect(all.total).toBe(6);
    expect(all.items[1]?.title).toBe("Scheduled notice"); // newest publish date, after the pinned item
    expect(await t.app.services.news.get(seeded.news.draft.id, { includeDrafts: true })).toMatchObject({
      status: "draft",
    });
    expect(await t.app.services.news.get(seeded.news.draft.id.toUpperCase(), { includeDrafts: true })).toBeDefined();
  });
});

describe.each(testDialects)("news writes on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it("sanitizes the body and defaults to a draft published now", async () => {
    const item = await t.app.services.news.create({
      title: "  Hello  ",
      summary: "Summary",
      bodyHtml:
        '<p onclick="x()">Hi <script>alert(1)</script><a href="https://example.org" target="_blank">link</a></p>',
    });
    expect(item.title).toBe("Hello");
    expect(item.bodyHtml).toBe('<p>Hi <a href="https://example.org" rel="noopener noreferrer">link</a></p>');
    expect(item).toMatchObject({
      status: "draft",
      category: "news",
      pinned: false,
      tags: [],
      imageUrl: null,
      version: 1,
    });
    expect(item.publishedAt).toBe(t.now().toISOString());
    expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("rejects invalid input with a message per field", async () => {
    const attempt = t.app.services.news.create({
      title: "",
      summary: "x",
      bodyHtml: "<script>only a script</script>",
      imageUrl: "javascript:alert(1)",
      publishedAt: "next Tuesday",
    });
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    const error = (await attempt.catch((e: unknown) => e)) as ValidationError;
    expect(Object.keys(error.fields).sort()).toEqual(["bodyHtml", "imageUrl", "publishedAt", "title"]);
  });

  it("refuses a picture from another website, which the site's security policy would block, and keeps its own", async () => {
    const news = t.app.services.news;
    const base = { title: "Hampers", summary: "s", bodyHtml: "<p>b</p>", imageAlt: "Hampers on a table" };
    for (const imageUrl of [
      "https://upload.wikimedia.org/example.jpg",
      "http://example.com/a.png",
      "//cdn.example/a.png",
    ]) {
      const attempt = news.create({ ...base, imageUrl });
      await expect(attempt, imageUrl).rejects.toBeInstanceOf(ValidationError);
      const error = (await attempt.catch((e: unknown) => e)) as ValidationError;
      expect(error.fields.imageUrl, imageUrl).toContain("the site does not show pictures from other websites");
    }
    const own = await news.create({ ...base, imageUrl: "/images/sample/christmas-concert.jpg" });
    expect(own.imageUrl).toBe("/images/sample/christmas-concert.jpg");
  });

  it("updates with the current version, and refuses a stale one with VersionConflictError", async () => {
    const news = t.app.services.news;
    const item = await news.create({ title: "First", summary: "s", bodyHtml: "<p>b</p>", status: "published" });
    const updated = await news.update(item.id, { title: "Second", version: 1 });
    expect(updated).toMatchObject({ title: "Second", summary: "s", version: 2, status: "published" });
    expect(updated?.createdAt).toBe(item.createdAt);

    const stale = news.update(item.id, { title: "Third", version: 1 });
    await expect(stale).rejects.toBeInstanceOf(VersionConflictError);
    await expect(stale).rejects.toMatchObject({ currentVersion: 2 });
    expect((await news.get(item.id))?.title).toBe("Second");

    expect(await news.update(UNKNOWN_UUID, { title: "x", version: 1 })).toBeUndefined();
    expect(await news.remove(item.id)).toBe(true);
    expect(await news.remove(item.id)).toBe(false);
    expect(await news.get(item.id, { includeDrafts: true })).toBeUndefined();
  });
});
