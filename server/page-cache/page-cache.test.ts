/**
 * The rendered-page cache through a listening server, as a visitor's browser meets it: the public JSON lists
 * stand in for pages here (pages need the production build; tests/e2e/page-cache.spec.ts covers those).
 */
import { get, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { NewsItem } from "../../common/content/news/types.ts";
import { createTestApp, secondProcess, type TestApp } from "../test-support/app.ts";
import { type AuthClient, signedInOffice } from "../test-support/auth-client.ts";
import { manualClock } from "../test-support/clock.ts";
import { testDialects } from "../test-support/databases.ts";
import { CHANGES_CHANNEL } from "./relay.ts";

const NEWS = {
  summary: "Buses are not running.",
  bodyHtml: "<p>Stay safe.</p>",
  category: "announcement",
  status: "published",
};

async function listening(app: TestApp["app"]): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("expected a TCP address");
  return `http://127.0.0.1:${address.port}`;
}

/** The news list's titles as a visitor's browser sees them, with how the answer came. */
async function visit(origin: string, path = "/api/news", headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers });
  const text = await response.text();
  const titles = response.status === 200 ? (JSON.parse(text) as { items: NewsItem[] }).items.map((n) => n.title) : [];
  return { response, text, titles, cache: response.headers.get("x-page-cache") ?? "none" };
}

/** An answer's bytes as sent (fetch would decode them), asking for one encoding. */
function raw(origin: string, path: string, encoding: string, ifNoneMatch?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers: Record<string, string> = { "accept-encoding": encoding };
    if (ifNoneMatch) headers["if-none-match"] = ifNoneMatch;
    get(`${origin}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    }).on("error", reject);
  });
}

/** Until the cache trusts itself (on PostgreSQL, once it listens for other processes' changes). */
async function warm(origin: string, path = "/api/news") {
  for (let tries = 0; tries < 100; tries++) {
    if ((await visit(origin, path)).cache === "hit") return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path} was never answered from the cache`);
}

