import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITE_MESSAGES, RESEND_MESSAGES, RESET_MESSAGES } from "../../../common/admins/accounts.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, AuthClient, signedInOffice } from "../../test-support/auth-client.ts";
import { manualClock } from "../../test-support/clock.ts";
import { testDialects } from "../../test-support/databases.ts";
import { startTestSmtp, type TestSmtp } from "../../test-support/smtp.ts";
import { RESETS_PER_ADDRESS_PER_HOUR } from "./links.ts";

const MINUTE = 60_000;
const INVITEE = { name: "Dana Principal", email: "dana@pinecrest.example" };
const CHOSEN = "Apex-Mountain-Ski-Hill-Chair";
const LINK = /http:\/\/www\.pinecrest\.example\/secure-pcs-login\/set-password\?token=([A-Za-z0-9_-]{43})/;

describe.each(testDialects)("invitations and password resets on %s", (dialect) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let office: AuthClient;
  const clock = manualClock();

  /** Sends what is queued and answers the token of the newest link e-mailed to `to`. */
  async function linkSentTo(to: string): Promise<string> {
    await t.app.services.mail.deliverDue();
    const mail = smtp.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === to).at(-1);
    const token = mail?.text?.match(LINK)?.[1];
    if (!token) throw new Error(`No link was e-mailed to ${to}`);
    return token;
  }
  const visitor = () => new AuthClient(t.app);
  /** The office signed in now: the clock moved past the session's life with the invitation's. */
  async function officeNow(): Promise<AuthClient> {
    office = visitor();
    expect((await office.login()).statusCode).toBe(200);
    await office.fetchCsrfToken();
    return office;
  }
  const confirm = (token: string, password: string, confirmPassword = password) =>
    visitor().post("/api/auth/password-reset/confirm", { token, password, confirmPassword });

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(
      dialect,
      { SMTP_URL: smtp.url, SITE_URL: "http://www.pinecrest.example" },
      { now: clock.now },
    );
    office = await signedInOffice(t.app, t.database);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("invites someone by e-mail; the link sets a password that passes today's rules, once", async () => {
    const res = await office.send("POST", "/api/admins", INVITEE);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email: INVITEE.email, status: "invited" });
    const token = await linkSentTo(INVITEE.email);
    const [invitation] = smtp.received.filter((m) => m.subject?.includes("invited"));
    expect(invitation?.text).toContain("Office Administrator has invited you");
    expect(invitation?.text).toContain("48 hours");

    // Before choosing a password, no password signs them in.
    expect((await visitor().login(INVITEE.email, "")).statusCode).toBe(400);
    expect((await visitor().login(INVITEE.email, "invited")).statusCode).toBe(403);

    const weak = await confirm(token, "Summer2024!");
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().fields)).toEqual(["password"]);
    const mismatch = await confirm(token, CHOSEN, `${CHOSEN}!`);
    expect(mismatch.json().fields).toEqual({ confirmPassword: RESET_MESSAGES.mismatch });

    const ok = await confirm(token, CHOSEN);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await visitor().login(INVITEE.email, CHOSEN)).statusCode).toBe(200);
    const again = await confirm(token, `${CHOSEN}-again`);
    expect(again.json().fields).toEqual({ token: RESET_MESSAGES.token });
    const audit = (await t.app.services.audit.list(10)).map((entry) => entry.action);
    expect(audit).toEqual(expect.arrayContaining(["admins.invited", "admins.invitation_accepted"]));
  });

  it("refuses a second invitation to an address that has an account, naming the field", async () => {
    const res = await office.send("POST", "/api/admins", { name: "Someone", email: ADMIN_EMAIL.toUpperCase() });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: INVITE_MESSAGES.duplicate });
    expect((await office.send("POST", "/api/admins", { name: "", email: "not-an-address" })).json().fields).toEqual({
      name: INVITE_MESSAGES.name,
      email: INVITE_MESSAGES.email,
    });
    expect((await visitor().post("/api/admins", INVITEE)).statusCode).toBe(401);
  });

  it("an invitation runs out after 48 hours, and says to ask the inviter for it again", async () => {
    await office.send("POST", "/api/admins", { name: "Late Comer", email: "late@pinecrest.example" });
    const token = await linkSentTo("late@pinecrest.example");
    clock.advance(48 * 60 * MINUTE + MINUTE);
    expect((await confirm(token, CHOSEN)).json().fields).toEqual({ token: RESET_MESSAGES.invitationExpired });
  });

  it("sends an expired invitation again: a new link by e-mail works, the old one does not, and it is logged", async () => {
    const lateEmail = "slow@pinecrest.example";
    await officeNow();
    const invited = await office.send("POST", "/api/admins", { name: "Slow Starter", email: lateEmail });
    expect(invited.statusCode, invited.body).toBe(201);
    const expired = await linkSentTo(lateEmail);
    clock.advance(48 * 60 * MINUTE + MINUTE);
    await officeNow();
    const late = invited.json() as { id: number };
    const before = smtp.received.length;

    const res = await office.send("POST", `/api/admins/${late.id}/resend-invitation`);
    expect(res.statusCode, res.body).toBe(200);
    // E-mail is on: the link goes only by e-mail, never in the answer.
    expect(res.json()).toMatchObject({
      email: lateEmail,
      status: "invited",
      invitation: { emailed: true, link: null },
    });
    const fresh = await linkSentTo(lateEmail);
    expect(fresh).not.toBe(expired);
    const resent = smtp.received.slice(before);
    expect(resent).toHaveLength(1);
    expect(resent[0]?.subject).toContain("You are invited");
    expect(resent[0]?.text).toContain("Office Administrator has invited you");

    expect((await confirm(expired, CHOSEN)).json().fields).toEqual({ token: RESET_MESSAGES.token });
    expect((await confirm(fresh, CHOSEN)).statusCode).toBe(200);
    expect((await visitor().login(lateEmail, CHOSEN)).statusCode).toBe(200);
    const entry = (await t.app.services.audit.list(10)).find((e) => e.action === "admins.invitation_resent");
    expect(entry).toMatchObject({ detail: { email: lateEmail, name: "Slow Starter" } });
  });

  it("a second invitation replaces the first before it is used: only the newest link works", async () => {
    const email = "twice@pinecrest.example";
    await officeNow();
    const created = await office.send("POST", "/api/admins", { name: "Twice Asked", email });
    expect(created.statusCode, created.body).toBe(201);
    const first = await linkSentTo(email);
    const resent = await office.send("POST", `/api/admins/${created.json().id}/resend-invitation`);
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await linkSentTo(email);
    expect((await confirm(first, CHOSEN)).json().fields).toEqual({ token: RESET_MESSAGES.token });
    expect((await confirm(second, CHOSEN)).statusCode).toBe(200);
  });

  it("refuses to send the invitation again to someone who accepted it, without the CSRF token, or to a visitor", async () => {
    await officeNow();
    const items = (await office.request({ method: "GET", url: "/api/admins" })).json().items as {
      id: number;
      email: string;
    }[];
    const accepted = items.find((a) => a.email === INVITEE.email);
    const before = smtp.received.length;

    const refused = await office.send("POST", `/api/admins/${accepted?.id}/resend-invitation`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "CONFLICT", message: RESEND_MESSAGES.accepted });

    const pending = await office.send("POST", "/api/admins", { name: "Not Yet", email: "notyet@pinecrest.example" });
    const url = `/api/admins/${pending.json().id}/resend-invitation`;
    expect((await office.post(url, undefined, null)).json()).toMatchObject({ code: "CSRF_INVALID" });
    expect((await visitor().post(url)).statusCode).toBe(401);
    expect((await office.send("POST", "/api/admins/99999/resend-invitation")).statusCode).toBe(404);
    expect((await office.send("POST", "/api/admins/x/resend-invitation")).statusCode).toBe(400);

    await t.app.services.mail.deliverDue();
    // Only the one invitation made above went out; none of the refused requests sent anything.
    expect(smtp.received.slice(before).map((m) => (Array.isArray(m.to) ? "" : m.to?.text))).toEqual([
      "notyet@pinecrest.example",
    ]);

    // A deactivated account gets no new link until someone reactivates it.
    await office.send("POST", `/api/admins/${pending.json().id}/deactivate`);
    const deactivated = await office.send("POST", url);
    expect(deactivated.statusCode).toBe(409);
    expect(deactivated.json().message).toBe(RESEND_MESSAGES.deactivated);
  });

  it("answers a reset request the same for a known and an unknown address, and e-mails only the known one", async () => {
    const before = smtp.received.length;
    const known = await visitor().post("/api/auth/password-reset", { email: INVITEE.email.toUpperCase() });
    const unknown = await visitor().post("/api/auth/password-reset", { email: "nobody@pinecrest.example" });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ success: true, message: RESET_MESSAGES.sent });
    await t.app.services.mail.deliverDue();
    expect(smtp.received.slice(before).map((m) => (Array.isArray(m.to) ? "" : m.to?.text))).toEqual([INVITEE.email]);
  });

  it("a reset link works once within 30 minutes, and every session of the account ends", async () => {
    const signedIn = new AuthClient(t.app);
    expect((await signedIn.login(INVITEE.email, CHOSEN)).statusCode).toBe(200);
    await visitor().post("/api/auth/password-reset", { email: INVITEE.email });
    const token = await linkSentTo(INVITEE.email);
    const fresh = "Naramata-Bench-Winery-Tour";
    expect((await confirm(token, fresh)).statusCode).toBe(200);
    expect(await signedIn.isAuthenticated()).toBe(false);
    expect((await visitor().login(INVITEE.email, fresh)).statusCode).toBe(200);
    expect((await confirm(token, "Another-Long-Passphrase-Here")).statusCode).toBe(400);

    await visitor().post("/api/auth/password-reset", { email: INVITEE.email });
    const late = await linkSentTo(INVITEE.email);
    clock.advance(31 * MINUTE);
    expect((await confirm(late, "Another-Long-Passphrase-Here")).json().fields).toEqual({
      token: RESET_MESSAGES.token,
    });
  });

  it("sends one address at most a few reset e-mails an hour, and limits each client address", async () => {
    clock.advance(2 * 60 * MINUTE);
    await t.app.services.mail.deliverDue();
    const before = smtp.received.length;
    const askers = Array.from({ length: RESETS_PER_ADDRESS_PER_HOUR + 2 }, () => visitor());
    for (const asker of askers) {
      expect((await asker.post("/api/auth/password-reset", { email: INVITEE.email })).statusCode).toBe(200);
    }
    await t.app.services.mail.deliverDue();
    expect(smtp.received.length - before).toBe(RESETS_PER_ADDRESS_PER_HOUR);

    const oneClient = visitor();
    const codes: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      codes.push((await oneClient.post("/api/auth/password-reset", { email: `x${n}@example.com` })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("keeps the sign-in for the office unchanged", async () => {
    expect((await visitor().login(ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});
