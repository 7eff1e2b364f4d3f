import { generateSync } from "otplib";
import { afterEach, describe, expect, it } from "vitest";
import type { TwoFactorEnrolment, TwoFactorStatus } from "../../../common/admins/two-factor.ts";
import { TWO_FACTOR_MESSAGES } from "../../../common/admins/two-factor.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { ADMIN_EMAIL, ADMIN_NAME, ADMIN_PASSWORD, AuthClient, insertAdmin } from "../../test-support/auth-client.ts";
import { type ManualClock, manualClock } from "../../test-support/clock.ts";
import { testDialects } from "../../test-support/databases.ts";

const TWO_FACTOR = "/api/admins/me/two-factor";
const STEP_MS = 30_000;

describe.each(testDialects)("two-factor sign-in on %s", (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** The code an authenticator app shows at the test clock's time (or `offsetMs` from it). */
  const codeAt = (clock: ManualClock, secret: string, offsetMs = 0) =>
    generateSync({ secret, epoch: Math.floor((clock.now().getTime() + offsetMs) / 1000) });

  async function setup() {
    // Mid-step, so "one step either side" is about steps, not about where in a step the clock happens to be.
    const clock = manualClock("2026-11-23T17:00:10.000Z");
    t = await createTestApp(dialect, {}, { now: clock.now });
    const adminId = await insertAdmin(t.database);
    return { t, clock, adminId };
  }

  async function signedIn(app: TestApp["app"]) {
    const office = new AuthClient(app);
    const res = await office.login();
    expect(res.statusCode, res.body).toBe(200);
    await office.fetchCsrfToken();
    return office;
  }

  /** Enrols the test administrator through the API; returns the secret and the recovery codes. */
  async function enrol(app: TestApp["app"], clock: ManualClock) {
    const office = await signedIn(app);
    const setupRes = await office.send("POST", `${TWO_FACTOR}/setup`);
    expect(setupRes.statusCode, setupRes.body).toBe(200);
    const { secret } = setupRes.json() as TwoFactorEnrolment;
    const enabled = await office.send("POST", `${TWO_FACTOR}/enable`, { code: codeAt(clock, secret) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
    return { office, secret, recoveryCodes };
  }

  /** A fresh browser that has given the right password and now owes a code. */
  async function passwordGiven(app: TestApp["app"]) {
    const client = new AuthClient(app);
    const res = await client.login();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [{ twoFactorRequired: true }] });
    return client;
  }

  const sendCode = (client: AuthClient, code: string) => client.post("/api/auth/login/two-factor", { code });

  it("enrols with a QR code and the secret as text, confirmed by a code; recovery codes are shown once, kept as hashes", async () => {
    const { t, clock } = await setup();
    const office = await signedIn(t.app);
    const before = (await office.request({ method: "GET", url: TWO_FACTOR })).json() as TwoFactorStatus;
    expect(before).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });

    const started = await office.send("POST", `${TWO_FACTOR}/setup`);
    expect(started.statusCode).toBe(200);
    expect(started.headers["cache-control"]).toBe("no-store");
    const enrolment = started.json() as TwoFactorEnrolment;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toBe(
      `otpauth://totp/Pinecrest%20Christian%20School:office%40pinecrest.example?secret=${enrolment.secret}&issuer=Pinecrest%20Christian%20School`,
    );
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(enrolment.qrCode.split(",")[1] ?? "", "base64").toString("utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // Not on until a code proves the app has the secret: sign-in still takes the password alone.
    expect((await new AuthClient(t.app).login()).json()).toMatchObject({ data: [{ user: { authenticated: true } }] });

    const wrong = await office.send("POST", `${TWO_FACTOR}/enable`, {
      code: codeAt(clock, enrolment.secret, 5 * STEP_MS),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ code: TWO_FACTOR_MESSAGES.enrolCodeWrong });
    const malformed = await office.send("POST", `${TWO_FACTOR}/enable`, { code: "12ab" });
    expect(malformed.json().fields).toEqual({ code: TWO_FACTOR_MESSAGES.code });

    const enabled = await office.send("POST", `${TWO_FACTOR}/enable`, { code: codeAt(clock, enrolment.secret) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const after = (await office.request({ method: "GET", url: TWO_FACTOR })).json() as TwoFactorStatus;
    expect(after).toEqual({ enabled: true, enabledAt: "2026-11-23T17:00:10.000Z", recoveryCodesLeft: 10 });
    // Never handed out again: a second setup is refused while it is on.
    const again = await office.send("POST", `${TWO_FACTOR}/setup`);
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(enrolment.secret);

    // The database holds neither the secret nor a recovery code as typed.
    const stored = JSON.stringify([
      await t.database.db.kysely.selectFrom("admin_two_factor").selectAll().execute(),
      await t.database.db.kysely.selectFrom("admin_recovery_codes").selectAll().execute(),
    ]);
    expect(stored).not.toContain(enrolment.secret);
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace("-", ""));
    }
    const actions = (await t.app.services.audit.list()).map((entry) => entry.action);
    expect(actions).toContain("admins.two_factor_enabled");
  });

  it("asks for a code after the right password, and signs in only with it (TOTP from the test's clock)", async () => {
    const { t, clock, adminId } = await setup();
    const { secret } = await enrol(t.app, clock);
    clock.advance(STEP_MS);

    const client = await passwordGiven(t.app);
    // No session yet: the password alone opens nothing.
    expect(await client.isAuthenticated()).toBe(false);
    expect((await client.request({ method: "GET", url: "/api/admins" })).statusCode).toBe(401);
    const sessions = await t.database.db.kysely.selectFrom("sessions").select("admin_id").execute();
    expect(sessions.filter((s) => s.admin_id === adminId)).toHaveLength(1); // the enrolling session only

    const signedIn = await sendCode(client, codeAt(clock, secret));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toEqual({
      success: true,
      data: [{ user: { id: adminId, email: ADMIN_EMAIL, name: ADMIN_NAME, authenticated: true, isAdmin: true } }],
    });
    expect(await client.isAuthenticated()).toBe(true);
    expect(client.deviceCookie).toBeDefined();
    const login = (await t.app.services.audit.list()).find((entry) => entry.action === "auth.login");
    expect(login?.detail).toMatchObject({ email: ADMIN_EMAIL, twoFactor: "totp" });
  });

  it("accepts the code of the step before or after, refuses one two steps away, and never the same code twice", async () => {
    const { t, clock } = await setup();
    const { secret } = await enrol(t.app, clock);
    clock.advance(10 * STEP_MS);

    const early = await passwordGiven(t.app);
    expect((await sendCode(early, codeAt(clock, secret, -2 * STEP_MS))).statusCode).toBe(403);
    expect((await sendCode(early, codeAt(clock, secret, -STEP_MS))).statusCode).toBe(200);

    // The same code again, even from another browser within its step: refused (replay).
    const replay = await passwordGiven(t.app);
    const replayed = await sendCode(replay, codeAt(clock, secret, -STEP_MS));
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json()).toEqual({
      success: false,
      code: "INVALID_CREDENTIALS",
      message: TWO_FACTOR_MESSAGES.codeWrong,
    });
    // Now's code is newer than the one used, so it works; then it too is spent.
    expect((await sendCode(replay, codeAt(clock, secret))).statusCode).toBe(200);
    const third = await passwordGiven(t.app);
    expect((await sendCode(third, codeAt(clock, secret))).statusCode).toBe(403);
    expect((await sendCode(third, codeAt(clock, secret, 2 * STEP_MS))).statusCode).toBe(403);
    expect((await sendCode(third, codeAt(clock, secret, STEP_MS))).statusCode).toBe(200);
  });

  it("takes each recovery code once, and says in the audit log how many are left", async () => {
    const { t, clock } = await setup();
    const { recoveryCodes } = await enrol(t.app, clock);
    const [first = "", second = ""] = recoveryCodes;

    const client = await passwordGiven(t.app);
    // Typed in capitals and with spaces, as someone reading it off paper might.
    const res = await sendCode(client, ` ${first.toUpperCase().replace("-", " ")} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(await client.isAuthenticated()).toBe(true);
    const used = (await t.app.services.audit.list()).find((entry) => entry.action === "auth.recovery_code_used");
    expect(used?.detail).toEqual({ email: ADMIN_EMAIL, recoveryCodesLeft: 9 });

    const again = await passwordGiven(t.app);
    expect((await sendCode(again, first)).statusCode).toBe(403);
    expect((await sendCode(again, second)).statusCode).toBe(200);
    const office = new AuthClient(t.app);
    office.cookie = again.cookie;
    const status = (await office.request({ method: "GET", url: TWO_FACTOR })).json() as TwoFactorStatus;
    expect(status.recoveryCodesLeft).toBe(8);
  });

  it("counts wrong codes towards the lockout: the password and four wrong codes lock the account", async () => {
    const { t, clock } = await setup();
    const { secret } = await enrol(t.app, clock);
    clock.advance(STEP_MS);
    const client = await passwordGiven(t.app);
    for (let n = 1; n <= 3; n++) {
      const wrong = await sendCode(client, "000000");
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().code).toBe("INVALID_CREDENTIALS");
    }
    const fifth = await sendCode(client, "000000");
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toMatchObject({ code: "ACCOUNT_LOCKED", lockedUntil: "2026-11-23T17:15:40.000Z" });
    // The wait ended with the lock: even the right code now needs the password again, which is locked.
    const late = await sendCode(client, codeAt(clock, secret));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: "UNAUTHENTICATED", message: TWO_FACTOR_MESSAGES.timedOut });
    expect((await new AuthClient(t.app).login()).json()).toMatchObject({ code: "ACCOUNT_LOCKED" });
    const actions = (await t.app.services.audit.list()).map((entry) => entry.action);
    expect(actions.filter((a) => a === "auth.two_factor_failed")).toHaveLength(4);
    expect(actions).toContain("auth.locked");

    // Fifteen minutes on, the password and the right code sign in, and the count starts again.
    clock.advance(15 * 60_000);
    const later = await passwordGiven(t.app);
    expect((await sendCode(later, codeAt(clock, secret))).statusCode).toBe(200);
    const next = await passwordGiven(t.app);
    for (let n = 1; n <= 3; n++) expect((await sendCode(next, "111111")).json().code).toBe("INVALID_CREDENTIALS");
  });

  it("lets a browser that signed in before finish with its code while a stranger's failures lock the address (ADR 034)", async () => {
    const { t, clock } = await setup();
    const { secret } = await enrol(t.app, clock);
    clock.advance(STEP_MS);
    const trusted = await passwordGiven(t.app);
    expect((await sendCode(trusted, codeAt(clock, secret))).statusCode).toBe(200);
    expect(trusted.deviceCookie).toBeDefined();
    await trusted.fetchCsrfToken();
    expect((await trusted.post("/api/auth/logout")).statusCode).toBe(200);

    const stranger = new AuthClient(t.app);
    const refusals = [];
    for (let n = 1; n <= 5; n++) refusals.push((await stranger.login(ADMIN_EMAIL, "a-guess")).json().code);
    expect(refusals.at(-1)).toBe("ACCOUNT_LOCKED");

    clock.advance(STEP_MS);
    await trusted.fetchCsrfToken();
    const again = await trusted.login();
    expect(again.json()).toEqual({ success: true, data: [{ twoFactorRequired: true }] });
    expect((await sendCode(trusted, codeAt(clock, secret))).statusCode).toBe(200);
    expect(await trusted.isAuthenticated()).toBe(true);
    // The stranger's lock stands.
    expect((await stranger.login()).json().code).toBe("ACCOUNT_LOCKED");
  });

  it("ties the code to the browser that gave the password, for five minutes", async () => {
    const { t, clock } = await setup();
    const { secret } = await enrol(t.app, clock);
    clock.advance(STEP_MS);
    const client = await passwordGiven(t.app);
    const stranger = new AuthClient(t.app);
    expect((await sendCode(stranger, codeAt(clock, secret))).statusCode).toBe(401);
    expect(await stranger.isAuthenticated()).toBe(false);

    clock.advance(5 * 60_000);
    const expired = await sendCode(client, codeAt(clock, secret));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(TWO_FACTOR_MESSAGES.timedOut);
    expect(await client.isAuthenticated()).toBe(false);
  });

  it("leaves an account without two-factor sign-in as it was: the spec's reply, and no code step to take", async () => {
    const { t, adminId } = await setup();
    const client = new AuthClient(t.app);
    const res = await client.login();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: [{ user: { id: adminId, email: ADMIN_EMAIL, name: ADMIN_NAME, authenticated: true, isAdmin: true } }],
    });
    const nobody = new AuthClient(t.app);
    const code = await sendCode(nobody, "123456");
    expect(code.statusCode).toBe(401);
    const bad = await sendCode(nobody, "not a code");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ code: TWO_FACTOR_MESSAGES.codeShape });
  });

  it("replaces the recovery codes for a current code, and turns off only with the password and a code", async () => {
    const { t, clock } = await setup();
    const { office, secret, recoveryCodes } = await enrol(t.app, clock);
    clock.advance(STEP_MS);

    const refused = await office.send("POST", `${TWO_FACTOR}/recovery-codes`, { code: "000000" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ code: TWO_FACTOR_MESSAGES.codeWrong });
    const replaced = await office.send("POST", `${TWO_FACTOR}/recovery-codes`, { code: codeAt(clock, secret) });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const fresh = (replaced.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    const old = await passwordGiven(t.app);
    expect((await sendCode(old, recoveryCodes[0] ?? "")).statusCode).toBe(403);

    clock.advance(STEP_MS);
    const wrongPassword = await office.send("POST", `${TWO_FACTOR}/disable`, {
      password: "not-the-password",
      code: codeAt(clock, secret),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().fields).toEqual({ password: TWO_FACTOR_MESSAGES.passwordWrong });
    const wrongCode = await office.send("POST", `${TWO_FACTOR}/disable`, { password: ADMIN_PASSWORD, code: "000000" });
    expect(wrongCode.json().fields).toEqual({ code: TWO_FACTOR_MESSAGES.codeWrong });
    const off = await office.send("POST", `${TWO_FACTOR}/disable`, { password: ADMIN_PASSWORD, code: fresh[0] });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect((await new AuthClient(t.app).login()).json()).toMatchObject({ data: [{ user: { authenticated: true } }] });
    expect(await t.database.db.kysely.selectFrom("admin_recovery_codes").selectAll().execute()).toEqual([]);

    const actions = (await t.app.services.audit.list()).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["admins.recovery_codes_replaced", "admins.two_factor_disabled"]));
  });

  it("is for signed-in administrators only", async () => {
    const { t } = await setup();
    const visitor = new AuthClient(t.app);
    expect((await visitor.request({ method: "GET", url: TWO_FACTOR })).statusCode).toBe(401);
    expect((await visitor.send("POST", `${TWO_FACTOR}/setup`)).statusCode).toBe(401);
  });
});
