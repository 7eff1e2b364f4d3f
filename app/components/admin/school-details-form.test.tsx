// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Link } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "~/lib/api/client.ts";
import { ApiResponseError } from "~/lib/api/errors.ts";
import { SAMPLE_SCHOOL_DETAILS, type StoredSchoolDetails } from "../../../common/school-details/details.ts";
import { heldReloads } from "../../test-support/held-reloads.ts";
import { SchoolDetailsForm } from "./school-details-form.tsx";

const stored: StoredSchoolDetails = {
  ...SAMPLE_SCHOOL_DETAILS,
  version: 4,
  updatedAt: "2026-11-02T17:00:00.000Z",
  updatedBy: "Grace Whitfield",
};

/** Ruth saved first: a new phone number and weekend line, the rest as stored. */
const theirs: StoredSchoolDetails = {
  ...stored,
  phone: "(250) 555-0199",
  weekend: "Weekend: call the principal",
  version: 5,
  updatedAt: "2026-11-03T17:00:00.000Z",
  updatedBy: "Ruth Okafor",
};

const conflictError = () =>
  new ApiResponseError({
    status: 409,
    data: { code: "VERSION_CONFLICT", currentVersion: theirs.version, current: theirs },
    headers: new Headers(),
  });

/** The API the form below talks to: set by each test before it renders. */
let api = {} as ApiClient;

function FormRoute() {
  return <SchoolDetailsForm stored={stored} api={api} />;
}

function renderForm(put: ApiClient["put"]) {
  api = { put } as unknown as ApiClient;
  const Stub = createRoutesStub([{ path: "/admin/school-details", Component: FormRoute }]);
  render(<Stub initialEntries={["/admin/school-details"]} />);
  return userEvent.setup();
}

/** The form with a way off the screen, to be asked before leaving. */
function FormWithLinkRoute() {
  return (
    <>
      <Link to="/admin">Dashboard</Link>
      <SchoolDetailsForm stored={stored} api={api} />
    </>
  );
}

function Dashboard() {
  return <h1>Dashboard</h1>;
}

function Loading() {
  return null;
}

