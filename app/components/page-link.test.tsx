// @vitest-environment jsdom
/**
 * A link to one of the site's pages (ADR 077): a plain <a> that React Router follows in place on a plain click,
 * with its attributes as given, its own click handler first, and a click meant for a new tab left to the browser.
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MouseEvent } from "react";
import { describe, expect, it } from "vitest";
import { expectModifiedClicksLeftToBrowser, renderLinksAt } from "../test-support/links-in-a-router.tsx";
import { PageLink } from "./page-link.tsx";

function Links() {
  return (
    <>
      <PageLink to="/contact" className="button">
        Contact us
      </PageLink>
      <PageLink to="/giving/get-involved?eventId=e1#volunteer">Volunteer</PageLink>
      <PageLink to="/about" onClick={(event: MouseEvent) => event.preventDefault()}>
        Held back
      </PageLink>
    </>
  );
}

const renderAt = (path: string) => renderLinksAt(<Links />, path);

describe("PageLink", () => {
  it("is a plain link with its address and attributes", () => {
    renderAt("/news");
    const contact = screen.getByRole("link", { name: "Contact us" });
    expect(contact.getAttribute("href")).toBe("/contact");
    expect(contact.className).toBe("button");
  });

  it("goes to its page in place on a plain click, with the query and the fragment, as a new history entry", async () => {
    const router = renderAt("/news");
    await userEvent.click(screen.getByRole("link", { name: "Contact us" }));
    expect(await screen.findByRole("heading", { name: "/contact by PUSH" })).toBeTruthy();
    await userEvent.click(screen.getByRole("link", { name: "Volunteer" }));
    expect(
      await screen.findByRole("heading", { name: "/giving/get-involved?eventId=e1#volunteer by PUSH" }),
    ).toBeTruthy();
    expect(router.state.historyAction).toBe("PUSH");
  });

  it("replaces the history entry when it leads to the page already shown", async () => {
    renderAt("/contact");
    await userEvent.click(screen.getByRole("link", { name: "Contact us" }));
    expect(await screen.findByRole("heading", { name: "/contact by REPLACE" })).toBeTruthy();
  });

  it("goes nowhere when its own click handler stops the click", async () => {
    const router = renderAt("/news");
    await userEvent.click(screen.getByRole("link", { name: "Held back" }));
    expect(router.state.location.pathname).toBe("/news");
  });

  it("leaves a click with Ctrl, Cmd, Shift or Alt, or with another button, to the browser", () => {
    const router = renderAt("/news");
    expectModifiedClicksLeftToBrowser(screen.getByRole("link", { name: "Contact us" }));
    expect(router.state.location.pathname).toBe("/news");
  });
});
