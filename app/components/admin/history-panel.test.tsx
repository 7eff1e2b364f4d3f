// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { newsSet } from "~/lib/admin/news-set.tsx";
import { ApiError } from "~/lib/api/errors.ts";
import type { HistoryService } from "~/lib/api/history-service.ts";
import type { NewsItem } from "../../../common/content/news/types.ts";
import { HistoryPanel } from "./history-panel.tsx";

const version = (n: number, title: string, summary: string): NewsItem => ({
  id: "n1",
  title,
  summary,
  bodyHtml: "<p>Words.</p>",
  category: "news",
  imageUrl: null,
  imageAlt: null,
  pinned: false,
  publishedAt: "2026-11-20T16:00:00.000Z",
  expiresAt: null,
  tags: [],
  status: "published",
  createdAt: "2026-11-20T16:00:00.000Z",
  updatedAt: "2026-11-20T16:00:00.000Z",
  version: n,
  updatedBy: "Daniel Brooks",
});

const versions = [
  version(1, "Spring concert", "Come and listen."),
  version(2, "Spring concert, 7 p.m.", "Come and listen."),
  version(3, "Spring concert, 7 p.m.", "Doors open at 6:30."),
];

const history: HistoryService<NewsItem> = {
  list: async () => ({
    current: 3,
    versions: [...versions].reverse().map((v) => ({ version: v.version, savedAt: v.updatedAt, savedBy: v.updatedBy })),
  }),
  get: async (_id, n) => versions[n - 1] as NewsItem,
  restore: async () => versions[2] as NewsItem,
};

describe("the history of an item", () => {
  it("compares two earlier versions with each other, not only with the form", async () => {
    const user = userEvent.setup();
    const current = versions[2] as NewsItem;
    render(
      <HistoryPanel
        set={newsSet}
        history={history}
        item={current}
        values={newsSet.valuesOf(current)}
        dirty={false}
        onRestored={() => {}}
      />,
    );
    await user.click(await screen.findByRole("button", { name: "Compare version 1" }));
    const compared = await screen.findByRole("region", { name: "Version 1 beside the form now" });
    expect(
      within(compared)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Title", "Summary"]);

    await user.selectOptions(within(compared).getByLabelText("Compare version 1 with"), "Version 2");
    const withTwo = await screen.findByRole("region", { name: "Version 1 beside version 2" });
    // Only the title changed between versions 1 and 2.
    expect(
      within(withTwo)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Title"]);
    expect(within(withTwo).getByRole("columnheader", { name: "Version 2" })).toBeTruthy();
    expect(within(withTwo).getByRole("row", { name: /^Title/ }).textContent).toContain("Spring concert, 7 p.m.");
  });

  it("says why a version cannot be restored, in the server's words for the field, and restores nothing", async () => {
    const user = userEvent.setup();
    const current = versions[2] as NewsItem;
    const problem = "Block 1: its picture is no longer in the picture library (it was deleted).";
    const refused: HistoryService<NewsItem> = {
      ...history,
      restore: async () => {
        throw new ApiError("unexpected", {
          response: { status: 400, data: { code: "VALIDATION", fields: { blocks: problem } }, headers: new Headers() },
        });
      },
    };
    let restored = false;
    render(
      <HistoryPanel
        set={newsSet}
        history={refused}
        item={current}
        values={newsSet.valuesOf(current)}
        dirty={false}
        onRestored={() => {
          restored = true;
        }}
      />,
    );
    await user.click(await screen.findByRole("button", { name: "Compare version 1" }));
    await user.click(await screen.findByRole("button", { name: "Restore version 1" }));
    expect((await screen.findByRole("alert")).textContent).toBe(`This version cannot be restored as it is. ${problem}`);
    expect(restored).toBe(false);
  });
});
