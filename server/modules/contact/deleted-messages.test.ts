import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETED_KEPT_DAYS, type DeletedList } from "../../../common/content/deleted.ts";
import type { DeletedMessage, InboxMessage, OpenedMessage } from "../../../common/inbox/messages.ts";
import { type HeldRecords, monthsAfter } from "../../../common/privacy/records.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { ADMIN_NAME, AuthClient, signedInOffice } from "../../test-support/auth-client.ts";
import { manualClock } from "../../test-support/clock.ts";
import { UNKNOWN_UUID } from "../../test-support/content-fixture.ts";
import { testDialects } from "../../test-support/databases.ts";
import { VALIDATION_REPLY } from "../../test-support/replies.ts";

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

describe.each(testDialects)("the inbox's recently deleted messages (ADR 062) on %s", (dialect) => {
  let t: TestApp;
  let office: AuthClient;
  const clock = manualClock();

  /** A visitor's message from its own address; answers its id. */
  async function send(name: string, email: string, message = "May we visit on Friday?"): Promise<string> {
    const res = await new AuthClient(t.app).post("/api/contact", { name, email, phone: "", topic: "tour", message });
    expect(res.statusCode).toBe(200);
    const stored = await t.database.db.kysely
      .selectFrom("contact_messages")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    clock.advance(MINUTE);
    return stored.id;
  }

  const get = (url: string) => office.request({ method: "GET", url });
  const inboxIds = async (query = "?state=all") =>
    (await get(`/api/messages${query}`)).json<{ items: InboxMessage[] }>().items.map((m) => m.id);
  const deleted = async () => (await get("/api/messages/deleted")).json<DeletedList<DeletedMessage>>().items;
  const stored = (id: string) =>
    t.database.db.kysely.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now });
    office = await signedInOffice(t.app, t.database);
  });
  afterAll(async () => {
    await t.close();
  });

  it("is for administrators only: a visitor gets 401, and a write without the CSRF token 403", async () => {
    const id = await send("Ada Visitor", "ada@example.com");
    const visitor = new AuthClient(t.app);
    expect((await visitor.request({ method: "GET", url: "/api/messages/deleted" })).statusCode).toBe(401);
    expect((await visitor.send("POST", `/api/messages/deleted/${id}/restore`)).statusCode).toBe(401);
    expect((await visitor.send("DELETE", `/api/messages/deleted/${id}`)).statusCode).toBe(401);
    expect((await office.request({ method: "DELETE", url: `/api/messages/${id}` })).statusCode).toBe(403);
    expect((await office.send("DELETE", `/api/messages/${id}`)).statusCode).toBe(204);
    expect((await office.request({ method: "POST", url: `/api/messages/deleted/${id}/restore` })).statusCode).toBe(403);
    expect((await office.request({ method: "DELETE", url: `/api/messages/deleted/${id}` })).statusCode).toBe(403);
    expect(await stored(id)).toMatchObject({ deleted_by: ADMIN_NAME });
  });

  it("keeps a deleted message out of the inbox, its counts, its export and its own address, audited without its words", async () => {
    const id = await send("Maria Gomez", "maria@example.com", "Is there room in Grade 2?");
    const unreadBefore = (await get("/api/messages")).json<{ unread: number }>().unread;
    expect(await inboxIds()).toContain(id);

    const deletedAt = clock.now().toISOString();
    expect((await office.send("DELETE", `/api/messages/${id}`)).statusCode).toBe(204);
    // Kept, with when and by whom.
    expect(await stored(id)).toMatchObject({ message: "Is there room in Grade 2?", deleted_by: ADMIN_NAME });
    expect(new Date(String((await stored(id))?.deleted_at)).toISOString()).toBe(deletedAt);

    expect(await inboxIds()).not.toContain(id);
    expect(await inboxIds("?state=unread")).not.toContain(id);
    // The dashboard reads the inbox's unread count.
    expect((await get("/api/messages")).json<{ unread: number }>().unread).toBe(unreadBefore - 1);
    expect((await get("/api/messages/export.csv?state=all")).body).not.toContain("maria@example.com");
    expect((await get(`/api/messages/${id}`)).statusCode).toBe(404);
    // Asked for, it was not opened: it comes back unread if it is put back.
    expect(await stored(id)).toMatchObject({ read_at: null });
    expect((await office.send("PUT", `/api/messages/${id}`, { handled: true })).statusCode).toBe(404);
    expect((await office.send("DELETE", `/api/messages/${id}`)).statusCode).toBe(404);

    const [entry] = await t.app.services.audit.list(1);
    // Named by its id and topic: the log outlives the message and never names its sender (ADR 065).
    expect(entry).toMatchObject({ action: "messages.deleted", detail: { id } });
    expect(JSON.stringify(entry?.detail)).not.toMatch(/Grade 2|maria@example\.com|Maria/i);
  });

  it("lists the deleted messages newest deletion first, with who deleted them and until when they are kept", async () => {
    const first = await send("Ben Ode", "ben@example.com");
    const second = await send("Cara Lind", "cara@example.com");
    // Deleted in the other order from the one they came in.
    expect((await office.send("DELETE", `/api/messages/${second}`)).statusCode).toBe(204);
    clock.advance(MINUTE);
    const deletedAt = clock.now().toISOString();
    expect((await office.send("DELETE", `/api/messages/${first}`)).statusCode).toBe(204);

    const res = await get("/api/messages/deleted");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const items = (res.json() as DeletedList<DeletedMessage>).items;
    expect(items.slice(0, 2).map((m) => m.id)).toEqual([first, second]);
    expect(items[0]).toEqual({
      id: first,
      title: "Message from Ben Ode",
      name: "Ben Ode",
      email: "ben@example.com",
      topic: "tour",
      createdAt: expect.any(String),
      deletedAt,
      deletedBy: ADMIN_NAME,
      keptUntil: new Date(new Date(deletedAt).getTime() + DELETED_KEPT_DAYS * DAY).toISOString(),
    });
    // What families wrote is not on the list: the office puts a message back to read it.
    expect(JSON.stringify(items)).not.toContain("May we visit");
  });

  it("puts a message back into the inbox as it was, audited; a second put back is 404", async () => {
    const id = await send("Dev Patel", "dev@example.com");
    expect((await get(`/api/messages/${id}`)).statusCode).toBe(200);
    const handled = (await office.send("PUT", `/api/messages/${id}`, { handled: true })).json() as InboxMessage;
    expect((await office.send("DELETE", `/api/messages/${id}`)).statusCode).toBe(204);
    expect((await deleted()).map((m) => m.id)).toContain(id);

    const res = await office.send("POST", `/api/messages/deleted/${id}/restore`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(handled);
    expect(await inboxIds("?state=handled")).toContain(id);
    expect((await get(`/api/messages/${id}`)).statusCode).toBe(200);
    expect((await deleted()).map((m) => m.id)).not.toContain(id);
    expect(await stored(id)).toMatchObject({ deleted_at: null, deleted_by: null });
    const [entry] = await t.app.services.audit.list(1);
    expect(entry).toMatchObject({ action: "messages.put_back", detail: { id } });
    expect(JSON.stringify(entry?.detail)).not.toContain("dev@example.com");

    expect((await office.send("POST", `/api/messages/deleted/${id}/restore`)).statusCode).toBe(404);
    expect(await inboxIds("?state=handled")).toContain(id);
  });

  it("deletes a kept message forever, audited without its words; a message still in the inbox is not touched", async () => {
    const id = await send("Eve Marsh", "eve@example.com", "About the bus route.");
    expect((await office.send("DELETE", `/api/messages/deleted/${id}`)).statusCode).toBe(404);
    expect(await inboxIds()).toContain(id);

    expect((await office.send("DELETE", `/api/messages/${id}`)).statusCode).toBe(204);
    const res = await office.send("DELETE", `/api/messages/deleted/${id}`);
    expect(res.statusCode).toBe(204);
    expect(await stored(id)).toBeUndefined();
    expect((await deleted()).map((m) => m.id)).not.toContain(id);
    const [entry] = await t.app.services.audit.list(1);
    expect(entry).toMatchObject({ action: "messages.deleted_forever", detail: { id } });
    expect(JSON.stringify(entry?.detail)).not.toMatch(/bus route|eve@example\.com|Eve Marsh/i);

    expect((await office.send("DELETE", `/api/messages/deleted/${id}`)).statusCode).toBe(404);
    expect((await office.send("POST", `/api/messages/deleted/${id}/restore`)).statusCode).toBe(404);
  });

  it("answers 404 for an unknown id and 400 naming the id for one that is not, and refuses a body on put back", async () => {
    expect((await office.send("POST", `/api/messages/deleted/${UNKNOWN_UUID}/restore`)).statusCode).toBe(404);
    expect((await office.send("DELETE", `/api/messages/deleted/${UNKNOWN_UUID}`)).statusCode).toBe(404);
    for (const res of [
      await office.send("POST", "/api/messages/deleted/not-an-id/restore"),
      await office.send("DELETE", "/api/messages/deleted/not-an-id"),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(VALIDATION_REPLY);
      expect(res.json().fields).toHaveProperty("id");
    }
    const withBody = await office.send("POST", `/api/messages/deleted/${UNKNOWN_UUID}/restore`, { handled: true });
    expect(withBody.statusCode).toBe(400);
  });

  it("are described in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(doc.paths["/api/messages/deleted"] ?? {})).toEqual(["get"]);
    expect(Object.keys(doc.paths["/api/messages/deleted/{id}/restore"] ?? {})).toEqual(["post"]);
    expect(Object.keys(doc.paths["/api/messages/deleted/{id}"] ?? {})).toEqual(["delete"]);
  });

  it("say, as a message is opened, until when it could be put back if deleted now: the date its “Kept until” then shows", async () => {
    const months = await t.app.services.privacy.retentionMonths();
    const sentAgo = async (id: string, sent: string) => {
      await t.database.db.kysely
        .updateTable("contact_messages")
        .set({ created_at: sent })
        .where("id", "=", id)
        .execute();
    };
    const open = async (id: string) => {
      const res = await get(`/api/messages/${id}`);
      expect(res.statusCode).toBe(200);
      return res.json<OpenedMessage>();
    };

    const keptUntilOf = async (id: string) => (await deleted()).find((m) => m.id === id)?.keptUntil;

    // Sent just now: 30 days from the deletion. Deleted as the question is asked, "Recently deleted" says that date.
    const fresh = await send("Jo Fresh", "jo@example.com");
    const freshOpened = await open(fresh);
    expect(freshOpened).toMatchObject({ id: fresh, name: "Jo Fresh", readAt: clock.now().toISOString() });
    expect(freshOpened.keptUntilIfDeleted).toBe(
      new Date(clock.now().getTime() + DELETED_KEPT_DAYS * DAY).toISOString(),
    );
    expect((await office.send("DELETE", `/api/messages/${fresh}`)).statusCode).toBe(204);
    expect(await keptUntilOf(fresh)).toBe(freshOpened.keptUntilIfDeleted);

    // Sent so long ago that the retention period ends in about a week: that comes first, not the 30 days.
    const old = await send("Kim Old", "kim@example.com");
    const oldSent = monthsAfter(new Date(clock.now().getTime() + 7 * DAY), -months);
    await sentAgo(old, oldSent);
    const oldOpened = await open(old);
    expect(oldOpened.keptUntilIfDeleted).toBe(monthsAfter(oldSent, months));
    expect(new Date(String(oldOpened.keptUntilIfDeleted)).getTime()).toBeLessThan(
      clock.now().getTime() + DELETED_KEPT_DAYS * DAY,
    );
    expect((await office.send("DELETE", `/api/messages/${old}`)).statusCode).toBe(204);
    expect(await keptUntilOf(old)).toBe(oldOpened.keptUntilIfDeleted);
    // Out of the way of the sweep's counts below.
    for (const id of [fresh, old])
      expect((await office.send("DELETE", `/api/messages/deleted/${id}`)).statusCode).toBe(204);

    // Past the retention period already (the daily sweep has not run yet): no date to put it back by is true.
    const past = await send("Lou Past", "lou@example.com");
    await sentAgo(past, monthsAfter(new Date(clock.now().getTime() - 10 * DAY), -months));
    expect((await open(past)).keptUntilIfDeleted).toBeNull();
    expect((await t.app.services.privacy.sweep()).messages).toBeGreaterThanOrEqual(1);
    expect(await stored(past)).toBeUndefined();

    // The answer's schema is in the OpenAPI document.
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    }>();
    expect(JSON.stringify(doc.paths["/api/messages/{id}"]?.get?.responses?.["200"])).toContain("keptUntilIfDeleted");
  });

  it("are found, exported and erased by a privacy request for the address, with those in the inbox", async () => {
    const kept = await send("Fay Parent", "Fay@Example.com", "Our first message.");
    const live = await send("Fay Parent", "fay@example.com", "Our second message.");
    expect((await office.send("DELETE", `/api/messages/${kept}`)).statusCode).toBe(204);

    const found = (await get("/api/privacy?email=fay@example.com")).json() as HeldRecords;
    expect(found.messages.map((m) => [m.id, m.deletedAt === null])).toEqual([
      [kept, false],
      [live, true],
    ]);
    const file = JSON.parse((await get("/api/privacy/export.json?email=fay@example.com")).body) as HeldRecords;
    expect(file.messages.map((m) => m.message)).toEqual(["Our first message.", "Our second message."]);

    const erased = await office.send("DELETE", "/api/privacy?email=fay@example.com");
    expect(erased.json()).toMatchObject({ deleted: { messages: 2 } });
    expect(await stored(kept)).toBeUndefined();
    expect(await stored(live)).toBeUndefined();
    expect((await deleted()).map((m) => m.id)).not.toContain(kept);
  });

  it(`go for good in the daily sweep ${DELETED_KEPT_DAYS} days after they were deleted, counted in its entry`, async () => {
    const id = await send("Gus Tran", "gus@example.com");
    const other = await send("Hana Ito", "hana@example.com");
    expect((await office.send("DELETE", `/api/messages/${id}`)).statusCode).toBe(204);
    // What this file deleted before, minutes earlier, goes in the same sweep.
    const kept = (await deleted()).length;
    expect(kept).toBeGreaterThan(1);

    clock.advance(DELETED_KEPT_DAYS * DAY - HOUR);
    expect((await t.app.services.privacy.sweep()).deletedMessages).toBe(0);
    expect(await stored(id)).toMatchObject({ email: "gus@example.com" });

    clock.advance(2 * HOUR);
    const swept = await t.app.services.privacy.sweep();
    expect(swept).toMatchObject({ messages: 0, deletedMessages: kept });
    expect(await stored(id)).toBeUndefined();
    // A message in the inbox is only the retention period's.
    expect(await stored(other)).toMatchObject({ deleted_at: null });
    const [entry] = await t.app.services.audit.list(1);
    expect(entry).toMatchObject({ action: "privacy.swept", detail: { deletedMessages: kept } });
    expect(await t.app.services.contact.deleted(await t.app.services.privacy.retentionMonths())).toEqual([]);
  });

  it("keeps a message deleted near the end of its retention period only until then, as its list says", async () => {
    const months = await t.app.services.privacy.retentionMonths();
    const id = await send("Ivy Ross", "ivy@example.com");
    const sent = new Date(String((await stored(id))?.created_at));
    const sweptAt = new Date(monthsAfter(sent, months));
    // Deleted ten days before the retention period takes it: it goes then, not DELETED_KEPT_DAYS later.
    clock.advance(sweptAt.getTime() - 10 * DAY - clock.now().getTime());
    // Months have passed: the office signs in again.
    office = new AuthClient(t.app);
    expect((await office.login()).statusCode).toBe(200);
    await office.fetchCsrfToken();
    expect((await office.send("DELETE", `/api/messages/${id}`)).statusCode).toBe(204);
    const [listed] = await deleted();
    expect(listed).toMatchObject({ id, keptUntil: new Date(clock.now().getTime() + 10 * DAY).toISOString() });

    clock.advance(10 * DAY - HOUR);
    await t.app.services.privacy.sweep();
    expect(await stored(id)).toMatchObject({ email: "ivy@example.com" });
    clock.advance(2 * HOUR);
    await t.app.services.privacy.sweep();
    expect(await stored(id)).toBeUndefined();
    expect(await t.app.services.contact.deleted(months)).toEqual([]);
  });
});
