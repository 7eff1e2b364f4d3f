import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Alumnus, Page } from "../../../common/content/alumni/types.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { type SeededContent, seedContent } from "../../test-support/content-fixture.ts";
import { testDialects } from "../../test-support/databases.ts";
import { VALIDATION_REPLY } from "../../test-support/replies.ts";

describe.each(testDialects)("alumni on %s", (dialect) => {
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

  it("lists published alumni, newest graduating class first, with numeric ids", async () => {
    const body = (await get("/api/alumni")).json<Page<Alumnus>>();
    expect(body.items.map((a) => [a.name, a.graduationYear])).toEqual([
      ["Abigail Tremblay", 2022],
      ["Esther Kim", 2016],
      ["Hannah Okafor", 2010],
    ]);
    expect(body.total).toBe(3);
    expect(typeof body.items[0]?.id).toBe("number");
  });

  it("pages, and answers 400 for a bad page size", async () => {
    const body = (await get("/api/alumni?pageSize=2&page=2")).json<Page<Alumnus>>();
    expect(body.items.map((a) => a.name)).toEqual(["Hannah Okafor"]);
    expect(body).toMatchObject({ total: 3, pageCount: 2 });
    const bad = await get("/api/alumni?pageSize=0");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      ...VALIDATION_REPLY,
      fields: { pageSize: "Page size must be a whole number from 1 to 50." },
    });
  });

  it("GET /:id by number; 404 for drafts, unknown, malformed and out-of-range ids", async () => {
    const res = await get(`/api/alumni/${seeded.alumni.y2016.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(seeded.alumni.y2016);
    const misses = [seeded.alumni.draft.id, 999_999, "abc", "0", "-1", "1.5", "01", "1e3", "99999999999", "2147483648"];
    for (const id of misses) {
      const miss = await get(`/api/alumni/${id}`);
      expect(miss.statusCode, String(id)).toBe(404);
      expect(miss.json()).toEqual({ success: false, code: "NOT_FOUND", message: "No alumni profile has that id." });
    }
  });

  it("the service accepts the id as a number or as text", async () => {
    const { id } = seeded.alumni.y2022;
    expect((await t.app.services.alumni.get(id))?.name).toBe("Abigail Tremblay");
    expect((await t.app.services.alumni.get(String(id)))?.name).toBe("Abigail Tremblay");
  });

  it("validates the graduation year", async () => {
    await expect(
      t.app.services.alumni.create({ name: "X", graduationYear: 1950, headline: "h", bioHtml: "<p>b</p>" }),
    ).rejects.toMatchObject({ fields: { graduationYear: expect.stringContaining("1978") } });
  });
});
