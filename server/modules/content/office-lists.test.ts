import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "../../../common/content/types.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { type AuthClient, signedInOffice } from "../../test-support/auth-client.ts";
import { testDialects } from "../../test-support/databases.ts";

const story = "<p>Words.</p>";

/** Each set: its collection, two items to write (their titles sort A before B), and the sort key of titles. */
const SETS = [
  {
    path: "/api/news",
    sort: "title",
    titleOf: (item: Record<string, unknown>) => item.title,
    items: [
      { title: "Apple harvest", summary: "Orchard day for Grade 2.", bodyHtml: story, status: "published" },
      { title: "Band trip", summary: "The senior band plays Kelowna.", bodyHtml: story, status: "draft" },
    ],
    word: "orchard",
  },
  {
    path: "/api/alumni",
    sort: "name",
    titleOf: (item: Record<string, unknown>) => item.name,
    items: [
      {
        name: "Abigail Reyes",
        graduationYear: 2004,
        headline: "Orchardist in Naramata",
        bioHtml: story,
        status: "published",
      },
      { name: "Benjamin Cho", graduationYear: 2011, headline: "Engineer", bioHtml: story, status: "draft" },
    ],
    word: "orchardist",
  },
  {
    path: "/api/testimonials",
    sort: "author",
    titleOf: (item: Record<string, unknown>) => item.author,
    items: [
      {
        author: "Anna Lindqvist",
        relationship: "Parent",
        quote: "Orchard walks at recess!",
        storyHtml: story,
        status: "published",
      },
      {
        author: "Brian Doyle",
        relationship: "Grandparent",
        quote: "Kind teachers.",
        storyHtml: story,
        status: "draft",
      },
    ],
    word: "orchard",
  },
  {
    path: "/api/why-choose",
    sort: "title",
    titleOf: (item: Record<string, unknown>) => item.title,
    items: [
      {
        title: "Apples and outdoors",
        summary: "Orchard classroom.",
        bodyHtml: story,
        icon: "mountain",
        sortOrder: 5,
        status: "published",
      },
      {
        title: "Bands and choirs",
        summary: "Music every day.",
        bodyHtml: story,
        icon: "music",
        sortOrder: 6,
        status: "draft",
      },
    ],
    word: "orchard",
  },
];

describe.each(testDialects)("the office's lists on %s", (dialect) => {
  let t: TestApp;
  let office: AuthClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    office = await signedInOffice(t.app, t.database);
    for (const set of SETS) {
      for (const item of set.items) expect((await office.post(set.path, item)).statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (url: string) => {
    const res = await office.request({ method: "GET", url });
    expect(res.statusCode, url).toBe(200);
    return res.json<Page<Record<string, unknown>>>();
  };

  it.each(SETS)("$path: the office searches its words and sorts by its keys, drafts included", async (set) => {
    const found = await list(`${set.path}?status=all&q=${set.word}`);
    expect(found.items.map(set.titleOf)).toEqual([set.titleOf(set.items[0] as Record<string, unknown>)]);

    const ascending = (await list(`${set.path}?status=all&sort=${set.sort}`)).items.map(set.titleOf);
    const descending = (await list(`${set.path}?status=all&sort=-${set.sort}`)).items.map(set.titleOf);
    expect(ascending).toEqual(set.items.map((item) => set.titleOf(item as Record<string, unknown>)));
    expect(descending).toEqual([...ascending].reverse());
  });

  it("news: the office's Scheduled filter lists published items whose time is still ahead, hidden from visitors", async () => {
    // The test clock stands at 2026-11-23T17:00Z; this one appears the next morning.
    const later = { title: "Snow day plan", summary: "If the roads close.", bodyHtml: story, status: "published" };
    const res = await office.post("/api/news", { ...later, publishedAt: "2026-11-24T15:00:00.000Z" });
    expect(res.statusCode).toBe(201);
    expect((await list("/api/news?status=scheduled")).items.map((item) => item.title)).toEqual(["Snow day plan"]);
    const visitor = await t.app.inject({ method: "GET", url: "/api/news?status=scheduled" });
    expect(visitor.json<Page<Record<string, unknown>>>().items.map((item) => item.title)).not.toContain(
      "Snow day plan",
    );
  });

  it.each(SETS)("$path: an unknown sort key is a 400 naming it", async (set) => {
    const res = await office.request({ method: "GET", url: `${set.path}?status=all&sort=price` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { sort: expect.stringMatching(/^Sort must be one of: /) } });
  });

  it.each(SETS)("$path: a visitor's search still sees published items only", async (set) => {
    const res = await t.app.inject({ method: "GET", url: `${set.path}?q=${set.word}&sort=-${set.sort}` });
    const titles = res.json<Page<Record<string, unknown>>>().items.map(set.titleOf);
    expect(titles).not.toContain(set.titleOf(set.items[1] as Record<string, unknown>));
  });
});
