import { describe, expect, it } from "vitest";
import { zonedToInstant } from "../../zoned-time.ts";
import {
  atNextOrLastDate,
  dateGoneIn,
  hasEnded,
  nextOccurrence,
  occurrencesBetween,
  occurrencesOf,
  repeatDescription,
  ruleOf,
  seriesEnd,
} from "./recurrence.ts";
import { eventInputSchema } from "./schema.ts";

const at = (date: string, time: string) => zonedToInstant(date, time).toISOString();

/** Choir practice: Tuesdays 19:00-20:30 in Penticton, across the clocks' change on 1 November 2026. */
const choir = {
  startsAt: at("2026-10-20", "19:00"),
  endsAt: at("2026-10-20", "20:30"),
  allDay: false,
  repeat: "weekly" as const,
  repeatUntil: "2026-11-17",
  occurrenceChanges: [],
};

describe("a repeating event's dates", () => {
  it("keeps 19:00 on the school's clock on both sides of the change to standard time", () => {
    const dates = occurrencesOf(choir);
    expect(dates.map((o) => o.date)).toEqual(["2026-10-20", "2026-10-27", "2026-11-03", "2026-11-10", "2026-11-17"]);
    // 19:00 PDT is 02:00Z the next day; 19:00 PST is 03:00Z.
    expect(dates[1]?.startsAt).toBe("2026-10-28T02:00:00.000Z");
    expect(dates[2]?.startsAt).toBe("2026-11-04T03:00:00.000Z");
    expect(dates[2]?.endsAt).toBe("2026-11-04T04:30:00.000Z");
  });

  it("cancels and moves single dates, and the series ends with its latest date", () => {
    const changed = {
      ...choir,
      occurrenceChanges: [
        { date: "2026-11-10", cancelled: true },
        {
          date: "2026-11-17",
          cancelled: false,
          startsAt: at("2026-11-19", "18:00"),
          endsAt: at("2026-11-19", "19:30"),
        },
      ],
    };
    const november = occurrencesBetween(
      changed,
      new Date(at("2026-11-01", "00:00")),
      new Date(at("2026-12-01", "00:00")),
    );
    expect(november.map((o) => o.startsAt)).toEqual([at("2026-11-03", "19:00"), at("2026-11-19", "18:00")]);
    expect(november[1]).toMatchObject({ date: "2026-11-17", dueAt: at("2026-11-17", "19:00"), moved: true });
    expect(seriesEnd(changed)).toBe(at("2026-11-19", "19:30"));
    expect(nextOccurrence(changed, new Date(at("2026-11-04", "12:00")))?.startsAt).toBe(at("2026-11-19", "18:00"));
    expect(nextOccurrence(changed, new Date(at("2026-11-20", "12:00")))).toBeUndefined();
  });

  it("repeats monthly on the weekday's place in the month, the last one when it is the fifth", () => {
    const pac = {
      ...choir,
      startsAt: at("2026-09-08", "18:30"),
      endsAt: at("2026-09-08", "20:00"),
      repeat: "monthly-weekday" as const,
      repeatUntil: "2027-01-31",
    };
    expect(ruleOf(pac)).toBe("FREQ=MONTHLY;BYDAY=2TU");
    expect(occurrencesOf(pac).map((o) => o.date)).toEqual([
      "2026-09-08",
      "2026-10-13",
      "2026-11-10",
      "2026-12-08",
      "2027-01-12",
    ]);
    expect(repeatDescription(pac)).toBe("Every month on the second Tuesday until January 31, 2027");
    const lastFriday = { ...pac, startsAt: at("2026-10-30", "15:00"), endsAt: at("2026-10-30", "16:00") };
    expect(ruleOf(lastFriday)).toBe("FREQ=MONTHLY;BYDAY=-1FR");
    expect(occurrencesOf(lastFriday).map((o) => o.date)).toEqual([
      "2026-10-30",
      "2026-11-27",
      "2026-12-25",
      "2027-01-29",
    ]);
  });

  it("skips months without the date rather than moving it, and keeps all-day dates whole days", () => {
    const monthEnd = {
      ...choir,
      startsAt: at("2027-01-31", "00:00"),
      endsAt: at("2027-02-01", "00:00"),
      allDay: true,
      repeat: "monthly" as const,
      repeatUntil: "2027-05-31",
    };
    const dates = occurrencesOf(monthEnd);
    expect(dates.map((o) => o.date)).toEqual(["2027-01-31", "2027-03-31", "2027-05-31"]);
    // 31 March is after the change to daylight time: the day still runs midnight to midnight in Penticton.
    expect(dates[1]).toMatchObject({ startsAt: at("2027-03-31", "00:00"), endsAt: at("2027-04-01", "00:00") });
    expect(repeatDescription(monthEnd)).toBe("Every month on the 31st until May 31, 2027");
  });

  it("has ended only once its last date has, or when every date left is cancelled; shown at its next date until then, and at its last after", () => {
    // After the first Tuesday, during the second and after the last (17 November, 8:30 PM).
    const afterFirst = new Date(at("2026-10-21", "12:00"));
    expect(hasEnded(choir, afterFirst)).toBe(false);
    expect(atNextOrLastDate(choir, afterFirst)).toEqual({
      ...choir,
      startsAt: at("2026-10-27", "19:00"),
      endsAt: at("2026-10-27", "20:30"),
    });
    expect(atNextOrLastDate(choir, new Date(at("2026-10-27", "20:00"))).startsAt).toBe(at("2026-10-27", "19:00"));
    expect(hasEnded(choir, new Date(at("2026-11-17", "20:29")))).toBe(false);
    const over = new Date(at("2026-11-17", "20:30"));
    expect(hasEnded(choir, over)).toBe(true);
    // Over: shown at its last date, not its first, which would say it ended a month earlier.
    expect(atNextOrLastDate(choir, over)).toEqual({
      ...choir,
      startsAt: at("2026-11-17", "19:00"),
      endsAt: at("2026-11-17", "20:30"),
    });

    const calledOff = {
      ...choir,
      occurrenceChanges: [
        { date: "2026-11-10", cancelled: true },
        { date: "2026-11-17", cancelled: true },
      ],
    };
    expect(hasEnded(calledOff, new Date(at("2026-11-03", "20:00")))).toBe(false);
    expect(hasEnded(calledOff, new Date(at("2026-11-03", "20:30")))).toBe(true);
    // Its last date that happened, not one that was cancelled.
    expect(atNextOrLastDate(calledOff, new Date(at("2026-11-20", "12:00"))).startsAt).toBe(at("2026-11-03", "19:00"));

    const single = { ...choir, repeat: null, repeatUntil: null };
    expect(hasEnded(single, afterFirst)).toBe(true);
    expect(hasEnded(single, new Date(at("2026-10-20", "20:29")))).toBe(false);
    expect(atNextOrLastDate(single, new Date(at("2026-10-19", "12:00")))).toBe(single);
  });

  it("is one date for a single event", () => {
    const single = { ...choir, repeat: null, repeatUntil: null };
    expect(occurrencesOf(single)).toHaveLength(1);
    expect(repeatDescription(single)).toBeNull();
  });
});

