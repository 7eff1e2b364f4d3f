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
    // Everything the forms stored is handed over, not only what the screen lists: a person may see all of it.
    const handedOver = JSON.parse(file.body) as HeldRecords;
    expect(handedOver).toMatchObject({
      email: "parent@example.com",
      messages: [{ name: "Maria Gomez", email: "Parent@Example.com", topic: "tour", message: "May we visit?" }],
      signups: [
        {
          name: "Maria Gomez",
          email: "parent@example.com",
          phone: "250 555 0101",
          eventTitle: null,
          date: null,
          interests: ["events"],
          criminalRecordCheck: "yes",
        },
      ],
    });
    expect(handedOver.messages[0]?.ip).toBeTruthy();
    expect(handedOver.signups[0]?.ip).toBeTruthy();
    const thanks = handedOver.emails.find((m) => m.subject.includes("Thank you"));
    expect(thanks).toMatchObject({ to: "parent@example.com", status: "waiting" });
    expect(thanks?.body).toContain("Maria Gomez");

    const erased = await office.send("DELETE", "/api/privacy?email=parent@example.com");
    expect(erased.json()).toEqual({
      deleted: { messages: 1, signups: 1, emails: found.emails.length, logEntries: 0 },
    });
    const after = (await office.request({ method: "GET", url: "/api/privacy?email=parent@example.com" })).json();
    expect([after.messages, after.signups, after.emails, after.logEntries]).toEqual([[], [], [], []]);
    expect(await count("contact_messages")).toEqual(["other@example.com"]);
    const [entry] = await t.app.services.audit.list(1);
    // The counts, and neither the address nor what they wrote (ADR 065).
    expect(entry).toMatchObject({
      action: "privacy.erased",
      detail: { messages: 1, signups: 1, emails: found.emails.length, logEntries: 0 },
    });
    expect(JSON.stringify(entry)).not.toMatch(/May we visit|parent@example\.com/i);

    expect(
      (await office.request({ method: "GET", url: "/api/privacy?email=not-an-address" })).json().fields,
    ).toHaveProperty("email");
  });
});

