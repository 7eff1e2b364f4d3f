// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { auditQuerySchema } from "../../../common/audit/entries.ts";
import { fieldErrorsOf } from "../../../common/forms/field-errors.ts";
import { fakeServer, json, officeApiClient } from "../../test-support/fake-api-server.ts";

/** The API as the server answers it: its own schema, and a 400 naming the field for what that refuses. */
const server = fakeServer({
  "GET /api/audit": (request) => {
    const checked = auditQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!checked.success) {
      return json(400, {
        code: "VALIDATION",
        message: "Check the filters.",
        fields: fieldErrorsOf(checked.error.issues),
      });
    }
    return json(200, { items: [], total: 0, page: 1, pageSize: 25, pageCount: 1 });
  },
  "GET /api/audit/people": () => json(200, { people: [{ id: 1, name: "Dana Principal" }] }),
});
const api = officeApiClient(server.fetch);
const auth = {
  verifyAccess: vi.fn(async () => ({ isAllowed: true })),
  checkStatus: vi.fn(async () => true),
  logout: vi.fn(async () => {}),
};
vi.mock("~/lib/auth/browser-services.ts", () => ({ browserServices: () => ({ api, auth }) }));

const { default: ActivityLog, clientLoader } = await import("./activity.tsx");

function Loading() {
  return null;
}

function ErrorPage() {
  return <h1>Something went wrong</h1>;
}

function renderAt(address: string) {
  const Stub = createRoutesStub([
    {
      path: "/admin/activity",
      Component: ActivityLog,
      HydrateFallback: Loading,
      ErrorBoundary: ErrorPage,
      loader: clientLoader as never,
    },
  ]);
  render(<Stub initialEntries={[address]} />);
}

describe("the activity log's days", () => {
  it("refuses a “To” day before “From” with a field error and a summary that takes focus, keeping the days", async () => {
    renderAt("/admin/activity?from=2026-11-24&to=2026-11-23");
    const summary = await screen.findByRole("alert");
    const message = "The “To” date must be the same as or after the “From” date.";
    await waitFor(() => expect(document.activeElement).toBe(summary));
    fireEvent.click(within(summary).getByRole("link", { name: message }));
    const to = screen.getByLabelText("To");
    expect(document.activeElement).toBe(to);
    expect(to.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(to.getAttribute("aria-describedby") ?? "")?.textContent).toBe(`Error: ${message}`);
    expect((to as HTMLInputElement).value).toBe("2026-11-23");
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-11-24");
    // Not "nothing matches": no list was looked for with days that cannot be.
    expect(screen.queryByText("Nothing matches these filters.")).toBeNull();
    expect(server.to("GET /api/audit")).toHaveLength(0);
  });

  it("moves focus to the summary again at each try with days that cannot be, not only the first", async () => {
    renderAt("/admin/activity?from=2026-11-24&to=2026-11-23");
    const summary = await screen.findByRole("alert");
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const apply = screen.getByRole("button", { name: "Apply" });
    apply.focus();
    fireEvent.click(apply);
    // The second try goes through the router again: on a busy machine that is more than waitFor's default second.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("alert")), { timeout: 5000 });
    expect(server.to("GET /api/audit")).toHaveLength(0);
  });

  it("shows a malformed day in the address as a field error on the form, not the error page", async () => {
    renderAt("/admin/activity?from=2026-13-45");
    const summary = await screen.findByRole("alert");
    expect(screen.queryByRole("heading", { name: "Something went wrong" })).toBeNull();
    expect(
      within(summary).getByRole("link", { name: "Enter the “From” date as a real date, such as 2026-11-27." }),
    ).toBeTruthy();
    expect(screen.getByLabelText("From").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("heading", { level: 1, name: "Activity log" })).toBeTruthy();
  });
});
