import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "../../../common/content/types.ts";
import type { InboxMessage } from "../../../common/inbox/messages.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { ADMIN_NAME, AuthClient, signedInOffice } from "../../test-support/auth-client.ts";
import { manualClock } from "../../test-support/clock.ts";
import { UNKNOWN_UUID } from "../../test-support/content-fixture.ts";
import { testDialects } from "../../test-support/databases.ts";
import { VALIDATION_REPLY } from "../../test-support/replies.ts";

type InboxPage = Page<InboxMessage> & { unread: number };

const MINUTE = 60_000;

describe.each(testDialects)("the office's inbox API on %s", (dialect) => {
  let t: TestApp;
  let office: AuthClient;
  const clock = manualClock();
  const ids: Record<string, string> = {};

  /** A visitor's message, each from its own address so the form's per-address limit never counts them together. */
  async function send(key: string, fields: { name: string; email: string; topic: string; message: string }) {
    const visitor = new AuthClient(t.app);
    const res = await visitor.post("/api/contact", { phone: "", ...fields });
    expect(res.statusCode).toBe(200);
    const stored = await t.database.db.kysely
      .selectFrom("contact_messages")
      .select("id")
      .where("email", "=", fields.email)
      .executeTakeFirstOrThrow();
    ids[key] = stored.id;
    clock.advance(MINUTE);
  }

  const inbox = async (query = "") => {
    const res = await office.request({ method: "GET", url: `/api/messages${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as InboxPage;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now });
    office = await signedInOffice(t.app, t.database);
    await send("tour", {
      name: "Maria Gomez",
      email: "maria@example.com",
      topic: "tour",
      message: "May we visit on Friday?",
    });
    await send("fees", {
      name: "Ben Ode",
      email: "ben@example.com",
      topic: "accounts",
      message: "A question about fees.",
    });
    await send("other", { name: "=cmd", email: "zed@example.com", topic: "other", message: 'Hello, "office"' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("is for administrators only: a visitor gets 401, and a write without the CSRF token 403", async () => {
    const visitor = new AuthClient(t.app);
    for (const url of ["/api/messages", "/api/messages/export.csv", `/api/messages/${ids.tour}`]) {
      expect((await visitor.request({ method: "GET", url })).statusCode).toBe(401);
    }
    expect((await visitor.send("DELETE", `/api/messages/${ids.tour}`)).statusCode).toBe(401);
    const noToken = await office.request({
      method: "PUT",
      url: `/api/messages/${ids.tour}`,
      payload: { handled: true },
    });
    expect(noToken.statusCode).toBe(403);
  });

  it("lists the open messages newest first, with how many are unread", async () => {
    const page = await inbox();
    expect(page.items.map((m) => m.name)).toEqual(["=cmd", "Ben Ode", "Maria Gomez"]);
    expect(page.unread).toBe(3);
    expect(page.items[0]).toMatchObject({ readAt: null, handledAt: null, topic: "other" });
  });

  it("filters by topic and finds words in the name, address or message", async () => {
    expect((await inbox("?topic=tour")).items.map((m) => m.id)).toEqual([ids.tour]);
    expect((await inbox("?q=FEES")).items.map((m) => m.id)).toEqual([ids.fees]);
    expect((await inbox("?q=zed%40example")).items.map((m) => m.id)).toEqual([ids.other]);
    expect((await inbox("?q=nobody-wrote-this")).items).toEqual([]);
  });

  it("answers a bad filter with 400 naming the field", async () => {
    const res = await office.request({ method: "GET", url: "/api/messages?state=archived&topic=weather" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(VALIDATION_REPLY);
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(["state", "topic"]));
  });

  it("marks a message read the first time it is opened, and keeps that first time", async () => {
    const opened = await office.request({ method: "GET", url: `/api/messages/${ids.tour}` });
    expect(opened.statusCode).toBe(200);
    const firstRead = (opened.json() as InboxMessage).readAt;
    expect(firstRead).toBe(clock.now().toISOString());
    clock.advance(MINUTE);
    const again = (await office.request({ method: "GET", url: `/api/messages/${ids.tour}` })).json() as InboxMessage;
    expect(again.readAt).toBe(firstRead);
    expect((await inbox("?state=unread")).items.map((m) => m.id)).toEqual([ids.other, ids.fees]);
    expect((await inbox()).unread).toBe(2);
  });

  it("marks a message handled by the person signed in, moves it out of the open list, and can reopen it", async () => {
    const res = await office.send("PUT", `/api/messages/${ids.fees}`, { handled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ handledBy: ADMIN_NAME, handledAt: clock.now().toISOString() });
    // Handling a message nobody opened counts as reading it.
    expect((res.json() as InboxMessage).readAt).not.toBeNull();
    expect((await inbox()).items.map((m) => m.id)).not.toContain(ids.fees);
    expect((await inbox("?state=handled")).items.map((m) => m.id)).toEqual([ids.fees]);
    expect((await inbox("?state=all")).total).toBe(3);

    const reopened = await office.send("PUT", `/api/messages/${ids.fees}`, { handled: false });
    expect(reopened.json()).toMatchObject({ handledBy: null, handledAt: null });
    expect((await inbox()).items.map((m) => m.id)).toContain(ids.fees);

    const audit = await t.app.services.audit.list(10);
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["messages.handled", "messages.reopened"]),
    );
    // The activity log says what was done without the sender's address or name, and links to the message while
    // it is in the inbox, where the office can see who wrote it (ADR 065).
    expect(JSON.stringify(audit)).not.toMatch(/ben@example\.com|Ben Ode/i);
    const log = await office.request({ method: "GET", url: "/api/audit?section=messages" });
    expect(log.json<{ items: { description: string; href?: string }[] }>().items.slice(0, 2)).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        action: "messages.reopened",
        actor: ADMIN_NAME,
        description: "Marked a contact message about tuition, fees and accounts as not handled",
        href: `/admin/messages/${ids.fees}`,
        ip: expect.anything(),
      },
      expect.objectContaining({
        description: "Marked a contact message about tuition, fees and accounts as handled",
        href: `/admin/messages/${ids.fees}`,
      }),
    ]);
  });

  it("refuses a change that is not handled true or false with 400 naming the field, and writes nothing", async () => {
    const res = await office.send("PUT", `/api/messages/${ids.tour}`, { handled: "yes" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty("handled");
    expect(
      ((await office.request({ method: "GET", url: `/api/messages/${ids.tour}` })).json() as InboxMessage).handledAt,
    ).toBeNull();
  });

  it("exports the filtered messages as CSV that a spreadsheet opens safely", async () => {
    const res = await office.request({ method: "GET", url: "/api/messages/export.csv?state=all" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="contact-messages-2026-11-23.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Received,Name,Email,Phone,Topic,Message,Handled,Handled by");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain("Maria Gomez,maria@example.com,,Booking a tour,May we visit on Friday?");
    // Received as the office's clocks read it (the test clock's 17:00 UTC is 9 in the morning there).
    expect(lines[1]).toMatch(/^2026-11-23 09:00,/);
    expect(lines[3]).toContain('\'=cmd,zed@example.com,,Something else,"Hello, ""office"""');
    const tourOnly = await office.request({ method: "GET", url: "/api/messages/export.csv?topic=tour&state=all" });
    expect(tourOnly.body.trim().split("\r\n")).toHaveLength(2);
  });

  it("takes a deleted message out of the inbox, audited without its words; a second delete is 404", async () => {
    expect((await office.send("DELETE", `/api/messages/${ids.other}`)).statusCode).toBe(204);
    expect((await office.request({ method: "GET", url: `/api/messages/${ids.other}` })).statusCode).toBe(404);
    expect((await office.send("DELETE", `/api/messages/${ids.other}`)).statusCode).toBe(404);
    const [entry] = await t.app.services.audit.list(1);
    expect(entry).toMatchObject({ action: "messages.deleted", detail: { id: ids.other } });
    expect(JSON.stringify(entry?.detail)).not.toMatch(/Hello|zed@example\.com/i);
  });

  it("answers 404 for an unknown message and 400 for an id that is not one", async () => {
    expect((await office.request({ method: "GET", url: `/api/messages/${UNKNOWN_UUID}` })).statusCode).toBe(404);
    expect((await office.send("PUT", `/api/messages/${UNKNOWN_UUID}`, { handled: true })).statusCode).toBe(404);
    expect((await office.request({ method: "GET", url: "/api/messages/not-an-id" })).statusCode).toBe(400);
  });
});