describe.each(testDialects)("privacy: an erasure takes the address out of the activity log on %s", (dialect) => {
  let t: TestApp;
  let office: AuthClient;
  const clock = manualClock();
  const FAMILY = "maria.gomez@example.com";
  /** Every entry's detail as stored, by id. */
  const details = async () =>
    new Map(
      (await t.database.db.kysely.selectFrom("audit_log").select(["id", "detail"]).orderBy("id").execute()).map(
        (row) => [row.id, row.detail],
      ),
    );
  const idOf = async (table: "contact_messages" | "volunteer_signups", email: string) =>
    (await t.database.db.kysely.selectFrom(table).select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    // An app of its own, so the log holds only what this test wrote.
    t = await createTestApp(dialect, {}, { now: clock.now });
    office = await signedInOffice(t.app, t.database);
  });
  afterAll(async () => {
    await t.close();
  });

  it("names families by record in new entries, and erasure replaces the address and name in older ones", async () => {
    const visitor = new AuthClient(t.app);
    // Typed in another case than the office will search with.
    expect((await visitor.post("/api/contact", contact("Maria.Gomez@Example.com"))).statusCode).toBe(200);
    expect((await visitor.post("/api/volunteers", helper(FAMILY))).statusCode).toBe(200);
    const other = { ...contact("ben@example.com"), name: "Ben Ode" };
    expect((await new AuthClient(t.app).post("/api/contact", other)).statusCode).toBe(200);
    const message = await idOf("contact_messages", "Maria.Gomez@Example.com");
    const bens = await idOf("contact_messages", "ben@example.com");
    const signup = await idOf("volunteer_signups", FAMILY);

    // The office deals with both messages and removes the sign-up: these entries name nobody.
    expect((await office.send("PUT", `/api/messages/${message}`, { handled: true })).statusCode).toBe(200);
    expect((await office.send("PUT", `/api/messages/${bens}`, { handled: true })).statusCode).toBe(200);
    expect((await office.send("DELETE", `/api/volunteers/${signup}`)).statusCode).toBe(204);
    const written = [...(await details()).values()].join("\n");
    expect(written).not.toMatch(/maria|gomez|ben@example\.com|ben ode/i);

    // Entries as the code wrote them before ADR 065, in any case of the address; Ben's and a staff member's
    // entries, who shares Maria's name, are someone else's.
    const officeCopy = await t.database.db.kysely
      .selectFrom("mail_outbox")
      .select("id")
      .where("kind", "=", "contact.office")
      .where("reply_to", "=", "Maria.Gomez@Example.com")
      .executeTakeFirstOrThrow();
    const older = [
      { action: "messages.handled", detail: { id: message, from: "MARIA.GOMEZ@example.com", topic: "tour" } },
      { action: "volunteers.deleted", detail: { id: signup, email: FAMILY, eventId: null } },
      {
        action: "mail.retried",
        detail: {
          id: officeCopy.id,
          to: "office@pcs.example",
          subject: "Website message: Booking a tour from Maria Gomez",
        },
      },
      { action: "auth.login_failed", detail: { email: "Maria.Gomez@example.com", reason: "unknown-email" } },
      { action: "messages.handled", detail: { id: bens, from: "ben@example.com", topic: "tour" } },
      { action: "admins.invited", detail: { name: "Maria Gomez", email: "maria.g@pinecrest.example" } },
    ];
    for (const entry of older) await t.app.services.audit.record(entry);
    const before = await details();

    // The office sees, before deleting, which entries name the family.
    const found = (
      await office.request({ method: "GET", url: `/api/privacy?email=${FAMILY.toUpperCase()}` })
    ).json<HeldRecords>();
    expect(found.logEntries.map((entry) => entry.description)).toEqual([
      "Marked a contact message from MARIA.GOMEZ@example.com as handled",
      `Removed the volunteer sign-up of ${FAMILY}`,
      "Sent again the e-mail “Website message: Booking a tour from Maria Gomez” to office@pcs.example",
      "Sign-in failed for Maria.Gomez@example.com (no such administrator)",
    ]);
    // The file handed to the family lists them too.
    const file = await office.request({ method: "GET", url: `/api/privacy/export.json?email=${FAMILY}` });
    expect(JSON.parse(file.body).logEntries).toEqual(found.logEntries);

    const erased = await office.send("DELETE", `/api/privacy?email=${FAMILY}`);
    expect(erased.json()).toEqual({ deleted: { messages: 1, signups: 0, emails: found.emails.length, logEntries: 4 } });

    const after = await details();
    const [erasure] = await t.app.services.audit.list(1);
    // Nothing in the log names the address any more, in any case; the name only in the staff member's entry.
    expect([...after.values()].filter((detail) => detail.toLowerCase().includes(FAMILY))).toEqual([]);
    expect([...after.values()].filter((detail) => /maria gomez/i.test(detail))).toEqual([
      JSON.stringify(older[5]?.detail),
    ]);
    // Other people's entries are as they were; the family's keep what they say, the family replaced.
    const changed = [...before].filter(([id, detail]) => after.get(id) !== detail).map(([id]) => after.get(id));
    expect(changed.map((detail) => JSON.parse(detail ?? "{}"))).toEqual([
      { id: message, from: "(erased on request)", topic: "tour" },
      { id: signup, email: "(erased on request)", eventId: null },
      {
        id: officeCopy.id,
        to: "office@pcs.example",
        subject: "Website message: Booking a tour from (erased on request)",
      },
      { email: "(erased on request)", reason: "unknown-email" },
    ]);
    // The erasure's own entry: the counts, without the address or a hash of it.
    expect(erasure).toMatchObject({ action: "privacy.erased" });
    expect(erasure?.detail).toEqual({ messages: 1, signups: 0, emails: found.emails.length, logEntries: 4 });
    const log = (await office.request({ method: "GET", url: "/api/audit" })).json<{
      items: { description: string }[];
    }>();
    expect(log.items[0]?.description).toBe(
      `Deleted everything held about one e-mail address on request: 1 message, 0 sign-ups, ${found.emails.length} e-mails, 4 activity log entries`,
    );
    expect(JSON.stringify(log)).not.toMatch(/maria\.gomez/i);

    // A second request for the address finds nothing, and changes nothing.
    const again = (await office.request({ method: "GET", url: `/api/privacy?email=${FAMILY}` })).json<HeldRecords>();
    expect(again.logEntries).toEqual([]);
    expect((await office.send("DELETE", `/api/privacy?email=${FAMILY}`)).json()).toEqual({
      deleted: { messages: 0, signups: 0, emails: 0, logEntries: 0 },
    });
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
