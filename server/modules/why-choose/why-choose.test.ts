import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page, WhyChooseItem } from "../../../common/content/why-choose/types.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { type SeededContent, seedContent, UNKNOWN_UUID } from "../../test-support/content-fixture.ts";
import { testDialects } from "../../test-support/databases.ts";

describe.each(testDialects)("why-choose on %s", (dialect) => {
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

  it("lists published items in the office's order", async () => {
    const body = (await get("/api/why-choose")).json<Page<WhyChooseItem>>();
    expect(body.items.map((x) => [x.sortOrder, x.title, x.icon])).toEqual([
      [1, "Faith", "heart"],
      [2, "Academics", "book"],
      [3, "Music", "music"],
    ]);
  });

  it("pages through the list in the office's order", async () => {
    const second = (await get("/api/why-choose?page=2&pageSize=2")).json<Page<WhyChooseItem>>();
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2, pageCount: 2 });
    expect(second.items.map((x) => x.title)).toEqual(["Music"]);
  });

  it("GET /:id; 404 for drafts, unknown and malformed ids", async () => {
    expect((await get(`/api/why-choose/${seeded.whyChoose.second.id}`)).json()).toEqual(seeded.whyChoose.second);
    for (const id of [seeded.whyChoose.draft.id, UNKNOWN_UUID, "faith"]) {
      expect((await get(`/api/why-choose/${id}`)).statusCode, id).toBe(404);
    }
  });

  it("accepts only the icons the site draws", async () => {
    await expect(
      t.app.services.whyChoose.create({ title: "T", summary: "S", bodyHtml: "<p>B</p>", icon: "rocket" as "star" }),
    ).rejects.toMatchObject({ fields: { icon: "Icon must be one of: book, heart, people, mountain, music, star." } });
  });
});
