// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AuthError } from "~/lib/auth/auth-calls.ts";

const logout = vi.fn<(options?: { navigate?: boolean }) => Promise<void>>();
vi.mock("~/lib/auth/browser-services.ts", () => ({ browserServices: () => ({ auth: { logout } }) }));

const { AdminShell } = await import("./admin-shell.tsx");
const { default: AdminDashboard, handle } = await import("../../routes/admin/dashboard.tsx");
const { useLeaveGuard } = await import("./leave-guard.tsx");

function HomeStandIn() {
  return <h1>Home</h1>;
}

/** The signed-in line as read in full: its address is an element of its own, which a phone leaves out. */
const signedInAs = (line: string) => (_: string, element: Element | null) =>
  element?.classList.contains("admin__who") === true && element.textContent === line;

type Profile = { name?: string; email?: string } | null;
let signedIn: Profile = null;

type DashboardProps = Parameters<typeof AdminDashboard>[0];
type Waiting = DashboardProps["loaderData"]["waiting"];

/** What the loader found waiting in the sets' "scheduled" lists. */
function pages(...waiting: NonNullable<Waiting>): Waiting {
  return waiting;
}

let waiting: Waiting = pages();
type Attention = DashboardProps["loaderData"]["attention"];
let attention: Attention;

function Framed(props: DashboardProps) {
  return (
    <AdminShell profile={signedIn}>
      <AdminDashboard {...props} />
    </AdminShell>
  );
}

/** An editor as the office's are: what is typed is unsaved until saved, and its leave guard asks before it goes. */
function EditorStandIn() {
  const [title, setTitle] = useState("Snow day plan");
  const leaving = useRef(false);
  const question = useLeaveGuard(title !== "Snow day plan", leaving, "this news item", false);
  return (
    <>
      <label>
        Title <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      {question}
    </>
  );
}

function FramedEditor() {
  return (
    <AdminShell profile={signedIn}>
      <EditorStandIn />
    </AdminShell>
  );
}

function renderAt(path: string, profile: Profile, coming: Waiting = pages()) {
  signedIn = profile;
  waiting = coming;
  const loader = () => ({ waiting, unread: 0, mail: { enabled: true, waiting: 0, failed: [] }, attention });
  const Stub = createRoutesStub([
    { path: "/admin", Component: Framed as never, loader },
    { path: "/admin/careers", Component: Framed as never, loader },
    { path: "/admin/news/n1", Component: FramedEditor },
    { path: "/", Component: HomeStandIn },
  ]);
  render(<Stub initialEntries={[path]} />);
  return userEvent.setup();
}

beforeEach(() => {
  logout.mockReset();
  attention = undefined;
});

