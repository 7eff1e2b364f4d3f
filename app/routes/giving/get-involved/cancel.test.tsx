// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { SAMPLE_SCHOOL_DETAILS } from "../../../../common/school-details/details.ts";
import CancelSignup, { action, loader } from "./cancel.tsx";

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];

const token = "t".repeat(32);

function renderCancel(cancelByToken: (token: string) => Promise<boolean>) {
  const context = {
    siteUrl: "http://localhost",
    services: {
      volunteers: {
        byCancelToken: async () => ({ name: "Ana", eventTitle: "Christmas Concert" }),
        cancelByToken,
      },
    },
  };
  const Stub = createRoutesStub([
    {
      path: "/giving/get-involved/cancel",
      Component: CancelSignup as never,
      loader: (args) => loader({ ...args, context } as unknown as LoaderArgs),
      action: (args) => action({ ...args, context } as unknown as ActionArgs),
    },
  ]);
  render(<Stub initialEntries={[`/giving/get-involved/cancel?token=${token}`]} />);
  return userEvent.setup();
}

describe("the volunteer cancel page", () => {
  it("refuses a press whose browser hides where it came from, cancels nothing, and offers the office's phone instead", async () => {
    // The test's request carries neither Origin nor Sec-Fetch-Site, as a browser with such an add-on sends it.
    const cancelByToken = vi.fn(async () => true);
    const user = renderCancel(cancelByToken);
    await user.click(await screen.findByRole("button", { name: "Yes, cancel my sign-up" }));
    const refusal = await screen.findByRole("alert");
    expect(refusal.textContent).toBe(
      `This page could not be sent. Please reload it and press the button again. If it happens again, call the office at ${SAMPLE_SCHOOL_DETAILS.phone} or reply to your confirmation e-mail, and we will cancel it for you.`,
    );
    expect(refusal.querySelector("a")?.getAttribute("href")).toMatch(/^tel:/);
    // The notice takes focus in an effect after it is drawn; the router draws it outside act(), so wait for it.
    await waitFor(() => expect(document.activeElement).toBe(refusal));
    expect(cancelByToken).not.toHaveBeenCalled();
  });
});
