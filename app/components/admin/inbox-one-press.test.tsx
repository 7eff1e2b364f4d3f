// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { InboxService } from "~/lib/api/inbox-service.ts";
import type { InboxMessage } from "../../../common/inbox/messages.ts";
import { heldReloads } from "../../test-support/held-reloads.ts";
import { MessageView } from "./inbox.tsx";

const unhandled: InboxMessage = {
  id: "m1",
  name: "Jane Doe",
  email: "jane@example.com",
  phone: null,
  topic: "admissions",
  message: "When do applications open?",
  createdAt: "2026-11-20T17:00:00.000Z",
  readAt: "2026-11-20T18:00:00.000Z",
  handledAt: null,
  handledBy: null,
};
const handled: InboxMessage = { ...unhandled, handledAt: "2026-11-21T17:00:00.000Z", handledBy: "Grace Whitfield" };

/** The service and the message as stored: set by the test before it renders. */
let service = {} as InboxService;
let stored = unhandled;

function MessageScreen() {
  return <MessageView message={useLoaderData() as InboxMessage} service={service} />;
}

function Loading() {
  return null;
}

describe("a message's Mark as handled, pressed twice", () => {
  it("marks it once when pressed again after the answer, as the message is read again, and keeps focus", async () => {
    const setHandled = vi.fn(async () => {
      stored = handled;
      return handled;
    });
    service = { setHandled } as unknown as InboxService;
    stored = unhandled;
    const message = heldReloads(() => stored);
    const Stub = createRoutesStub([
      { path: "/admin/messages/:id", Component: MessageScreen, HydrateFallback: Loading, loader: message.loader },
    ]);
    render(<Stub initialEntries={["/admin/messages/m1"]} />);
    const user = userEvent.setup();

    // A second press before the message shows its new state would mark it again, or, once it shows it, back.
    const button = await screen.findByRole("button", { name: "Mark as handled" });
    await user.click(button);
    await waitFor(() => expect(message.reloads()).toBe(1));
    await user.click(button);
    expect(setHandled).toHaveBeenCalledTimes(1);
    message.release();
    expect(await screen.findByRole("button", { name: "Mark as not handled" })).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(setHandled).toHaveBeenCalledTimes(1);
    expect(setHandled).toHaveBeenCalledWith("m1", true);
  });
});
