import { describe, expect, it } from "vitest";
import { careersSet } from "./careers-set.tsx";
import { eventsSet } from "./events-set.tsx";
import { listQueryOf, listStateOf } from "./list-query.ts";

describe("the list's address", () => {
  it("reads search, filter, sort and page, and asks the API for them", () => {
    const state = listStateOf(new URLSearchParams("q=+teacher+&status=closed&sort=title&page=2"), careersSet);
    expect(state).toEqual({ q: "teacher", status: "closed", sort: "title", page: 2, from: "", to: "", fromNow: false });
    expect(listQueryOf(state)).toEqual({ q: "teacher", status: "closed", sort: "title", page: 2 });
  });

  it("turns values the API would refuse into the defaults instead of an error screen", () => {
    const state = listStateOf(new URLSearchParams("status=everything&sort=price&page=-3"), careersSet);
    expect(state).toEqual({ q: "", status: "all", sort: "-updatedAt", page: 1, from: "", to: "", fromNow: false });
    expect(listQueryOf(state).q).toBeUndefined();
  });

  it("asks for events from the first day to the end of the second, read either way round", () => {
    const state = listStateOf(new URLSearchParams("from=2027-03-31&to=2027-03-01"), eventsSet);
    expect([state.from, state.to]).toEqual(["2027-03-01", "2027-03-31"]);
    expect(listQueryOf(state)).toMatchObject({ from: "2027-03-01", to: "2027-04-01", sort: "startsAt" });
    expect(listStateOf(new URLSearchParams("from=March&to=2027-02-30x"), eventsSet)).toMatchObject({
      from: "",
      to: "",
    });
  });

  it("opens the events list on what has not ended by now, and reads any day in the address as given", () => {
    const now = new Date("2027-02-14T20:30:00.000Z");
    const opening = listStateOf(new URLSearchParams("sort=-startsAt&q=choir"), eventsSet);
    expect(opening).toMatchObject({ fromNow: true, from: "", to: "" });
    expect(listQueryOf(opening, now)).toEqual({
      q: "choir",
      status: "all",
      sort: "-startsAt",
      page: 1,
      from: now.toISOString(),
    });

    // "Show past events too" is an empty `from`; a `to` alone is a range of its own, not cut at today.
    const everything = { status: "all", sort: "startsAt", page: 1 };
    const asked = (address: string) => {
      const state = listStateOf(new URLSearchParams(address), eventsSet);
      expect(state.fromNow, address).toBe(false);
      return listQueryOf(state, now);
    };
    expect(asked("from=")).toEqual(everything);
    expect(asked("to=2026-10-01")).toEqual({ ...everything, to: "2026-10-02" });
    expect(asked("from=2026-09-01")).toEqual({ ...everything, from: "2026-09-01" });
    // A set without the opening (careers) never cuts its list at now.
    expect(listStateOf(new URLSearchParams(""), careersSet).fromNow).toBe(false);
  });
});
