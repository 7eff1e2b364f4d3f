import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AUDIT_KEPT_MONTHS, DEFAULT_RETENTION_MONTHS, type HeldRecords } from "../../../common/privacy/records.ts";
import { createServices, type Services } from "../../services.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { AuthClient, insertAdmin, signedInOffice } from "../../test-support/auth-client.ts";
import { manualClock } from "../../test-support/clock.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../../test-support/databases.ts";
import { RETENTION_SETTING } from "./service.ts";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** `months` calendar months after `from` (UTC), as the sweep counts them. */
function monthsAfter(from: Date, months: number): Date {
  const to = new Date(from);
  to.setUTCMonth(to.getUTCMonth() + months);
  return to;
}
const contact = (email: string) => ({ name: "Maria Gomez", email, phone: "", topic: "tour", message: "May we visit?" });
const helper = (email: string) => ({
  name: "Maria Gomez",
  email,
  phone: "250 555 0101",
  interests: ["events"],
  criminalRecordCheck: "yes",
});

describe.each(testDialects)("privacy: retention and one person's records on %s", (dialect) => {
  let t: TestApp;
  const clock = manualClock();
  const send = async (url: string, body: object) => {
    expect((await new AuthClient(t.app).post(url, body)).statusCode).toBe(200);
  };
  const count = async (table: "contact_messages" | "volunteer_signups") =>
    (await t.database.db.kysely.selectFrom(table).select("email").execute()).map((row) => row.email);

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  it("deletes messages and sign-ups older than 18 months, and keeps the newer ones", async () => {
    await send("/api/contact", contact("old@example.com"));
    await send("/api/volunteers", helper("old@example.com"));
    clock.advance(300 * DAY);
    await send("/api/contact", contact("newer@example.com"));
    clock.advance(260 * DAY); // 560 days after the first: past 18 months for it, not for the second
    // The test app has no SMTP server: every e-mail about them is still waiting, as on a site without one.
    const outbox = async () =>
      (await t.database.db.kysely.selectFrom("mail_outbox").select(["status", "created_at"]).execute()).map(
        (row) => `${row.status} ${row.created_at}`,
      );
    const before = await outbox();
    const newer = before.filter((row) => !row.endsWith(new Date(clock.now().getTime() - 560 * DAY).toISOString()));
    expect(before.length).toBeGreaterThan(newer.length);
    expect(before.every((row) => row.startsWith("waiting"))).toBe(true);
    const swept = await t.app.services.privacy.sweep();
    expect(swept).toMatchObject({ messages: 1, signups: 1, emails: before.length - newer.length });
    expect(await count("contact_messages")).toEqual(["newer@example.com"]);
    expect(await count("volunteer_signups")).toEqual([]);
    // Waiting or not, the e-mails about what went are gone too; those about the newer message stay.
    expect(await outbox()).toEqual(newer);
    expect((await t.app.services.audit.list(1))[0]).toMatchObject({ action: "privacy.swept" });
  });

  it("follows a shorter period set in the settings", async () => {
    await t.app.services.systemState.set(RETENTION_SETTING, "6");
    clock.advance(200 * DAY);
    expect((await t.app.services.privacy.sweep()).messages).toBe(1);
    expect(await count("contact_messages")).toEqual([]);
    await t.app.services.systemState.set(RETENTION_SETTING, "18");
  });

  it("lets the office choose the period from the allowed ones, logged, and the sweep follows it", async () => {
    const office = new AuthClient(t.app);
    await insertAdmin(t.database, "retention@pinecrest.example", "Retention Tester");
    expect((await office.login("retention@pinecrest.example")).statusCode).toBe(200);
    await office.fetchCsrfToken();

    expect((await office.request({ method: "GET", url: "/api/privacy/retention" })).json()).toEqual({ months: 18 });
    const refused = await office.send("PUT", "/api/privacy/retention", { months: 5 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      months: "Choose how many months to keep them: 6, 12, 18, 24, 36, 60, 84.",
    });
    const saved = await office.send("PUT", "/api/privacy/retention", { months: 24 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await t.app.services.privacy.retentionMonths()).toBe(24);
    const log = await office.request({ method: "GET", url: "/api/audit?section=privacy" });
    expect(log.json<{ items: { description: string }[] }>().items[0]?.description).toBe(
      "Changed how long messages and sign-ups are kept: 18 to 24 months",
    );
    const visitor = await t.app.inject({ method: "PUT", url: "/api/privacy/retention", payload: { months: 6 } });
    expect(visitor.statusCode).toBe(403);
    await t.app.services.systemState.set(RETENTION_SETTING, "18");
  });

  it("finds, exports and deletes everything held about one address, whatever its case, for administrators only", async () => {
    await send("/api/contact", contact("Parent@Example.com"));
    await send("/api/volunteers", helper("parent@example.com"));
    await send("/api/contact", contact("other@example.com"));
    const office = await signedInOffice(t.app, t.database);
    expect(
      (await new AuthClient(t.app).request({ method: "GET", url: "/api/privacy?email=parent@example.com" })).statusCode,
    ).toBe(401);

    const found = (
      await office.request({ method: "GET", url: "/api/privacy?email=PARENT@example.com" })
    ).json() as HeldRecords & {
      retentionMonths: number;
    };
    expect(found.retentionMonths).toBe(18);
    expect(found.messages).toHaveLength(1);
    expect(found.signups).toHaveLength(1);
    // The office's copy of the message and the volunteer's confirmation are e-mails about this person.
    expect(found.emails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining("Website message"), expect.stringContaining("Thank you")]),
    );

    const file = await office.request({ method: "GET", url: "/api/privacy/export.json?email=parent@example.com" });
    expect(file.headers["content-disposition"]).toBe('attachment; filename="records-parent@example.com.json"');
    expect(JSON.parse(file.body)).toMatchObject({
      email: "parent@example.com",
      messages: [{ message: "May we visit?" }],
    });

    const erased = await office.send("DELETE", "/api/privacy?email=parent@example.com");
    expect(erased.json()).toEqual({ deleted: { messages: 1, signups: 1, emails: found.emails.length } });
    const after = (await office.request({ method: "GET", url: "/api/privacy?email=parent@example.com" })).json();
    expect([after.messages, after.signups, after.emails]).toEqual([[], [], []]);
    expect(await count("contact_messages")).toEqual(["other@example.com"]);
    const [entry] = await t.app.services.audit.list(1);
    expect(entry).toMatchObject({ action: "privacy.erased", detail: { email: "parent@example.com", messages: 1 } });
    expect(JSON.stringify(entry)).not.toContain("May we visit");

    expect(
      (await office.request({ method: "GET", url: "/api/privacy?email=not-an-address" })).json().fields,
    ).toHaveProperty("email");
  });
});

