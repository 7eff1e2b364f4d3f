import { describe, expect, it } from "vitest";
import { careersSet } from "./careers-set.tsx";
import { eventsSet } from "./events-set.tsx";
import { listQueryOf, listStateOf } from "./list-query.ts";

describe("the list's address", () => {
  it("reads search, filter, sort and page, and asks the API for them", () => {
    const state = listStateOf(new URLSearchParams("q=+teacher+&status=closed&sort=title&page=2"), careersSet);
    expect(state).toEqual({ q: "teacher", status: "closed", sort: "title", page: 2, from: "", to: "" });
    expect(listQueryOf(state)).toEqual({ q: "teacher", status: "closed", sort: "title", page: 2 });
  });

  it("turns values the API would refuse into the defaults instead of an error screen", () => {
    const state = listStateOf(new URLSearchParams("status=everything&sort=price&page=-3"), careersSet);
    expect(state).toEqual({ q: "", status: "all", sort: "-updatedAt", page: 1, from: "", to: "" });
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
});
