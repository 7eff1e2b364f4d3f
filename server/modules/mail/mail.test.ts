import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { site } from "../../../common/site.ts";
import { openDatabase } from "../../db/database.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { AuthClient, signedInOffice } from "../../test-support/auth-client.ts";
import { manualClock } from "../../test-support/clock.ts";
import { testDialects } from "../../test-support/databases.ts";
import { startTestSmtp, type TestSmtp } from "../../test-support/smtp.ts";
import { CLAIM_LEASE_MS, createMailService, MAX_ATTEMPTS } from "./outbox.ts";
import { smtpTransport } from "./transport.ts";

const MINUTE = 60_000;

const message = (topic: string, email: string) => ({
  name: "Maria Gomez",
  email,
  phone: "250 555 0199",
  topic,
  message: `A question about ${topic}.`,
});

describe.each(testDialects)("e-mail through the outbox on %s", (dialect) => {
  let smtp: TestSmtp;
  let t: TestApp;
  const clock = manualClock();

  /** A visitor's message from its own address (the per-address form limit stays out of the way). */
  async function contact(topic: string, email: string) {
    const res = await new AuthClient(t.app).post("/api/contact", message(topic, email));
    expect(res.statusCode, res.body).toBe(200);
  }
  const arrivedFor = (email: string) => smtp.received.filter((mail) => mail.replyTo?.text === email);
  const outbox = () => t.database.db.kysely.selectFrom("mail_outbox").selectAll().execute();

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(
      dialect,
      { SMTP_URL: smtp.url, SITE_URL: "http://www.pinecrest.example" },
      { now: clock.now },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(async () => {
    // Each test leaves nothing due for the next one.
    clock.advance(60 * MINUTE);
    await t.app.services.mail.deliverDue();
  });

  it("e-mails the office's mailbox for the message's topic, with replies going to the sender, once", async () => {
    await contact("tour", "tour@example.com");
    await contact("accounts", "fees@example.com");
    await contact("general", "hello@example.com");
    expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 3, retry: 0, failed: 0 });
    expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 0, retry: 0, failed: 0 });

    const [tour] = arrivedFor("tour@example.com");
    expect(tour?.to).toMatchObject({ text: site.mailboxes.admissions });
    expect(tour?.from?.value).toEqual([{ name: site.name, address: site.email }]);
    expect(tour?.subject).toBe("Website message: Booking a tour from Maria Gomez");
    expect(tour?.text).toContain("A question about tour.");
    expect(tour?.text).toContain("Phone: 250 555 0199");
    expect(tour?.text).toMatch(/http:\/\/www\.pinecrest\.example\/admin\/messages\/[0-9a-f-]{36}/);
    expect(tour?.messageId).toMatch(new RegExp(`@${site.domain.replace(".", "\\.")}>$`));
    expect(arrivedFor("fees@example.com").map((mail) => mail.to)).toMatchObject([{ text: site.mailboxes.accounts }]);
    expect(arrivedFor("hello@example.com").map((mail) => mail.to)).toMatchObject([{ text: site.email }]);
  });

  it("tries again later when the mail server refuses, and the office gets the message once", async () => {
    smtp.refuseNext(1);
    await contact("admissions", "busy@example.com");
    expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 0, retry: 1, failed: 0 });
    expect(arrivedFor("busy@example.com")).toHaveLength(0);
    clock.advance(30_000);
    expect((await t.app.services.mail.deliverDue()).sent).toBe(0);
    clock.advance(MINUTE);
    expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 1, retry: 0, failed: 0 });
    expect(arrivedFor("busy@example.com")).toHaveLength(1);
  });

  it("shows a message that keeps failing to the office with the reason, and sends it when retried", async () => {
    smtp.refuseNext(MAX_ATTEMPTS);
    await contact("other", "stuck@example.com");
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await t.app.services.mail.deliverDue();
      clock.advance(2 ** attempt * MINUTE);
    }
    // Signed in after the hours of retries, so the session's idle limit does not end it.
    const office = await signedInOffice(t.app, t.database);
    const status = (await office.request({ method: "GET", url: "/api/mail" })).json();
    expect(status).toMatchObject({ enabled: true, waiting: 0 });
    const [failed] = status.failed;
    expect(failed).toMatchObject({ to: site.email, attempts: MAX_ATTEMPTS, kind: "contact.office" });
    expect(failed.lastError).toContain("Mailbox busy");
    expect(arrivedFor("stuck@example.com")).toHaveLength(0);

    expect((await new AuthClient(t.app).request({ method: "GET", url: "/api/mail" })).statusCode).toBe(401);
    const retried = await office.send("POST", `/api/mail/${failed.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    // The log names the e-mail by its kind: its subject carries the sender's name, its reply-to their address.
    const [entry] = await t.app.services.audit.list(1);
    expect(entry).toMatchObject({ action: "mail.retried", detail: { id: failed.id, kind: "contact.office" } });
    expect(JSON.stringify(entry?.detail)).not.toMatch(/stuck@example\.com|Website message/);
    expect(await t.app.services.mail.deliverDue()).toMatchObject({ sent: 1 });
    expect(arrivedFor("stuck@example.com")).toHaveLength(1);
    expect((await office.request({ method: "GET", url: "/api/mail" })).json().failed).toEqual([]);
    expect((await office.send("POST", `/api/mail/${failed.id}/retry`)).statusCode).toBe(404);
  });

  it("two processes sending from one outbox deliver each message once", async () => {
    for (let n = 0; n < 8; n += 1) await contact("general", `crowd-${n}@example.com`);
    // A second server process: its own connections to the same database, its own SMTP connection and name.
    const otherDb = openDatabase(t.database.config);
    const second = createMailService(otherDb, clock.now, {
      transport: smtpTransport(smtp.url),
      from: site.email,
      workerId: "second-process",
    });
    const [a, b] = await Promise.all([t.app.services.mail.deliverDue(), second.deliverDue()]);
    await second.stopWorker();
    await otherDb.close();
    expect(a.sent + b.sent).toBe(8);
    for (let n = 0; n < 8; n += 1) expect(arrivedFor(`crowd-${n}@example.com`)).toHaveLength(1);
  });

  it("a server's worker sends what is due without being asked, and stops cleanly", async () => {
    const server = createMailService(t.database.db, clock.now, {
      transport: smtpTransport(smtp.url),
      from: site.email,
    });
    server.startWorker(20);
    await contact("tour", "worker@example.com");
    await vi.waitFor(() => expect(arrivedFor("worker@example.com")).toHaveLength(1), { timeout: 5_000 });
    await server.stopWorker();
    await contact("tour", "after-stop@example.com");
    // Stopped: the message waits in the outbox for the next run.
    expect(
      await t.database.db.kysely.selectFrom("mail_outbox").select("id").where("status", "=", "waiting").execute(),
    ).toHaveLength(1);
  });

  it("loses nothing when a process stops between storing and sending: the claim runs out and another sends it", async () => {
    await contact("tour", "crash@example.com");
    // A process took the row and died before sending.
    await t.database.db.kysely
      .updateTable("mail_outbox")
      .set({
        claimed_by: "crashed-process",
        claimed_until: new Date(clock.now().getTime() + CLAIM_LEASE_MS).toISOString(),
      })
      .where("status", "=", "waiting")
      .execute();
    expect((await t.app.services.mail.deliverDue()).sent).toBe(0);
    clock.advance(CLAIM_LEASE_MS + 1000);
    expect((await t.app.services.mail.deliverDue()).sent).toBe(1);
    expect(arrivedFor("crash@example.com")).toHaveLength(1);
    expect((await outbox()).filter((row) => row.status !== "sent")).toEqual([]);
  });
});

describe.each(testDialects)("e-mail switched off on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it("keeps every message in the outbox and says e-mail is off; a server with SMTP_URL later sends them", async () => {
    const res = await new AuthClient(t.app).post("/api/contact", message("tour", "later@example.com"));
    expect(res.statusCode).toBe(200);
    expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 0, retry: 0, failed: 0 });
    const office = await signedInOffice(t.app, t.database);
    expect((await office.request({ method: "GET", url: "/api/mail" })).json()).toEqual({
      enabled: false,
      waiting: 1,
      failed: [],
    });

    // The next start of the server, now with SMTP_URL, finds the waiting message and sends it.
    const smtp = await startTestSmtp();
    const restarted = createMailService(t.database.db, t.now, { transport: smtpTransport(smtp.url), from: site.email });
    expect((await restarted.deliverDue()).sent).toBe(1);
    await restarted.stopWorker();
    await smtp.close();
    expect(smtp.received.map((mail) => mail.replyTo?.text)).toEqual(["later@example.com"]);
  });
});
