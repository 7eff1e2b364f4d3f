// @vitest-environment jsdom
/**
 * The office's sections behind one button (a disclosure). jsdom applies no style sheet, so which of the button and
 * the links a width shows is left to the browser test (tests/e2e/admin-layout.spec.ts at 375 px); here, what the
 * button says and does, where focus goes, and which link is marked.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { createRoutesStub, Outlet, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { ADMIN_SECTIONS } from "~/lib/admin/sections.ts";
import { FocusOnNavigation } from "~/lib/focus-on-navigation.tsx";
import { useLeaveGuard } from "./leave-guard.tsx";
import { OfficeNav } from "./office-nav.tsx";

/** The frame as the site has it: the sections, the screen in <main>, and the root's focus on arrival (ADR 046). */
function Frame() {
  return (
    <>
      <OfficeNav />
      <main id="main-content">
        <Outlet />
      </main>
      <FocusOnNavigation />
    </>
  );
}

const TITLES: Record<string, string> = {
  "/admin": "Dashboard",
  "/admin/messages": "Contact messages",
  "/admin/events": "Events",
  "/admin/account": "Your account",
};

/** A screen: its heading and a control of its own. */
function Screen() {
  return (
    <>
      <h1>{TITLES[useLocation().pathname]}</h1>
      <button type="button">Export</button>
    </>
  );
}

/** An editor holding unsaved work, whose guard asks before a move away. */
function UnsavedEditor() {
  const [title, setTitle] = useState("Snow day plan");
  const leaving = useRef(false);
  const question = useLeaveGuard(title !== "Snow day plan", leaving, "this news item", false);
  return (
    <>
      <h1>Edit news item</h1>
      <label>
        Title <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      {question}
    </>
  );
}

function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      Component: Frame,
      children: [
        { path: "/admin", Component: Screen },
        { path: "/admin/messages", Component: Screen },
        { path: "/admin/events", Component: Screen },
        { path: "/admin/account", Component: Screen },
        { path: "/admin/news/n1", Component: UnsavedEditor },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return userEvent.setup();
}

const nav = () => screen.getByRole("navigation", { name: "Office sections" });

describe("the office's sections behind one button", () => {
  it("starts closed, named for the open section, controlling the list of every section in order", async () => {
    renderAt("/admin/messages");
    const button = await within(nav()).findByRole("button", { name: "Menu: Contact messages" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(list?.tagName).toBe("UL");
    const links = within(list as HTMLElement).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Dashboard", ...ADMIN_SECTIONS.map((s) => s.label)]);
    expect(
      links.filter((link) => link.getAttribute("aria-current") === "page").map((link) => link.textContent),
    ).toEqual(["Contact messages"]);
  });

  it("says only Menu on a screen that is none of the sections, and marks no link", async () => {
    renderAt("/admin/account");
    await screen.findByRole("heading", { name: "Your account" });
    expect(within(nav()).getByRole("button", { name: "Menu" })).toBeTruthy();
    expect(within(nav()).queryAllByRole("link", { current: "page" })).toEqual([]);
  });

  it("opens from the keyboard, and Escape from a link closes it with focus back on the button", async () => {
    const user = renderAt("/admin");
    const button = await within(nav()).findByRole("button", { name: "Menu: Dashboard" });
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard("{Enter}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await user.tab();
    expect(document.activeElement).toBe(within(nav()).getByRole("link", { name: "Dashboard", current: "page" }));
    await user.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
    // Space works as on any button.
    await user.keyboard(" ");
    expect(button.getAttribute("aria-expanded")).toBe("true");
  });

  it("never holds focus: Tab goes on from the last link to the screen", async () => {
    const user = renderAt("/admin");
    await user.click(await within(nav()).findByRole("button", { name: "Menu: Dashboard" }));
    within(nav()).getByRole("link", { name: "Privacy requests" }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Export" }));
  });

  it("choosing a section closes it, and the new screen's heading takes focus", async () => {
    const user = renderAt("/admin");
    await user.click(await within(nav()).findByRole("button", { name: "Menu: Dashboard" }));
    await user.click(within(nav()).getByRole("link", { name: "Events" }));
    const heading = await screen.findByRole("heading", { level: 1, name: "Events" });
    const button = within(nav()).getByRole("button", { name: "Menu: Events" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(heading);
  });

  it("choosing the section already open closes it with focus on the button, not on a hidden link", async () => {
    const user = renderAt("/admin/messages");
    const button = await within(nav()).findByRole("button", { name: "Menu: Contact messages" });
    await user.click(button);
    await user.click(within(nav()).getByRole("link", { name: "Contact messages" }));
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("stays open when unsaved work keeps the administrator on the screen, with focus on the link pressed", async () => {
    const user = renderAt("/admin/news/n1");
    await user.type(await screen.findByRole("textbox", { name: "Title" }), " (updated)");
    const button = within(nav()).getByRole("button", { name: "Menu: News and announcements" });
    await user.click(button);
    const events = within(nav()).getByRole("link", { name: "Events" });
    await user.click(events);
    const question = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await user.click(within(question).getByRole("button", { name: "Stay on this page" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(button.getAttribute("aria-expanded")).toBe("true");
    // The dialog gives focus back a frame after it closes.
    await waitFor(() => expect(document.activeElement).toBe(events));
  });
});
