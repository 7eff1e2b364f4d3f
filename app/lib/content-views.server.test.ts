import { describe, expect, it } from "vitest";
import type { SchoolEvent } from "../../common/content/events/types.ts";
import { schoolEvent } from "../../server/test-support/school-event.ts";
import { eventCard, eventsByMonth, monthsPage } from "./content-views.server.ts";

function event(id: number, title: string, startsAt: string, endsAt: string, allDay = false) {
  return schoolEvent({ id: `6f1c2d3e-0000-4000-8000-00000000000${id}`, title, startsAt, endsAt, allDay });
}

const headings = (months: ReturnType<typeof eventsByMonth>) =>
  months.map((m) => [m.label, m.events.map((e) => e.title)]);

describe("upcoming events by month", () => {
  // Book fair: 28 November to 3 December (all day); seen on 2 December.
  const bookFair = event(1, "Book Fair", "2026-11-28T08:00:00.000Z", "2026-12-04T08:00:00.000Z", true);
  const concert = event(2, "Christmas Concert", "2026-12-11T03:00:00.000Z", "2026-12-11T04:30:00.000Z");
  const skating = event(3, "Skating Day", "2027-01-15T08:00:00.000Z", "2027-01-16T08:00:00.000Z", true);

  it("files an event that began last month and is still running under this month", () => {
    const months = eventsByMonth([bookFair, concert, skating], new Date("2026-12-02T20:00:00Z"));
    expect(headings(months)).toEqual([
      ["December 2026", ["Book Fair", "Christmas Concert"]],
      ["January 2027", ["Skating Day"]],
    ]);
  });

  it("files events by their first day while it is still to come", () => {
    const months = eventsByMonth([bookFair, concert, skating], new Date("2026-11-20T20:00:00Z"));
    expect(headings(months)).toEqual([
      ["November 2026", ["Book Fair"]],
      ["December 2026", ["Christmas Concert"]],
      ["January 2027", ["Skating Day"]],
    ]);
  });

  it("takes today in Vancouver: on the evening of 30 November there, December has not begun", () => {
    const longWeekend = event(4, "Advent Retreat", "2026-11-29T08:00:00.000Z", "2026-12-02T08:00:00.000Z", true);
    // 1 December 05:00 UTC is 30 November, 21:00 in Vancouver.
    expect(headings(eventsByMonth([longWeekend], new Date("2026-12-01T05:00:00Z")))).toEqual([
      ["November 2026", ["Advent Retreat"]],
    ]);
    expect(headings(eventsByMonth([longWeekend], new Date("2026-12-01T09:00:00Z")))).toEqual([
      ["December 2026", ["Advent Retreat"]],
    ]);
  });
});

describe("a page of upcoming events under their months", () => {
  const bookFair = event(1, "Book Fair", "2026-11-28T08:00:00.000Z", "2026-12-04T08:00:00.000Z", true);
  const concert = event(2, "Christmas Concert", "2026-12-11T03:00:00.000Z", "2026-12-11T04:30:00.000Z");
  const skating = event(3, "Skating Day", "2027-01-15T08:00:00.000Z", "2027-01-16T08:00:00.000Z", true);
  const months = eventsByMonth([bookFair, concert, skating], new Date("2026-11-20T20:00:00Z"));
  const shown = (page: ReturnType<typeof monthsPage<SchoolEvent>>) =>
    page.months.map((m) => [m.label, m.continued, m.events.map((e) => e.title)]);

  it("keeps each event under its month's heading, and says when a month began on the page before", () => {
    const first = monthsPage(months, 1, 2);
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 3 });
    expect(shown(first)).toEqual([
      ["November 2026", false, ["Book Fair"]],
      ["December 2026", false, ["Christmas Concert"]],
    ]);
    const december = eventsByMonth(
      [concert, { ...concert, id: "x", title: "Carol Sing" }, skating],
      new Date("2026-11-20T20:00:00Z"),
    );
    expect(shown(monthsPage(december, 2, 1))).toEqual([["December 2026", true, ["Carol Sing"]]]);
  });

  it("shows the last page for a page past the end, and one empty page for no events", () => {
    expect(shown(monthsPage(months, 9, 2))).toEqual([["January 2027", false, ["Skating Day"]]]);
    expect(monthsPage([], 1, 10)).toEqual({ months: [], page: 1, pageCount: 1, total: 0 });
  });
});

describe("an event's card", () => {
  // All day, Monday 23 November to Friday 4 December in Vancouver (the stored end is the next midnight).
  const hamperDrive = event(5, "Christmas Hamper Drive", "2026-11-23T08:00:00.000Z", "2026-12-05T08:00:00.000Z", true);
  const when = "Monday, November 23, 2026 – Friday, December 4, 2026";

  it("shows today's date and says On now while the event is under way, and keeps its when line", () => {
    // Friday 27 November, 11:00 AM in Vancouver.
    const card = eventCard(hamperDrive, new Date("2026-11-27T19:00:00Z"));
    expect(card).toMatchObject({ badge: { month: "Nov", day: "27" }, onNow: true, when });
  });

  it("takes today in Vancouver: at 9 PM on 27 November there, it is already the 28th in UTC", () => {
    expect(eventCard(hamperDrive, new Date("2026-11-28T05:00:00Z")).badge).toEqual({ month: "Nov", day: "27" });
  });

  it("shows the first day and no On now until the event begins", () => {
    const before = eventCard(hamperDrive, new Date("2026-11-23T07:59:59Z"));
    expect(before).toMatchObject({ badge: { month: "Nov", day: "23" }, onNow: false, when });
    expect(eventCard(hamperDrive, new Date("2026-11-23T08:00:00Z"))).toMatchObject({ onNow: true });
  });

  it("is still On now on its last day, with that day in the badge, and no longer once it has ended", () => {
    const lastDay = eventCard(hamperDrive, new Date("2026-12-04T23:00:00Z"));
    expect(lastDay).toMatchObject({ badge: { month: "Dec", day: "4" }, onNow: true });
    expect(eventCard(hamperDrive, new Date("2026-12-05T08:00:00Z")).onNow).toBe(false);
  });

  it("takes a series at the date it is given: On now during that date, its own date before it", () => {
    // Chapel every Friday, 10:30 to 11:30 AM; the list hands over the Friday 27 November date.
    const chapel = schoolEvent({
      title: "Chapel",
      startsAt: "2026-11-27T18:30:00.000Z",
      endsAt: "2026-11-27T19:30:00.000Z",
      repeat: "weekly",
      repeatUntil: "2027-01-29",
    });
    expect(eventCard(chapel, new Date("2026-11-27T19:00:00Z"))).toMatchObject({
      badge: { month: "Nov", day: "27" },
      onNow: true,
      repeats: "Repeats every week",
    });
    // On Wednesday the 25th the card shows the Friday it was given, not today.
    expect(eventCard(chapel, new Date("2026-11-25T19:00:00Z"))).toMatchObject({
      badge: { month: "Nov", day: "27" },
      onNow: false,
    });
  });
});
