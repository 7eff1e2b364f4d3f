import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import type { NewsItem } from "../../common/content/news/types.ts";
import rateLimitPlugin from "../plugins/rate-limit.ts";
import { createTestApp, secondProcess, type TestApp } from "../test-support/app.ts";
import { signedInOffice } from "../test-support/auth-client.ts";
import { inProcessCluster } from "../test-support/cluster.ts";
import { LIMITED, postUntilLimited } from "../test-support/rate-limit.ts";

// Two workers of one server on SQLite without Redis (ADR 071): what one saves and counts, the other knows.

async function listening(app: TestApp["app"]): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("expected a TCP address");
  return `http://127.0.0.1:${address.port}`;
}

async function newsTitles(origin: string): Promise<{ titles: string[]; cache: string | null }> {
  const response = await fetch(`${origin}/api/news`);
  const { items } = (await response.json()) as { items: NewsItem[] };
  return { titles: items.map((item) => item.title), cache: response.headers.get("x-page-cache") };
}

describe("two workers of one server", () => {
  let first: TestApp | undefined;
  let second: TestApp["app"] | undefined;
  afterEach(async () => {
    await second?.close();
    await first?.close();
    first = second = undefined;
  });

  async function start(cluster: ReturnType<typeof inProcessCluster>) {
    first = await createTestApp("sqlite", {}, { cluster: cluster.channel() });
    second = await secondProcess(first, {}, cluster.channel());
    return { first, second };
  }

  it("drop the second's cached page when the first saves", async () => {
    const { first, second } = await start(inProcessCluster());
    const origin = await listening(second);
    await newsTitles(origin);
    expect((await newsTitles(origin)).cache).toBe("hit");

    const office = await signedInOffice(first.app, first.database);
    const created = await office.post("/api/news", {
      title: "Buses are cancelled today",
      summary: "Snow on the hill roads.",
      bodyHtml: "<p>Stay safe.</p>",
      category: "announcement",
      status: "published",
      publishedAt: first.now().toISOString(),
    });
    expect(created.statusCode).toBe(201);
    await expect
      .poll(async () => (await newsTitles(origin)).titles, { timeout: 3000 })
      .toContain("Buses are cancelled today");
  });

  it("count one visitor's posts to either worker against one limit", async () => {
    const { first, second } = await start(inProcessCluster());
    const { statuses } = await postUntilLimited(first.app, second);
    // Counted per worker, the two would allow twice the limit between them.
    expect(statuses).toEqual(LIMITED);
    expect((await first.app.inject({ method: "GET", url: "/api/health" })).json()).toMatchObject({
      rateLimits: "memory",
    });
  });

  it("still limit, each in its own memory, when the primary stops answering, and health says so", async () => {
    const cluster = inProcessCluster();
    const { first } = await start(cluster);
    cluster.answer(false);
    const { statuses, slowest } = await postUntilLimited(first.app);
    expect(statuses).toEqual(LIMITED);
    // The CSRF token's count waited for the primary once (half a second); after that, memory answers at once.
    expect(slowest).toBeLessThan(400);
    expect((await first.app.inject({ method: "GET", url: "/api/health" })).json()).toMatchObject({
      rateLimits: "memory-fallback",
    });
  });
});

describe("a worker's rate limits", () => {
  it("ask the primary again a while after it failed to answer, and count there once it does", async () => {
    const cluster = inProcessCluster();
    const app = Fastify({ logger: false });
    await app.register(rateLimitPlugin, {
      redisUrl: undefined,
      cluster: cluster.channel(),
      redisTimeoutMs: 50,
      primaryRetryMs: 200,
    });
    app.get("/limited", { config: { rateLimit: { max: 100, timeWindow: 60_000 } } }, async () => "ok");
    try {
      cluster.answer(false);
      expect((await app.inject("/limited")).statusCode).toBe(200);
      expect(app.rateLimitCounters()).toBe("memory-fallback");
      cluster.answer(true);
      // Within the pause, memory still answers and the primary is not asked.
      await app.inject("/limited");
      expect(app.rateLimitCounters()).toBe("memory-fallback");
      await new Promise((resolve) => setTimeout(resolve, 250));
      const back = await app.inject("/limited");
      expect(back.statusCode).toBe(200);
      expect(app.rateLimitCounters()).toBe("memory");
      // Memory counted all three; the primary, only the last: the higher count is the one that answers.
      expect(back.headers["x-ratelimit-remaining"]).toBe("97");
    } finally {
      await app.close();
    }
  });
});
