import { describe, expect, it } from "vitest";
import { zonedToInstant } from "../../common/zoned-time.ts";
import { formatEventWhen, formatTime } from "./event-when.ts";

describe("when an event happens, in the site's one time style", () => {
  it("writes an instant's time on the school's clock", () => {
    expect(formatTime(zonedToInstant("2026-12-17", "18:30").toISOString())).toBe("6:30 PM");
  });

  it("joins the ends of a span with an en dash, within a day and across days", () => {
    const evening = {
      startsAt: zonedToInstant("2026-12-17", "19:00").toISOString(),
      endsAt: zonedToInstant("2026-12-17", "20:30").toISOString(),
      allDay: false,
    };
    expect(formatEventWhen(evening)).toBe("Thursday, December 17, 2026, 7:00 PM \u2013 8:30 PM");
    const overnight = { ...evening, endsAt: zonedToInstant("2026-12-18", "09:00").toISOString() };
    expect(formatEventWhen(overnight)).toBe(
      "Thursday, December 17, 2026, 7:00 PM \u2013 Friday, December 18, 2026, 9:00 AM",
    );
  });
});
