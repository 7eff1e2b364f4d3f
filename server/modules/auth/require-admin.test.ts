import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { ADMIN_NAME, AuthClient, insertAdmin } from "../../test-support/auth-client.ts";
import { manualClock } from "../../test-support/clock.ts";
import type { TestDatabase } from "../../test-support/databases.ts";
import { testDialects } from "../../test-support/databases.ts";

const MINUTE = 60 * 1000;

/** A posting the careers schema accepts: the guarded routes here are the careers API's writes. */
const POSTING = {
  title: "Grade 3 Teacher",
  department: "Elementary",
  employmentType: "term",
  location: "Penticton",
  summary: "A term position.",
  descriptionHtml: "<p>Teach Grade 3.</p>",
  requirementsHtml: "<ul><li>A B.C. teaching certificate.</li></ul>",
  startDate: "2027-01-04",
  status: "draft",
};
const SOME_POSTING = "/api/careers/5b0c1f0e-8a51-4c1e-9b1a-0d6f0a7e2c11";

const UNAUTHENTICATED = {
  success: false,
  code: "UNAUTHENTICATED",
  message: "You are not signed in, or your session has ended. Please sign in again.",
};

/**
 * Deletes an administrator but leaves their sessions behind, as a row restored from a backup or a deletion
 * between two queries would: the foreign key's cascade is switched off for this one statement.
 */
async function deleteAdminKeepingSessions(database: TestDatabase, adminId: number) {
  const { kysely } = database.db;
  if (database.db.dialect === "sqlite") {
    await sql`pragma foreign_keys = off`.execute(kysely);
    await kysely.deleteFrom("administrators").where("id", "=", adminId).execute();
    await sql`pragma foreign_keys = on`.execute(kysely);
    return;
  }
  await kysely.transaction().execute(async (tx) => {
    await sql`set local session_replication_role = replica`.execute(tx);
    await tx.deleteFrom("administrators").where("id", "=", adminId).execute();
  });
}

describe.each(testDialects)("administrator-only API routes on %s", (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function setup() {
    const clock = manualClock();
    t = await createTestApp(dialect, {}, { now: clock.now });
    const adminId = await insertAdmin(t.database);
    return { t, clock, adminId, client: new AuthClient(t.app) };
  }

  it("answers a visitor with a valid CSRF token 401 UNAUTHENTICATED, not 403, whatever the body", async () => {
    const { client, t } = await setup();
    const create = await client.post("/api/careers", { title: "x" });
    expect(create.statusCode).toBe(401);
    expect(create.json()).toEqual(UNAUTHENTICATED);
    expect(create.headers["cache-control"]).toBe("no-store");
    const remove = await client.request({
      method: "DELETE",
      url: SOME_POSTING,
      headers: { "x-csrf-token": await client.fetchCsrfToken() },
    });
    expect(remove.statusCode).toBe(401);
    expect(remove.json()).toEqual(UNAUTHENTICATED);
    expect(await t.app.services.careers.count()).toBe(0);
  });

  it("lets a signed-in administrator through and tells the handler who it is", async () => {
    const { client } = await setup();
    expect((await client.login()).statusCode).toBe(200);
    await client.fetchCsrfToken();
    const res = await client.post("/api/careers", POSTING);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: "Grade 3 Teacher", updatedBy: ADMIN_NAME });
  });

  it("answers 401 once the session has expired", async () => {
    const { client, clock } = await setup();
    await client.login();
    await client.fetchCsrfToken();
    expect((await client.post("/api/careers", POSTING)).statusCode).toBe(201);
    clock.advance(31 * MINUTE);
    // The expired session took its CSRF secret with it: the browser client retries with a fresh token.
    await client.fetchCsrfToken();
    const res = await client.post("/api/careers", POSTING);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHENTICATED);
  });

  it("still checks the CSRF token first on a write: a missing one is 403 CSRF_INVALID", async () => {
    const { client } = await setup();
    await client.login();
    const res = await client.post("/api/careers", POSTING, null);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "CSRF_INVALID" });
  });

  it("treats a session whose administrator no longer exists as signed out, here and in status and verify", async () => {
    const { t, client, adminId } = await setup();
    await client.login();
    await client.fetchCsrfToken();
    expect(await client.isAuthenticated()).toBe(true);

    await deleteAdminKeepingSessions(t.database, adminId);
    expect(await t.database.db.kysely.selectFrom("sessions").select("admin_id").execute()).toEqual([
      { admin_id: adminId },
    ]);

    const write = await client.post("/api/careers", POSTING);
    expect(write.statusCode).toBe(401);
    expect(write.json()).toEqual(UNAUTHENTICATED);
    expect(await client.isAuthenticated()).toBe(false);
    const verify = await client.request({
      method: "GET",
      url: "/api/secure/access/verify?accessPoint=admin-dashboard&path=/admin",
    });
    expect(verify.json()).toEqual({ isAllowed: false });
  });

  it("signs an administrator out everywhere when the row is deleted the ordinary way", async () => {
    const { t, client, adminId } = await setup();
    await client.login();
    await t.database.db.kysely.deleteFrom("administrators").where("id", "=", adminId).execute();
    expect(await client.isAuthenticated()).toBe(false);
    await client.fetchCsrfToken();
    expect((await client.post("/api/careers", POSTING)).statusCode).toBe(401);
  });
});