describe("what became of the date a series' sign-up names", () => {
  it("finds a date that happens by its start or, once moved, by its start before the move", () => {
    const gone = dateGoneIn({
      ...choir,
      occurrenceChanges: [
        { date: "2026-10-27", cancelled: true },
        {
          date: "2026-11-10",
          cancelled: false,
          startsAt: at("2026-11-12", "18:00"),
          endsAt: at("2026-11-12", "19:30"),
        },
      ],
    });
    expect(gone(at("2026-11-03", "19:00"))).toBeNull();
    // Any spelling of the instant: the database may hand it back with an offset.
    expect(gone("2026-11-03T19:00:00-08:00")).toBeNull();
    expect(gone(at("2026-11-10", "19:00"))).toBeNull();
    expect(gone(at("2026-11-12", "18:00"))).toBeNull();
    expect(gone(at("2026-10-27", "19:00"))).toBe("cancelled");
    // The rule's day at another time, and a day the rule never gives.
    expect(gone(at("2026-11-17", "18:30"))).toBe("not-a-date");
    expect(gone(at("2026-11-19", "19:00"))).toBe("not-a-date");
  });

  it("says a series moved to another weekday no longer has any of its old dates", () => {
    const thursdays = dateGoneIn({ ...choir, startsAt: at("2026-10-22", "19:00"), endsAt: at("2026-10-22", "20:30") });
    expect(occurrencesOf(choir).map((o) => thursdays(o.startsAt))).toEqual(Array(5).fill("not-a-date"));
  });
});

describe("a repeating event's input", () => {
  const input = {
    title: "Choir practice",
    summary: "Weekly",
    descriptionHtml: "<p>All welcome</p>",
    location: "Chapel",
    startsAt: choir.startsAt,
    endsAt: choir.endsAt,
    category: "arts",
    repeat: "weekly",
    repeatUntil: "2026-11-17",
  };

  it("needs a last date within a year of the first", () => {
    const errors = (value: object) =>
      eventInputSchema.safeParse({ ...input, ...value }).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(errors({ repeatUntil: null })).toEqual([["repeatUntil", "Enter the last date the event repeats on."]]);
    expect(errors({ repeatUntil: "2026-10-01" })).toEqual([
      ["repeatUntil", "The last date must be on or after the first date."],
    ]);
    expect(errors({ repeatUntil: "2027-12-01" })).toEqual([
      ["repeatUntil", "A series can run for up to a year: choose a last date on or before 2027-10-21."],
    ]);
  });

  it("keeps only changes to dates of the series, and refuses a date moved before the first", () => {
    const parsed = eventInputSchema.parse({
      ...input,
      occurrenceChanges: [
        { date: "2026-10-27", cancelled: true },
        { date: "2026-10-28", cancelled: true },
        { date: "2026-11-03", cancelled: false },
      ],
    });
    expect(parsed.occurrenceChanges).toEqual([{ date: "2026-10-27", cancelled: true }]);
    const early = eventInputSchema.safeParse({
      ...input,
      occurrenceChanges: [
        { date: "2026-11-03", startsAt: at("2026-10-19", "19:00"), endsAt: at("2026-10-19", "20:00") },
      ],
    });
    expect(early.error?.issues[0]?.message).toBe("A date cannot move to before the first date of the series.");
  });

  it("drops the rule's pieces from a single event", () => {
    const parsed = eventInputSchema.parse({
      ...input,
      repeat: null,
      occurrenceChanges: [{ date: "2026-10-27", cancelled: true }],
    });
    expect(parsed).toMatchObject({ repeat: null, repeatUntil: null, occurrenceChanges: [] });
  });
});
