// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MailStatus } from "~/lib/api/mail-service.ts";
import { heldReloads } from "../../test-support/held-reloads.ts";
import { MailPanel } from "./mail-panel.tsx";

let shown: { status: MailStatus | null; onRetry(id: string): Promise<unknown> };

/** An office e-mail the mail server refused six times. */
const FAILED_MAIL: MailStatus["failed"][number] = {
  id: "m1",
  kind: "contact.office",
  to: "office@pinecrest.example",
  subject: "Website message: Booking a tour from Maria Gomez",
  attempts: 6,
  lastError: "451 Mailbox busy",
  createdAt: "2026-11-23T17:00:00.000Z",
};
const TRY_AGAIN = `Try again: ${FAILED_MAIL.subject}`;

function Dashboard() {
  return (
    <ul>
      <MailPanel status={shown.status} onRetry={shown.onRetry} />
    </ul>
  );
}

function renderPanel(
  status: MailStatus | null,
  onRetry = vi.fn(async (_id: string): Promise<unknown> => ({})),
  loader?: () => Promise<unknown>,
) {
  shown = { status, onRetry };
  const Stub = createRoutesStub([{ path: "/admin", Component: Dashboard, HydrateFallback: NothingYet, loader }]);
  render(<Stub initialEntries={["/admin"]} />);
  return { onRetry, user: userEvent.setup() };
}

/** The stub's first paint, before its loader answers: the tests wait for the panel itself. */
function NothingYet() {
  return null;
}

afterEach(cleanup);

describe("the dashboard's word on e-mail", () => {
  it("says e-mail is off and how many messages wait for it", async () => {
    renderPanel({ enabled: false, waiting: 3, failed: [] });
    expect((await screen.findByRole("listitem")).textContent).toContain(
      "E-mail is not set up yet: the website sends no e-mail until whoever looks after the website sets it up, so ask them. The e-mails it would have sent are kept (3 waiting) and go out once it is.",
    );
  });

  it("lists each e-mail that could not be sent with the server's reason, and queues it again on request", async () => {
    const { onRetry, user } = renderPanel({ enabled: true, waiting: 0, failed: [FAILED_MAIL] });
    expect(await screen.findByText("1 e-mail could not be sent")).toBeTruthy();
    expect(screen.getByText(/The mail server said: 451 Mailbox busy/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: TRY_AGAIN }));
    expect(onRetry).toHaveBeenCalledWith("m1");
    // The status line is always there (so it is heard when it changes): wait for its words.
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("will be sent again in a moment"));
  });

  it("queues it once when pressed twice, and does not then say it could not", async () => {
    let answer: () => void = () => {};
    // As the server answers: the first press queues it; a second finds it no longer failed (404).
    const onRetry = vi.fn((_id: string) =>
      onRetry.mock.calls.length === 1
        ? new Promise<unknown>((resolve) => (answer = () => resolve({})))
        : Promise.reject(new Error("No failed e-mail has that id.")),
    );
    const { user } = renderPanel({ enabled: true, waiting: 0, failed: [FAILED_MAIL] }, onRetry);
    await user.dblClick(await screen.findByRole("button", { name: TRY_AGAIN }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    const waiting = screen.getByRole("button", { name: `Trying again…: ${FAILED_MAIL.subject}` });
    expect(waiting.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(waiting);
    answer();
    // The status line is always there (so it is heard when it changes): wait for its words.
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("will be sent again in a moment"));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status").textContent).not.toContain("could not be queued again");
  });

  it("queues it once when pressed again after the answer, while the dashboard is read again", async () => {
    const dashboard = heldReloads({});
    const { onRetry, user } = renderPanel(
      { enabled: true, waiting: 0, failed: [FAILED_MAIL] },
      undefined,
      dashboard.loader,
    );
    const button = await screen.findByRole("button", { name: TRY_AGAIN });
    await user.click(button);
    // The status line is always there (so it is heard when it changes): wait for its words.
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("will be sent again in a moment"));
    await waitFor(() => expect(dashboard.reloads()).toBe(1));
    // The list still shows the e-mail as failed until the reload answers: a press now would queue it again.
    await user.click(screen.getByRole("button", { name: `Trying again…: ${FAILED_MAIL.subject}` }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    dashboard.release();
    expect(await screen.findByRole("button", { name: TRY_AGAIN })).toBeTruthy();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("says nothing when every e-mail went", () => {
    renderPanel({ enabled: true, waiting: 0, failed: [] });
    expect(screen.queryByRole("listitem")).toBeNull();
  });
});
