import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, secondProcess, type TestApp } from "../../test-support/app.ts";
import { AuthClient, insertAdmin, randomClientAddress } from "../../test-support/auth-client.ts";
import { manualClock } from "../../test-support/clock.ts";
import { testDialects } from "../../test-support/databases.ts";

/** A sign-in attempt that costs no password hash (it fails validation), but counts all the same. */
function quickAttempt(client: AuthClient, headers: Record<string, string> = {}) {
  return client.request({
    method: "POST",
    url: "/api/auth/login",
    headers: { "x-csrf-token": client.csrfToken!, ...headers },
    payload: { email: "office@pinecrest.example" },
  });
}

describe.each(testDialects)("sign-in rate limit on %s", (dialect) => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
  });
  async function app(env: Record<string, string> = {}) {
    const t = await createTestApp(dialect, env);
    apps.push(t);
    await insertAdmin(t.database);
    return t;
  }

  it("answers the 21st attempt from one address in 10 minutes with 429 and Retry-After", async () => {
    const t = await app();
    const client = new AuthClient(t.app);
    await client.fetchCsrfToken();
    expect((await client.login("office@pinecrest.example", "Wrong-password-1")).statusCode).toBe(403);
    for (let attempt = 2; attempt <= 20; attempt++) expect((await quickAttempt(client)).statusCode).toBe(400);

    const limited = await client.login();
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(limited.json()).toEqual({
      success: false,
      code: "RATE_LIMITED",
      message: "Too many attempts. Please try again in 10 minutes.",
    });
    // The limit is on sign-in only, and per address.
    expect(await client.isAuthenticated()).toBe(false);
    const neighbour = new AuthClient(t.app);
    expect((await neighbour.login()).statusCode).toBe(200);
  });

  it("records a refused attempt in the audit log with the client address, once a minute per address, never the password", async () => {
    const clock = manualClock();
    const t = await createTestApp(dialect, {}, { now: clock.now });
    apps.push(t);
    await insertAdmin(t.database);
    const client = new AuthClient(t.app);
    await client.fetchCsrfToken();
    for (let attempt = 1; attempt <= 20; attempt++) await quickAttempt(client);
    expect(await t.app.services.audit.list()).toEqual([]);

    const secret = "Secret-guess-number-21";
    expect((await client.login("office@pinecrest.example", secret)).statusCode).toBe(429);
    expect((await client.login("office@pinecrest.example", secret)).statusCode).toBe(429);
    const rows = await t.app.services.audit.list();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "auth.rate_limited", actorAdminId: null, ip: client.remoteAddress });
    expect(rows[0]?.detail.retryAfterSeconds).toBeGreaterThan(590);
    expect(JSON.stringify(rows)).not.toContain(secret);

    // A minute on, the next refusal from that address is recorded again.
    clock.advance(61 * 1000);
    expect((await client.login("office@pinecrest.example", secret)).statusCode).toBe(429);
    expect((await t.app.services.audit.list()).map((row) => row.action)).toEqual([
      "auth.rate_limited",
      "auth.rate_limited",
    ]);
  });

  it("records a flood that reaches two processes (two workers) once a minute, not once per process", async () => {
    const clock = manualClock();
    const t = await createTestApp(dialect, {}, { now: clock.now });
    apps.push(t);
    const second = await secondProcess(t);
    try {
      const address = randomClientAddress();
      // Without Redis or a cluster's primary, each process counts the address itself: twenty in each first.
      for (const server of [t.app, second]) {
        const client = new AuthClient(server, address);
        await client.fetchCsrfToken();
        for (let attempt = 1; attempt <= 20; attempt++) await quickAttempt(client);
        expect((await quickAttempt(client)).statusCode).toBe(429);
      }
      const refused = (await t.app.services.audit.list()).filter((row) => row.action === "auth.rate_limited");
      expect(refused).toHaveLength(1);
      expect(refused[0]).toMatchObject({ ip: address });
    } finally {
      await second.close();
    }
  });

  it("ignores X-Forwarded-For unless it comes from the configured trusted proxy", async () => {
    const direct = await app();
    const spoofer = new AuthClient(direct.app);
    await spoofer.fetchCsrfToken();
    for (let attempt = 1; attempt <= 20; attempt++) {
      await quickAttempt(spoofer, { "x-forwarded-for": randomClientAddress() });
    }
    expect((await quickAttempt(spoofer, { "x-forwarded-for": randomClientAddress() })).statusCode).toBe(429);

    const proxied = await app({ TRUST_PROXY: "10.0.0.1" });
    const proxy = new AuthClient(proxied.app, "10.0.0.1");
    await proxy.fetchCsrfToken();
    const visitor = randomClientAddress();
    for (let attempt = 1; attempt <= 20; attempt++) await quickAttempt(proxy, { "x-forwarded-for": visitor });
    expect((await quickAttempt(proxy, { "x-forwarded-for": visitor })).statusCode).toBe(429);
    // Another visitor behind the same proxy has a count of their own.
    expect((await quickAttempt(proxy, { "x-forwarded-for": randomClientAddress() })).statusCode).toBe(400);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("sign-in rate limit shared through Redis", () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
  });

  it("counts attempts on two app instances together", async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? "" };
    const first = await createTestApp("sqlite", env);
    apps.push(first);
    const second = await createTestApp("sqlite", env);
    apps.push(second);
    const address = randomClientAddress();
    const onFirst = new AuthClient(first.app, address);
    const onSecond = new AuthClient(second.app, address);
    await onFirst.fetchCsrfToken();
    await onSecond.fetchCsrfToken();

    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await quickAttempt(onFirst)).statusCode).toBe(400);
      expect((await quickAttempt(onSecond)).statusCode).toBe(400);
    }
    expect((await quickAttempt(onFirst)).statusCode).toBe(429);
    expect((await quickAttempt(onSecond)).statusCode).toBe(429);
    // A different address is untouched on both.
    const elsewhere = new AuthClient(second.app);
    await elsewhere.fetchCsrfToken();
    expect((await quickAttempt(elsewhere)).statusCode).toBe(400);
  });
});
