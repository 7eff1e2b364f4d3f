import { describe, expect, it } from "vitest";
import { addToCalendarLinks } from "./add-to-calendar.server.ts";

const base = {
  id: "6f1c2d3e-0000-4000-8000-000000000001",
  title: "Christmas Break",
  summary: "No school.",
  location: "PCS",
};
const params = (url: string) => new URL(url).searchParams;

describe("add-to-calendar links", () => {
  // Stored as 00:00 Vancouver on 21 December to 00:00 on 1 January: the last day is 31 December.
  const christmasBreak = {
    ...base,
    allDay: true,
    startsAt: "2026-12-21T08:00:00.000Z",
    endsAt: "2027-01-01T08:00:00.000Z",
  };

  it("send an all-day event to Outlook as dates, with the day after the last as the end", () => {
    const outlook = params(addToCalendarLinks(christmasBreak, "https://pcs.example").outlook);
    expect(outlook.get("startdt")).toBe("2026-12-21");
    expect(outlook.get("enddt")).toBe("2027-01-01");
    expect(outlook.get("allday")).toBe("true");
  });

  it("send an all-day event to Google as dates only, with an exclusive end", () => {
    const google = params(addToCalendarLinks(christmasBreak, "https://pcs.example").google);
    expect(google.get("dates")).toBe("20261221/20270101");
  });

  it("give a one-day all-day event in summer its own day and the next, whatever the offset", () => {
    // Sports Day, 5 June 2027: 00:00 PDT is 07:00 UTC.
    const sportsDay = {
      ...base,
      allDay: true,
      startsAt: "2027-06-05T07:00:00.000Z",
      endsAt: "2027-06-06T07:00:00.000Z",
    };
    const links = addToCalendarLinks(sportsDay, "https://pcs.example");
    expect(params(links.google).get("dates")).toBe("20270605/20270606");
    expect(params(links.outlook).get("startdt")).toBe("2027-06-05");
    expect(params(links.outlook).get("enddt")).toBe("2027-06-06");
  });

  it("send a timed event to both as UTC instants", () => {
    // 19:00–20:30 in Vancouver on 10 December.
    const concert = {
      ...base,
      title: "Christmas Concert",
      allDay: false,
      startsAt: "2026-12-11T03:00:00.000Z",
      endsAt: "2026-12-11T04:30:00.000Z",
    };
    const links = addToCalendarLinks(concert, "https://pcs.example");
    expect(params(links.google).get("dates")).toBe("20261211T030000Z/20261211T043000Z");
    const outlook = params(links.outlook);
    expect(outlook.get("startdt")).toBe("2026-12-11T03:00:00Z");
    expect(outlook.get("enddt")).toBe("2026-12-11T04:30:00Z");
    expect(outlook.get("allday")).toBe("false");
    expect(outlook.get("body")).toContain("https://pcs.example/event/6f1c2d3e-0000-4000-8000-000000000001");
    expect(links.ics).toBe("/calendar/6f1c2d3e-0000-4000-8000-000000000001.ics");
  });
});
