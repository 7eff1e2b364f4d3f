// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import PrivacyScreen from "./privacy.tsx";

/** The stub's first paint, before its loader answers: nothing, as the tests wait for the screen itself. */
function Loading() {
  return null;
}

function renderScreen() {
  const Stub = createRoutesStub([
    {
      path: "/admin/privacy",
      Component: PrivacyScreen,
      HydrateFallback: Loading,
      loader: () => ({ email: "", held: null, invalid: false, retentionMonths: 18 }),
    },
  ]);
  render(<Stub initialEntries={["/admin/privacy"]} />);
}

describe("the privacy screen's retention period", () => {
  it("tells the office, in the field's hint, to change the privacy policy page when they change the period", async () => {
    renderScreen();
    const period = await screen.findByRole("combobox", { name: "Keep messages, sign-ups and e-mails for" });
    expect((period as HTMLSelectElement).value).toBe("18");
    const hint = (period.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ")
      .replace(/\s+/g, " ");
    expect(hint).toContain(
      "The Privacy Policy page tells families how long they are kept: when you change this, change that page too, under Pages.",
    );
  });
});
