import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewsItem } from "../../../common/content/news/types.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { type AuthClient, signedInOffice } from "../../test-support/auth-client.ts";
import { manualClock } from "../../test-support/clock.ts";
import { testDialects } from "../../test-support/databases.ts";

const SNOW_DAY = {
  title: "School closed today: snow",
  summary: "Buses are not running.",
  bodyHtml: "<p>Stay safe.</p>",
  category: "announcement",
  status: "published",
};

describe.each(testDialects)("a news item's time on the home page on %s", (dialect) => {
  const clock = manualClock("2026-12-14T14:00:00.000Z");
  let t: TestApp;
  let office: AuthClient;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now });
    office = await signedInOffice(t.app, t.database);
  });
  afterAll(async () => {
    await t.close();
  });

  it("leaves the home page at its expiry and stays in the news list", async () => {
    // 06:00 to 18:00 on the snow day in Penticton.
    const created = await office.post("/api/news", {
      ...SNOW_DAY,
      publishedAt: "2026-12-14T06:00:00-08:00",
      expiresAt: "2026-12-14T18:00:00-08:00",
    });
    expect(created.statusCode).toBe(201);
    const item = created.json<NewsItem>();
    expect(item.expiresAt).toBe("2026-12-15T02:00:00.000Z");
    const onHome = async () => (await t.app.services.news.list({ current: true })).items.map((n) => n.id);
    const inList = async () => (await t.app.services.news.list({})).items.map((n) => n.id);

    expect(await onHome()).toContain(item.id);
    clock.set("2026-12-15T01:59:00.000Z");
    expect(await onHome()).toContain(item.id);
    clock.set("2026-12-15T02:00:00.000Z");
    expect(await onHome()).not.toContain(item.id);
    expect(await inList()).toContain(item.id);
    const page = await t.app.inject({ method: "GET", url: `/api/news/${item.id}` });
    expect(page.statusCode).toBe(200);
  });

  it("refuses an expiry before the publishing time, naming the field", async () => {
    // Back to the morning: the first test's evening is past the session's idle limit.
    clock.set("2026-12-14T14:00:00.000Z");
    const res = await office.post("/api/news", {
      ...SNOW_DAY,
      publishedAt: "2026-12-14T06:00:00-08:00",
      expiresAt: "2026-12-14T05:00:00-08:00",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      expiresAt: "The time it leaves the home page must be after its publishing time.",
    });
  });
});