describe.each(testDialects)("the page cache on %s", (dialect) => {
  const clock = manualClock("2026-12-14T14:00:00.000Z");
  let t: TestApp;
  let office: AuthClient;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now });
    office = await signedInOffice(t.app, t.database);
    origin = await listening(t.app);
    await warm(origin, "/api/alerts");
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    clock.set("2026-12-14T14:00:00.000Z");
  });

  it("answers a second visitor with the same bytes, which the browser can revalidate (304) and a CDN may keep", async () => {
    const first = await visit(origin);
    expect(first.cache).toBe("miss");
    const second = await visit(origin);
    expect(second.cache).toBe("hit");
    expect(second.text).toBe(first.text);
    const etag = second.response.headers.get("etag");
    expect(etag).toMatch(/^W\/".+"$/);
    expect(second.response.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=30, stale-while-revalidate=60",
    );
    expect(second.response.headers.get("set-cookie")).toBeNull();

    const again = await fetch(`${origin}/api/news`, { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("sends a hit in the encoding asked for, with its own length, and the same page once decoded", async () => {
    await warm(origin);
    const plain = await raw(origin, "/api/news", "identity");
    expect(plain.headers["x-page-cache"]).toBe("hit");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const answer = await raw(origin, "/api/news", encoding);
      expect(answer.status).toBe(200);
      expect(answer.headers["x-page-cache"]).toBe("hit");
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(answer.headers["content-length"]).toBe(String(answer.body.length));
      expect(answer.headers.etag).toBe(plain.headers.etag);
      expect(answer.headers["content-security-policy"]).toBe(plain.headers["content-security-policy"]);
      expect(decode(answer.body).toString("utf8")).toBe(plain.body.toString("utf8"));
    }
    const notModified = await raw(origin, "/api/news", "br", String(plain.headers.etag));
    expect(notModified.status).toBe(304);
    expect(notModified.headers.etag).toBe(plain.headers.etag);
    expect(notModified.headers["x-page-cache"]).toBe("hit");
    expect(notModified.body.length).toBe(0);
  });

  it("answers HEAD from the cache with the page's headers and no body", async () => {
    await warm(origin);
    const page = await visit(origin, "/api/news", { "accept-encoding": "identity" });
    const head = await fetch(`${origin}/api/news`, { method: "HEAD", headers: { "accept-encoding": "identity" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-page-cache")).toBe("hit");
    expect(head.headers.get("etag")).toBe(page.response.headers.get("etag"));
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(page.text)));
    expect(await head.text()).toBe("");
  });

  it("shows a content write on the very next request", async () => {
    await warm(origin);
    const created = await office.post("/api/news", {
      ...NEWS,
      title: "Snow day: school closed",
      publishedAt: "2026-12-14T13:00:00.000Z",
    });
    expect(created.statusCode).toBe(201);
    const after = await visit(origin);
    expect(after.titles).toContain("Snow day: school closed");

    const item = created.json<NewsItem>();
    const removed = await office.send("DELETE", `/api/news/${item.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await visit(origin)).titles).not.toContain("Snow day: school closed");
  });

  it("shows an item scheduled for later once its time comes, with no write in between", async () => {
    const created = await office.post("/api/news", {
      ...NEWS,
      title: "Buses running again",
      publishedAt: "2026-12-14T15:30:00.000Z",
    });
    expect(created.statusCode).toBe(201);
    await warm(origin);
    expect((await visit(origin)).titles).not.toContain("Buses running again");

    clock.set("2026-12-14T15:29:59.000Z");
    expect((await visit(origin)).titles).not.toContain("Buses running again");
    clock.set("2026-12-14T15:30:00.000Z");
    expect((await visit(origin)).titles).toContain("Buses running again");
  });

  it("never answers a signed-in request from the cache, nor keeps its answer for visitors", async () => {
    const draft = await office.post("/api/news", {
      ...NEWS,
      title: "Draft: spring concert",
      status: "draft",
      publishedAt: "2026-12-14T13:00:00.000Z",
    });
    expect(draft.statusCode).toBe(201);
    const cookie = office.cookie ?? "";
    expect(cookie).toMatch(/pcs\.sid=/);

    const asOffice = await visit(origin, "/api/news?status=draft", { cookie });
    expect(asOffice.titles).toContain("Draft: spring concert");
    expect(asOffice.response.headers.get("x-page-cache")).toBeNull();
    expect(asOffice.response.headers.get("cache-control")).toBe("no-store");

    const asVisitor = await visit(origin, "/api/news?status=draft");
    expect(asVisitor.titles).not.toContain("Draft: spring concert");
    const asVisitorAgain = await visit(origin, "/api/news?status=draft", { cookie: "theme=dark" });
    expect(asVisitorAgain.cache).toBe("hit");
    expect(asVisitorAgain.titles).not.toContain("Draft: spring concert");
  });
});

/**
 * Two server processes on one database, as a school with two instances runs: the first (which need not even
 * serve) saves through the API, the second's cache must hear of it. Each has its own pool and its own cache.
 */
function twoProcesses(
  dialect: "sqlite" | "postgres",
  env: Record<string, string>,
  title: string,
  cutListening: (first: TestApp) => Promise<void>,
) {
  let first: TestApp;
  let second: FastifyInstance;
  let office: AuthClient;
  beforeAll(async () => {
    first = await createTestApp(dialect, env);
    office = await signedInOffice(first.app, first.database);
    second = await secondProcess(first, env);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("drops the second's cached page when the first saves", async () => {
    const secondOrigin = await listening(second);
    await warm(secondOrigin);
    const created = await office.post("/api/news", { ...NEWS, title, publishedAt: "2026-11-23T16:00:00.000Z" });
    expect(created.statusCode).toBe(201);
    // The notice travels through the channel: the next request after it arrives shows the write.
    await expect.poll(async () => (await visit(secondOrigin)).titles, { timeout: 3000 }).toContain(title);
  });

  it("listens again after its connection to the channel is cut, and still hears the next save", async () => {
    const secondOrigin = await listening(second).catch(() => originOf(second));
    await warm(secondOrigin);
    await cutListening(first);
    // The second notices it no longer hears (it stops answering from its cache), then trusts its cache again
    // only once it listens anew: a cache that merely never noticed the cut would not pass here.
    await expect.poll(async () => (await visit(secondOrigin)).cache, { timeout: 3000, interval: 20 }).not.toBe("hit");
    await warm(secondOrigin);
    const again = `${title}, once more`;
    const created = await office.post("/api/news", { ...NEWS, title: again, publishedAt: "2026-11-23T16:00:00.000Z" });
    expect(created.statusCode).toBe(201);
    await expect.poll(async () => (await visit(secondOrigin)).titles, { timeout: 3000 }).toContain(again);
  });
}

/** The origin of an app that is already listening. */
function originOf(app: TestApp["app"]): string {
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("expected a TCP address");
  return `http://127.0.0.1:${address.port}`;
}

describe.runIf(process.env.TEST_DATABASE_URL)("the page cache of two processes on one PostgreSQL database", () => {
  twoProcesses("postgres", {}, "Heard through PostgreSQL", async (first) => {
    // Ends the listening session from the server's side, as a restart or a fail-over would.
    const ended = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and query ilike ${`listen ${CHANGES_CHANNEL}%`}`.execute(first.app.db.kysely);
    expect(ended.rows.length).toBeGreaterThan(0);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("the page cache of two processes on one SQLite file with Redis", () => {
  twoProcesses("sqlite", { REDIS_URL: process.env.TEST_REDIS_URL ?? "" }, "Heard through Redis", async () => {
    const admin = new Redis(process.env.TEST_REDIS_URL ?? "");
    try {
      expect(Number(await admin.call("CLIENT", "KILL", "TYPE", "pubsub"))).toBeGreaterThan(0);
    } finally {
      admin.disconnect();
    }
  });
});
