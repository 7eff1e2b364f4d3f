// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UiStateProvider } from "~/lib/ui-state.tsx";
import { site } from "../../../common/site.ts";
import { SearchBox } from "./search-box.tsx";

function Shell() {
  return (
    <UiStateProvider>
      <SearchBox />
      <Outlet />
      <button type="button">Somewhere else</button>
    </UiStateProvider>
  );
}

function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

const Stub = createRoutesStub([
  {
    path: "/",
    Component: Shell,
    children: [
      { index: true, Component: Location },
      { path: "*", Component: Location },
    ],
  },
]);

/** Lets fake time pass inside React's act, so the debounce timer fires and its state update renders. */
function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function toggle() {
  return screen.getByRole("button", { name: "Search the site" });
}

function listbox() {
  return screen.queryByRole("listbox", { name: "Search results" });
}

function options() {
  return screen.queryAllByRole("option");
}

function status() {
  return screen.getByRole("status");
}

function location() {
  return screen.getByTestId("location").textContent;
}

async function openSearch() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<Stub initialEntries={["/"]} />);
  await user.click(toggle());
  const input = screen.getByRole("combobox", { name: "Search the site" });
  return { user, input };
}

/** Types a query and lets the 300 ms debounce run out, so its results are shown. */
async function search(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, query: string) {
  await user.type(input, query);
  wait(300);
}

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library only recognises Jest's fake timers; without this its act() wrapper waits on a faked setTimeout forever.
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the search toggle", () => {
  it("reveals the search field, moves focus into it, and hides it again", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<Stub initialEntries={["/"]} />);
    expect(toggle()).toHaveProperty("ariaExpanded", "false");
    expect(screen.queryByRole("combobox")).toBeNull();

    await user.click(toggle());
    const input = screen.getByRole("combobox", { name: "Search the site" });
    expect(toggle()).toHaveProperty("ariaExpanded", "true");
    expect(document.activeElement).toBe(input);

    await user.click(toggle());
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(toggle()).toHaveProperty("ariaExpanded", "false");
  });
});

describe("the 300 ms debounce", () => {
  it("shows results only once 300 ms have passed since the last keystroke", async () => {
    const { user, input } = await openSearch();
    await user.type(input, "tuition");
    wait(299);
    expect(options()).toHaveLength(0);
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(status().textContent).toBe("");

    wait(1);
    expect(options().length).toBeGreaterThan(0);
    expect(options()[0]?.textContent).toContain("Tuition and Fees");
    expect(input.getAttribute("aria-expanded")).toBe("true");
  });

  it("starts the wait again on every keystroke", async () => {
    const { user, input } = await openSearch();
    await user.type(input, "tui");
    wait(200);
    await user.type(input, "t");
    wait(200);
    expect(options()).toHaveLength(0);
    wait(100);
    expect(options().length).toBeGreaterThan(0);
  });

  it("shows nothing for 2 characters or fewer, and clears shown results when the query shrinks to 2", async () => {
    const { user, input } = await openSearch();
    await user.type(input, "fe");
    wait(1000);
    expect(options()).toHaveLength(0);
    expect(screen.queryByText(/No results/)).toBeNull();

    await user.type(input, "e");
    wait(300);
    expect(options().length).toBeGreaterThan(0);

    await user.keyboard("{Backspace}");
    expect(options()).toHaveLength(0);
    expect(listbox()).toBeNull();
    expect(input.getAttribute("aria-expanded")).toBe("false");
    wait(1000);
    expect(options()).toHaveLength(0);
  });
});