describe.each(testDialects)("privacy: the activity log's own period on %s", (dialect) => {
  const clock = manualClock();
  let database: TestDatabase;
  let services: Services;
  const actions = async () =>
    (await database.db.kysely.selectFrom("audit_log").select("action").orderBy("id").execute()).map(
      (row) => row.action,
    );

  beforeAll(async () => {
    // A database of its own, so the log holds only what this test wrote.
    database = await createTestDatabase(dialect);
    services = createServices(database.db, { now: clock.now });
  });
  afterAll(async () => {
    await database.drop();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it(`deletes entries older than ${AUDIT_KEPT_MONTHS} months, keeps the newer ones and its own, and says how many went`, async () => {
    const start = clock.now();
    await services.audit.record({ action: "test.oldest" });
    clock.advance(2 * HOUR);
    await services.audit.record({ action: "test.two_hours_later" });
    clock.set(monthsAfter(start, 12));
    await services.audit.record({ action: "test.a_year_later" });
    expect(await actions()).toEqual(["test.oldest", "test.two_hours_later", "test.a_year_later"]);

    // An hour past the first entry's time: it goes; the second, an hour younger than that, stays.
    clock.set(new Date(monthsAfter(start, AUDIT_KEPT_MONTHS).getTime() + HOUR));
    expect(await services.privacy.sweep()).toEqual({
      messages: 0,
      deletedMessages: 0,
      signups: 0,
      emails: 0,
      deletedItems: 0,
      deletedPictures: 0,
      logEntries: 1,
    });
    expect(await actions()).toEqual(["test.two_hours_later", "test.a_year_later", "privacy.swept"]);
    const log = await services.audit.page({ page: 1 });
    expect(log.items[0]?.description).toBe(
      `Deleted what was older than the retention period: 0 messages, 0 sign-ups, 0 e-mails, and 1 activity log entry older than two years`,
    );

    // Half an hour later the second entry is still younger than the period: nothing goes, and nothing is written.
    clock.advance(HOUR / 2);
    expect((await services.privacy.sweep()).logEntries).toBe(0);
    expect(await actions()).toEqual(["test.two_hours_later", "test.a_year_later", "privacy.swept"]);
  });

  it("still deletes messages past their time, and records it, when the activity log cannot be swept", async () => {
    const message = {
      name: "Maria Gomez",
      email: "late@example.com",
      phone: "",
      topic: "tour",
      message: "May we visit?",
    };
    expect((await services.contact.submit(message, { ip: null })).status).toBe("stored");
    clock.set(new Date(monthsAfter(clock.now(), DEFAULT_RETENTION_MONTHS).getTime() + HOUR));
    vi.spyOn(services.audit, "deleteBefore").mockRejectedValue(new Error("the log is locked"));

    await expect(services.privacy.sweep()).rejects.toThrow("the log is locked");

    expect(await services.contact.list()).toEqual([]);
    expect((await services.audit.list(1))[0]).toMatchObject({
      action: "privacy.swept",
      detail: { messages: 1, logEntries: 0 },
    });
  });

  it("sweeps sign-ups and the activity log, and records them, when the messages cannot be deleted", async () => {
    const start = clock.now();
    await services.audit.record({ action: "test.old_entry" });
    const signup = await services.volunteers.submit(
      {
        name: "Sam Ortiz",
        email: "sam@example.com",
        phone: "250 555 0199",
        interests: ["events"],
        availability: "",
        criminalRecordCheck: "yes",
        notes: "",
        eventId: null,
      },
      { ip: null },
    );
    expect(signup.status).toBe("stored");
    clock.set(new Date(monthsAfter(start, AUDIT_KEPT_MONTHS).getTime() + HOUR));
    // A real failure of the first step: its table is not there for a moment.
    await sql`alter table contact_messages rename to contact_messages_away`.execute(database.db.kysely);
    try {
      await expect(services.privacy.sweep()).rejects.toThrow();
    } finally {
      await sql`alter table contact_messages_away rename to contact_messages`.execute(database.db.kysely);
    }
    expect(await services.volunteers.list()).toEqual([]);
    // Everything this describe wrote is older than the period now; only the sweep's own entry is left.
    expect(await actions()).toEqual(["privacy.swept"]);
    const [entry] = await services.audit.list(1);
    expect(entry).toMatchObject({ action: "privacy.swept", detail: { messages: 0, signups: 1 } });
    expect(entry?.detail.logEntries).toBeGreaterThan(0);
  });
});
