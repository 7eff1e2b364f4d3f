import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page, Testimonial } from "../../../common/content/testimonials/types.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { type SeededContent, seedContent, UNKNOWN_UUID } from "../../test-support/content-fixture.ts";
import { testDialects } from "../../test-support/databases.ts";

describe.each(testDialects)("testimonials on %s", (dialect) => {
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

  it("lists published testimonials only", async () => {
    const body = (await get("/api/testimonials")).json<Page<Testimonial>>();
    expect(body.items.map((x) => x.author).sort()).toEqual(["Maya Castillo", "Rachel Becker"]);
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 10, pageCount: 1 });
    expect(body.items[0]).toMatchObject({
      relationship: "Parent",
      quote: "Known by name.",
      storyHtml: "<p>Story.</p>",
    });
  });

  it("GET /:id; 404 for drafts, unknown and malformed ids", async () => {
    const res = await get(`/api/testimonials/${seeded.testimonials.first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(seeded.testimonials.first);
    for (const id of [seeded.testimonials.draft.id, UNKNOWN_UUID, "abc"]) {
      const miss = await get(`/api/testimonials/${id}`);
      expect(miss.statusCode, id).toBe(404);
      expect(miss.json()).toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("pages through the list without repeating or losing anyone", async () => {
    const first = (await get("/api/testimonials?page=1&pageSize=1")).json<Page<Testimonial>>();
    const second = (await get("/api/testimonials?page=2&pageSize=1")).json<Page<Testimonial>>();
    expect(first).toMatchObject({ total: 2, page: 1, pageSize: 1, pageCount: 2 });
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1, pageCount: 2 });
    expect([...first.items, ...second.items].map((x) => x.author).sort()).toEqual(["Maya Castillo", "Rachel Becker"]);
    expect((await get("/api/testimonials?page=3&pageSize=1")).json<Page<Testimonial>>().items).toEqual([]);
  });

  it("answers 400 for a bad page", async () => {
    const res = await get("/api/testimonials?page=-1");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", fields: { page: expect.any(String) } });
  });
});
