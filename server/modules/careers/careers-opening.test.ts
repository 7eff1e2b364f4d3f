import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CareerPosting, Page } from "../../../common/content/careers/types.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { AuthClient, signedInOffice } from "../../test-support/auth-client.ts";
import { manualClock } from "../../test-support/clock.ts";
import { testDialects } from "../../test-support/databases.ts";

/** 09:00 on 23 November 2026 in Penticton. */
const START = "2026-11-23T17:00:00.000Z";
/** Midnight starting 25 November in Penticton (PST, UTC-8), and a second before it. */
const OPENING = "2026-11-25T08:00:00.000Z";
const JUST_BEFORE = "2026-11-25T07:59:59.000Z";

const POSTING = {
  title: "Learning Assistant",
  department: "Elementary",
  employmentType: "part-time",
  location: "Penticton",
  summary: "Support students in grades 1 to 3.",
  descriptionHtml: "<p>Work beside our primary teachers.</p>",
  requirementsHtml: "<p>An education assistant certificate.</p>",
  startDate: "2027-01-04",
  closingDate: "2026-12-18",
  opensOn: "2026-11-25",
  status: "published",
};

describe.each(testDialects)("a careers posting with an opening date, on %s", (dialect) => {
  const clock = manualClock(START);
  let t: TestApp;
  let office: AuthClient;
  let id = "";
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now });
    office = await signedInOffice(t.app, t.database);
    const res = await office.post("/api/careers", POSTING);
    expect(res.statusCode).toBe(201);
    id = res.json<CareerPosting>().id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Moves the clock; the office signs in afresh, as a session does not last two days. */
  async function at(time: string) {
    clock.set(time);
    office = new AuthClient(t.app);
    expect((await office.login()).statusCode).toBe(200);
    await office.fetchCsrfToken();
  }

  const visitorTitles = async () =>
    (await t.app.inject({ method: "GET", url: "/api/careers" })).json<Page<CareerPosting>>().items.map((p) => p.title);
  const visitorStatus = async () => (await t.app.inject({ method: "GET", url: `/api/careers/${id}` })).statusCode;
  const searchTitles = async () => (await t.app.services.search.careers("elementary")).map((match) => match.title);

  it("stays off the site before its opening day, while the office sees it as scheduled", async () => {
    await at(JUST_BEFORE);
    expect(await visitorTitles()).not.toContain("Learning Assistant");
    expect(await visitorStatus()).toBe(404);
    expect(await searchTitles()).not.toContain("Learning Assistant");

    const scheduled = await office.request({ method: "GET", url: "/api/careers?status=scheduled" });
    expect(scheduled.json<Page<CareerPosting>>().items.map((p) => [p.title, p.isOpen, p.opensOn])).toEqual([
      ["Learning Assistant", false, "2026-11-25"],
    ]);
    const open = await office.request({ method: "GET", url: "/api/careers?status=open" });
    expect(open.json<Page<CareerPosting>>().items.map((p) => p.title)).not.toContain("Learning Assistant");
  });

  it("appears at midnight of its opening day in Penticton, with nobody acting and no restart", async () => {
    await at(OPENING);
    expect(await visitorTitles()).toContain("Learning Assistant");
    expect(await visitorStatus()).toBe(200);
    expect(await searchTitles()).toContain("Learning Assistant");
    const scheduled = await office.request({ method: "GET", url: "/api/careers?status=scheduled" });
    expect(scheduled.json<Page<CareerPosting>>().items).toEqual([]);
  });

  it("refuses an opening date after the closing date, naming the field", async () => {
    const res = await office.post("/api/careers", { ...POSTING, opensOn: "2026-12-19" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fields: { opensOn: "The opening date must be on or before the closing date." },
    });
  });
});
