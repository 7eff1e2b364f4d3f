import { type AddressInfo, connect, createServer, type Server, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { FORM_RATE_LIMIT } from "../modules/forms/submission.ts";
import { createTestApp, type TestApp } from "../test-support/app.ts";
import { AuthClient } from "../test-support/auth-client.ts";
import { LIMITED, postUntilLimited } from "../test-support/rate-limit.ts";

/** A TCP relay to Redis that can be cut (every connection dropped, new ones refused) and restored on the same port. */
async function cuttableProxy(targetPort: number, targetHost: string) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const open = async () => {
    server = createServer((client) => {
      const upstream = connect(targetPort, targetHost);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("error", () => {});
        socket.on("close", () => sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server?.listen(port, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  };
  const shut = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  };
  await open();
  return { port, cut: shut, restore: open, close: shut };
}

describe("rate limits when REDIS_URL's Redis does not answer (issue 18)", () => {
  let t: TestApp | undefined;
  let silent: Server | undefined;
  const sockets = new Set<Socket>();
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    await t?.close();
    await new Promise<void>((resolve) => (silent ? silent.close(() => resolve()) : resolve()));
    t = silent = undefined;
  });

  it("still hold, counted in memory, and answer at once when nothing listens on the port", async () => {
    t = await createTestApp("sqlite", { REDIS_URL: "redis://127.0.0.1:1" });
    const { statuses, slowest } = await postUntilLimited(t.app);
    expect(statuses).toEqual(LIMITED);
    // Before: each post waited out the offline queue (6.7–10.2 s) and the limit was skipped.
    expect(slowest).toBeLessThan(1000);
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok", database: "sqlite", rateLimits: "memory-fallback" });
  });

  it("still hold and answer at once when Redis accepts connections and never replies", async () => {
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on("error", () => {});
    });
    await new Promise<void>((resolve) => silent?.listen(0, "127.0.0.1", resolve));
    const address = silent.address();
    if (address === null || typeof address === "string") throw new Error("expected a TCP address");
    t = await createTestApp("sqlite", { REDIS_URL: `redis://127.0.0.1:${address.port}` });
    const { statuses, slowest } = await postUntilLimited(t.app);
    expect(statuses).toEqual(LIMITED);
    expect(slowest).toBeLessThan(1000);
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).json()).toMatchObject({
      rateLimits: "memory-fallback",
    });
  });

  it("are counted in memory without REDIS_URL, as health says", async () => {
    t = await createTestApp("sqlite");
    expect((await postUntilLimited(t.app)).statuses).toEqual(LIMITED);
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).json()).toMatchObject({ rateLimits: "memory" });
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("rate limits with a Redis that answers", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("keep what was counted in memory while Redis was away once it is back", async () => {
    const redis = new URL(process.env.TEST_REDIS_URL ?? "");
    const proxy = await cuttableProxy(Number(redis.port || 6379), redis.hostname);
    try {
      redis.port = String(proxy.port);
      t = await createTestApp("sqlite", { REDIS_URL: redis.toString() });
      const health = async () => (await t?.app.inject({ method: "GET", url: "/api/health" }))?.json().rateLimits;
      expect(await health()).toBe("redis");
      const client = new AuthClient(t.app);
      await client.fetchCsrfToken();
      const post = async () => (await client.post("/api/contact", { name: "" })).statusCode;

      await proxy.cut();
      const away = [await post(), await post(), await post()];
      expect(await health()).toBe("memory-fallback");
      await proxy.restore();
      await expect.poll(health, { timeout: 10_000, interval: 100 }).toBe("redis");
      const back: number[] = [];
      for (let i = 3; i <= FORM_RATE_LIMIT.max; i++) back.push(await post());
      // Three posts while away and two after make five: the sixth is refused, not the ninth.
      expect([...away, ...back]).toEqual(LIMITED);
    } finally {
      await proxy.close();
    }
  });

  it("count in Redis, as health says", async () => {
    t = await createTestApp("sqlite", { REDIS_URL: process.env.TEST_REDIS_URL ?? "" });
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).json()).toMatchObject({ rateLimits: "redis" });
    expect((await postUntilLimited(t.app)).statuses).toEqual(LIMITED);
  });
});
