import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SchoolEvent } from "../../../common/content/events/types.ts";
import type { Page } from "../../../common/content/types.ts";
import type { EventHelpers, OfficeSignup, SignupCount } from "../../../common/inbox/signups.ts";
import { addDays } from "../../../common/zoned-time.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { AuthClient, signedInOffice } from "../../test-support/auth-client.ts";
import { manualClock, TEST_START } from "../../test-support/clock.ts";
import { testDialects } from "../../test-support/databases.ts";
import { atTime, createHotLunch, schoolDay, signUpForDate } from "../../test-support/hot-lunch.ts";

const day = schoolDay;
const at = atTime;

describe.each(testDialects)("sign-ups for dates a series no longer has, on %s", (dialect) => {
  let t: TestApp;
  let office: AuthClient;
  let lunch: SchoolEvent;
  const clock = manualClock();
  // Hot lunch every week at 11:30 from ten days ago. Helpers signed up for three of its dates: one already over
  // (`past`), and two still to come (`soon`, two helpers, and `later`, one).
  const past = day(-3);
  const soon = day(4);
  const later = day(11);

  const signUp = (name: string, date: string) => signUpForDate(t, clock, lunch.id, name, date);

  /** The office's list as it shows it: each helper's date and its mark. */
  const marks = async () => {
    const res = await office.request({ method: "GET", url: `/api/volunteers?event=${lunch.id}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Page<OfficeSignup>).items.map((s) => [s.name, s.date, s.dateGone]);
  };
  const summary = async () => {
    const { events } = (await office.request({ method: "GET", url: "/api/volunteers/events" })).json() as {
      events: EventHelpers[];
    };
    return events.find((e) => e.eventId === lunch.id);
  };
  const change = async (body: object) => {
    const res = await office.send("PUT", `/api/events/${lunch.id}`, { ...body, version: lunch.version });
    expect(res.statusCode, res.body).toBe(200);
    lunch = res.json() as SchoolEvent;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now });
    lunch = await createHotLunch(t.app.services);
    // The past date's helper signed up while it was still to come.
    clock.set(at(day(-5), "09:00"));
    await signUp("Pat Past", past);
    clock.set(TEST_START);
    await signUp("Ann Soon", soon);
    await signUp("Bo Soon", soon);
    await signUp("Cy Later", later);
    office = await signedInOffice(t.app, t.database);
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives the office each date still to come with its number of helpers, and the total", async () => {
    const res = await office.request({ method: "GET", url: `/api/volunteers/count?event=${lunch.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json() as SignupCount).toEqual({
      count: 4,
      datesToCome: [
        { date: at(soon, "11:30"), count: 2 },
        { date: at(later, "11:30"), count: 1 },
      ],
    });
  });

  it("marks nothing while every date happens, nor when the office moves a date: its helpers go with it", async () => {
    expect(await marks()).toEqual([
      ["Cy Later", at(later, "11:30"), null],
      ["Bo Soon", at(soon, "11:30"), null],
      ["Ann Soon", at(soon, "11:30"), null],
      ["Pat Past", at(past, "11:30"), null],
    ]);
    await change({
      occurrenceChanges: [{ date: soon, cancelled: false, startsAt: at(soon, "12:00"), endsAt: at(soon, "13:30") }],
    });
    expect((await marks()).map(([, , gone]) => gone)).toEqual([null, null, null, null]);
    const helpers = await summary();
    expect(helpers?.onDatesGone).toBe(0);
    expect(helpers?.dates?.slice(0, 2)).toEqual([
      { startsAt: at(soon, "12:00"), endsAt: at(soon, "13:30"), signedUp: 2 },
      { startsAt: at(later, "11:30"), endsAt: at(later, "13:00"), signedUp: 1 },
    ]);
  });

  it("marks the helpers of a date the office cancels, counts them in the summary and says so in the CSV", async () => {
    await change({
      occurrenceChanges: [
        { date: soon, cancelled: false, startsAt: at(soon, "12:00"), endsAt: at(soon, "13:30") },
        { date: later, cancelled: true },
      ],
    });
    expect(await marks()).toEqual([
      ["Cy Later", at(later, "11:30"), "cancelled"],
      ["Bo Soon", at(soon, "11:30"), null],
      ["Ann Soon", at(soon, "11:30"), null],
      ["Pat Past", at(past, "11:30"), null],
    ]);
    const helpers = await summary();
    expect(helpers).toMatchObject({ signedUp: 4, onDatesGone: 1 });
    // The cancelled date is no longer one of the dates helpers are counted on.
    expect(helpers?.dates?.map((d) => d.startsAt)).not.toContain(at(later, "11:30"));

    const csv = (await office.request({ method: "GET", url: `/api/volunteers/export.csv?event=${lunch.id}` })).body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(csv[0]).toBe(
      "Signed up,Event,Date,Date no longer held,Name,Email,Phone,Ways to help,Availability,Criminal record check,Anything else",
    );
    expect(csv.find((line) => line.includes("Cy Later"))).toContain(
      `,Hot lunch,${later} 11:30,This date was cancelled,Cy Later,`,
    );
    expect(csv.find((line) => line.includes("Ann Soon"))).toContain(`,Hot lunch,${soon} 11:30,,Ann Soon,`);
  });

  it("marks every helper of a date to come once the series moves to another day, and leaves the past date alone", async () => {
    // Fridays become Thursdays, say: the first date a day earlier, so no date of the rule falls on the old days (and
    // the changes named by those days are dropped with them).
    await change({ startsAt: at(day(-11), "11:30"), endsAt: at(day(-11), "13:00") });
    expect(lunch.occurrenceChanges).toEqual([]);
    expect(await marks()).toEqual([
      ["Cy Later", at(later, "11:30"), "not-a-date"],
      ["Bo Soon", at(soon, "11:30"), "not-a-date"],
      ["Ann Soon", at(soon, "11:30"), "not-a-date"],
      ["Pat Past", at(past, "11:30"), null],
    ]);
    const helpers = await summary();
    expect(helpers).toMatchObject({ signedUp: 4, onDatesGone: 3 });
    expect(helpers?.dates?.slice(0, 2).map((d) => d.signedUp)).toEqual([0, 0]);
  });

  it("stops marking a date once it has passed: nobody will come for it now", async () => {
    const before = clock.now();
    try {
      clock.set(at(addDays(soon, 1), "09:00"));
      // Signed in again at the new time: the jump of days ended the session begun before it.
      const now = new AuthClient(t.app);
      expect((await now.login()).statusCode).toBe(200);
      const res = await now.request({ method: "GET", url: `/api/volunteers?event=${lunch.id}` });
      expect((res.json() as Page<OfficeSignup>).items.map((s) => [s.name, s.dateGone])).toEqual([
        ["Cy Later", "not-a-date"],
        ["Bo Soon", null],
        ["Ann Soon", null],
        ["Pat Past", null],
      ]);
      const count = await now.request({ method: "GET", url: `/api/volunteers/count?event=${lunch.id}` });
      expect(count.json()).toEqual({ count: 4, datesToCome: [{ date: at(later, "11:30"), count: 1 }] });
    } finally {
      clock.set(before);
    }
  });

  it("describes the mark and the dates to come in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    }>();
    const list = JSON.stringify(doc.paths["/api/volunteers"]?.get?.responses?.["200"]);
    expect(list).toContain('"dateGone"');
    expect(list).toContain('"not-a-date"');
    const count = JSON.stringify(doc.paths["/api/volunteers/count"]?.get?.responses?.["200"]);
    expect(count).toContain('"datesToCome"');
  });
});
