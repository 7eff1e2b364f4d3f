import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DeletedList } from "../../../common/content/deleted.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { ADMIN_NAME, AuthClient, signedInOffice } from "../../test-support/auth-client.ts";
import { manualClock } from "../../test-support/clock.ts";
import { ADDED_PAGE } from "../../test-support/content-fixture.ts";
import { testDialects } from "../../test-support/databases.ts";

interface Item {
  id: string | number;
  title?: string;
  status: string;
  version: number;
  createdAt: string;
  updatedBy: string | null;
}

const NEWS = {
  title: "Spring concert",
  summary: "Come and listen.",
  bodyHtml: "<p>Words.</p>",
  status: "published",
};

/** One valid new item of every set that writes through the content write path. */
const EVERY_SET: Record<string, object> = {
  news: NEWS,
  events: {
    title: "Hamper drive",
    summary: "Bring a tin.",
    descriptionHtml: "<p>In the gym.</p>",
    location: "PCS Gymnasium",
    category: "community",
    startsAt: "2026-12-04T11:30:00-08:00",
    endsAt: "2026-12-04T13:00:00-08:00",
    status: "published",
  },
  alumni: {
    name: "Ruth Okafor",
    graduationYear: 2009,
    headline: "Nurse.",
    bioHtml: "<p>Bio.</p>",
    status: "published",
  },
  testimonials: {
    author: "A parent",
    relationship: "Parent",
    quote: "Known by name.",
    storyHtml: "<p>A story.</p>",
    status: "published",
  },
  "why-choose": {
    title: "Small classes",
    summary: "Twenty at most.",
    bodyHtml: "<p>Text.</p>",
    icon: "book",
    sortOrder: 9,
    status: "published",
  },
  careers: {
    title: "Bus Driver",
    department: "Support Staff",
    employmentType: "part-time",
    location: "Penticton",
    summary: "Mornings.",
    descriptionHtml: "<p>Drive.</p>",
    requirementsHtml: "<p>Class 2.</p>",
    startDate: "2027-01-04",
    status: "draft",
  },
  alerts: {
    message: "Snow day: the school is closed.",
    level: "warning",
    startsAt: "2026-11-23T15:00:00.000Z",
    endsAt: "2026-11-24T15:00:00.000Z",
    status: "published",
  },
  pages: ADDED_PAGE,
};

