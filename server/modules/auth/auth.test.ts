import type { LightMyRequestResponse } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.ts";
import { openDatabase } from "../../db/database.ts";
import { createTestApp, TEST_SCRYPT_PARAMS, type TestApp } from "../../test-support/app.ts";
import { ADMIN_EMAIL, ADMIN_NAME, ADMIN_PASSWORD, AuthClient, insertAdmin } from "../../test-support/auth-client.ts";
import { manualClock } from "../../test-support/clock.ts";
import { testDialects } from "../../test-support/databases.ts";
import { emailKey } from "./login-failures.ts";
import { getDummyHash, verifyPassword } from "./password.ts";
import { hashSessionId } from "./sessions.ts";

// A pass-through spy: every check still runs the real scrypt, and the test can see what it was run against.
vi.mock("./password.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("./password.ts")>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const verifyPasswordSpy = vi.mocked(verifyPassword);
const realVerifyPassword = (await vi.importActual<typeof import("./password.ts")>("./password.ts")).verifyPassword;

/**
 * Holds every password check at the door until release() (then runs the real one), so a test can have
 * attempts overlap for certain instead of hoping the scheduler interleaves them.
 */
function holdPasswordChecks() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  verifyPasswordSpy.mockClear();
  verifyPasswordSpy.mockImplementation(async (password, stored) => {
    await gate;
    return realVerifyPassword(password, stored);
  });
  return { release, checks: () => verifyPasswordSpy.mock.calls.length };
}

const MINUTE = 60 * 1000;
/** How long vi.waitFor may poll for requests to reach a point: generous, for a loaded machine. */
const WAIT = { timeout: 15_000, interval: 20 };

