// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { draftKey } from "../admin/kept-drafts.ts";
import { noteSessionEnded } from "./session-ended.ts";
import { SessionEndedNotice } from "./session-ended-notice.tsx";

const RUTH = "ruth@pinecrest.example";

describe("the notice on the page a session's end led to", () => {
  it("says the session expired, that the unsaved work is kept, and how to get it back; once", async () => {
    localStorage.setItem(draftKey(RUTH, "/news", "7"), "{}");
    noteSessionEnded(RUTH);

    const first = render(<SessionEndedNotice />);
    const notice = await screen.findByRole("status");
    expect(notice.textContent).toContain("Admin session expired. Please log in again.");
    expect(notice.textContent).toContain(
      "The changes you had not saved are kept in this browser. To get them back, sign in and open the same item again",
    );
    expect(screen.getByRole("link", { name: "sign in" }).getAttribute("href")).toBe("/secure-pcs-login");
    // It replaced the screen they were on: a screen reader starts here.
    await waitFor(() => expect(document.activeElement).toBe(notice));
    first.unmount();

    render(<SessionEndedNotice />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("promises no kept work when only someone else's is in this browser", async () => {
    localStorage.setItem(draftKey("someone.else@pinecrest.example", "/news", "7"), "{}");
    noteSessionEnded(RUTH);
    render(<SessionEndedNotice />);
    const notice = await screen.findByRole("status");
    expect(notice.textContent).toBe("Admin session expired. Please log in again. Sign in to carry on.");
  });

  it("says nothing when no session ended", async () => {
    render(<SessionEndedNotice />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole("status")).toBeNull();
  });
});
