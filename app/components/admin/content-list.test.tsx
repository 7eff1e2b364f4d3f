// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { careersSet } from "~/lib/admin/careers-set.tsx";
import { listStateOf } from "~/lib/admin/list-query.ts";
import type { CareerPosting } from "../../../common/content/careers/types.ts";
import { ContentList } from "./content-list.tsx";

const empty = { items: [] as CareerPosting[], total: 0, page: 1, pageSize: 20, pageCount: 1 };

/** The careers list as its route shows it, with this count of deleted postings still kept. */
let shownCount: number | null = 0;

function ListRoute() {
  return (
    <ContentList
      set={careersSet}
      page={empty}
      state={listStateOf(new URLSearchParams(), careersSet)}
      deletedCount={shownCount}
    />
  );
}

function renderList(deletedCount: number | null) {
  shownCount = deletedCount;
  const Stub = createRoutesStub([{ path: "/admin/careers", Component: ListRoute }]);
  return render(<Stub initialEntries={["/admin/careers"]} />);
}

describe("a content list's way to what was deleted", () => {
  it("counts what is kept, offers nothing when nothing is, and still offers the way when the count could not be read", async () => {
    const { unmount } = renderList(3);
    expect((await screen.findByRole("link", { name: "Recently deleted (3)" })).getAttribute("href")).toBe(
      "/admin/careers/deleted",
    );
    unmount();

    const second = renderList(0);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("link", { name: /Recently deleted/ })).toBeNull();
    second.unmount();

    renderList(null);
    expect((await screen.findByRole("link", { name: "Recently deleted" })).getAttribute("href")).toBe(
      "/admin/careers/deleted",
    );
  });
});
