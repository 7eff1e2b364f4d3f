import { describe, expect, it } from "vitest";
import { scheduledEntries, waitingOf } from "./scheduled.ts";

describe("what is scheduled to appear", () => {
  it("puts opening days and publishing times of every set in one list, soonest first", () => {
    const careers = waitingOf(
      [
        { id: "c1", title: "Bus Driver", opensOn: "2026-12-03" },
        { id: "c2", title: "Librarian", opensOn: "2026-11-30" },
      ],
      { kind: "Careers posting", adminPath: "/admin/careers", titleOf: (p) => p.title, at: (p) => p.opensOn },
    );
    const news = waitingOf([{ id: "n1", title: "Snow day plan", publishedAt: "2026-12-01T15:00:00.000Z" }], {
      kind: "News",
      adminPath: "/admin/news",
      titleOf: (n) => n.title,
      at: (n) => n.publishedAt,
    });
    const alumni = waitingOf([{ id: 7, name: "Ana Ruiz", publishAt: "2026-12-02T16:30:00.000Z" }], {
      kind: "Alumni",
      adminPath: "/admin/alumni",
      titleOf: (a) => a.name,
      at: (a) => a.publishAt,
    });
    const entries = scheduledEntries([...careers, ...news, ...alumni]);
    expect(entries.map((entry) => [entry.title, entry.kind, entry.editPath])).toEqual([
      ["Librarian", "Careers posting", "/admin/careers/c2"],
      ["Snow day plan", "News", "/admin/news/n1"],
      ["Ana Ruiz", "Alumni", "/admin/alumni/7"],
      ["Bus Driver", "Careers posting", "/admin/careers/c1"],
    ]);
    expect(entries[0]?.when).toBe("November 30, 2026");
    expect(entries[2]?.when).toBe("Dec 2, 2026, 8:30 AM");
  });

  it("leaves out an item without a time (published as soon as it was saved)", () => {
    const events = waitingOf([{ id: "e1", title: "Open house", publishAt: null }], {
      kind: "Event",
      adminPath: "/admin/events",
      titleOf: (e) => e.title,
      at: (e) => e.publishAt,
    });
    expect(scheduledEntries(events)).toEqual([]);
  });
});
