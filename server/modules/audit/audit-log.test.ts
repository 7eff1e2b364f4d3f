import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditLogEntry } from "../../../common/audit/entries.ts";
import type { Page } from "../../../common/content/types.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { ADMIN_NAME, AuthClient, insertAdmin, signedInOffice } from "../../test-support/auth-client.ts";
import { manualClock } from "../../test-support/clock.ts";
import { testDialects } from "../../test-support/databases.ts";

const NEWS = {
  title: "Snow day plan",
  summary: "What happens when it snows.",
  bodyHtml: "<p>Listen to the radio.</p>",
  category: "announcement",
  status: "draft",
};

describe.each(testDialects)("the activity log on %s", (dialect) => {
  let t: TestApp;
  let office: AuthClient;
  let officeId: number;
  // 16:30 in Penticton on 2026-11-23 (00:30 UTC on the 24th): still the 23rd at the school.
  const clock = manualClock("2026-11-24T00:30:00.000Z");
  const log = async (query = "") => {
    const res = await office.request({ method: "GET", url: `/api/audit${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page<AuditLogEntry>;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now });
    await insertAdmin(t.database, "dana@pinecrest.example", "Dana Principal");
    expect((await new AuthClient(t.app).login("dana@pinecrest.example", "wrong-password-here")).statusCode).toBe(403);
    office = await signedInOffice(t.app, t.database);
    officeId = (await t.app.services.audit.people()).find((p) => p.name === ADMIN_NAME)?.id ?? 0;
    clock.set("2026-11-24T17:00:00.000Z"); // 09:00 on the 24th at the school: the session has lapsed overnight
    office = new AuthClient(t.app);
    expect((await office.login()).statusCode).toBe(200);
    await office.fetchCsrfToken();
    const created = await office.send("POST", "/api/news", NEWS);
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json();
    expect(
      (
        await office.send("PUT", `/api/news/${item.id}`, {
          ...NEWS,
          title: "Snow day plan 2026",
          version: item.version,
        })
      ).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it("is for administrators only, and no route changes or removes an entry", async () => {
    expect((await new AuthClient(t.app).request({ method: "GET", url: "/api/audit" })).statusCode).toBe(401);
    const [newest] = (await log()).items;
    for (const method of ["PUT", "DELETE"] as const) {
      expect([404, 405]).toContain((await office.send(method, `/api/audit/${newest?.id}`, {})).statusCode);
    }
    expect((await log()).items[0]).toEqual(newest);
  });

  it("lists who did what, newest first, in plain words", async () => {
    const { items } = await log();
    expect(items.map((e) => [e.actor, e.description])).toEqual([
      [ADMIN_NAME, "Changed the news item “Snow day plan 2026”"],
      [ADMIN_NAME, "Created the news item “Snow day plan”"],
      [ADMIN_NAME, "Signed in"],
      [ADMIN_NAME, "Signed in"],
      // A failed sign-in is filed under the account it tried.
      ["Dana Principal", "Sign-in failed for dana@pinecrest.example (wrong password)"],
    ]);
  });

  it("says where a change came from, as it does for a sign-in", async () => {
    const { items } = await log("?section=news");
    expect(items.map((e) => e.ip)).toEqual([office.remoteAddress, office.remoteAddress]);
  });

  it("filters by person, by section, and by the school's days", async () => {
    expect((await log(`?person=${officeId}`)).items).toHaveLength(4);
    expect((await log("?section=news")).items.map((e) => e.action)).toEqual(["news.updated", "news.created"]);
    expect((await log("?section=auth")).items.map((e) => e.action)).toEqual([
      "auth.login",
      "auth.login",
      "auth.login_failed",
    ]);
    // The sign-ins were late on the 23rd in Penticton, though already the 24th in UTC.
    expect((await log("?from=2026-11-23&to=2026-11-23")).items.map((e) => e.action)).toEqual([
      "auth.login",
      "auth.login_failed",
    ]);
    expect((await log("?from=2026-11-24")).total).toBe(3);
  });

  it("answers a bad filter with 400 naming the field", async () => {
    const res = await office.request({ method: "GET", url: "/api/audit?section=weather&from=24-11-2026&person=x" });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(["from", "person", "section"]);
    const backwards = await office.request({ method: "GET", url: "/api/audit?from=2026-11-24&to=2026-11-23" });
    expect(backwards.json().fields).toEqual({ to: "The “To” date must be the same as or after the “From” date." });
  });

  it("lists the people to filter by", async () => {
    const res = await office.request({ method: "GET", url: "/api/audit/people" });
    expect(res.json().people.map((p: { name: string }) => p.name)).toEqual(["Dana Principal", ADMIN_NAME]);
  });
});
