// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { careersSet } from "~/lib/admin/careers-set.tsx";
import { eventsSet } from "~/lib/admin/events-set.tsx";
import { listStateOf } from "~/lib/admin/list-query.ts";
import type { CareerPosting } from "../../../common/content/careers/types.ts";
import type { SchoolEvent } from "../../../common/content/events/types.ts";
import { ContentList } from "./content-list.tsx";

const empty = { items: [] as CareerPosting[], total: 0, page: 1, pageSize: 20, pageCount: 1 };

/** The careers list as its route shows it, with this count of deleted postings still kept. */
let shownCount: number | null = 0;
let shownPage = empty;

function ListRoute() {
  const location = useLocation();
  return (
    <ContentList
      set={careersSet}
      page={shownPage}
      state={listStateOf(new URLSearchParams(location.search), careersSet)}
      deletedCount={shownCount}
    />
  );
}

function EventsListRoute() {
  const location = useLocation();
  const page = { items: [] as SchoolEvent[], total: 0, page: 1, pageSize: 10, pageCount: 1 };
  return (
    <ContentList
      set={eventsSet}
      page={page}
      state={listStateOf(new URLSearchParams(location.search), eventsSet)}
      deletedCount={0}
    />
  );
}

function renderList(deletedCount: number | null, page = empty, address = "/admin/careers") {
  shownCount = deletedCount;
  shownPage = page;
  const Stub = createRoutesStub([{ path: "/admin/careers", Component: ListRoute }]);
  return render(<Stub initialEntries={[address]} />);
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

describe("a content list asked for a page past its end", () => {
  it("says the page is past the end and links to the last and first pages, filters kept, not that there are none", async () => {
    // 23 postings in pages of 10, and an old bookmark asking for page 999 of the open ones.
    renderList(
      0,
      { items: [], total: 23, page: 999, pageSize: 10, pageCount: 3 },
      "/admin/careers?status=published&page=999",
    );
    const past = await screen.findByText(/Page 999 is past the end/);
    expect(past.textContent).toBe(
      "Page 999 is past the end: the list has 3 pages. Go to the last page or the first page.",
    );
    expect(screen.queryByText(/There are no postings yet/)).toBeNull();
    expect(screen.getByRole("link", { name: "Go to the last page" }).getAttribute("href")).toBe(
      "/admin/careers?status=published&page=3",
    );
    expect(screen.getByRole("link", { name: "the first page" }).getAttribute("href")).toBe(
      "/admin/careers?status=published&page=1",
    );
    expect(screen.queryByText(/page 999 of 3/)).toBeNull();
    // No pager leading on to page 998, which is past the end too.
    expect(screen.queryByRole("navigation", { name: "Pages of careers postings" })).toBeNull();
  });

  it("still says there are none yet when the list is empty", async () => {
    renderList(0, empty, "/admin/careers?page=5");
    expect(await screen.findByText(/There are no postings yet/)).toBeTruthy();
    expect(screen.queryByText(/past the end/)).toBeNull();
  });
});

describe("the events list, which opens at today", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("says it shows events from today, starts its From day at the school's today, and links to the past ones too", async () => {
    // 02:30 UTC on 15 February is still the 14th in Penticton.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-02-15T02:30:00.000Z"));
    const Stub = createRoutesStub([{ path: "/admin/events", Component: EventsListRoute }]);
    render(<Stub initialEntries={["/admin/events?q=choir&sort=-startsAt&page=2"]} />);

    expect(await screen.findByText("0 events found from today")).toBeTruthy();
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2027-02-14");
    expect((screen.getByLabelText("To") as HTMLInputElement).value).toBe("");
    // Nothing to come is not "no events yet": the past ones are a link away, the search and sort kept.
    expect(screen.queryByText(/There are no events yet/)).toBeNull();
    expect(screen.getByText(/No events from today on\./)).toBeTruthy();
    const links = screen.getAllByRole("link", { name: "Show past events too" });
    expect(links.length).toBe(2);
    for (const link of links) expect(link.getAttribute("href")).toBe("/admin/events?q=choir&sort=-startsAt&from=");
  });

  it("shows every day once asked, with From empty and no way to the past offered again", async () => {
    const Stub = createRoutesStub([{ path: "/admin/events", Component: EventsListRoute }]);
    render(<Stub initialEntries={["/admin/events?from="]} />);

    expect(await screen.findByText("0 events")).toBeTruthy();
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("");
    expect(screen.queryByRole("link", { name: "Show past events too" })).toBeNull();
    expect(screen.getByText(/There are no events yet/)).toBeTruthy();
  });
});
