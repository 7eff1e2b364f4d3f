import { describe, expect, it } from "vitest";
import { seriesOfValues } from "./event-values.ts";
import { eventsSet } from "./events-set.tsx";

describe("when the event in the form happens", () => {
  it("is read from the time fields alone, before the title, summary and place are typed", () => {
    const values = { ...eventsSet.emptyValues(), startsAt: "2027-02-16T19:00", endsAt: "2027-02-16T20:30" };
    // 19:00 on 16 February in Penticton is 03:00 UTC the next day.
    expect(seriesOfValues(values)).toEqual({
      startsAt: "2027-02-17T03:00:00.000Z",
      endsAt: "2027-02-17T04:30:00.000Z",
      allDay: false,
      repeat: null,
      repeatUntil: null,
      occurrenceChanges: [],
    });
    expect(seriesOfValues({ ...values, endsAt: "2027-02-16T18:00" })).toBeNull();
    expect(seriesOfValues({ ...values, startsAt: "" })).toBeNull();
  });

  it("runs an all-day event's whole days, and reads a moved date's days as the API will", () => {
    const series = seriesOfValues({
      ...eventsSet.emptyValues(),
      startsAt: "2027-03-01T00:00",
      endsAt: "2027-03-01T00:00",
      allDay: "true",
      repeat: "weekly",
      repeatUntil: "2027-03-29",
      occurrenceChanges: JSON.stringify([
        { date: "2027-03-08", cancelled: true },
        { date: "2027-03-15", cancelled: false, startsAt: "2027-03-17", endsAt: "2027-03-17" },
      ]),
    });
    expect(series).toMatchObject({
      startsAt: "2027-03-01T08:00:00.000Z",
      endsAt: "2027-03-02T08:00:00.000Z",
      repeat: "weekly",
      repeatUntil: "2027-03-29",
      // 17 March is after the change to daylight time: midnight is 07:00 UTC.
      occurrenceChanges: [
        { date: "2027-03-08", cancelled: true },
        {
          date: "2027-03-15",
          cancelled: false,
          startsAt: "2027-03-17T07:00:00.000Z",
          endsAt: "2027-03-18T07:00:00.000Z",
        },
      ],
    });
  });

  it("repeats only with a last date on or after the first", () => {
    const values = {
      ...eventsSet.emptyValues(),
      startsAt: "2027-02-16T19:00",
      endsAt: "2027-02-16T20:30",
      repeat: "weekly",
    };
    expect(seriesOfValues(values)?.repeat).toBeNull();
    expect(seriesOfValues({ ...values, repeatUntil: "2027-02-01" })?.repeat).toBeNull();
    expect(seriesOfValues({ ...values, repeatUntil: "2027-03-30" })?.repeat).toBe("weekly");
  });
});
