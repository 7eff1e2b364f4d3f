// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { AccountsService } from "~/lib/api/accounts-service.ts";
import type { AdminAccount, InvitationSent } from "../../../common/admins/accounts.ts";
import { heldReloads } from "../../test-support/held-reloads.ts";
import { AdministratorsScreen } from "./administrators.tsx";

const invited: AdminAccount = {
  id: 7,
  email: "sam@example.com",
  name: "Sam Okafor",
  status: "invited",
  createdAt: "2026-11-20T17:00:00.000Z",
  lastLoginAt: null,
  deactivatedAt: null,
};
const deactivated: AdminAccount = {
  ...invited,
  id: 8,
  email: "lee@example.com",
  name: "Lee Chan",
  status: "deactivated",
};

const sent = (account: AdminAccount): InvitationSent => ({ ...account, invitation: { emailed: true, link: null } });

/** The service the screen below uses, and the accounts its table reads: set by each test before it renders. */
let service = {} as AccountsService;
let stored: AdminAccount[] = [];

function Screen() {
  const accounts = useLoaderData() as AdminAccount[];
  return <AdministratorsScreen accounts={accounts} myEmail="grace@example.com" service={service} />;
}

function Loading() {
  return null;
}

/** The screen, whose table is read again after each change; that reload waits until the test releases it. */
function renderScreen(using: Partial<AccountsService>) {
  service = using as AccountsService;
  stored = [invited, deactivated];
  const table = heldReloads(() => stored);
  const Stub = createRoutesStub([
    { path: "/admin/administrators", Component: Screen, HydrateFallback: Loading, loader: table.loader },
  ]);
  render(<Stub initialEntries={["/admin/administrators"]} />);
  return { table, user: userEvent.setup() };
}

/**
 * A row's button by its words (what it says, and for screen readers whose row it is): jsdom's accessible name drops
 * the space before the hidden part that browsers keep.
 */
async function rowButton(words: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.getAllByRole("button").find((button) => button.textContent === words);
    if (!found) throw new Error(`No button "${words}"`);
    return found;
  });
}

describe("the administrators screen, pressed twice", () => {
  it("sends an invitation again once when the second press comes after the answer, as the table is read again", async () => {
    const resendInvitation = vi.fn(async () => sent(invited));
    const { table, user } = renderScreen({ resendInvitation });
    const button = await rowButton("Send the invitation again to Sam Okafor");
    await user.click(button);
    await waitFor(() => expect(table.reloads()).toBe(1));
    // A second press would e-mail a second link and void the first one the office has just been told about.
    await user.click(button);
    expect(resendInvitation).toHaveBeenCalledTimes(1);
    expect((await rowButton("Sending… to Sam Okafor")).getAttribute("aria-disabled")).toBe("true");
    table.release();
    await rowButton("Send the invitation again to Sam Okafor");
    expect(resendInvitation).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/A new invitation was sent to sam@example.com/)).toBeTruthy();
  });

  it("reactivates once, and keeps focus on the row's button", async () => {
    let answer: (account: AdminAccount) => void = () => {};
    const reactivate = vi.fn(() => new Promise<AdminAccount>((resolve) => (answer = resolve)));
    const { table, user } = renderScreen({ reactivate });
    await user.dblClick(await rowButton("Reactivate Lee Chan"));

    expect(reactivate).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.textContent).toBe("Reactivating… Lee Chan");
    stored = [invited, { ...deactivated, status: "active" }];
    answer({ ...deactivated, status: "active" });
    await waitFor(() => expect(table.reloads()).toBe(1));
    table.release();
    await screen.findByText("Lee Chan can sign in again.");
    expect(reactivate).toHaveBeenCalledTimes(1);
    // The row now offers the opposite, on the same button: focus has not fallen to the page's body.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Deactivate Lee Chan"));
  });

  it("sends one invitation, and no refusal of the emptied form when the second press comes after the answer", async () => {
    const invite = vi.fn(async () => sent({ ...invited, id: 9, name: "Ann Lee", email: "ann@example.com" }));
    const { table, user } = renderScreen({ invite });
    await user.type(await screen.findByLabelText("Full name"), "Ann Lee");
    await user.type(screen.getByLabelText("E-mail address"), "ann@example.com");
    const button = screen.getByRole("button", { name: "Send the invitation" });
    await user.click(button);
    await waitFor(() => expect(table.reloads()).toBe(1));
    await user.click(button);
    table.release();
    await screen.findByText("An invitation was sent to ann@example.com. Its link works for 48 hours.");
    expect(invite).toHaveBeenCalledTimes(1);
    // The second click found the form emptied for the next invitation: it must not say "There is a problem".
    expect(screen.queryByRole("heading", { name: "There is a problem" })).toBeNull();
  });
});