describe.each(testDialects)("administrator sign-in on %s", (dialect) => {
  let t: TestApp | undefined;
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    verifyPasswordSpy.mockImplementation(realVerifyPassword);
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await t?.close();
    t = undefined;
  });

  async function setup(env: Record<string, string> = {}) {
    const clock = manualClock();
    t = await createTestApp(dialect, env, { now: clock.now });
    const adminId = await insertAdmin(t.database);
    return { t, clock, adminId, client: new AuthClient(t.app) };
  }

  /**
   * Another server process on the same database, with its own connection pool; closed after the test.
   * It takes the test's clock: every process in a test reads one time, so no test depends on today's date.
   */
  async function secondProcess(first: TestApp, now: () => Date) {
    const db = openDatabase(first.database.config);
    const app = await buildApp({
      config: first.config,
      db,
      web: "none",
      logger: false,
      now,
      passwordParams: TEST_SCRYPT_PARAMS,
    });
    cleanups.push(async () => {
      await app.close();
      await db.close();
    });
    return app;
  }

  describe("CSRF", () => {
    it("hands out a token in a pre-session cookie, and a fresh token lets the sign-in through", async () => {
      const { t, client } = await setup();
      const res = await client.request({ method: "GET", url: "/api/csrf-token" });
      expect(res.statusCode).toBe(200);
      const { csrfToken } = res.json() as { csrfToken: string };
      expect(csrfToken).toMatch(/\S{20,}/);
      const setCookie = String(res.headers["set-cookie"]);
      expect(setCookie).toMatch(/^pcs\.sid=[A-Za-z0-9_-]{32}; Path=\/; HttpOnly; SameSite=Lax$/);
      expect(res.headers["cache-control"]).toBe("no-store");

      // A second token from the same pre-session works as well as the first.
      const second = await client.fetchCsrfToken();
      expect(second).not.toBe(csrfToken);
      const login = await client.post("/api/auth/login", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, csrfToken);
      expect(login.statusCode).toBe(200);
      expect(await t.app.services.audit.list()).toHaveLength(1);
    });

    it("answers the 61st token request from one address in a minute with 429, and writes no row for it", async () => {
      const { t, client } = await setup();
      // Each cookie-less request would write a pre-session row: the flood a limit is for.
      const cookieLess = () =>
        t.app.inject({ method: "GET", url: "/api/csrf-token", remoteAddress: client.remoteAddress });
      for (let n = 1; n <= 60; n++) expect((await cookieLess()).statusCode).toBe(200);
      const limited = await cookieLess();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        success: false,
        code: "RATE_LIMITED",
        message: "Too many attempts. Please try again in 1 minute.",
      });
      expect(limited.headers["set-cookie"]).toBeUndefined();
      expect(await t.database.db.kysely.selectFrom("sessions").selectAll().execute()).toHaveLength(60);
      // Per address: a neighbour still gets a token.
      expect((await new AuthClient(t.app).request({ method: "GET", url: "/api/csrf-token" })).statusCode).toBe(200);
    });

    it.each([
      ["missing", null],
      ["wrong", "not-a-real-token"],
    ])("refuses a %s token with 403 CSRF_INVALID before looking at the password", async (_label, token) => {
      const { t, client } = await setup();
      await client.fetchCsrfToken();
      const res = await client.post("/api/auth/login", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: "CSRF_INVALID" });
      expect(await client.isAuthenticated()).toBe(false);
      expect(await t.app.services.audit.list()).toEqual([]);
    });

    it("refuses a token that belongs to another visitor's session", async () => {
      const { t, client } = await setup();
      const other = new AuthClient(t.app);
      const othersToken = await other.fetchCsrfToken();
      await client.fetchCsrfToken();
      const res = await client.post("/api/auth/login", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, othersToken);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "CSRF_INVALID" });
    });

    it("refuses a token sent without any session cookie", async () => {
      const { t, client } = await setup();
      const token = await client.fetchCsrfToken();
      const stranger = new AuthClient(t.app);
      const res = await stranger.post("/api/auth/logout", undefined, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "CSRF_INVALID" });
    });
  });

  describe("login", () => {
    it("signs in with the DESIGN.md reply, a new session id, and the old id worthless", async () => {
      const { t, client, adminId } = await setup();
      await client.fetchCsrfToken();
      const preSession = client.sessionId!;
      const preCookie = client.cookie!;

      const res = await client.post("/api/auth/login", { email: "Office@Pinecrest.example", password: ADMIN_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: [{ user: { id: adminId, email: ADMIN_EMAIL, name: ADMIN_NAME, authenticated: true, isAdmin: true } }],
      });
      expect(client.sessionId).toBeDefined();
      expect(client.sessionId).not.toBe(preSession);
      expect(await client.isAuthenticated()).toBe(true);

      // The pre-session cookie no longer opens anything.
      const old = new AuthClient(t.app);
      old.cookie = preCookie;
      expect(await old.isAuthenticated()).toBe(false);

      // Only the hash of the id is stored.
      const rows = await t.database.db.kysely.selectFrom("sessions").selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id_hash: hashSessionId(client.sessionId!), admin_id: adminId });
      expect(JSON.stringify(rows)).not.toContain(client.sessionId!);

      const admin = await t.database.db.kysely
        .selectFrom("administrators")
        .select("last_login_at")
        .executeTakeFirstOrThrow();
      expect(admin.last_login_at).toBe("2026-11-23T17:00:00.000Z");
    });

    it("gives unknown e-mail and wrong password the same answer, each after a full password check", async () => {
      const { t, client } = await setup();
      await client.fetchCsrfToken();
      const dummyHash = await getDummyHash(TEST_SCRYPT_PARAMS);
      const stored = await t.database.db.kysely
        .selectFrom("administrators")
        .select("password_hash")
        .executeTakeFirstOrThrow();
      const checkedAgainst = async (email: string, password: string) => {
        verifyPasswordSpy.mockClear();
        const res = await client.login(email, password);
        expect(verifyPasswordSpy).toHaveBeenCalledTimes(1);
        // The spy passes through, so this is the real scrypt run's answer.
        expect(await verifyPasswordSpy.mock.results[0]?.value).toBe(false);
        return { res, hash: verifyPasswordSpy.mock.calls[0]?.[1] };
      };

      const unknown = await checkedAgainst("nobody@pinecrest.example", ADMIN_PASSWORD);
      const wrong = await checkedAgainst(ADMIN_EMAIL, "Not-The-Password-At-All");
      // The same scrypt parameters, so the same cost: an unknown address is checked against the dummy hash.
      expect(unknown.hash).toBe(dummyHash);
      expect(wrong.hash).toBe(stored.password_hash);
      expect(dummyHash.split("$").slice(0, 4)).toEqual(stored.password_hash.split("$").slice(0, 4));

      const expected = {
        success: false,
        code: "INVALID_CREDENTIALS",
        message: "Invalid email or password. Please try again.",
      };
      for (const { res } of [unknown, wrong]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(expected);
      }

      const audit = await t.app.services.audit.list();
      expect(audit.map((row) => [row.action, row.detail.reason])).toEqual([
        ["auth.login_failed", "wrong-password"],
        ["auth.login_failed", "unknown-email"],
      ]);
      expect(audit[0]?.ip).toBe(client.remoteAddress);
    });

    it("answers bad input with 400 VALIDATION and the field at fault", async () => {
      const { client } = await setup();
      const badEmail = await client.post("/api/auth/login", { email: "not-an-address", password: "x" });
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json()).toMatchObject({ code: "VALIDATION", fields: { email: "Enter a valid email address." } });

      const noPassword = await client.post("/api/auth/login", { email: ADMIN_EMAIL });
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json()).toMatchObject({ code: "VALIDATION", fields: { password: "Enter your password." } });

      const tooLong = await client.post("/api/auth/login", { email: ADMIN_EMAIL, password: "x".repeat(201) });
      expect(tooLong.json()).toMatchObject({ fields: { password: "The password must be at most 200 characters." } });

      const notJson = await client.request({
        method: "POST",
        url: "/api/auth/login",
        headers: { "x-csrf-token": client.csrfToken!, "content-type": "application/json" },
        payload: "{oops",
      });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json()).toMatchObject({ code: "VALIDATION" });
    });
  });

  describe("lockout", () => {
    it("locks the account at the fifth failure for 15 minutes, then lets the right password in", async () => {
      const { t, client, clock } = await setup();
      for (let attempt = 1; attempt <= 4; attempt++) {
        const res = await client.login(ADMIN_EMAIL, `Wrong-password-${attempt}`);
        expect(res.json()).toMatchObject({ code: "INVALID_CREDENTIALS" });
        clock.advance(MINUTE);
      }
      const fifth = await client.login(ADMIN_EMAIL, "Wrong-password-5");
      expect(fifth.statusCode).toBe(403);
      const lockedUntil = "2026-11-23T17:19:00.000Z"; // 17:04 + 15 minutes
      expect(fifth.json()).toEqual({
        success: false,
        code: "ACCOUNT_LOCKED",
        message:
          "Too many failed sign-in attempts: this account is locked until 9:19 AM (Pacific time). Please try again then.",
        lockedUntil,
      });

      // Even the right password is refused while locked.
      clock.advance(14 * MINUTE);
      const stillLocked = await client.login();
      expect(stillLocked.statusCode).toBe(403);
      expect(stillLocked.json()).toMatchObject({ code: "ACCOUNT_LOCKED", lockedUntil });

      clock.advance(MINUTE);
      const afterLock = await client.login();
      expect(afterLock.statusCode).toBe(200);
      expect(await client.isAuthenticated()).toBe(true);

      const actions = (await t.app.services.audit.list()).map((row) => row.action).reverse();
      expect(actions).toEqual([
        ...Array(5).fill("auth.login_failed"),
        "auth.locked",
        "auth.login_refused_locked",
        "auth.login",
      ]);
      const auditText = JSON.stringify(await t.app.services.audit.list());
      expect(auditText).not.toContain("Wrong-password");
      expect(auditText).not.toContain(ADMIN_PASSWORD);
    });

    it("locks an unknown address after five failures too, so the sixth answer cannot tell them apart", async () => {
      const { t, client, clock } = await setup();
      const unknownEmail = "no.such.admin@pinecrest.example";
      const answers: { real: LightMyRequestResponse[]; unknown: LightMyRequestResponse[] } = { real: [], unknown: [] };
      for (let attempt = 1; attempt <= 6; attempt++) {
        answers.real.push(await client.login(ADMIN_EMAIL, `Wrong-password-${attempt}`));
        answers.unknown.push(await new AuthClient(t.app).login(unknownEmail, `Wrong-password-${attempt}`));
        clock.advance(MINUTE);
      }
      for (let attempt = 0; attempt < 6; attempt++) {
        const real = answers.real[attempt]!;
        const unknown = answers.unknown[attempt]!;
        expect(unknown.statusCode).toBe(real.statusCode);
        expect(Object.keys(unknown.json())).toEqual(Object.keys(real.json()));
        expect(unknown.json()).toEqual(real.json());
      }
      const sixth = answers.unknown[5]!;
      expect(sixth.statusCode).toBe(403);
      expect(sixth.json()).toMatchObject({ code: "ACCOUNT_LOCKED", lockedUntil: "2026-11-23T17:19:00.000Z" });

      // Counted per address, whatever its case, and kept only as a hash of the lower-cased address.
      const shouted = await new AuthClient(t.app).login("No.Such.Admin@PINECREST.example", "Wrong-password-7");
      expect(shouted.json()).toMatchObject({ code: "ACCOUNT_LOCKED" });
      const rows = await t.database.db.kysely.selectFrom("login_failures").selectAll().execute();
      expect(rows.map((row) => row.email_hash).sort()).toEqual([emailKey(ADMIN_EMAIL), emailKey(unknownEmail)].sort());
      expect(JSON.stringify(rows)).not.toContain("pinecrest");
    });

    it("checks only five of ten simultaneous wrong passwords, and the address ends up locked", async () => {
      const { t, client } = await setup();
      await client.fetchCsrfToken();
      const held = holdPasswordChecks();
      let answered = 0;
      const burst = Array.from({ length: 10 }, (_, n) =>
        client.login(ADMIN_EMAIL, `Wrong-password-${n}`).finally(() => {
          answered++;
        }),
      );
      // Every attempt has either reached its password check or been answered without one.
      await vi.waitFor(() => expect(held.checks() + answered).toBe(10), WAIT);
      held.release();
      const codes = (await Promise.all(burst)).map((res) => (res.json() as { code: string }).code);

      expect(held.checks()).toBe(5);
      expect(codes.filter((code) => code === "INVALID_CREDENTIALS")).toHaveLength(4);
      expect(codes.filter((code) => code === "ACCOUNT_LOCKED")).toHaveLength(6);
      expect((await client.login()).json()).toMatchObject({ code: "ACCOUNT_LOCKED" });
      const actions = (await t.app.services.audit.list()).map((row) => row.action);
      expect(actions.filter((action) => action === "auth.login_failed")).toHaveLength(5);
      expect(actions.filter((action) => action === "auth.locked")).toHaveLength(1);
      expect(actions.filter((action) => action === "auth.login_refused_locked")).toHaveLength(6);
    });

    it("refuses the right password while five wrong ones are still being checked, on either of two processes", async () => {
      const { t, client, clock } = await setup();
      const second = await secondProcess(t, clock.now);
      const onSecond = new AuthClient(second);
      // Each client has its session and token before the burst, so the burst is sign-ins only.
      const clients = [client, onSecond, client, onSecond, client];
      const rightOne = new AuthClient(second);
      for (const each of new Set([...clients, rightOne])) await each.fetchCsrfToken();
      const held = holdPasswordChecks();
      const wrong = clients.map((each, n) => each.login(ADMIN_EMAIL, `Wrong-password-${n}`));
      await vi.waitFor(() => expect(held.checks()).toBe(5), WAIT);

      // No failure is recorded yet (all five are mid-check), but the five slots are taken.
      const right = rightOne.login();
      const rightAnswered = await Promise.race([
        right.then(() => true),
        vi.waitFor(() => expect(held.checks()).toBe(6), WAIT).then(() => false),
      ]);
      held.release();
      const rightRes = await right;
      expect(rightAnswered).toBe(true);
      expect(rightRes.statusCode).toBe(403);
      expect(rightRes.json()).toMatchObject({ code: "ACCOUNT_LOCKED" });
      expect(await rightOne.isAuthenticated()).toBe(false);
      const codes = (await Promise.all(wrong)).map((res) => (res.json() as { code: string }).code).sort();
      expect(codes).toEqual(["ACCOUNT_LOCKED", ...Array(4).fill("INVALID_CREDENTIALS")]);
      expect(held.checks()).toBe(5);
      // Locked now, not merely busy: the right password is still refused on both processes.
      expect((await client.login()).json()).toMatchObject({ code: "ACCOUNT_LOCKED" });
      expect((await new AuthClient(second).login()).json()).toMatchObject({ code: "ACCOUNT_LOCKED" });
      expect((await t.app.services.audit.list()).map((row) => row.action)).not.toContain("auth.login");
    });

    it("counts only consecutive failures: a sign-in in between starts the count again", async () => {
      const { client } = await setup();
      for (let attempt = 1; attempt <= 4; attempt++) await client.login(ADMIN_EMAIL, `Wrong-password-${attempt}`);
      expect((await client.login()).statusCode).toBe(200);
      const other = new AuthClient(client.app);
      const res = await other.login(ADMIN_EMAIL, "Wrong-password-5");
      expect(res.json()).toMatchObject({ code: "INVALID_CREDENTIALS" });
    });
  });

  describe("device cookies (a browser that signed in before)", () => {
    /** A stranger's five wrong passwords on the office's address, from a browser of their own: the account is locked. */
    async function strangerLocksTheAccount(t: TestApp, email = ADMIN_EMAIL) {
      const stranger = new AuthClient(t.app);
      for (let attempt = 1; attempt <= 5; attempt++) await stranger.login(email, `Guess-${attempt}`);
      expect((await stranger.login()).json()).toMatchObject({ code: "ACCOUNT_LOCKED" });
      return stranger;
    }

    /** The office's browser: signed in once (so it holds the device cookie), then signed out. */
    async function officeBrowserThatSignedInBefore(client: AuthClient) {
      expect((await client.login()).statusCode).toBe(200);
      expect(client.deviceCookie).toBeDefined();
      await client.fetchCsrfToken();
      expect((await client.post("/api/auth/logout")).statusCode).toBe(200);
      await client.fetchCsrfToken();
      return client;
    }

    const setCookies = (res: LightMyRequestResponse) => [res.headers["set-cookie"] ?? []].flat().map(String);

    it("sets a signed, long-lived, HttpOnly, SameSite=Strict cookie for /api/auth at sign-in, and keeps it at sign-out", async () => {
      const { t, client, adminId } = await setup();
      const res = await client.login();
      expect(res.json()).toMatchObject({ success: true, data: [{ user: { id: adminId } }] });
      const device = setCookies(res).filter((cookie) => cookie.startsWith("pcs.device="));
      expect(device).toHaveLength(1);
      expect(device[0]).toMatch(
        new RegExp(
          `^pcs\\.device=${adminId}\\.\\d+\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=/api/auth; HttpOnly; SameSite=Strict$`,
        ),
      );
      await client.fetchCsrfToken();
      const logout = await client.post("/api/auth/logout");
      expect(setCookies(logout).some((cookie) => cookie.startsWith("pcs.device"))).toBe(false);
      // Neither the cookie nor its nonce is stored; the signing key is this installation's own, in the database.
      const key = await t.app.services.systemState.get("device-cookie-key");
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const nonce = client.deviceCookie!.split(".")[2]!;
      const stored = JSON.stringify([
        await t.database.db.kysely.selectFrom("login_failures").selectAll().execute(),
        await t.database.db.kysely.selectFrom("sessions").selectAll().execute(),
        await t.app.services.audit.list(),
      ]);
      expect(stored).not.toContain(nonce);
    });

    it("is Secure and __Secure- on an https site", async () => {
      const { client } = await setup({ SITE_URL: "https://www.pinecrest.example", TRUST_PROXY: "127.0.0.1" });
      const behindProxy = new AuthClient(client.app, "127.0.0.1");
      const headers = { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.10" };
      const token = await behindProxy.request({ method: "GET", url: "/api/csrf-token", headers });
      const res = await behindProxy.request({
        method: "POST",
        url: "/api/auth/login",
        headers: { ...headers, "x-csrf-token": (token.json() as { csrfToken: string }).csrfToken },
        payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(setCookies(res).find((cookie) => cookie.startsWith("__Secure-pcs.device="))).toMatch(
        /; Max-Age=31536000; Path=\/api\/auth; HttpOnly; Secure; SameSite=Strict$/,
      );
    });

    it("lets the office's browser sign in while a stranger's five failures have the account locked", async () => {
      const { t, client, adminId } = await setup();
      await officeBrowserThatSignedInBefore(client);
      const stranger = await strangerLocksTheAccount(t);

      const res = await client.login();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: [{ user: { id: adminId, email: ADMIN_EMAIL, name: ADMIN_NAME, authenticated: true, isAdmin: true } }],
      });
      expect(await client.isAuthenticated()).toBe(true);
      // The office's sign-in does not unlock the account for the stranger, even with the right password.
      expect((await stranger.login()).json()).toMatchObject({ code: "ACCOUNT_LOCKED" });
      const [refused, signedIn] = await t.app.services.audit.list();
      expect(refused).toMatchObject({ action: "auth.login_refused_locked", ip: stranger.remoteAddress });
      expect(signedIn).toMatchObject({ action: "auth.login", detail: { device: "trusted" }, ip: client.remoteAddress });
    });

    it("refuses the same browser without its device cookie while the account is locked", async () => {
      const { t, client } = await setup();
      await officeBrowserThatSignedInBefore(client);
      await strangerLocksTheAccount(t);
      expect((await client.login()).statusCode).toBe(200);

      // The cookie cleared (another browser profile, or cookies wiped): an untrusted client, so the lockout holds.
      const withoutIt = new AuthClient(t.app, client.remoteAddress);
      const res = await withoutIt.login();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "ACCOUNT_LOCKED", lockedUntil: "2026-11-23T17:15:00.000Z" });
      expect(await withoutIt.isAuthenticated()).toBe(false);
    });

    it("gives a forged, altered or other account's device cookie no exemption", async () => {
      const { t, client, adminId } = await setup();
      const otherId = await insertAdmin(t.database, "bursar@pinecrest.example", "Bursar");
      await officeBrowserThatSignedInBefore(client);
      const bursarsBrowser = new AuthClient(t.app);
      expect((await bursarsBrowser.login("bursar@pinecrest.example")).statusCode).toBe(200);
      const bursars = bursarsBrowser.deviceCookie!.split("=")[1]!;
      const office = client.deviceCookie!.split("=")[1]!;
      const [, issuedAt, nonce, mac] = office.split(".");
      await strangerLocksTheAccount(t);

      const flip = (text: string) => `${text.slice(0, -2)}${text.at(-2) === "A" ? "B" : "A"}${text.at(-1)}`;
      const forgeries = {
        "another account's": bursars,
        "another account's, renamed": bursars.replace(/^\d+/, String(adminId)),
        "the office's with a changed signature": `${adminId}.${issuedAt}.${nonce}.${flip(mac!)}`,
        "the office's with a changed nonce": `${adminId}.${issuedAt}.${flip(nonce!)}.${mac}`,
        "the office's moved later": `${adminId}.${Number(issuedAt) + 1}.${nonce}.${mac}`,
        "made up": `${adminId}.${issuedAt}.${"a".repeat(22)}.${"b".repeat(43)}`,
        garbage: "not-a-device-cookie",
      };
      expect(otherId).not.toBe(adminId);
      for (const [label, value] of Object.entries(forgeries)) {
        const forger = new AuthClient(t.app);
        forger.deviceCookie = `pcs.device=${value}`;
        const res = await forger.login();
        expect([label, res.statusCode, (res.json() as { code: string }).code]).toEqual([label, 403, "ACCOUNT_LOCKED"]);
      }
      // The real one still works, so it was the forging that was refused.
      expect((await client.login()).statusCode).toBe(200);
    });

    it("checks only five of ten simultaneous wrong passwords from a trusted browser while the account is locked", async () => {
      const { t, client } = await setup();
      await officeBrowserThatSignedInBefore(client);
      await strangerLocksTheAccount(t);
      const held = holdPasswordChecks();
      let answered = 0;
      const burst = Array.from({ length: 10 }, (_, n) =>
        client.login(ADMIN_EMAIL, `Wrong-password-${n}`).finally(() => {
          answered++;
        }),
      );
      await vi.waitFor(() => expect(held.checks() + answered).toBe(10), WAIT);
      held.release();
      const codes = (await Promise.all(burst)).map((res) => (res.json() as { code: string }).code);
      expect(held.checks()).toBe(5);
      expect(codes.filter((code) => code === "INVALID_CREDENTIALS")).toHaveLength(5);
      expect(codes.filter((code) => code === "ACCOUNT_LOCKED")).toHaveLength(5);
      // Its allowance spent, the browser is refused like any other, even with the right password.
      expect((await client.login()).json()).toMatchObject({ code: "ACCOUNT_LOCKED" });
    });

    it("stops trusting a device cookie a year after the sign-in that set it", async () => {
      const { t, client, clock } = await setup();
      await officeBrowserThatSignedInBefore(client);
      const original = client.deviceCookie;
      clock.advance(365 * 24 * 60 * MINUTE - MINUTE);
      await strangerLocksTheAccount(t);
      const withinTheYear = new AuthClient(t.app);
      withinTheYear.deviceCookie = original;
      expect((await withinTheYear.login()).statusCode).toBe(200);

      clock.advance(2 * MINUTE);
      const pastTheYear = new AuthClient(t.app);
      pastTheYear.deviceCookie = original;
      expect((await pastTheYear.login()).json()).toMatchObject({ code: "ACCOUNT_LOCKED" });
      // The sign-in within the year renewed that browser's cookie, which is trusted for another year.
      expect(withinTheYear.deviceCookie).not.toBe(original);
      await withinTheYear.fetchCsrfToken();
      expect((await withinTheYear.login()).statusCode).toBe(200);
    });

    it("stops trusting a device cookie that has failed five times itself, for fifteen minutes", async () => {
      const { t, client, clock } = await setup();
      await officeBrowserThatSignedInBefore(client);
      for (let attempt = 1; attempt <= 5; attempt++) {
        const res = await client.login(ADMIN_EMAIL, `Wrong-password-${attempt}`);
        expect(res.json()).toMatchObject({ code: "INVALID_CREDENTIALS" });
      }
      // Its failures were its own: the account is not locked by them.
      const elsewhere = new AuthClient(t.app);
      expect((await elsewhere.login()).statusCode).toBe(200);

      // Now no longer trusted: with a stranger's lock on the account, even the right password is refused.
      clock.advance(MINUTE);
      await strangerLocksTheAccount(t);
      const refused = await client.login();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: "ACCOUNT_LOCKED", lockedUntil: "2026-11-23T17:16:00.000Z" });
      const actions = (await t.app.services.audit.list()).map((row) => row.action);
      expect(actions.filter((action) => action === "auth.device_locked")).toHaveLength(1);

      // Its own lock over (and the stranger's too), the browser is trusted again through the stranger's next lock.
      clock.advance(15 * MINUTE);
      await strangerLocksTheAccount(t);
      expect((await client.login()).statusCode).toBe(200);
    });
  });

  describe("session expiry", () => {
    it("ends a session after 30 idle minutes, but activity keeps it alive", async () => {
      const { client, clock } = await setup();
      expect((await client.login()).statusCode).toBe(200);
      clock.advance(29 * MINUTE);
      expect(await client.isAuthenticated()).toBe(true);
      clock.advance(29 * MINUTE);
      expect(await client.isAuthenticated()).toBe(true);
      clock.advance(30 * MINUTE);
      expect(await client.isAuthenticated()).toBe(false);
      // It stays ended when activity resumes.
      expect(await client.isAuthenticated()).toBe(false);
    });

    it("records activity at most once a minute, not on every request", async () => {
      const { t, client, clock } = await setup();
      expect((await client.login()).statusCode).toBe(200);
      const lastSeen = async () =>
        (await t.database.db.kysely.selectFrom("sessions").select("last_seen_at").executeTakeFirstOrThrow())
          .last_seen_at;
      expect(await lastSeen()).toBe("2026-11-23T17:00:00.000Z");

      clock.advance(30 * 1000);
      expect(await client.isAuthenticated()).toBe(true);
      expect(await lastSeen()).toBe("2026-11-23T17:00:00.000Z");

      clock.advance(31 * 1000);
      expect(await client.isAuthenticated()).toBe(true);
      expect(await lastSeen()).toBe("2026-11-23T17:01:01.000Z");
      clock.advance(59 * 1000);
      expect(await client.isAuthenticated()).toBe(true);
      expect(await lastSeen()).toBe("2026-11-23T17:01:01.000Z");

      // Idle expiry still counts from the last recorded activity.
      clock.advance(30 * MINUTE - 59 * 1000 - 1);
      expect(await client.isAuthenticated()).toBe(true);
      clock.advance(30 * MINUTE);
      expect(await client.isAuthenticated()).toBe(false);
    });

    it("ends a busy session 8 hours after sign-in", async () => {
      const { client, clock } = await setup();
      expect((await client.login()).statusCode).toBe(200);
      for (let minutes = 20; minutes < 8 * 60; minutes += 20) {
        clock.advance(20 * MINUTE);
        expect(await client.isAuthenticated()).toBe(true);
      }
      clock.advance(20 * MINUTE);
      expect(await client.isAuthenticated()).toBe(false);
    });

    it("sweeps expired sessions out of the table", async () => {
      const { t, client, clock } = await setup();
      await client.login();
      await new AuthClient(t.app).fetchCsrfToken();
      clock.advance(31 * MINUTE);
      expect(await t.app.services.sessions.prune()).toBe(2);
      expect(await t.database.db.kysely.selectFrom("sessions").selectAll().execute()).toEqual([]);
    });
  });

  describe("logout", () => {
    it("destroys the session on the server, clears the cookie and writes the audit row", async () => {
      const { t, client, adminId } = await setup();
      await client.login();
      const signedInCookie = client.cookie!;
      // The CSRF secret was renewed with the session: the pre-sign-in token is refused, a fresh one works.
      expect((await client.post("/api/auth/logout")).json()).toMatchObject({ code: "CSRF_INVALID" });
      await client.fetchCsrfToken();

      const res = await client.post("/api/auth/logout");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(String(res.headers["set-cookie"])).toMatch(
        /^pcs\.sid=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
      );
      expect(client.cookie).toBeUndefined();

      const replay = new AuthClient(t.app);
      replay.cookie = signedInCookie;
      expect(await replay.isAuthenticated()).toBe(false);
      expect(await t.database.db.kysely.selectFrom("sessions").selectAll().execute()).toEqual([]);

      const [last] = await t.app.services.audit.list();
      expect(last).toMatchObject({ action: "auth.logout", actorAdminId: adminId, ip: client.remoteAddress });
    });

    it("answers success for a visitor who was not signed in", async () => {
      const { t, client } = await setup();
      const res = await client.post("/api/auth/logout");
      expect(res.json()).toEqual({ success: true });
      expect(await t.app.services.audit.list()).toEqual([]);
    });
  });

  describe("GET /api/secure/access/verify", () => {
    const verify = async (client: AuthClient, accessPoint: string, path: string) => {
      const query = new URLSearchParams({ accessPoint, path });
      const res = await client.request({ method: "GET", url: `/api/secure/access/verify?${query}` });
      expect(res.statusCode).toBe(200);
      return res.json() as { isAllowed: boolean; redirect?: string };
    };

    it("refuses admin screens without a session, and lets anyone open the login page", async () => {
      const { client } = await setup();
      expect(await verify(client, "admin-dashboard", "/admin")).toEqual({ isAllowed: false });
      expect(await verify(client, "admin-careers", "/admin/careers")).toEqual({ isAllowed: false });
      expect(await verify(client, "admin-login", "/secure-pcs-login")).toEqual({ isAllowed: true });
    });

    it("allows a signed-in administrator, refuses unknown access points, and sends the login page to /admin", async () => {
      const { client } = await setup();
      await client.login();
      expect(await verify(client, "admin-dashboard", "/admin")).toEqual({ isAllowed: true });
      expect(await verify(client, "admin-careers", "/admin/careers")).toEqual({ isAllowed: true });
      expect(await verify(client, "reports-secret", "/admin/reports")).toEqual({ isAllowed: false });
      expect(await verify(client, "__proto__", "/admin")).toEqual({ isAllowed: false });
      expect(await verify(client, "admin-login", "/secure-pcs-login")).toEqual({ isAllowed: true, redirect: "/admin" });
      expect(await verify(client, "admin-dashboard", "/secure-pcs-login/")).toEqual({
        isAllowed: true,
        redirect: "/admin",
      });
    });

    it("answers 400 without an access point", async () => {
      const { client } = await setup();
      const res = await client.request({ method: "GET", url: "/api/secure/access/verify?path=/admin" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION", fields: { accessPoint: "accessPoint is required." } });
    });
  });

  it("tells a React Router loader who is signed in, from a Fetch Request", async () => {
    const { t, client, adminId } = await setup();
    const auth = t.app.services.auth;
    const requestWith = (cookie?: string) =>
      new Request("http://localhost/admin", { headers: cookie ? { cookie: `theme=dark; ${cookie}` } : {} });
    expect(await auth.sessionFromRequest(requestWith())).toBeNull();
    await client.fetchCsrfToken();
    expect(await auth.sessionFromRequest(requestWith(client.cookie))).toBeNull();
    await client.login();
    expect(await auth.sessionFromRequest(requestWith(client.cookie))).toEqual({
      id: adminId,
      email: ADMIN_EMAIL,
      name: ADMIN_NAME,
    });
    await client.fetchCsrfToken();
    const signedIn = client.cookie;
    await client.post("/api/auth/logout");
    expect(await auth.sessionFromRequest(requestWith(signedIn))).toBeNull();
  });

  it("keeps sessions in the database, so two processes on one database act as one site", async () => {
    const { t, client, clock } = await setup();
    const second = await secondProcess(t, clock.now);

    await client.login();
    const onSecond = new AuthClient(second, client.remoteAddress);
    onSecond.cookie = client.cookie;
    expect(await onSecond.isAuthenticated()).toBe(true);
    await onSecond.fetchCsrfToken();
    expect((await onSecond.post("/api/auth/logout")).json()).toEqual({ success: true });
    expect(await client.isAuthenticated()).toBe(false);
  });

  it("uses a __Host- cookie with Secure on an https site behind its trusted proxy", async () => {
    const { client } = await setup({ SITE_URL: "https://www.pinecrest.example", TRUST_PROXY: "127.0.0.1" });
    const behindProxy = new AuthClient(client.app, "127.0.0.1");
    const res = await behindProxy.request({
      method: "GET",
      url: "/api/csrf-token",
      headers: { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" },
    });
    expect(String(res.headers["set-cookie"])).toMatch(
      /^__Host-pcs\.sid=[A-Za-z0-9_-]{32}; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it("answers 404 for the auth API when authentication is switched off, but still hands out CSRF tokens", async () => {
    const { t, client } = await setup({ AUTH_ENABLED: "false" });
    expect((await client.request({ method: "GET", url: "/api/csrf-token" })).statusCode).toBe(200);
    expect((await client.login()).statusCode).toBe(404);
    expect((await client.request({ method: "GET", url: "/api/auth/status" })).statusCode).toBe(404);
    expect((await client.post("/api/auth/logout")).statusCode).toBe(404);
    const verify = await client.request({
      method: "GET",
      url: "/api/secure/access/verify?accessPoint=admin-dashboard",
    });
    expect(verify.statusCode).toBe(404);
    expect(t.app.services.auth.enabled).toBe(false);
  });
});
