// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AuthError } from "~/lib/auth/auth-calls.ts";

const logout = vi.fn<(options?: { navigate?: boolean }) => Promise<void>>();
vi.mock("~/lib/auth/browser-services.ts", () => ({ browserServices: () => ({ auth: { logout } }) }));

const { default: AdminDashboard, HydrateFallback, handle } = await import("./dashboard.tsx");

function HomeStandIn() {
  return <h1>Home</h1>;
}

function renderDashboard(profile: { name?: string; email?: string } | null) {
  const Stub = createRoutesStub([
    { path: "/admin", Component: AdminDashboard, HydrateFallback, loader: () => ({ profile }) },
    { path: "/", Component: HomeStandIn },
  ]);
  render(<Stub initialEntries={["/admin"]} />);
  return userEvent.setup();
}

beforeEach(() => {
  logout.mockReset();
});

describe("the administrator dashboard", () => {
  it("declares its access point for the guard", () => {
    expect(handle.accessPoint).toBe("admin-dashboard");
    expect(handle.seo.noindex).toBe(true);
  });

  it("shows who is signed in and what will be managed here", async () => {
    renderDashboard({ name: "Ruth Okafor", email: "ruth@pinecrest.example" });
    expect(await screen.findByText("Signed in as Ruth Okafor (ruth@pinecrest.example)")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "What you will manage here" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toContain("Careers postings");
  });

  it("signs out and goes to /", async () => {
    logout.mockResolvedValue(undefined);
    const user = renderDashboard({ name: "Ruth Okafor", email: "ruth@pinecrest.example" });
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeTruthy();
    expect(logout).toHaveBeenCalledWith({ navigate: false });
  });

  it("stays and says so when the sign-out fails", async () => {
    logout.mockRejectedValue(
      new AuthError("rejected", "An unexpected error occurred during logout. Please try again."),
    );
    const user = renderDashboard(null);
    expect(await screen.findByText("Signed in as an administrator")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "An unexpected error occurred during logout. Please try again.",
    );
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
  });
});
