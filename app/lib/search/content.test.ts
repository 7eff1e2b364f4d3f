import { describe, expect, it } from "vitest";
import { type ContentEntry, searchContent } from "./content.ts";

function entry(title: string, description = "", keywords: string[] = [], href = `/x/${title}`): ContentEntry {
  return { title, description, keywords, href };
}

describe("searchContent", () => {
  it("scores content with the index's weights: title 5, summary 1, each tag 10", () => {
    const [group] = searchContent("concert", [
      {
        id: "news",
        label: "News and announcements",
        entries: [
          entry("A full house for the Christmas concert", "Choirs and band", ["music"]),
          entry("Spring musical", "Tickets for the spring concert", []),
          entry("Band night", "", ["concert", "concert band", "music"]),
          entry("Concert recap", "The concert in pictures", ["concert"]),
        ],
      },
    ]);
    expect(group?.hits.map((h) => [h.title, h.score])).toEqual([
      ["Band night", 20],
      ["Concert recap", 16],
      ["A full house for the Christmas concert", 5],
      ["Spring musical", 1],
    ]);
  });

  it("keeps each source in its own group, in the sources' order, and leaves out groups with no match", () => {
    const groups = searchContent("fox", [
      { id: "news", label: "News and announcements", entries: [entry("Terry Fox Run raises $4,120")] },
      { id: "careers", label: "Careers", entries: [entry("Grade 3 teacher", "A classroom teacher")] },
      { id: "events", label: "Events", entries: [entry("Terry Fox Run", "", [], "/event/1")] },
    ]);
    expect(groups.map((g) => [g.id, g.label, g.hits.length])).toEqual([
      ["news", "News and announcements", 1],
      ["events", "Events", 1],
    ]);
    expect(groups[1]?.hits[0]).toMatchObject({ title: "Terry Fox Run", href: "/event/1", score: 5 });
  });

  it("keeps the source's order for equal scores and carries each entry's link and detail", () => {
    const [group] = searchContent("chapel", [
      {
        id: "events",
        label: "Events",
        entries: [
          { ...entry("Thanksgiving Chapel", "", [], "/event/a"), detail: "Friday, October 9, 2026" },
          { ...entry("Christmas Chapel", "", [], "/event/b"), detail: "Friday, December 18, 2026" },
        ],
      },
    ]);
    expect(group?.hits).toEqual([
      expect.objectContaining({ href: "/event/a", detail: "Friday, October 9, 2026", score: 5 }),
      expect.objectContaining({ href: "/event/b", detail: "Friday, December 18, 2026", score: 5 }),
    ]);
  });

  it("keeps the best hits of each group when given a limit", () => {
    const groups = searchContent(
      "choir",
      [
        {
          id: "news",
          label: "News",
          entries: [entry("Choir tour"), entry("Band", "With the choir"), entry("Carols", "", ["choir"])],
        },
      ],
      2,
    );
    expect(groups[0]?.hits.map((h) => h.title)).toEqual(["Carols", "Choir tour"]);
  });

  it("ignores case and finds nothing for a query under 3 characters or without a match", () => {
    const sources = [{ id: "news", label: "News", entries: [entry("Gym night", "", ["GYM"])] }];
    expect(searchContent("GYM", sources)[0]?.hits[0]?.score).toBe(15);
    expect(searchContent("gy", sources)).toEqual([]);
    expect(searchContent("zebra", sources)).toEqual([]);
    expect(searchContent("gym", [])).toEqual([]);
  });
});
