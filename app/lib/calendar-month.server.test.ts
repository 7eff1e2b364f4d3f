import { describe, expect, it } from "vitest";
import { schoolEvent } from "../../server/test-support/school-event.ts";
import {
  buildAgenda,
  buildMonthGrid,
  gridRange,
  monthRange,
  parseMonthKey,
  shiftMonth,
} from "./calendar-month.server.ts";

/** An all-day fair from November 20 to December 2 (its end is the morning after), begun before December's grid. */
const fair = schoolEvent({
  id: "6f1c2d3e-0000-4000-8000-000000000003",
  title: "Book Fair",
  allDay: true,
  startsAt: "2026-11-20T08:00:00.000Z",
  endsAt: "2026-12-03T08:00:00.000Z",
});

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

  it("puts an evening event on its Vancouver day with its local time, and an event of several days once, with a bar through its days", () => {
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
    const lanes = (date: string) => days.find((d) => d.date === date)?.lanes ?? [];

    expect(on("2026-12-16")).toEqual([
      {
        id: concert.id,
        url: `/event/${concert.id}`,
        title: "Christmas Concert",
        time: "7:00 PM",
        span: null,
        lane: null,
      },
    ]);
    expect(on("2026-12-17")).toEqual([]);
    // Listed once, on its first day, with its days as a span; drawn through 29 to 31 December in lane 0.
    expect(["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-01"].map((d) => on(d).length)).toEqual([
      0, 1, 0, 0, 0,
    ]);
    expect(on("2026-12-29")[0]).toMatchObject({
      title: "Winter Camp",
      time: null,
      span: "Dec 29 \u2013 Dec 31",
      lane: 0,
    });
    expect(["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-01"].map((d) => lanes(d))).toEqual([
      [null],
      [{ lane: 0, start: true, end: false }],
      [{ lane: 0, start: false, end: false }],
      [{ lane: 0, start: false, end: true }],
      [null],
    ]);
    // Weeks without a bar draw no lanes.
    expect(lanes("2026-12-16")).toEqual([]);
  });

  it("lists an event that began before the grid on the grid's first day, and stacks overlapping bars in lanes", () => {
    const drive = schoolEvent({
      id: "6f1c2d3e-0000-4000-8000-000000000004",
      title: "Hamper Drive",
      allDay: true,
      startsAt: "2026-12-01T08:00:00.000Z",
      endsAt: "2026-12-05T08:00:00.000Z",
    });
    const days = buildMonthGrid("2026-12", [fair, drive], new Date("2026-11-22T12:00:00Z")).weeks.flat();
    const titles = days.flatMap((d) => d.events.map((e) => `${d.date} ${e.title} ${e.span} ${e.lane}`));
    expect(titles).toEqual([
      "2026-11-29 Book Fair Nov 20 \u2013 Dec 2 0",
      "2026-12-01 Hamper Drive Dec 1 \u2013 Dec 4 1",
    ]);
    expect(days.find((d) => d.date === "2026-11-29")?.lanes[0]).toEqual({ lane: 0, start: false, end: false });
    // Each day's link goes to a day its own month's list has: the fair is listed in November under the 20th.
    expect(days.filter((d) => d.events.length > 0).map((d) => [d.date, d.listDay])).toEqual([
      ["2026-11-29", "2026-11-20"],
      ["2026-12-01", "2026-12-01"],
    ]);
    for (const day of days.filter((d) => d.events.length > 0)) {
      const listed = buildAgenda(day.date.slice(0, 7), [fair, drive], new Date("2026-11-22T12:00:00Z"));
      expect(
        listed.map((d) => d.date),
        day.date,
      ).toContain(day.listDay);
    }
    expect(days.find((d) => d.date === "2026-12-02")?.lanes).toEqual([
      { lane: 0, start: false, end: true },
      { lane: 1, start: false, end: false },
    ]);
  });
});

describe("a bar that reaches another week", () => {
  it("names its event again on that week's first day, for the wide grid only, and nowhere else", () => {
    // Monday 23 November to Friday 4 December: the drive's bar runs on into the week of 29 November.
    const drive = schoolEvent({
      id: "6f1c2d3e-0000-4000-8000-000000000006",
      title: "Hamper Drive",
      allDay: true,
      startsAt: "2026-11-23T08:00:00.000Z",
      endsAt: "2026-12-05T08:00:00.000Z",
    });
    const days = buildMonthGrid("2026-11", [drive], new Date("2026-11-22T12:00:00Z")).weeks.flat();
    const named = days.flatMap((d) => d.continuing.map((e) => `${d.date} ${e.title} ${e.span} ${e.lane}`));
    expect(named).toEqual(["2026-11-29 Hamper Drive Nov 23 \u2013 Dec 4 0"]);
    // Its own entry stays on its first day alone: a phone's dots and day links count only that one.
    expect(days.filter((d) => d.events.length > 0).map((d) => d.date)).toEqual(["2026-11-23"]);
    // A bar within one week is not named twice.
    const short = buildMonthGrid("2026-12", [fair], new Date("2026-11-22T12:00:00Z")).weeks.flat();
    expect(short.flatMap((d) => d.continuing)).toEqual([]);
  });
});

describe("the month as a list", () => {
  it("lists each event once under its first day in the month, with its times or its days", () => {
    const concert = schoolEvent({}); // 19:00–21:00 on December 16 in Vancouver
    const nextMonth = schoolEvent({
      id: "6f1c2d3e-0000-4000-8000-000000000005",
      title: "Skating",
      startsAt: "2027-01-02T20:00:00.000Z",
      endsAt: "2027-01-02T22:00:00.000Z",
    });
    const agenda = buildAgenda("2026-12", [fair, concert, nextMonth], new Date("2026-12-16T20:00:00Z"));
    expect(agenda.map((d) => [d.label, d.isToday, d.items.map((i) => `${i.title}: ${i.when}`)])).toEqual([
      ["Tuesday, December 1", false, ["Book Fair: Nov 20 \u2013 Dec 2"]],
      ["Wednesday, December 16", true, ["Christmas Concert: 7:00 PM \u2013 9:00 PM"]],
    ]);
  });
});
