// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_SCHOOL_DETAILS } from "../../common/school-details/details.ts";
import SearchPage, { loader } from "./search.tsx";

type LoaderArgs = Parameters<typeof loader>[0];

const unavailableNote = "News, events and careers could not be searched just now. Please try again in a few minutes.";

/** The load context the page reads: a content search that either finds nothing or cannot reach the database. */
function context(contentSearch: "works" | "fails") {
  const find = async () => {
    if (contentSearch === "fails") throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
    return [];
  };
  return {
    requestId: "req-7",
    services: {
      search: { news: find, events: find, careers: find, pages: find },
      schoolDetails: { get: async () => SAMPLE_SCHOOL_DETAILS },
    },
  };
}

function renderAt(path: string, services: ReturnType<typeof context>) {
  const Stub = createRoutesStub([
    {
      path: "/search",
      Component: SearchPage as never,
      loader: (args) => loader({ ...args, context: services } as unknown as LoaderArgs),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the search results page when news, events and careers cannot be searched", () => {
  it("still lists the matching pages, says what could not be searched, and logs why on the server", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/search?q=tuition", context("fails"));

    const pages = await screen.findByRole("region", { name: "Pages and links" });
    expect(within(pages).getByRole("link", { name: "Tuition and Fees" }).getAttribute("href")).toBe(
      "/admissions/tuition-and-fees",
    );
    expect(screen.getByRole("note").textContent).toBe(unavailableNote);
    expect(logged).toHaveBeenCalledWith(
      "[req-7] search: news, events and careers could not be searched",
      expect.objectContaining({ message: "connect ECONNREFUSED 127.0.0.1:5432" }),
    );
  });

  it("adds the note to “no results”, which is then not the whole answer", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/search?q=zebra", context("fails"));
    const message = await screen.findByRole("status");
    expect(message.textContent).toContain("No results for “zebra”.");
    expect(within(message).getByRole("note").textContent).toBe(unavailableNote);
  });

  it("shows no such note when the search worked", async () => {
    renderAt("/search?q=tuition", context("works"));
    expect(await screen.findByRole("region", { name: "Pages and links" })).toBeTruthy();
    expect(screen.queryByRole("note")).toBeNull();
  });
});

describe("the search results page's groups", () => {
  it("names each group once: the fixed index's pages and the words found in the pages are two regions", async () => {
    const services = context("works");
    services.services.search.pages = async () =>
      [
        {
          path: "/about/history",
          title: null,
          heading: "Our History",
          sentences: ["In 1994 the first families paid tuition in apples."],
        },
      ] as never;
    renderAt("/search?q=tuition", services);
    expect(await screen.findByRole("region", { name: "Pages and links" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Words on our pages" })).toBeTruthy();
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});

describe("the search results page's query", () => {
  it("drops control characters from the query, so q=x%00 searches for x and nothing is unavailable (issue 18)", async () => {
    const asked: string[] = [];
    const find = async (query: string) => {
      if (query.includes("\u0000")) throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
      asked.push(query);
      return [];
    };
    const services = {
      ...context("works"),
      services: {
        search: { news: find, events: find, careers: find, pages: find },
        schoolDetails: { get: async () => SAMPLE_SCHOOL_DETAILS },
      },
    };
    const result = await loader({
      request: new Request("http://localhost/search?q=tuition%00"),
      params: {},
      context: services,
    } as unknown as LoaderArgs);
    expect(result.query).toBe("tuition");
    expect(result.contentUnavailable).toBe(false);
    expect(asked).toContain("tuition");
  });
});
