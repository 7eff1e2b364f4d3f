import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAccount, InvitationSent } from "../../../common/admins/accounts.ts";
import { PASSWORD_CHANGE_MESSAGES } from "../../../common/admins/accounts.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  AuthClient,
  insertAdmin,
  signedInOffice,
} from "../../test-support/auth-client.ts";
import { testDialects } from "../../test-support/databases.ts";
import { whileHeld } from "../../test-support/held-rows.ts";

const SECOND = { email: "principal@pinecrest.example", name: "Dana Principal" };
const THIRD = { email: "bursar@pinecrest.example", name: "Lee Bursar" };
const NEW_PASSWORD = "Okanagan-Ridge-Trail-2031";

describe.each(testDialects)("administrators' accounts on %s", (dialect) => {
  let t: TestApp;
  let office: AuthClient;
  let secondId: number;
  let thirdId: number;

  async function signedIn(email: string, password = ADMIN_PASSWORD): Promise<AuthClient> {
    const client = new AuthClient(t.app);
    const res = await client.login(email, password);
    expect(res.statusCode, res.body).toBe(200);
    await client.fetchCsrfToken();
    return client;
  }
  const accounts = async (client = office) =>
    ((await client.request({ method: "GET", url: "/api/admins" })).json() as { items: AdminAccount[] }).items;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    office = await signedInOffice(t.app, t.database);
    secondId = await insertAdmin(t.database, SECOND.email, SECOND.name);
    thirdId = await insertAdmin(t.database, THIRD.email, THIRD.name);
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists every account for administrators only", async () => {
    expect((await new AuthClient(t.app).request({ method: "GET", url: "/api/admins" })).statusCode).toBe(401);
    const items = await accounts();
    expect(items.map((a) => [a.email, a.status])).toEqual([
      [SECOND.email, "active"],
      [THIRD.email, "active"],
      [ADMIN_EMAIL, "active"],
    ]);
    expect(JSON.stringify(items)).not.toContain("scrypt");
  });

  it("deactivating an administrator ends their open session at once and refuses their sign-in; their name stays", async () => {
    const second = await signedIn(SECOND.email);
    expect((await second.request({ method: "GET", url: "/api/admins" })).statusCode).toBe(200);

    const res = await office.send("POST", `/api/admins/${secondId}/deactivate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: SECOND.email, status: "deactivated" });

    expect((await second.request({ method: "GET", url: "/api/admins" })).statusCode).toBe(401);
    expect(await second.isAuthenticated()).toBe(false);
    const again = await new AuthClient(t.app).login(SECOND.email, ADMIN_PASSWORD);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: "INVALID_CREDENTIALS" });
    expect((await accounts()).find((a) => a.id === secondId)).toMatchObject({
      name: SECOND.name,
      status: "deactivated",
    });
    const entry = (await t.app.services.audit.list(5)).find((e) => e.action === "admins.deactivated");
    expect(entry).toMatchObject({ detail: { email: SECOND.email } });
  });

  it("reactivating lets them sign in again", async () => {
    expect((await office.send("POST", `/api/admins/${secondId}/reactivate`)).statusCode).toBe(200);
    await signedIn(SECOND.email);
  });

  it("refuses to deactivate one's own account, and answers 404 for an unknown one", async () => {
    const me = (await accounts()).find((a) => a.email === ADMIN_EMAIL);
    const res = await office.send("POST", `/api/admins/${me?.id}/deactivate`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "CONFLICT", message: expect.stringContaining("your own account") });
    expect((await office.send("POST", "/api/admins/99999/deactivate")).statusCode).toBe(404);
    expect((await office.send("POST", "/api/admins/x/deactivate")).statusCode).toBe(400);
  });

  it("never leaves the school without an active administrator, even when two deactivate each other at once", async () => {
    await office.send("POST", `/api/admins/${thirdId}/deactivate`);
    const me = (await accounts()).find((a) => a.email === ADMIN_EMAIL);
    if (!me) throw new Error("the office administrator is listed");
    // The administrators' rows are share-locked until both are queued, so both start from "two active".
    const outcomes = await whileHeld(t.database, "SELECT id FROM administrators FOR SHARE", 2, () =>
      Promise.allSettled([
        t.app.services.admins.deactivate(secondId, { id: me.id, name: "Office Administrator" }),
        t.app.services.admins.deactivate(me.id, { id: secondId, name: SECOND.name }),
      ]),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === "rejected");
    expect(String((refused as PromiseRejectedResult).reason)).toContain("last active administrator");
    expect((await t.app.services.admins.list()).filter((a) => a.status === "active")).toHaveLength(1);
    // Which one won is the database's choice: when it was the office's own account, its session ended with it. The
    // tests after this one start from the office active and signed in again, whichever it was.
    await t.app.services.admins.reactivate(me.id);
    office = await signedIn(ADMIN_EMAIL);
  });

  it("changes one's own password with the current one; other sessions end, this one stays", async () => {
    await t.app.services.admins.reactivate(secondId);
    await t.app.services.admins.reactivate(thirdId);
    const here = await signedIn(THIRD.email);
    const elsewhere = await signedIn(THIRD.email);

    const wrong = await here.send("PUT", "/api/admins/me/password", {
      currentPassword: "not-it",
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: PASSWORD_CHANGE_MESSAGES.currentWrong });

    const mismatch = await here.send("PUT", "/api/admins/me/password", {
      currentPassword: ADMIN_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.json().fields).toEqual({ confirmPassword: PASSWORD_CHANGE_MESSAGES.mismatch });

    const weak = await here.send("PUT", "/api/admins/me/password", {
      currentPassword: ADMIN_PASSWORD,
      newPassword: "Summer2024!",
      confirmPassword: "Summer2024!",
    });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().fields)).toEqual(["newPassword"]);

    const ok = await here.send("PUT", "/api/admins/me/password", {
      currentPassword: ADMIN_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await here.isAuthenticated()).toBe(true);
    expect(await elsewhere.isAuthenticated()).toBe(false);
    expect((await new AuthClient(t.app).login(THIRD.email, ADMIN_PASSWORD)).statusCode).toBe(403);
    await signedIn(THIRD.email, NEW_PASSWORD);
  });

  it("with e-mail off, an invitation and the same sent again answer the link to pass on; only the newest works", async () => {
    const email = "no-mail@pinecrest.example";
    const invited = await office.send("POST", "/api/admins", { name: "Sam Registrar", email });
    expect(invited.statusCode, invited.body).toBe(201);
    const first = (invited.json() as InvitationSent).invitation;
    expect(first).toEqual({ emailed: false, link: expect.stringContaining("/secure-pcs-login/set-password?token=") });

    const again = await office.send("POST", `/api/admins/${invited.json().id}/resend-invitation`);
    expect(again.statusCode, again.body).toBe(200);
    const second = (again.json() as InvitationSent).invitation;
    expect(second.emailed).toBe(false);
    expect(second.link).not.toBe(first.link);

    // The e-mail with the dead link is taken back; the one waiting for e-mail to be turned on has the new link.
    const waiting = await t.database.db.kysely
      .selectFrom("mail_outbox")
      .select("body_text")
      .where("to_address", "=", email)
      .execute();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.body_text).toContain(second.link);

    const tokenOf = (link: string | null) => new URL(link ?? "").searchParams.get("token");
    const choose = (token: string | null) =>
      new AuthClient(t.app).post("/api/auth/password-reset/confirm", {
        token,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
    expect((await choose(tokenOf(first.link))).statusCode).toBe(400);
    expect((await choose(tokenOf(second.link))).statusCode).toBe(200);
    await signedIn(email, NEW_PASSWORD);
  });
});
