// @vitest-environment jsdom
/**
 * A menu's page link (ADR 075): a plain <a> that marks the page being shown and follows a plain click in place,
 * as React Router's NavLink did, and leaves a click meant for a new tab or window to the browser.
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectModifiedClicksLeftToBrowser, renderLinksAt } from "../test-support/links-in-a-router.tsx";
import { MenuLink } from "./menu-link.tsx";

/** A menu of two pages. */
function Menu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Main">
      <MenuLink item={{ text: "About", link: "/about" }} className="main-nav__top" onNavigate={onNavigate} />
      <MenuLink item={{ text: "Contact", link: "/contact" }} onNavigate={onNavigate} />
    </nav>
  );
}

const renderAt = (path: string, onNavigate?: () => void) => renderLinksAt(<Menu onNavigate={onNavigate} />, path);

describe("MenuLink", () => {
  it("marks the page being shown, and only that one, for screen readers and for the eye", () => {
    renderAt("/about");
    const about = screen.getByRole("link", { name: "About" });
    expect(about.getAttribute("aria-current")).toBe("page");
    expect(about.className).toBe("main-nav__top active");
    const contact = screen.getByRole("link", { name: "Contact" });
    expect(contact.hasAttribute("aria-current")).toBe(false);
    expect(contact.hasAttribute("class")).toBe(false);
    expect(contact.getAttribute("href")).toBe("/contact");
  });

  it("goes to its page in place on a plain click, as a new entry in the history, and tells the menu", async () => {
    const onNavigate = vi.fn();
    const router = renderAt("/about", onNavigate);
    await userEvent.click(screen.getByRole("link", { name: "Contact" }));
    expect(await screen.findByRole("heading", { name: "/contact by PUSH" })).toBeTruthy();
    expect(router.state.historyAction).toBe("PUSH");
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "Contact" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "About" }).hasAttribute("aria-current")).toBe(false);
  });

  it("replaces the history entry when it leads to the page already shown, so Back is not a step in place", async () => {
    renderAt("/about");
    await userEvent.click(screen.getByRole("link", { name: "About" }));
    expect(await screen.findByRole("heading", { name: "/about by REPLACE" })).toBeTruthy();
  });

  it("leaves a click with Ctrl, Cmd, Shift or Alt, or with another button, to the browser", () => {
    const onNavigate = vi.fn();
    const router = renderAt("/about", onNavigate);
    expectModifiedClicksLeftToBrowser(screen.getByRole("link", { name: "Contact" }));
    expect(router.state.location.pathname).toBe("/about");
    expect(onNavigate).toHaveBeenCalledTimes(5);
  });
});
