// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData, useParams } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { DeletedService } from "~/lib/api/deleted-service.ts";
import type { InboxPage, InboxService } from "~/lib/api/inbox-service.ts";
import type { DeletedMessage, InboxMessage, OpenedMessage } from "../../../common/inbox/messages.ts";
import { heldReloads } from "../../test-support/held-reloads.ts";
import { DeletedItems } from "./deleted-items.tsx";
import { INBOX_PLACE, InboxList, MessageView } from "./inbox.tsx";

const MARIA: OpenedMessage = {
  id: "5b3c6a52-8d0e-4a57-9d7c-2f1c9a0e4b11",
  name: "Maria Gomez",
  email: "maria@example.com",
  phone: null,
  topic: "tour",
  message: "May we visit on Friday?",
  createdAt: "2026-11-23T17:00:00.000Z",
  readAt: "2026-11-23T18:00:00.000Z",
  handledAt: null,
  handledBy: null,
  // Opened the next day: 30 days from then.
  keptUntilIfDeleted: "2026-12-24T17:00:00.000Z",
};
/** Sent 18 months before, the retention period, less a week: it goes for good when that ends, sooner than 30 days. */
const OLD_ENQUIRY: OpenedMessage = {
  ...MARIA,
  id: "0d7e2c41-9a3b-4f6c-8e1d-5b2a7c9f3e60",
  name: "Tom Reyes",
  createdAt: "2025-05-30T16:00:00.000Z",
  keptUntilIfDeleted: "2026-11-30T16:00:00.000Z",
};
/** Past the retention period already: the daily sweep takes it within a day whatever the office does. */
const PAST_RETENTION: OpenedMessage = {
  ...MARIA,
  id: "6a1f0b93-2c4d-4e8f-9a7b-3d5c1e0f2b48",
  name: "Lena Park",
  createdAt: "2025-05-20T16:00:00.000Z",
  keptUntilIfDeleted: null,
};
const MARIA_DELETED: DeletedMessage = {
  id: MARIA.id,
  title: "Message from Maria Gomez",
  name: MARIA.name,
  email: MARIA.email,
  topic: MARIA.topic,
  createdAt: MARIA.createdAt,
  deletedAt: "2026-11-24T17:00:00.000Z",
  deletedBy: "Grace Whitfield",
  keptUntil: "2026-12-24T17:00:00.000Z",
};

function fakeInbox(): InboxService {
  return {
    list: vi.fn(
      async (): Promise<InboxPage> => ({ items: [], total: 0, page: 1, pageSize: 20, pageCount: 1, unread: 0 }),
    ),
    open: vi.fn(async () => MARIA),
    setHandled: vi.fn(async () => MARIA),
    remove: vi.fn(async () => {}),
    exportUrl: () => "http://localhost/api/messages/export.csv",
  };
}

function fakeDeleted(): Pick<DeletedService<InboxMessage, DeletedMessage>, "putBack" | "deleteForever"> {
  return {
    putBack: vi.fn(async () => MARIA),
    deleteForever: vi.fn(async () => {}),
  };
}

/** What the stubbed routes below show: set by each test before it renders. */
let shown: { inbox: InboxService; deleted: ReturnType<typeof fakeDeleted>; deletedCount: number | null } = {
  inbox: fakeInbox(),
  deleted: fakeDeleted(),
  deletedCount: 0,
};

function InboxRoute() {
  const page = { items: [MARIA], total: 1, page: 1, pageSize: 20, pageCount: 1, unread: 0 };
  return <InboxList page={page} filters={{ state: "open" }} service={shown.inbox} deletedCount={shown.deletedCount} />;
}

function DeletedRoute() {
  return <DeletedItems set={INBOX_PLACE} items={[MARIA_DELETED]} service={shown.deleted} />;
}

function MessageRoute() {
  const { id } = useParams();
  const message = [MARIA, OLD_ENQUIRY, PAST_RETENTION].find((candidate) => candidate.id === id);
  return message ? <MessageView message={message} service={shown.inbox} /> : <h1>Opened {id}</h1>;
}

/** The stub's first paint, before its loader answers: the test waits for the message itself. */
function NothingYet() {
  return null;
}

/** The message as its route's loader answers it. */
function LoadedMessageRoute() {
  return <MessageView message={useLoaderData() as OpenedMessage} service={shown.inbox} />;
}

function renderAt(address: string, deletedCount: number | null = 0) {
  shown = { inbox: fakeInbox(), deleted: fakeDeleted(), deletedCount };
  const Stub = createRoutesStub([
    { path: "/admin/messages", Component: InboxRoute },
    { path: "/admin/messages/deleted", Component: DeletedRoute },
    { path: "/admin/messages/:id", Component: MessageRoute },
  ]);
  render(<Stub initialEntries={[address]} />);
  return userEvent.setup();
}

