import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { ADMIN_NAME, type AuthClient, signedInOffice } from "../../test-support/auth-client.ts";
import { manualClock } from "../../test-support/clock.ts";
import { testDialects } from "../../test-support/databases.ts";

interface Item {
  id: string;
  title: string;
  summary: string;
  version: number;
  updatedBy: string | null;
}

interface History {
  current: number;
  versions: { version: number; savedAt: string; savedBy: string | null }[];
}

const NEWS = { title: "Spring concert", summary: "Come and listen.", bodyHtml: "<p>Words.</p>", status: "published" };

describe.each(testDialects)("a content item's history on %s", (dialect) => {
  const clock = manualClock("2026-11-23T17:00:00.000Z");
  let t: TestApp;
  let office: AuthClient;
  let id = "";
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now });
    office = await signedInOffice(t.app, t.database);
  });
  afterAll(async () => {
    await t.close();
  });

  const history = async () => {
    const res = await office.request({ method: "GET", url: `/api/news/${id}/history` });
    expect(res.statusCode).toBe(200);
    return res.json<History>();
  };

  it("keeps every saved version with who saved it and when", async () => {
    const created = await office.post("/api/news", NEWS);
    expect(created.statusCode).toBe(201);
    id = created.json<Item>().id;
    clock.advance(60_000);
    expect(
      (await office.send("PUT", `/api/news/${id}`, { title: "Spring concert, 7 p.m.", version: 1 })).statusCode,
    ).toBe(200);
    clock.advance(60_000);
    expect(
      (await office.send("PUT", `/api/news/${id}`, { summary: "Doors open at 6:30.", version: 2 })).statusCode,
    ).toBe(200);

    const found = await history();
    expect(found.current).toBe(3);
    expect(found.versions).toEqual([
      { version: 3, savedAt: "2026-11-23T17:02:00.000Z", savedBy: ADMIN_NAME },
      { version: 2, savedAt: "2026-11-23T17:01:00.000Z", savedBy: ADMIN_NAME },
      { version: 1, savedAt: "2026-11-23T17:00:00.000Z", savedBy: ADMIN_NAME },
    ]);
    const first = await office.request({ method: "GET", url: `/api/news/${id}/history/1` });
    expect(first.json<Item>()).toMatchObject({ title: "Spring concert", summary: "Come and listen.", version: 1 });
  });

  it("restores an earlier version as a new version, and the replaced one stays in the history", async () => {
    const res = await office.send("POST", `/api/news/${id}/restore`, { version: 1, currentVersion: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json<Item>()).toMatchObject({ title: "Spring concert", summary: "Come and listen.", version: 4 });
    expect((await history()).versions.map((v) => v.version)).toEqual([4, 3, 2, 1]);
    const third = await office.request({ method: "GET", url: `/api/news/${id}/history/3` });
    expect(third.json<Item>()).toMatchObject({ summary: "Doors open at 6:30." });
  });

  it("answers a restore from a stale editor with 409 and changes nothing", async () => {
    const res = await office.send("POST", `/api/news/${id}/restore`, { version: 2, currentVersion: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ currentVersion: 4 });
    expect((await history()).current).toBe(4);
  });

  it("keeps the history from visitors and from requests without the CSRF token", async () => {
    expect((await t.app.inject({ method: "GET", url: `/api/news/${id}/history` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: `/api/news/${id}/history/1` })).statusCode).toBe(401);
    const noToken = await office.request({
      method: "POST",
      url: `/api/news/${id}/restore`,
      payload: { version: 1, currentVersion: 4 },
    });
    expect(noToken.statusCode).toBe(403);
  });

  it("answers 404 for a version never kept, and the history goes with a deleted item", async () => {
    expect((await office.request({ method: "GET", url: `/api/news/${id}/history/99` })).statusCode).toBe(404);
    expect((await office.send("DELETE", `/api/news/${id}`)).statusCode).toBe(204);
    expect((await office.request({ method: "GET", url: `/api/news/${id}/history` })).statusCode).toBe(404);
    expect((await office.request({ method: "GET", url: `/api/news/${id}/history/1` })).statusCode).toBe(404);
  });

  it("keeps an item written before history existed from its first edit on", async () => {
    // As the sample content and scripts write it: no person, no history row.
    const old = await t.app.services.careers.create({
      title: "Bus Driver",
      department: "Support Staff",
      employmentType: "part-time",
      location: "Penticton",
      summary: "Mornings and afternoons.",
      descriptionHtml: "<p>Drive.</p>",
      requirementsHtml: "<p>Class 2 licence.</p>",
      startDate: "2027-01-04",
      status: "published",
    });
    const edit = await office.send("PUT", `/api/careers/${old.id}`, {
      summary: "Mornings only.",
      version: old.version,
    });
    expect(edit.statusCode).toBe(200);
    const res = await office.request({ method: "GET", url: `/api/careers/${old.id}/history` });
    expect(res.json<History>().versions.map((v) => [v.version, v.savedBy])).toEqual([
      [2, ADMIN_NAME],
      [1, null],
    ]);
  });
});