describe("what the list shows and announces", () => {
  it("is a combobox that names the results list it controls and says it completes from a list", async () => {
    const { user, input } = await openSearch();
    expect(input.getAttribute("aria-autocomplete")).toBe("list");
    await search(user, input, "tuition");
    const controlled = document.getElementById(input.getAttribute("aria-controls") ?? "");
    expect(controlled).not.toBeNull();
    expect(controlled).toBe(listbox());
    expect(within(controlled as HTMLElement).getAllByRole("option")).toEqual(options());
  });

  it("announces the number of results and the query to screen readers", async () => {
    const { user, input } = await openSearch();
    expect(status().textContent).toBe("");
    await search(user, input, "tuition");
    expect(options()).toHaveLength(2);
    expect(status().textContent).toBe("2 results for “tuition”");
  });

  it("announces a new search even when it finds as many results as the one before", async () => {
    const { user, input } = await openSearch();
    await search(user, input, "tuit");
    expect(options()).toHaveLength(2);
    const first = status().textContent;
    expect(first).toBe("2 results for “tuit”");

    await search(user, input, "ion");
    expect(options()).toHaveLength(2);
    expect(status().textContent).toBe("2 results for “tuition”");
    expect(status().textContent).not.toBe(first);
  });

  it("says “1 result” for a single match", async () => {
    const { user, input } = await openSearch();
    await search(user, input, "faculty");
    expect(options()).toHaveLength(1);
    expect(status().textContent).toBe("1 result for “faculty”");
  });

  it("says clearly when nothing matches", async () => {
    const { user, input } = await openSearch();
    await search(user, input, "zebra");
    expect(options()).toHaveLength(0);
    expect(status().textContent).toBe("No results for “zebra”");
    expect(screen.getByText("No results for “zebra”.")).toBeTruthy();
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("marks results that open another site", async () => {
    const { user, input } = await openSearch();
    await search(user, input, "hot lunch");
    expect(options()[0]?.textContent).toContain("Hot Lunch Ordering (opens in a new window)");
  });
});

describe("keyboard use", () => {
  it("moves the active option with the arrow keys, wrapping at both ends", async () => {
    const { user, input } = await openSearch();
    await search(user, input, "tuition");
    const all = options();
    expect(input.getAttribute("aria-activedescendant")).toBeNull();

    await user.keyboard("{ArrowDown}");
    expect(input.getAttribute("aria-activedescendant")).toBe(all[0]?.id);
    expect(all[0]?.getAttribute("aria-selected")).toBe("true");

    await user.keyboard("{ArrowDown}");
    expect(input.getAttribute("aria-activedescendant")).toBe(all[1]?.id);
    expect(all[0]?.getAttribute("aria-selected")).toBe("false");

    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(input.getAttribute("aria-activedescendant")).toBe(all[all.length - 1]?.id);

    await user.keyboard("{ArrowDown}");
    expect(input.getAttribute("aria-activedescendant")).toBe(all[0]?.id);
    expect(document.activeElement).toBe(input);
  });

  it("Enter chooses the active option: it navigates there and closes the search", async () => {
    const { user, input } = await openSearch();
    await search(user, input, "tuition");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(location()).toBe("/admissions/tuition-and-fees");
    expect(listbox()).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it("Enter on an option with an action opens it in a new window and stays on the page", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const { user, input } = await openSearch();
    await search(user, input, "hot lunch");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(open).toHaveBeenCalledWith(site.external.hotLunch, "_blank", "noopener,noreferrer");
    expect(location()).toBe("/");
    expect(listbox()).toBeNull();
  });

  it("Enter with no active option submits the form to /search", async () => {
    const { user, input } = await openSearch();
    await search(user, input, "tuition");
    await user.keyboard("{Enter}");
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(location()).toBe("/search?q=tuition");
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  it("Escape closes the list, and a second Escape closes the search and returns focus to the toggle", async () => {
    const { user, input } = await openSearch();
    await search(user, input, "tuition");
    await user.keyboard("{ArrowDown}{Escape}");
    expect(listbox()).toBeNull();
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.getAttribute("aria-activedescendant")).toBeNull();
    expect(screen.getByRole("combobox")).toHaveProperty("value", "tuition");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(toggle()).toHaveProperty("ariaExpanded", "false");
    expect(document.activeElement).toBe(toggle());
  });

  it("the down arrow opens a closed list again", async () => {
    const { user, input } = await openSearch();
    await search(user, input, "tuition");
    await user.keyboard("{Escape}");
    expect(listbox()).toBeNull();
    await user.keyboard("{ArrowDown}");
    expect(options().length).toBeGreaterThan(0);
  });
});

describe("each way the list closes", () => {
  it("closes when the input is cleared", async () => {
    const { user, input } = await openSearch();
    await search(user, input, "tuition");
    expect(listbox()).not.toBeNull();
    await user.clear(input);
    expect(listbox()).toBeNull();
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(status().textContent).toBe("");
  });

  it("closes when a result is clicked, and goes there", async () => {
    const { user, input } = await openSearch();
    await search(user, input, "tuition");
    const tuition = screen.getByRole("option", { name: /Tuition and Fees/ });
    await user.click(tuition);
    expect(listbox()).toBeNull();
    expect(location()).toBe("/admissions/tuition-and-fees");
  });

  it("closes on a click outside, but not on a click inside", async () => {
    const { user, input } = await openSearch();
    await search(user, input, "tuition");
    await user.click(input);
    expect(listbox()).not.toBeNull();

    // Plain text, not a button: the click itself closes the list, not a focus change.
    await user.click(screen.getByTestId("location"));
    expect(listbox()).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(location()).toBe("/");
  });

  it("closes when focus moves out of the search with Tab", async () => {
    const { user, input } = await openSearch();
    await search(user, input, "tuition");
    const panel = input.closest(".search-box__panel") as HTMLElement;
    // Through the submit button and the "all results" link, then out.
    await user.tab();
    expect(document.activeElement).toBe(within(panel).getByRole("button", { name: "Search" }));
    expect(listbox()).not.toBeNull();
    await user.tab();
    await user.tab();
    expect(listbox()).toBeNull();
  });
});

describe("words inside the pages' text", () => {
  /** The server's answer for GET /search/words: one page whose words hold the query. */
  function answerWith(hits: { title: string; href: string; description: string }[]) {
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      const query = new URL(url, "http://localhost").searchParams.get("q");
      return Response.json({ query, hits });
    });
    return asked;
  }

  it("lists the pages whose words hold the query after the index's own results, and opens them", async () => {
    const asked = answerWith([
      { title: "Frequently Asked Questions", href: "/admissions/FAQ", description: "Do students wear uniforms? Yes." },
    ]);
    const { user, input } = await openSearch();
    await search(user, input, "uniform");
    await act(async () => {});

    expect(asked).toEqual(["/search/words?q=uniform"]);
    const last = options().at(-1);
    expect(last?.textContent).toContain("Frequently Asked Questions");
    expect(last?.textContent).toContain("Do students wear uniforms?");
    // The fixed index has nothing for "uniform": the page's words are the one result, and it is announced.
    expect(options()).toHaveLength(1);
    expect(status().textContent).toBe("1 result for “uniform”");

    await user.keyboard("{ArrowUp}{Enter}");
    expect(location()).toBe("/admissions/FAQ");
  });

  it("does not list a page twice when the index already offers it", async () => {
    answerWith([{ title: "Tuition and Fees", href: "/admissions/tuition-and-fees", description: "Fees for 2026." }]);
    const { user, input } = await openSearch();
    await search(user, input, "tuition");
    await act(async () => {});

    const titles = options().map((option) => option.querySelector(".search-box__title")?.textContent);
    expect(titles.filter((title) => title === "Tuition and Fees")).toHaveLength(1);
  });

  it("keeps the index's results when the server cannot answer", async () => {
    vi.stubGlobal("fetch", async () => new Response("down", { status: 503 }));
    const { user, input } = await openSearch();
    await search(user, input, "tuition");
    await act(async () => {});

    expect(options()[0]?.textContent).toContain("Tuition and Fees");
    expect(listbox()).not.toBeNull();
  });
});
