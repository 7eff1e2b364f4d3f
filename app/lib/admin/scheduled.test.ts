import { describe, expect, it } from "vitest";
import type { CareerPosting } from "../../../common/content/careers/types.ts";
import type { NewsItem } from "../../../common/content/news/types.ts";
import type { ListPage } from "../api/content-service.ts";
import { scheduledEntries } from "./scheduled.ts";

const page = <E>(items: E[]): ListPage<E> => ({ items, total: items.length, page: 1, pageSize: 20, pageCount: 1 });

describe("what is scheduled to appear", () => {
  it("puts careers opening days and news publishing times in one list, soonest first", () => {
    const careers = page([
      { id: "c1", title: "Bus Driver", opensOn: "2026-12-03" },
      { id: "c2", title: "Librarian", opensOn: "2026-11-30" },
    ] as CareerPosting[]);
    const news = page([{ id: "n1", title: "Snow day plan", publishedAt: "2026-12-01T15:00:00.000Z" }] as NewsItem[]);
    expect(scheduledEntries(careers, news).map((entry) => [entry.title, entry.kind, entry.editPath])).toEqual([
      ["Librarian", "Careers posting", "/admin/careers/c2"],
      ["Snow day plan", "News", "/admin/news/n1"],
      ["Bus Driver", "Careers posting", "/admin/careers/c1"],
    ]);
    expect(scheduledEntries(careers, news)[0]?.when).toBe("November 30, 2026");
  });
});
