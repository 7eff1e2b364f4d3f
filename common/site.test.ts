import { describe, expect, it } from "vitest";
import { clockTime } from "./clock-words.ts";
import { hoursLine, site } from "./site.ts";

describe("the school's office hours", () => {
  it("print as the spec's line, derived from the hours as data", () => {
    expect(site.hours.weekdays).toBe("Mon-Fri 8:00 AM-4:00 PM");
  });

  it("follow a school that keeps other hours", () => {
    expect(
      hoursLine({
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "07:30",
        closes: "12:00",
      }),
    ).toBe("Mon-Sat 7:30 AM-12:00 PM");
    expect(hoursLine({ days: ["Saturday"], opens: "00:15", closes: "23:45" })).toBe("Sat 12:15 AM-11:45 PM");
    expect(clockTime("12:05")).toBe("12:05 PM");
  });
});
