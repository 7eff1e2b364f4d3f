// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ShowingAlert } from "../../../common/content/alerts/types.ts";
import { AlertBanner } from "./alert-banner.tsx";

const NOW = new Date("2026-11-23T17:00:00.000Z");

function alert(overrides: Partial<ShowingAlert>): ShowingAlert {
  return {
    id: "a1",
    message: "School closed today: snow",
    level: "emergency",
    link: null,
    endsAt: null,
    version: 1,
    ...overrides,
  };
}

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the alert banner", () => {
  it("announces an emergency and offers no way to dismiss it", () => {
    render(<AlertBanner alerts={[alert({})]} />);
    expect(screen.getByRole("alert").textContent).toBe("Emergency: School closed today: snow");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("lets a visitor dismiss a notice for the visit, until the office rewrites it", async () => {
    const notice = alert({ id: "n1", level: "information", message: "Picture day moved", link: "/events/calendar" });
    const { unmount } = render(<AlertBanner alerts={[notice]} />);
    expect(screen.getByRole("link", { name: "More information" }).getAttribute("href")).toBe("/events/calendar");
    await userEvent.setup().click(screen.getByRole("button", { name: "Dismiss this notice" }));
    expect(screen.queryByRole("status")).toBeNull();
    unmount();

    // The next page of the visit.
    render(<AlertBanner alerts={[notice]} />);
    expect(screen.queryByRole("status")).toBeNull();
    cleanup();

    render(<AlertBanner alerts={[{ ...notice, message: "Picture day moved to Friday", version: 2 }]} />);
    expect(screen.getByRole("status").textContent).toContain("Picture day moved to Friday");
  });

  it("leaves an open page at its end time", () => {
    vi.useFakeTimers({ now: NOW });
    render(<AlertBanner alerts={[alert({ endsAt: new Date(NOW.getTime() + 60_000).toISOString() })]} />);
    expect(screen.getByRole("alert")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.getByRole("alert")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