describe("the office's frame and dashboard", () => {
  it("the dashboard declares its access point for the guard and stays out of search engines", () => {
    expect(handle.accessPoint).toBe("admin-dashboard");
    expect(handle.seo.noindex).toBe(true);
  });

  it("shows who is signed in, the sections, and marks the one being shown", async () => {
    renderAt("/admin", { name: "Ruth Okafor", email: "ruth@pinecrest.example" });
    expect(await screen.findByText(signedInAs("Signed in as Ruth Okafor (ruth@pinecrest.example)"))).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Office sections" });
    expect(within(nav).getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Careers postings" }).getAttribute("href")).toBe("/admin/careers");
    expect(within(nav).getByRole("link", { name: "School details" }).getAttribute("href")).toBe(
      "/admin/school-details",
    );
    expect(screen.queryByRole("heading", { level: 2, name: "Coming next" })).toBeNull();
  });

  it("marks the careers section current on its screens", async () => {
    renderAt("/admin/careers", null);
    const nav = await screen.findByRole("navigation", { name: "Office sections" });
    expect(within(nav).getByRole("link", { name: "Careers postings" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBeNull();
  });

  it("lists what will appear on the site by itself, soonest first, each linking to its editor", async () => {
    renderAt(
      "/admin",
      null,
      pages(
        { at: "2026-12-02T15:00:00.000Z", title: "Snow day plan", kind: "News", editPath: "/admin/news/n1" },
        { at: "2026-12-01", title: "Bus Driver", kind: "Careers posting", editPath: "/admin/careers/b1" },
      ),
    );
    const coming = await screen.findByRole("region", { name: "Coming up" });
    expect(
      within(coming)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["December 1, 2026 · Careers posting: Bus Driver", "Dec 2, 2026, 7:00 AM · News: Snow day plan"]);
    expect(within(coming).getByRole("link", { name: "Snow day plan" }).getAttribute("href")).toBe("/admin/news/n1");
  });

  it("says when nothing is scheduled, and when it could not be read", async () => {
    renderAt("/admin", null, pages());
    expect(await screen.findByText("Nothing is scheduled: everything published is already on the site.")).toBeTruthy();
    cleanup();
    renderAt("/admin", null, null);
    expect(
      await screen.findByText("What is scheduled could not be loaded. Reload the page to try again."),
    ).toBeTruthy();
  });

  it("signs out and goes to /", async () => {
    logout.mockResolvedValue(undefined);
    const user = renderAt("/admin", { name: "Ruth Okafor", email: "ruth@pinecrest.example" });
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeTruthy();
    expect(logout).toHaveBeenCalledWith({ navigate: false });
  });

  it("asks about unsaved work before signing out: Stay keeps the session and the button, Leave signs out", async () => {
    logout.mockResolvedValue(undefined);
    const user = renderAt("/admin/news/n1", { name: "Ruth Okafor", email: "ruth@pinecrest.example" });
    await user.type(await screen.findByRole("textbox", { name: "Title" }), " (updated)");
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    const question = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    expect(logout).not.toHaveBeenCalled();

    await user.click(within(question).getByRole("button", { name: "Stay on this page" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(logout).not.toHaveBeenCalled();
    expect(screen.getByText(signedInAs("Signed in as Ruth Okafor (ruth@pinecrest.example)"))).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Title" }) as HTMLInputElement).value).toBe("Snow day plan (updated)");
    const button = screen.getByRole("button", { name: "Sign out" });
    expect(button.getAttribute("aria-disabled")).toBeNull();

    await user.click(button);
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Leave and lose my changes" }),
    );
    expect(await screen.findByRole("heading", { name: "Home" })).toBeTruthy();
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it("stays and says so when the sign-out fails", async () => {
    logout.mockRejectedValue(
      new AuthError("rejected", "An unexpected error occurred during logout. Please try again."),
    );
    const user = renderAt("/admin", null);
    expect(await screen.findByText("Signed in as an administrator")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "An unexpected error occurred during logout. Please try again.",
    );
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
  });

  it("lists what needs attention: drafts by set, new sign-ups, postings closing soon, and the next two weeks' events", async () => {
    attention = {
      drafts: [{ label: "News and announcements", count: 2, to: "/admin/news?status=draft" }],
      newSignups: { count: 3, more: false },
      soonEvents: [
        {
          id: "e1",
          title: "Christmas Concert",
          startsAt: "2026-12-04T03:00:00.000Z",
          endsAt: "2026-12-04T04:30:00.000Z",
          allDay: false,
        },
        {
          id: "e2",
          title: "Hamper Drive",
          startsAt: "2026-11-23T08:00:00.000Z",
          endsAt: "2026-12-05T08:00:00.000Z",
          allDay: true,
        },
      ],
      closingSoon: [{ id: "c1", title: "Grade 3 Teacher", closingDate: "2026-11-27" }],
    };
    renderAt("/admin", { name: "Ruth Okafor", email: "ruth@pinecrest.example" });
    const needs = await screen.findByRole("region", { name: "Needs attention" });
    expect(within(needs).getByRole("link", { name: "News and announcements (2)" }).getAttribute("href")).toBe(
      "/admin/news?status=draft",
    );
    expect(within(needs).getByRole("link", { name: "3 new volunteer sign-ups this week" })).toBeTruthy();
    expect(needs.textContent).toContain("Grade 3 Teacher (closes November 27, 2026)");
    const soon = screen.getByRole("region", { name: "In the next two weeks" });
    expect(within(soon).getByRole("link", { name: "Christmas Concert" }).getAttribute("href")).toBe("/admin/events/e1");
    // Said as the public pages say it: a time for a timed event, the days (never "12:00 AM") for an all-day one.
    expect([...soon.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Thursday, December 3, 2026, 7:00 PM – 8:30 PM · Christmas Concert",
      expect.stringMatching(/^Monday, November 23, 2026 .+ Friday, December 4, 2026 · Hamper Drive$/),
    ]);
  });
});
