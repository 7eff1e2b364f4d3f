import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Alert, Page, ShowingAlert } from "../../../common/content/alerts/types.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { AuthClient, insertAdmin } from "../../test-support/auth-client.ts";
import { manualClock, TEST_START } from "../../test-support/clock.ts";
import { testDialects } from "../../test-support/databases.ts";

const HOUR = 3_600_000;
const at = (hours: number) => new Date(new Date(TEST_START).getTime() + hours * HOUR).toISOString();

describe.each(testDialects)("the alert banner on %s", (dialect) => {
  const clock = manualClock();
  let t: TestApp;
  let office: AuthClient;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now });
    await insertAdmin(t.database);
  });

  /** Signs in afresh at the clock's time: moving the clock hours ahead ends an idle session, as it would. */
  async function signIn(): Promise<AuthClient> {
    office = new AuthClient(t.app);
    expect((await office.login()).statusCode).toBe(200);
    await office.fetchCsrfToken();
    return office;
  }
  afterAll(async () => {
    await t.close();
  });

  const showing = async () =>
    (await t.app.inject({ method: "GET", url: "/api/alerts" })).json<Page<Alert>>().items.map((a) => a.message);
  const post = async (body: object) => {
    const res = await office.send("POST", "/api/alerts", body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Alert>();
  };

  it("shows a published alert between its start and its end, by the injected clock, and never a draft", async () => {
    clock.set(TEST_START);
    await signIn();
    const snow = await post({
      message: "School closed today: snow",
      level: "emergency",
      startsAt: at(1),
      endsAt: at(3),
      status: "published",
    });
    await post({ message: "Draft notice", level: "information", status: "draft" });
    expect(await showing()).toEqual([]);
    // The banner every page shows is kept between writes; it must still start and end on time with none.
    expect(await t.app.services.alerts.showing()).toEqual([]);

    clock.set(at(1));
    expect(await showing()).toEqual(["School closed today: snow"]);
    const banner: ShowingAlert[] = await t.app.services.alerts.showing();
    expect(banner).toEqual([
      { id: snow.id, message: "School closed today: snow", level: "emergency", link: null, endsAt: at(3), version: 1 },
    ]);
    expect((await t.app.inject({ method: "GET", url: `/api/alerts/${snow.id}` })).statusCode).toBe(200);

    clock.set(at(3));
    expect(await t.app.services.alerts.showing()).toEqual([]);
    await signIn();
    expect(await showing()).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: `/api/alerts/${snow.id}` })).statusCode).toBe(404);
    // The office still finds it, ended, in its own list.
    const theirs = await office.request({ method: "GET", url: "/api/alerts?status=all" });
    expect(theirs.json<Page<Alert>>().items.map((a) => a.message)).toContain("School closed today: snow");
  });

  it("puts the most serious alert first", async () => {
    clock.set(at(10));
    await signIn();
    await post({ message: "Picture day moved", level: "information", status: "published" });
    await post({ message: "Road works on Orchard Ridge Road", level: "warning", status: "published" });
    await post({ message: "Lockdown drill at 10:00", level: "emergency", status: "published" });
    expect((await t.app.services.alerts.showing()).map((a) => a.level)).toEqual([
      "emergency",
      "warning",
      "information",
    ]);
  });

  it("refuses an unknown level, an end before the start, an empty or long message and an unsafe link, naming the field", async () => {
    await signIn();
    const before = (await office.request({ method: "GET", url: "/api/alerts?status=all" })).json<Page<Alert>>().total;
    const cases: [object, Record<string, string>][] = [
      [{ message: "x", level: "panic" }, { level: "Level must be one of: information, warning, emergency." }],
      [{ message: "x", startsAt: at(5), endsAt: at(4) }, { endsAt: "The end time must be after the start time." }],
      [{ message: "  " }, { message: "Message is required." }],
      [{ message: "x".repeat(201) }, { message: "Message must be at most 200 characters." }],
      [
        { message: "x", link: "javascript:alert(1)" },
        { link: "The link must be a page on this site (/contact) or a full web address (https://…)." },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await office.send("POST", "/api/alerts", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toEqual(fields);
    }
    const after = (await office.request({ method: "GET", url: "/api/alerts?status=all" })).json<Page<Alert>>().total;
    expect(after).toBe(before);
  });

  it("refuses a published alert whose take-down time has passed (it would never show), but not a draft, and lets an ended alert be corrected", async () => {
    clock.set(at(100));
    await signIn();
    const passed = "That time has passed, so the alert would never show. Choose a later time, or leave it empty.";
    const typo = { message: "Concert moved to the gym", endsAt: at(100 - 24 * 365), status: "published" };
    const refused = await office.send("POST", "/api/alerts", typo);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ endsAt: passed });
    expect(await showing()).not.toContain("Concert moved to the gym");

    const draft = await post({ ...typo, status: "draft" });
    const publishing = await office.send("PUT", `/api/alerts/${draft.id}`, { status: "published", version: 1 });
    expect(publishing.statusCode).toBe(400);
    expect(publishing.json().fields).toEqual({ endsAt: passed });

    // An alert that showed and ended keeps its end through a later correction of its words.
    const shown = await post({ message: "Bus 4 is late", endsAt: at(101), status: "published" });
    clock.set(at(102));
    await signIn();
    const corrected = await office.send("PUT", `/api/alerts/${shown.id}`, { message: "Bus 4 was late", version: 1 });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ message: "Bus 4 was late", endsAt: at(101), version: 2 });
    // A new end in the past is refused there too; "End this alert now" is not a save and still ends one.
    const moved = await office.send("PUT", `/api/alerts/${shown.id}`, { endsAt: at(101.5), version: 2 });
    expect(moved.json().fields).toEqual({ endsAt: passed });
    const live = await post({ message: "Gym closed", status: "published" });
    const ended = await office.send("POST", `/api/alerts/${live.id}/end`, {});
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().endsAt).toBe(at(102));
  });

  it("takes an edit at its version only (409 otherwise) and is gone from the banner once deleted", async () => {
    clock.set(at(20));
    await signIn();
    const alert = await post({ message: "Buses late", level: "warning", status: "published" });
    const edited = await office.send("PUT", `/api/alerts/${alert.id}`, {
      message: "Buses 20 minutes late",
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await office.send("PUT", `/api/alerts/${alert.id}`, { message: "Buses on time", version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(await showing()).toContain("Buses 20 minutes late");
    expect((await office.send("DELETE", `/api/alerts/${alert.id}`)).statusCode).toBe(204);
    expect(await showing()).not.toContain("Buses 20 minutes late");
  });

  it("ends a showing alert now by the server's clock (POST /:id/end): a new version, audited, gone from the banner", async () => {
    clock.set(at(30));
    await signIn();
    const alert = await post({ message: "Water main break: school closed", level: "emergency", status: "published" });
    expect(await showing()).toContain("Water main break: school closed");

    clock.set(at(31));
    await signIn();
    // Whatever the browser sends, the time is the server's.
    const ended = await office.send("POST", `/api/alerts/${alert.id}/end`, {});
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json<Alert>()).toMatchObject({ endsAt: at(31), version: 2, status: "published" });
    expect(await showing()).not.toContain("Water main break: school closed");
    expect((await t.app.services.alerts.showing()).map((a) => a.id)).not.toContain(alert.id);
    const entry = (await t.app.services.audit.list()).find((row) => row.action === "alerts.updated");
    expect(entry?.detail).toMatchObject({ id: alert.id, changes: { endsAt: { before: null, after: at(31) } } });

    // Ending it again changes nothing: its end stays when it was.
    clock.set(at(32));
    await signIn();
    const again = await office.send("POST", `/api/alerts/${alert.id}/end`);
    expect(again.json<Alert>()).toMatchObject({ endsAt: at(31), version: 2 });

    expect((await office.send("POST", "/api/alerts/no-such-alert/end")).statusCode).toBe(404);
    const visitor = await t.app.inject({ method: "POST", url: `/api/alerts/${alert.id}/end` });
    expect(visitor.statusCode).toBe(403);
  });

  it("lets only the office write", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/alerts",
      payload: { message: "Hacked", level: "emergency" },
    });
    expect(res.statusCode).toBe(403);
  });
});
