import { describe, expect, it } from "vitest";
import { schoolEvent } from "../../server/test-support/school-event.ts";
import { buildMonthGrid, gridRange, monthRange, parseMonthKey, shiftMonth } from "./calendar-month.server.ts";

describe("the calendar's ?month= value", () => {
  it("accepts YYYY-MM and refuses anything else, so a bad link shows the current month instead of an error", () => {
    expect(parseMonthKey("2026-12")).toBe("2026-12");
    for (const bad of [null, "", "2026-13", "2026-00", "2026-1", "26-12", "2026-12-01", "1999-12", "2101-01", "<x>"]) {
      expect(parseMonthKey(bad), String(bad)).toBeUndefined();
    }
  });

  it("moves across year ends both ways", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(shiftMonth("2026-11", 14)).toBe("2028-01");
  });

  it("bounds a month at midnight in Vancouver, whatever the server's zone", () => {
    // PST is UTC-8 in December and January.
    expect(monthRange("2026-12")).toEqual({
      from: new Date("2026-12-01T08:00:00.000Z"),
      to: new Date("2027-01-01T08:00:00.000Z"),
    });
    // March 2027 starts in PST (UTC-8) and April in PDT (UTC-7).
    expect(monthRange("2027-03")).toEqual({
      from: new Date("2027-03-01T08:00:00.000Z"),
      to: new Date("2027-04-01T07:00:00.000Z"),
    });
  });
});

describe("the month grid's range", () => {
  it("runs from the Sunday before the 1st to the end of the Saturday after the last day, in Vancouver", () => {
    // December 2026: Sunday 29 November to Saturday 2 January, both in PST.
    expect(gridRange("2026-12")).toEqual({
      from: new Date("2026-11-29T08:00:00.000Z"),
      to: new Date("2027-01-03T08:00:00.000Z"),
    });
    // February 2026 starts on a Sunday and ends on a Saturday: the grid is the month.
    expect(gridRange("2026-02")).toEqual(monthRange("2026-02"));
    // March 2027: Sunday 28 February in PST to Saturday 3 April in PDT.
    expect(gridRange("2027-03")).toEqual({
      from: new Date("2027-02-28T08:00:00.000Z"),
      to: new Date("2027-04-04T07:00:00.000Z"),
    });
  });
});

describe("the month grid", () => {
  it("runs in whole weeks from Sunday to Saturday, marking the days outside the month", () => {
    // December 2026 starts on a Tuesday and ends on a Thursday.
    const { weeks, label } = buildMonthGrid("2026-12", [], new Date("2026-11-22T12:00:00Z"));
    expect(label).toBe("December 2026");
    expect(weeks).toHaveLength(5);
    for (const week of weeks) expect(week).toHaveLength(7);
    expect(weeks[0]?.[0]).toMatchObject({ date: "2026-11-29", inMonth: false });
    expect(weeks[0]?.[2]).toMatchObject({ date: "2026-12-01", day: 1, inMonth: true, label: "Tuesday, December 1" });
    expect(weeks[4]?.[6]).toMatchObject({ date: "2027-01-02", inMonth: false });
    expect(weeks.flat().some((d) => d.isToday)).toBe(false);
  });

  it("marks today as the school's date, not UTC's", () => {
    // 02:00 UTC on December 10 is still the evening of December 9 in Vancouver.
    const { weeks } = buildMonthGrid("2026-12", [], new Date("2026-12-10T02:00:00Z"));
    expect(
      weeks
        .flat()
        .filter((d) => d.isToday)
        .map((d) => d.date),
    ).toEqual(["2026-12-09"]);
  });

  it("puts an evening event on its Vancouver day with its local time, and an all-day event on every day it spans", () => {
    const concert = schoolEvent({}); // 19:00–21:00 on December 16 in Vancouver (03:00 UTC on the 17th)
    const camp = schoolEvent({
      id: "6f1c2d3e-0000-4000-8000-000000000002",
      title: "Winter Camp",
      allDay: true,
      startsAt: "2026-12-29T08:00:00.000Z",
      endsAt: "2027-01-01T08:00:00.000Z",
    });
    const days = buildMonthGrid("2026-12", [concert, camp], new Date("2026-11-22T12:00:00Z")).weeks.flat();
    const on = (date: string) => days.find((d) => d.date === date)?.events ?? [];

    expect(on("2026-12-16")).toEqual([
      { id: concert.id, url: `/event/${concert.id}`, title: "Christmas Concert", time: expect.stringMatching(/^7:00/) },
    ]);
    expect(on("2026-12-17")).toEqual([]);
    expect(["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-01"].map((d) => on(d).length)).toEqual([
      0, 1, 1, 1, 0,
    ]);
    expect(on("2026-12-30")[0]).toMatchObject({ title: "Winter Camp", time: null });
  });
});