describe("the inbox's Recently deleted (ADR 062)", () => {
  it("is linked from the inbox with how many are kept", async () => {
    renderAt("/admin/messages", 2);
    expect((await screen.findByRole("link", { name: "Recently deleted (2)" })).getAttribute("href")).toBe(
      "/admin/messages/deleted",
    );
  });

  it("asks before deleting a message, saying until when it can be put back, and says it again once deleted", async () => {
    const user = renderAt(`/admin/messages/${MARIA.id}`);
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const question = await screen.findByRole("alertdialog", { name: "Delete the message from Maria Gomez?" });
    expect(question.textContent).toContain(
      "The message will be removed from the inbox. You can put it back from “Recently deleted” until Dec 24, 2026, 9:00 AM.",
    );
    expect(question.textContent).not.toContain("cannot be undone");

    await user.click(within(question).getByRole("button", { name: "Delete the message" }));
    expect(shown.inbox.remove).toHaveBeenCalledWith(MARIA.id);
    expect(
      await screen.findByText(
        "The message from Maria Gomez was deleted. You can put it back from “Recently deleted” until Dec 24, 2026, 9:00 AM.",
      ),
    ).toBeTruthy();
  });

  it("names the end of the retention period, not 30 days, for a message that goes sooner", async () => {
    const user = renderAt(`/admin/messages/${OLD_ENQUIRY.id}`);
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const question = await screen.findByRole("alertdialog", { name: "Delete the message from Tom Reyes?" });
    expect(question.textContent).toContain("You can put it back from “Recently deleted” until Nov 30, 2026, 8:00 AM.");
    expect(question.textContent).not.toContain("30 days");

    await user.click(within(question).getByRole("button", { name: "Delete the message" }));
    expect(
      await screen.findByText(
        "The message from Tom Reyes was deleted. You can put it back from “Recently deleted” until Nov 30, 2026, 8:00 AM.",
      ),
    ).toBeTruthy();
  });

  it("promises no date to put back a message already past the retention period", async () => {
    const user = renderAt(`/admin/messages/${PAST_RETENTION.id}`);
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const question = await screen.findByRole("alertdialog", { name: "Delete the message from Lena Park?" });
    expect(question.textContent).toContain(
      "It is older than the time messages are kept, so it will be removed for good within a day, deleted or not.",
    );
    expect(question.textContent).not.toContain("put it back");
  });

  it("lists a deleted message by sender, address and topic, and puts it back with a way to open it", async () => {
    const user = renderAt("/admin/messages/deleted");
    expect(screen.getByRole("heading", { level: 1, name: "Recently deleted contact messages" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Message" })).toBeTruthy();
    const row = screen.getByRole("row", { name: /Message from Maria Gomez/ });
    expect(row.textContent).toContain("maria@example.com · Booking a tour · sent");
    expect(row.textContent).toContain("by Grace Whitfield");
    expect(screen.getByText(/Put it back to show it in the inbox again/)).toBeTruthy();
    // Not "30 days" flat: a message near the end of the retention period goes sooner, on its "Kept until".
    expect(
      screen.getByText(
        /or less for a message near the end of the time messages are kept: “Kept until” gives each one's date/,
      ),
    ).toBeTruthy();

    await user.click(within(row).getByRole("button", { name: "Put back “Message from Maria Gomez”" }));
    expect(shown.deleted.putBack).toHaveBeenCalledWith(MARIA.id);
    const notice = await screen.findByText("“Message from Maria Gomez” is back.", { exact: false });
    await waitFor(() => expect(document.activeElement).toBe(notice));
    const open = within(notice).getByRole("link", { name: "Open “Message from Maria Gomez”" });
    expect(open.getAttribute("href")).toBe(`/admin/messages/${MARIA.id}`);
  });

  it("deletes one forever only after a question that says the message goes for good", async () => {
    const user = renderAt("/admin/messages/deleted");
    await user.click(screen.getByRole("button", { name: "Delete forever “Message from Maria Gomez”" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete “Message from Maria Gomez” forever?" });
    expect(dialog.textContent).toContain("The message will be removed for good. This cannot be undone.");
    expect(dialog.textContent).not.toContain("saved version");
    await user.click(within(dialog).getByRole("button", { name: "Delete “Message from Maria Gomez” forever" }));
    expect(shown.deleted.deleteForever).toHaveBeenCalledWith(MARIA.id);
    expect(await screen.findByText("“Message from Maria Gomez” was deleted forever.")).toBeTruthy();
  });
});

describe("a message's Mark as handled, pressed twice", () => {
  it("marks it once when pressed again after the answer, as the message is read again, and keeps focus", async () => {
    const handled: OpenedMessage = { ...MARIA, handledAt: "2026-11-24T17:00:00.000Z", handledBy: "Grace Whitfield" };
    let stored = MARIA;
    const service = {
      ...fakeInbox(),
      setHandled: vi.fn(async () => {
        stored = handled;
        return handled;
      }),
    };
    shown = { ...shown, inbox: service };
    const message = heldReloads(() => stored);
    const Stub = createRoutesStub([
      {
        path: "/admin/messages/:id",
        Component: LoadedMessageRoute,
        HydrateFallback: NothingYet,
        loader: message.loader,
      },
    ]);
    render(<Stub initialEntries={[`/admin/messages/${MARIA.id}`]} />);
    const user = userEvent.setup();

    // A second press before the message shows its new state would mark it again, or, once it shows it, back.
    const button = await screen.findByRole("button", { name: "Mark as handled" });
    await user.click(button);
    await waitFor(() => expect(message.reloads()).toBe(1));
    await user.click(button);
    expect(service.setHandled).toHaveBeenCalledTimes(1);
    message.release();
    expect(await screen.findByRole("button", { name: "Mark as not handled" })).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(service.setHandled).toHaveBeenCalledTimes(1);
    expect(service.setHandled).toHaveBeenCalledWith(MARIA.id, true);
  });
});