describe.each(testDialects)("the API of what was deleted on %s", (dialect) => {
  const clock = manualClock("2026-11-23T17:00:00.000Z");
  let t: TestApp;
  let office: AuthClient;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now });
    office = await signedInOffice(t.app, t.database);
  });
  afterAll(async () => {
    await t.close();
  });

  const deletedOf = async (set: string) => {
    const res = await office.request({ method: "GET", url: `/api/${set}/deleted` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    return res.json<DeletedList>().items;
  };
  const created = async (set: string, body: object) => {
    const res = await office.send("POST", `/api/${set}`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Item>();
  };
  const keptRows = async (itemId: string | number) => {
    const { kysely } = t.database.db;
    const [entries, versions, live] = await Promise.all([
      kysely.selectFrom("deleted_content").select("item_id").where("item_id", "=", String(itemId)).execute(),
      kysely.selectFrom("deleted_content_versions").select("version").where("item_id", "=", String(itemId)).execute(),
      kysely.selectFrom("content_versions").select("version").where("item_id", "=", String(itemId)).execute(),
    ]);
    return { entries: entries.length, versions: versions.length, live: live.length };
  };

  it("keeps a deleted news item with who deleted it and when, and puts it back under its id as a new version", async () => {
    const item = await created("news", NEWS);
    clock.advance(60_000);
    expect(
      (await office.send("PUT", `/api/news/${item.id}`, { title: "Spring concert, 7 p.m.", version: 1 })).statusCode,
    ).toBe(200);
    clock.advance(60_000);
    const changesBefore = t.database.db.changes.count();
    expect((await office.send("DELETE", `/api/news/${item.id}`)).statusCode).toBe(204);
    expect(t.database.db.changes.count()).toBeGreaterThan(changesBefore);

    // Gone everywhere the public looks, and from the history, exactly as before.
    expect((await t.app.inject({ method: "GET", url: `/api/news/${item.id}` })).statusCode).toBe(404);
    expect((await office.request({ method: "GET", url: `/api/news/${item.id}/history` })).statusCode).toBe(404);
    expect((await office.request({ method: "GET", url: `/api/news/${item.id}/history/1` })).statusCode).toBe(404);
    expect(await deletedOf("news")).toEqual([
      {
        id: item.id,
        title: "Spring concert, 7 p.m.",
        status: "published",
        deletedAt: "2026-11-23T17:02:00.000Z",
        deletedBy: ADMIN_NAME,
        keptUntil: "2026-12-23T17:02:00.000Z",
      },
    ]);
    expect(await keptRows(item.id)).toEqual({ entries: 1, versions: 2, live: 0 });

    clock.advance(60_000);
    const announced = t.database.db.changes.count();
    const res = await office.send("POST", `/api/news/deleted/${item.id}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Item>()).toMatchObject({
      id: item.id,
      title: "Spring concert, 7 p.m.",
      status: "published",
      version: 3,
      createdAt: item.createdAt,
      updatedBy: ADMIN_NAME,
    });
    // The page cache and the site-wide reads hear it as they hear every write.
    expect(t.database.db.changes.count()).toBeGreaterThan(announced);
    const again = await t.app.inject({ method: "GET", url: `/api/news/${item.id}` });
    expect(again.statusCode).toBe(200);
    expect(again.json<Item>().title).toBe("Spring concert, 7 p.m.");
    const history = await office.request({ method: "GET", url: `/api/news/${item.id}/history` });
    expect(history.json<{ versions: { version: number }[] }>().versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(await deletedOf("news")).toEqual([]);
    expect(await keptRows(item.id)).toEqual({ entries: 0, versions: 0, live: 3 });
    const log = await office.request({ method: "GET", url: "/api/audit?section=news" });
    expect(log.json<{ items: { description: string }[] }>().items[0]?.description).toBe(
      "Put back the news item “Spring concert, 7 p.m.”",
    );

    // Edits go on from there, and a second put back finds nothing kept.
    expect(
      (await office.send("PUT", `/api/news/${item.id}`, { summary: "Doors at 6:30.", version: 3 })).statusCode,
    ).toBe(200);
    expect((await office.send("POST", `/api/news/deleted/${item.id}/restore`)).statusCode).toBe(404);
  });

  it("deletes an alumna's kept profile and its versions forever, at once", async () => {
    const alumna = await created("alumni", EVERY_SET.alumni as object);
    expect(typeof alumna.id).toBe("number");
    expect(
      (await office.send("PUT", `/api/alumni/${alumna.id}`, { headline: "Nurse in Kelowna.", version: 1 })).statusCode,
    ).toBe(200);
    expect((await office.send("DELETE", `/api/alumni/${alumna.id}`)).statusCode).toBe(204);
    expect((await deletedOf("alumni")).map((item) => [item.id, item.title])).toEqual([[alumna.id, "Ruth Okafor"]]);
    expect(await keptRows(alumna.id)).toEqual({ entries: 1, versions: 2, live: 0 });

    const forever = await office.send("DELETE", `/api/alumni/deleted/${alumna.id}`);
    expect(forever.statusCode, forever.body).toBe(204);
    expect(await keptRows(alumna.id)).toEqual({ entries: 0, versions: 0, live: 0 });
    expect(await deletedOf("alumni")).toEqual([]);
    expect((await office.send("POST", `/api/alumni/deleted/${alumna.id}/restore`)).statusCode).toBe(404);
    expect((await office.send("DELETE", `/api/alumni/deleted/${alumna.id}`)).statusCode).toBe(404);
    const log = await office.request({ method: "GET", url: "/api/audit?section=alumni" });
    expect(log.json<{ items: { description: string }[] }>().items[0]?.description).toBe(
      "Permanently deleted the alumni story “Ruth Okafor”",
    );
  });

  it("refuses to put an item back over one that has its id now, and keeps it", async () => {
    const item = await created("news", { ...NEWS, title: "Christmas hampers" });
    const { kysely } = t.database.db;
    const row = await kysely
      .selectFrom("news_items")
      .selectAll()
      .where("id", "=", String(item.id))
      .executeTakeFirstOrThrow();
    expect((await office.send("DELETE", `/api/news/${item.id}`)).statusCode).toBe(204);
    // Nothing in the site makes an id twice; a row written behind its back (a script, a restore) could.
    await kysely
      .insertInto("news_items")
      .values({ ...row, title: "In its place" })
      .execute();

    const res = await office.send("POST", `/api/news/deleted/${item.id}/restore`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: "CONFLICT" });
    expect(res.json<{ message: string }>().message).toContain(String(item.id));
    expect((await deletedOf("news")).map((kept) => kept.title)).toEqual(["Christmas hampers"]);
    const live = await t.app.inject({ method: "GET", url: `/api/news/${item.id}` });
    expect(live.json<Item>().title).toBe("In its place");
    await kysely.deleteFrom("news_items").where("id", "=", String(item.id)).execute();
    expect((await office.send("POST", `/api/news/deleted/${item.id}/restore`)).statusCode).toBe(200);
  });

  it("refuses to put a page back where another page is now, naming the address", async () => {
    const page = await created("pages", EVERY_SET.pages as object);
    expect((await office.send("DELETE", `/api/pages/${page.id}`)).statusCode).toBe(204);
    expect(await t.app.services.pages.byPath("/admissions/bus-routes")).toBeUndefined();
    const newer = await created("pages", { ...(EVERY_SET.pages as object), heading: "Buses this year" });

    const refused = await office.send("POST", `/api/pages/deleted/${page.id}/restore`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      path: "Another page is at /admissions/bus-routes now. Give that page another address or delete it, then put this one back.",
    });
    expect((await office.send("DELETE", `/api/pages/${newer.id}`)).statusCode).toBe(204);
    const back = await office.send("POST", `/api/pages/deleted/${page.id}/restore`);
    expect(back.statusCode, back.body).toBe(200);
    expect((await t.app.services.pages.byPath("/admissions/bus-routes"))?.heading).toBe("Bus routes");
    expect(await t.app.services.pages.addedPages()).toEqual([
      expect.objectContaining({ path: "/admissions/bus-routes", title: "Bus Routes" }),
    ]);
    // The newer page is kept in its turn, and cannot come back while this one has the address.
    expect((await deletedOf("pages")).map((kept) => kept.id)).toEqual([newer.id]);
    expect((await office.send("DELETE", `/api/pages/deleted/${newer.id}`)).statusCode).toBe(204);
    expect((await office.send("DELETE", `/api/pages/${page.id}`)).statusCode).toBe(204);
    expect((await office.send("DELETE", `/api/pages/deleted/${page.id}`)).statusCode).toBe(204);
  });

  it("keeps and puts back an item of every set that writes through the one path", async () => {
    for (const [set, body] of Object.entries(EVERY_SET)) {
      const item = await created(set, body);
      expect((await office.send("DELETE", `/api/${set}/${item.id}`)).statusCode, set).toBe(204);
      expect(
        (await deletedOf(set)).map((kept) => kept.id),
        set,
      ).toContain(item.id);
      const back = await office.send("POST", `/api/${set}/deleted/${item.id}/restore`);
      expect(back.statusCode, `${set}: ${back.body}`).toBe(200);
      expect(back.json<Item>(), set).toMatchObject({ id: item.id, status: item.status, version: 2 });
      const read = await office.request({ method: "GET", url: `/api/${set}/${item.id}?status=all` });
      expect(read.statusCode, set).toBe(200);
      expect((await office.send("DELETE", `/api/${set}/${item.id}`)).statusCode, set).toBe(204);
      expect((await office.send("DELETE", `/api/${set}/deleted/${item.id}`)).statusCode, set).toBe(204);
    }
  });

  it("keeps what was deleted from visitors, and refuses writes without the CSRF token", async () => {
    const item = await created("why-choose", EVERY_SET["why-choose"] as object);
    expect((await office.send("DELETE", `/api/why-choose/${item.id}`)).statusCode).toBe(204);

    const visitor = new AuthClient(t.app);
    expect((await visitor.request({ method: "GET", url: "/api/why-choose/deleted" })).statusCode).toBe(401);
    expect((await visitor.send("POST", `/api/why-choose/deleted/${item.id}/restore`)).statusCode).toBe(401);
    expect((await visitor.send("DELETE", `/api/why-choose/deleted/${item.id}`)).statusCode).toBe(401);
    const noToken = await office.request({ method: "POST", url: `/api/why-choose/deleted/${item.id}/restore` });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toMatchObject({ code: "CSRF_INVALID" });
    const noTokenDelete = await office.request({ method: "DELETE", url: `/api/why-choose/deleted/${item.id}` });
    expect(noTokenDelete.statusCode).toBe(403);
    expect((await deletedOf("why-choose")).map((kept) => kept.id)).toEqual([item.id]);
  });

  it("are described in the OpenAPI document for every set", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    }>();
    for (const set of Object.keys(EVERY_SET)) {
      expect(Object.keys(doc.paths[`/api/${set}/deleted`] ?? {}), set).toEqual(["get"]);
      expect(Object.keys(doc.paths[`/api/${set}/deleted/{id}/restore`] ?? {}), set).toEqual(["post"]);
      expect(Object.keys(doc.paths[`/api/${set}/deleted/{id}`] ?? {}), set).toEqual(["delete"]);
      // A put back says which deleted picture the item came back without (ADR 066).
      const answer = doc.paths[`/api/${set}/deleted/{id}/restore`]?.post?.responses?.["200"];
      expect(JSON.stringify(answer), set).toContain("pictureLeftOff");
    }
  });
});
