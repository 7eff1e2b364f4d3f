import { describe, expect, it } from "vitest";
import { clockTime, clockWords, spanWords } from "./clock-words.ts";
import { hoursLine } from "./site.ts";
import { zonedClockWords, zonedToInstant } from "./zoned-time.ts";

describe("the site's one time style", () => {
  it("writes a time of day as the spec's office hours do: hours, minutes, AM or PM", () => {
    expect(clockWords(19, 0)).toBe("7:00 PM");
    expect(clockWords(8, 5)).toBe("8:05 AM");
    expect(clockWords(0, 0)).toBe("12:00 AM");
    expect(clockWords(12, 0)).toBe("12:00 PM");
    expect(clockWords(23, 59)).toBe("11:59 PM");
    expect(clockTime("16:00")).toBe("4:00 PM");
    expect(clockTime("06:30")).toBe("6:30 AM");
  });

  it("joins the two ends of a span with a spaced en dash", () => {
    expect(spanWords("6:30 PM", "8:00 PM")).toBe("6:30 PM \u2013 8:00 PM");
  });

  it("reads an instant on the school's clock, whatever the process's own zone", () => {
    // 03:00 UTC on 18 December is 7:00 PM the evening before in Vancouver (PST, UTC-8).
    expect(zonedClockWords(new Date("2026-12-18T03:00:00Z"))).toBe("7:00 PM");
    // Summer time: 16:30 UTC on 3 July is 9:30 AM (PDT, UTC-7).
    expect(zonedClockWords(new Date("2026-07-03T16:30:00Z"))).toBe("9:30 AM");
    expect(zonedClockWords(zonedToInstant("2026-12-17", "18:30"))).toBe("6:30 PM");
  });

  it("keeps the spec's fixed office-hours line to the character, hyphens included", () => {
    expect(hoursLine({ days: ["Monday", "Friday"], opens: "08:00", closes: "16:00" })).toBe("Mon-Fri 8:00 AM-4:00 PM");
  });
});
