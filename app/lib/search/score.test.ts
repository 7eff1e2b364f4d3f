import { describe, expect, it } from "vitest";
import type { Searchable } from "./index.ts";
import { isSearchableQuery, scoreEntry, searchIndex } from "./score.ts";

function entry(title: string, description = "", keywords: string[] = []): Searchable {
  return { title, description, keywords };
}

describe("scoreEntry", () => {
  it("adds 10 for each keyword containing the query", () => {
    expect(scoreEntry("fee", entry("x", "", ["fees"]))).toBe(10);
    expect(scoreEntry("fee", entry("x", "", ["fees", "late fee", "coffee", "tuition"]))).toBe(30);
  });

  it("adds 5 when the title contains the query", () => {
    expect(scoreEntry("tuition", entry("Tuition and Fees"))).toBe(5);
  });

  it("adds 1 when the description contains the query", () => {
    expect(scoreEntry("tuition", entry("x", "Tuition for the year"))).toBe(1);
  });

  it("adds the weights together", () => {
    expect(scoreEntry("tuition", entry("Tuition and Fees", "Tuition for the year", ["tuition", "fees"]))).toBe(16);
  });

  it("matches substrings, not only whole words", () => {
    expect(scoreEntry("rol", entry("Enrolment", "", ["enrolment", "payroll"]))).toBe(25);
  });

  it("gives 0 when nothing contains the query", () => {
    expect(scoreEntry("gym", entry("Tuition", "Fees", ["cost"]))).toBe(0);
  });
});

describe("searchIndex", () => {
  const entries = [
    entry("Description only", "all about tuition"), // 1
    entry("Tuition title", "nothing"), // 5
    entry("Nothing at all", "nothing", ["unrelated"]), // 0
    entry("Keyword", "", ["tuition"]), // 10
    entry("Two keywords", "", ["tuition", "tuition fees"]), // 20
    entry("Another description", "tuition again"), // 1
  ];

  it("sorts by score, highest first, and drops entries scoring 0", () => {
    const results = searchIndex("tuition", entries);
    expect(results.map((r) => [r.entry.title, r.score])).toEqual([
      ["Two keywords", 20],
      ["Keyword", 10],
      ["Tuition title", 5],
      ["Description only", 1],
      ["Another description", 1],
    ]);
  });

  it("keeps index order for equal scores", () => {
    const reversed = searchIndex("tuition", [...entries].reverse());
    expect(reversed.slice(-2).map((r) => r.entry.title)).toEqual(["Another description", "Description only"]);
  });

  it("ignores case in the query and in the entries", () => {
    const upper = searchIndex("TUITION", entries).map((r) => r.score);
    const mixed = searchIndex("TuItIoN", entries).map((r) => r.score);
    expect(upper).toEqual([20, 10, 5, 1, 1]);
    expect(mixed).toEqual(upper);
    expect(searchIndex("gym", [entry("GYMNASIUM", "", ["Gym Night"])])[0]?.score).toBe(15);
  });

  it("needs a query of at least 3 characters", () => {
    const all = [entry("ab", "ab", ["ab"]), entry("abc", "abc", ["abc"])];
    expect(searchIndex("ab", all)).toEqual([]);
    expect(searchIndex("a", all)).toEqual([]);
    expect(searchIndex("", all)).toEqual([]);
    expect(searchIndex("abc", all).map((r) => r.score)).toEqual([16]);
  });

  it("does not count surrounding spaces towards the minimum length", () => {
    expect(searchIndex("  ab  ", [entry("ab")])).toEqual([]);
    expect(isSearchableQuery("  ab ")).toBe(false);
    expect(isSearchableQuery(" abc ")).toBe(true);
    expect(searchIndex(" fees ", [entry("Fees")]).map((r) => r.score)).toEqual([5]);
  });

  it("returns nothing when no entry matches", () => {
    expect(searchIndex("zebra", entries)).toEqual([]);
  });
});
