import { describe, expect, it } from "vitest";
import {
  addDays,
  ceilToZonedDay,
  offsetMinutes,
  parseInstant,
  startOfZonedDay,
  wallTime,
  zonedDate,
  zonedToInstant,
} from "./zoned-time.ts";

describe("school time zone arithmetic", () => {
  it("converts Vancouver wall-clock times to instants in winter and summer", () => {
    expect(zonedToInstant("2026-12-10", "19:00").toISOString()).toBe("2026-12-11T03:00:00.000Z");
    expect(zonedToInstant("2027-06-05", "14:00").toISOString()).toBe("2027-06-05T21:00:00.000Z");
    expect(offsetMinutes(new Date("2026-12-11T03:00:00Z"))).toBe(-480);
    expect(offsetMinutes(new Date("2027-06-05T21:00:00Z"))).toBe(-420);
  });

  it("handles the days the clocks change", () => {
    // 14 March 2027: 02:00 PST jumps to 03:00 PDT.
    expect(zonedToInstant("2027-03-14", "00:00").toISOString()).toBe("2027-03-14T08:00:00.000Z");
    expect(zonedToInstant("2027-03-14", "12:00").toISOString()).toBe("2027-03-14T19:00:00.000Z");
    expect(zonedToInstant("2027-03-15", "00:00").toISOString()).toBe("2027-03-15T07:00:00.000Z");
    // 7 November 2027: 02:00 PDT falls back to 01:00 PST.
    expect(zonedToInstant("2027-11-07", "00:00").toISOString()).toBe("2027-11-07T07:00:00.000Z");
    expect(zonedToInstant("2027-11-08", "00:00").toISOString()).toBe("2027-11-08T08:00:00.000Z");
  });

  it("reads dates and times in Vancouver, not in UTC", () => {
    const lateEvening = new Date("2026-12-11T03:00:00Z"); // 10 December, 19:00 in Vancouver
    expect(zonedDate(lateEvening)).toBe("2026-12-10");
    expect(wallTime(lateEvening)).toMatchObject({ year: 2026, month: 12, day: 10, hour: 19, minute: 0 });
    expect(startOfZonedDay(lateEvening).toISOString()).toBe("2026-12-10T08:00:00.000Z");
    expect(ceilToZonedDay(lateEvening).toISOString()).toBe("2026-12-11T08:00:00.000Z");
    expect(ceilToZonedDay(new Date("2026-12-11T08:00:00Z")).toISOString()).toBe("2026-12-11T08:00:00.000Z");
  });

  it("adds calendar days across month and year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });

  it("parses dates and offset instants, and refuses anything else", () => {
    expect(parseInstant("2026-12-05")?.toISOString()).toBe("2026-12-05T08:00:00.000Z");
    expect(parseInstant("2026-12-05T19:00:00-08:00")?.toISOString()).toBe("2026-12-06T03:00:00.000Z");
    expect(parseInstant("2026-12-05T19:00Z")?.toISOString()).toBe("2026-12-05T19:00:00.000Z");
    for (const bad of ["2026-02-30", "2026-12-05T19:00:00", "tomorrow", "", "12/05/2026", "2026-13-01"]) {
      expect(parseInstant(bad), bad).toBeUndefined();
    }
  });
});
