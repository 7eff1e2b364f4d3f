/**
 * The home page's lists are kept between requests (ADR 070), yet a family sees on the very next request what the
 * office saved, what was scheduled once its time comes, and an event gone once it has ended; a second process on one
 * PostgreSQL database sees what the first saved. Read through the home page's own loader.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "../server/services.ts";
import { createTestApp, secondProcess, type TestApp } from "../server/test-support/app.ts";
import { type AuthClient, signedInOffice } from "../server/test-support/auth-client.ts";
import { manualClock } from "../server/test-support/clock.ts";
import { testDialects } from "../server/test-support/databases.ts";
import { loader as homeLoader } from "./routes/home.tsx";

const NOW = "2026-12-14T14:00:00.000Z"; // 06:00 in Penticton, a Monday
const story = "<p>Words.</p>";
const NEWS = { summary: "What happened.", bodyHtml: story, category: "announcement", status: "published" };

/** The home page's titles, as its loader gives them to the page. */
async function home(services: Services) {
  const data = await homeLoader({ context: { services } } as unknown as Parameters<typeof homeLoader>[0]);
  return {
    why: data.why.map((item) => item.title),
    events: data.events.map((item) => item.title),
    news: data.news.map((item) => item.title),
  };
}

describe.each(testDialects)("the home page's lists on %s", (dialect) => {
  const clock = manualClock(NOW);
  let t: TestApp;
  let office: AuthClient;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now });
    office = await signedInOffice(t.app, t.database);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    clock.set(NOW);
  });

  it("shows a news item on the very next request after it is saved, and not after it is deleted", async () => {
    const before = await home(t.app.services);
    expect(before.news).not.toContain("Snow day: school closed");
    const created = await office.post("/api/news", { ...NEWS, title: "Snow day: school closed", publishedAt: NOW });
    expect(created.statusCode).toBe(201);
    expect((await home(t.app.services)).news[0]).toBe("Snow day: school closed");

    const renamed = await office.send("PUT", `/api/news/${created.json<{ id: string }>().id}`, {
      title: "Snow day: school closed, buses cancelled",
      version: 1,
    });
    expect(renamed.statusCode).toBe(200);
    expect((await home(t.app.services)).news[0]).toBe("Snow day: school closed, buses cancelled");

    expect((await office.send("DELETE", `/api/news/${created.json<{ id: string }>().id}`)).statusCode).toBe(204);
    expect((await home(t.app.services)).news).toEqual(before.news);
  });

  it("shows what was scheduled once its time comes, and drops a news item at its expiry, with nobody acting", async () => {
    const reason = await office.post("/api/why-choose", {
      title: "Lake days",
      summary: "Learning outdoors.",
      bodyHtml: story,
      icon: "mountain",
      sortOrder: 0,
      status: "published",
      publishAt: "2026-12-14T15:00:00.000Z",
    });
    expect(reason.statusCode).toBe(201);
    const notice = await office.post("/api/news", {
      ...NEWS,
      title: "Early pick-up today",
      publishedAt: NOW,
      expiresAt: "2026-12-14T16:00:00.000Z",
    });
    expect(notice.statusCode).toBe(201);

    clock.set("2026-12-14T14:59:59.000Z");
    let shown = await home(t.app.services);
    expect(shown.why).not.toContain("Lake days");
    expect(shown.news).toContain("Early pick-up today");
    clock.set("2026-12-14T15:00:00.000Z");
    shown = await home(t.app.services);
    expect(shown.why).toContain("Lake days");
    expect(shown.news).toContain("Early pick-up today");
    clock.set("2026-12-14T16:00:00.000Z");
    expect((await home(t.app.services)).news).not.toContain("Early pick-up today");
  });

  it("drops an event from what is coming up once it has ended", async () => {
    const event = await office.post("/api/events", {
      title: "Pancake breakfast",
      summary: "Before school in the gym.",
      descriptionHtml: story,
      location: "The gym",
      category: "community",
      startsAt: "2026-12-14T06:30:00-08:00",
      endsAt: "2026-12-14T07:30:00-08:00",
      status: "published",
    });
    expect(event.statusCode).toBe(201);
    clock.set("2026-12-14T15:29:59.000Z"); // 07:29:59, under way
    expect((await home(t.app.services)).events[0]).toBe("Pancake breakfast");
    clock.set("2026-12-14T15:30:00.000Z");
    expect((await home(t.app.services)).events).not.toContain("Pancake breakfast");
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("the home page's lists of two processes on one PostgreSQL", () => {
  let first: TestApp;
  let second: FastifyInstance;
  let office: AuthClient;
  beforeAll(async () => {
    first = await createTestApp("postgres");
    office = await signedInOffice(first.app, first.database);
    second = await secondProcess(first);
    // It listens for the first's changes once it serves visitors.
    await second.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("shows on the second a news item saved through the first", async () => {
    // The second listens for the first's changes, so it keeps what it reads: it has read its lists before the save.
    await expect.poll(() => second.db.changes.hearsAll(), { timeout: 3000 }).toBe(true);
    const title = "Heard by the second";
    expect((await home(second.services)).news).not.toContain(title);
    const created = await office.post("/api/news", { ...NEWS, title, publishedAt: first.now().toISOString() });
    expect(created.statusCode).toBe(201);
    await expect.poll(async () => (await home(second.services)).news, { timeout: 3000 }).toContain(title);
  });
});