describe("the school's details form", () => {
  it("asks before unsaved details are left, and says they are lost: this form keeps nothing in the browser", async () => {
    api = { put: vi.fn() } as unknown as ApiClient;
    const Stub = createRoutesStub([
      { path: "/admin/school-details", Component: FormWithLinkRoute },
      { path: "/admin", Component: Dashboard },
    ]);
    render(<Stub initialEntries={["/admin/school-details"]} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Town or city"), "x");
    await user.click(screen.getByRole("link", { name: "Dashboard" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    expect(dialog.textContent).toContain(
      "Your changes to the school's details are not saved. If you leave now, they will be lost.",
    );
    expect(dialog.textContent).not.toContain("kept in this browser");
    await user.click(within(dialog).getByRole("button", { name: "Leave and lose my changes" }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
  });

  it("on a 409 keeps what was typed, starts their own changes on theirs, and saves the merge on their version", async () => {
    const put = vi
      .fn()
      .mockRejectedValueOnce(conflictError())
      .mockImplementation(async (_path: string, body: StoredSchoolDetails) => ({
        ...body,
        version: 6,
        updatedAt: "2026-11-04T17:00:00.000Z",
        updatedBy: "Grace Whitfield",
      }));
    const user = renderForm(put as unknown as ApiClient["put"]);

    const street = screen.getByLabelText("Street address");
    await user.clear(street);
    await user.type(street, "12 Orchard Lane");
    await user.click(screen.getByRole("button", { name: "Save the details" }));

    const panel = await screen.findByRole("region", { name: "Ruth Okafor saved this while you were editing" });
    expect((screen.getByLabelText("Street address") as HTMLInputElement).value).toBe("12 Orchard Lane");
    const phoneRow = within(panel).getByRole("group", { name: /Phone number/ });
    expect((within(phoneRow).getByLabelText("Use theirs") as HTMLInputElement).checked).toBe(true);
    const streetRow = within(panel).getByRole("group", { name: /Street address/ });
    expect((within(streetRow).getByLabelText("Keep mine") as HTMLInputElement).checked).toBe(true);
    // Their weekend line is not wanted.
    const weekendRow = within(panel).getByRole("group", { name: /Weekend line/ });
    await user.click(within(weekendRow).getByLabelText("Keep mine"));
    await user.click(within(panel).getByRole("button", { name: "Save with these choices" }));

    await waitFor(() => expect(put).toHaveBeenCalledTimes(2));
    expect(put.mock.calls[1]?.[1]).toEqual(
      expect.objectContaining({
        version: 5,
        street: "12 Orchard Lane",
        phone: "(250) 555-0199",
        weekend: stored.weekend,
      }),
    );
    const words = await screen.findByText(/^Saved at .*Every page of the website shows these details now\.$/);
    // The panel's button is gone: its answer takes focus.
    await waitFor(() => expect(document.activeElement).toBe(words));
    expect(screen.queryByRole("region", { name: /saved this while you were editing/ })).toBeNull();
    expect((screen.getByLabelText("Phone number") as HTMLInputElement).value).toBe("(250) 555-0199");
  });

  it("takes their version whole when asked, and the next save answers their version", async () => {
    const put = vi
      .fn()
      .mockRejectedValueOnce(conflictError())
      .mockImplementation(async (_path: string, body: StoredSchoolDetails) => ({ ...body, version: 6 }));
    const user = renderForm(put as unknown as ApiClient["put"]);

    await user.clear(screen.getByLabelText("Town or city"));
    await user.type(screen.getByLabelText("Town or city"), "Summerland");
    await user.click(screen.getByRole("button", { name: "Save the details" }));
    const panel = await screen.findByRole("region", { name: /saved this while you were editing/ });
    await user.click(within(panel).getByRole("button", { name: "Use their version and drop my changes" }));

    const words = await screen.findByText("You are now editing the details Ruth Okafor saved.");
    await waitFor(() => expect(document.activeElement).toBe(words));
    expect((screen.getByLabelText("Town or city") as HTMLInputElement).value).toBe(stored.city);
    expect((screen.getByLabelText("Phone number") as HTMLInputElement).value).toBe(theirs.phone);

    await user.type(screen.getByLabelText(/Fax number/), "1");
    await user.click(screen.getByRole("button", { name: "Save the details" }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(2));
    expect(put.mock.calls[1]?.[1]).toEqual(expect.objectContaining({ version: 5, phone: theirs.phone }));
  });

  it("saves once when Save is pressed again after the answer, as the page's frame is read again", async () => {
    const put = vi.fn(async (_path: string, body: StoredSchoolDetails) => ({
      ...body,
      version: body.version + 1,
      updatedAt: "2026-11-04T17:00:00.000Z",
      updatedBy: "Grace Whitfield",
    }));
    api = { put } as unknown as ApiClient;
    // The page's frame (its top bar and footer) is read again after a save; here it waits until the test says.
    const frame = heldReloads({});
    const Stub = createRoutesStub([
      { path: "/admin/school-details", Component: FormRoute, HydrateFallback: Loading, loader: frame.loader },
    ]);
    render(<Stub initialEntries={["/admin/school-details"]} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Fax number/), "1");
    const button = screen.getByRole("button", { name: "Save the details" });
    await user.click(button);
    await waitFor(() => expect(frame.reloads()).toBe(1));
    await user.click(button);
    expect(put).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Saving…" }).getAttribute("aria-disabled")).toBe("true");
    frame.release();
    await screen.findByRole("button", { name: "Save the details" });
    // A second press would have saved the same details again as a new version.
    expect(put).toHaveBeenCalledTimes(1);
  });
});
