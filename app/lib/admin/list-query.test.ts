import { describe, expect, it } from "vitest";
import { careersSet } from "./careers-set.tsx";
import { listQueryOf, listStateOf } from "./list-query.ts";

describe("the list's address", () => {
  it("reads search, filter, sort and page, and asks the API for them", () => {
    const state = listStateOf(new URLSearchParams("q=+teacher+&status=closed&sort=title&page=2"), careersSet);
    expect(state).toEqual({ q: "teacher", status: "closed", sort: "title", page: 2 });
    expect(listQueryOf(state)).toEqual({ q: "teacher", status: "closed", sort: "title", page: 2 });
  });

  it("turns values the API would refuse into the defaults instead of an error screen", () => {
    const state = listStateOf(new URLSearchParams("status=everything&sort=price&page=-3"), careersSet);
    expect(state).toEqual({ q: "", status: "all", sort: "-updatedAt", page: 1 });
    expect(listQueryOf(state).q).toBeUndefined();
  });
});
