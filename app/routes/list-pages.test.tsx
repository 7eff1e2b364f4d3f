// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSampleContent } from "../../server/db/sample-content.ts";
import { createServices, type Services } from "../../server/services.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../../server/test-support/databases.ts";
import { loaderArgs } from "../test-support/loader-args.ts";
import AlumniList, { loader as alumniLoader } from "./about/alumni.tsx";
import { loader as careersLoader } from "./careers.tsx";
import { loader as newsLoader } from "./events/news-and-announcements.tsx";

const HUGE = "99999999999999999999";
const now = new Date("2026-11-22T18:00:00Z");

describe.each(testDialects)("the public list pages on %s", (dialect) => {
  let database: TestDatabase;
  let services: Services;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await loadSampleContent(database.db, now);
    services = createServices(database.db, { now: () => now });
    // Sixteen more graduates than fit on one page of twelve.
    for (let i = 0; i < 16; i += 1) {
      await services.alumni.create({
        name: `Graduate ${String(i).padStart(2, "0")}`,
        graduationYear: 1993 - i,
        headline: "Lives in Penticton.",
        bioHtml: "<p>Bio.</p>",
        status: "published",
      });
    }
  });
  afterAll(async () => {
    await database.drop();
  });

  it("show the last page for a page number far past the end, never an error", async () => {
    for (const [name, loader] of [
      ["news", newsLoader],
      ["careers", careersLoader],
      ["alumni", alumniLoader],
    ] as const) {
      const huge = (await loader(loaderArgs(`/list?page=${HUGE}`, services))) as { page: number; pageCount: number };
      expect(huge.page, name).toBe(huge.pageCount);
      const last = await loader(loaderArgs(`/list?page=${huge.pageCount}`, services));
      expect(huge, name).toEqual(last);
    }
    const news = await newsLoader(loaderArgs(`/events/news-and-announcements?page=${HUGE}`, services));
    expect(news.pageCount).toBeGreaterThan(1);
    expect(news.items.length).toBeGreaterThan(0);
  });

  it("read a page that is not a whole number as the first page", async () => {
    const first = await newsLoader(loaderArgs("/events/news-and-announcements", services));
    for (const page of ["0", "-3", "2abc", "1e3", "", "%20"]) {
      expect(await newsLoader(loaderArgs(`/events/news-and-announcements?page=${page}`, services)), page).toEqual(
        first,
      );
    }
  });

  it("page the alumni list, so every graduate can be reached", async () => {
    const Stub = createRoutesStub([
      {
        path: "/about/alumni",
        Component: AlumniList as never,
        loader: ({ request }) => alumniLoader(loaderArgs(new URL(request.url).search, services)),
      },
    ]);
    render(<Stub initialEntries={["/about/alumni"]} />);
    const pager = await screen.findByRole("navigation", { name: "Alumni pages" });
    expect(within(pager).getByText("Page 1 of 2")).toBeTruthy();
    expect(document.querySelectorAll(".alumni-card")).toHaveLength(12);
    expect(screen.queryByRole("link", { name: "Graduate 15" })).toBeNull();
    expect(within(pager).getByRole("link", { name: "Next →" }).getAttribute("href")).toBe("/about/alumni?page=2");

    const second = await alumniLoader(loaderArgs("/about/alumni?page=2", services));
    expect(second.alumni.map((a) => a.name)).toContain("Graduate 15");
    expect(second.alumni).toHaveLength(8 + 16 - 12);
  });
});
