import { afterEach, describe, expect, it } from "vitest";
import {
  addDays,
  ceilToZonedDay,
  installZoneRules,
  offsetMinutes,
  parseInstant,
  SCHOOL_TIME_ZONE,
  schoolClock,
  startOfZonedDay,
  wallTime,
  zonedDate,
  zonedToInstant,
  zoneRules,
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

  it("moves a reading the spring-forward gap skips forward by the gap: 02:30 on 8 March 2026 is 03:30 PDT", () => {
    expect(zonedToInstant("2026-03-08", "01:59").toISOString()).toBe("2026-03-08T09:59:00.000Z"); // PST
    expect(zonedToInstant("2026-03-08", "02:00").toISOString()).toBe("2026-03-08T10:00:00.000Z"); // = 03:00 PDT
    expect(zonedToInstant("2026-03-08", "02:30").toISOString()).toBe("2026-03-08T10:30:00.000Z"); // = 03:30 PDT
    expect(zonedToInstant("2026-03-08", "03:30").toISOString()).toBe("2026-03-08T10:30:00.000Z");
    expect(wallTime(zonedToInstant("2026-03-08", "02:30"))).toMatchObject({ hour: 3, minute: 30 });
  });

  it("reads a time the fall-back repeats as its first occurrence: 01:30 on 1 November 2026 is 01:30 PDT", () => {
    expect(zonedToInstant("2026-11-01", "00:59").toISOString()).toBe("2026-11-01T07:59:00.000Z"); // PDT
    expect(zonedToInstant("2026-11-01", "01:30").toISOString()).toBe("2026-11-01T08:30:00.000Z"); // PDT, not PST
    expect(offsetMinutes(zonedToInstant("2026-11-01", "01:30"))).toBe(-420);
    expect(zonedToInstant("2026-11-01", "02:00").toISOString()).toBe("2026-11-01T10:00:00.000Z"); // PST
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

  it("refuses date-times that do not exist instead of rolling them over into the next day or month", () => {
    for (const bad of [
      "2026-02-30T10:00Z",
      "2027-02-29T10:00:00-08:00",
      "2026-04-31T09:00Z",
      "2026-13-01T09:00Z",
      "2026-12-05T24:00Z",
      "2026-12-05T19:60Z",
      "2026-12-05T19:00:60Z",
      "2026-12-05T19:00+24:00",
      "2026-12-05T19:00-08:60",
    ]) {
      expect(parseInstant(bad), bad).toBeUndefined();
    }
    expect(parseInstant("2028-02-29T10:00Z")?.toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(parseInstant("2026-12-31T23:59:59.250-08:00")?.toISOString()).toBe("2027-01-01T07:59:59.250Z");
  });
});

describe("zone rules from the server", () => {
  afterEach(() => installZoneRules(undefined));

  it("lists the offsets of a span as this process's data has them", () => {
    const rules = zoneRules(new Date("2026-10-01T00:00:00Z"), new Date("2027-04-01T00:00:00Z"));
    expect(rules.spans).toEqual([
      [Date.parse("2026-10-01T00:00:00Z"), -420],
      [Date.parse("2026-11-01T09:00:00Z"), -480],
      [Date.parse("2027-03-14T10:00:00Z"), -420],
    ]);
  });

  it("once installed, replace the browser's own data in their span, and only there", () => {
    // A browser whose data disagrees is simulated by rules that keep daylight time all winter.
    const from = Date.parse("2026-10-01T00:00:00Z");
    const to = Date.parse("2027-04-01T00:00:00Z");
    installZoneRules({ timeZone: SCHOOL_TIME_ZONE, from, to, spans: [[from, -420]] });
    expect(zonedToInstant("2026-11-27", "19:00").toISOString()).toBe("2026-11-28T02:00:00.000Z");
    expect(wallTime(new Date("2026-11-28T02:00:00Z"))).toMatchObject({ day: 27, hour: 19 });
    expect(schoolClock("2026-11-28T02:00:00Z").toISOString()).toBe("2026-11-27T19:00:00.000Z");
    // Outside the span, the process's own data again.
    expect(zonedToInstant("2028-01-10", "19:00").toISOString()).toBe("2028-01-11T03:00:00.000Z");
    installZoneRules(undefined);
    expect(zonedToInstant("2026-11-27", "19:00").toISOString()).toBe("2026-11-28T03:00:00.000Z");
  });
});

describe("the wall clock read once per quarter hour", () => {
  it("agrees with Intl minute by minute around every change of 2026, in zones whose offsets have halves and quarters", () => {
    const intl = (zone: string) =>
      new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
      });
    const cases: [string, string][] = [
      ["America/Vancouver", "2026-03-08T09:30:00Z"], // 02:00 PST -> 03:00 PDT
      ["America/Vancouver", "2026-11-01T08:30:00Z"], // 02:00 PDT -> 01:00 PST
      ["Australia/Lord_Howe", "2026-04-04T15:00:00Z"], // a half-hour change: +11:00 -> +10:30
      ["Australia/Lord_Howe", "2026-10-03T15:30:00Z"], // and back, at half past an hour in UTC
      ["Asia/Kathmandu", "2026-06-01T00:00:00Z"], // +05:45, no change
    ];
    for (const [zone, around] of cases) {
      const format = intl(zone);
      for (let minute = -90; minute <= 90; minute++) {
        const at = new Date(Date.parse(around) + minute * 60_000 + 17_000);
        const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, Number(part.value)]));
        const w = wallTime(at, zone);
        expect(`${w.year}-${w.month}-${w.day} ${w.hour}:${w.minute}`, `${zone} at ${at.toISOString()}`).toBe(
          `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`,
        );
      }
    }
  });
});
