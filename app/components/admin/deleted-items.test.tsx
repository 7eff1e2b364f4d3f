// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useParams } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { newsSet } from "~/lib/admin/news-set.tsx";
import type { DeletedService } from "~/lib/api/deleted-service.ts";
import { ApiResponseError } from "~/lib/api/errors.ts";
import type { DeletedItem } from "../../../common/content/deleted.ts";
import type { NewsItem } from "../../../common/content/news/types.ts";
import { DeletedItems } from "./deleted-items.tsx";

const SNOW_DAY: DeletedItem = {
  id: "5b3c6a52-8d0e-4a57-9d7c-2f1c9a0e4b11",
  title: "Snow day",
  status: "published",
  deletedAt: "2026-11-23T17:00:00.000Z",
  deletedBy: "Grace Whitfield",
  keptUntil: "2026-12-23T17:00:00.000Z",
};
const HAMPERS: DeletedItem = {
  ...SNOW_DAY,
  id: "0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6",
  title: "Hamper drive",
  status: "draft",
};

type Service = Pick<DeletedService<NewsItem>, "putBack" | "deleteForever">;

function fakeService(overrides: Partial<Service> = {}): Service {
  return {
    putBack: vi.fn(async (id) => ({ id, title: "Snow day" }) as NewsItem),
    deleteForever: vi.fn(async () => {}),
    ...overrides,
  };
}

function EditStandIn() {
  return <h1>Editing {useParams().id}</h1>;
}

/** What the screen below shows: set by each test before it renders. */
let subject: { service: Service; items: DeletedItem[] } = { service: fakeService(), items: [] };

function DeletedRoute() {
  return <DeletedItems set={newsSet} items={subject.items} service={subject.service} />;
}

function renderScreen(service: Service, items: DeletedItem[]) {
  subject = { service, items };
  const Stub = createRoutesStub([
    { path: "/admin/news/deleted", Component: DeletedRoute },
    { path: "/admin/news/:id", Component: EditStandIn },
  ]);
  render(<Stub initialEntries={["/admin/news/deleted"]} />);
  return userEvent.setup();
}

describe("Recently deleted", () => {
  it("lists what was deleted, by whom and when, and puts one back with a notice that takes focus", async () => {
    const service = fakeService();
    const user = renderScreen(service, [SNOW_DAY, HAMPERS]);
    expect(screen.getByRole("heading", { level: 1, name: "Recently deleted news and announcements" })).toBeTruthy();
    const row = screen.getByRole("row", { name: /Snow day/ });
    expect(row.textContent).toContain("by Grace Whitfield");
    expect(screen.getByRole("row", { name: /Hamper drive \(draft\)/ })).toBeTruthy();

    await user.click(within(row).getByRole("button", { name: "Put back “Snow day”" }));
    expect(service.putBack).toHaveBeenCalledWith(SNOW_DAY.id);
    const notice = await screen.findByText("“Snow day” is back.", { exact: false });
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(screen.queryByRole("row", { name: /Snow day/ })).toBeNull();

    await user.click(within(notice).getByRole("link", { name: "Edit “Snow day”" }));
    expect(await screen.findByRole("heading", { name: `Editing ${SNOW_DAY.id}` })).toBeTruthy();
  });

  it("says where the picture is when an item comes back without it, so the office can give it back", async () => {
    const service = fakeService({
      putBack: vi.fn(
        async (id) =>
          ({
            id,
            title: "Snow day",
            imageUrl: null,
            pictureLeftOff: { kept: true, title: "The school bus in the snow" },
          }) as unknown as NewsItem,
      ),
    });
    const user = renderScreen(service, [SNOW_DAY]);
    await user.click(screen.getByRole("button", { name: "Put back “Snow day”" }));
    const notice = await screen.findByText(/“Snow day” is back\./);
    expect(notice.textContent).toContain(
      "“Snow day” is back. It shows no picture for now: its picture “The school bus in the snow” was deleted and is under Pictures › Recently deleted. Put the picture back there and this news item shows it again.",
    );
    await waitFor(() => expect(document.activeElement).toBe(notice));
  });

  it("says a picture deleted for good is not coming back", async () => {
    const service = fakeService({
      putBack: vi.fn(async (id) => ({ id, title: "Snow day", pictureLeftOff: { kept: false } }) as unknown as NewsItem),
    });
    const user = renderScreen(service, [SNOW_DAY]);
    await user.click(screen.getByRole("button", { name: "Put back “Snow day”" }));
    const notice = await screen.findByText(/“Snow day” is back\./);
    expect(notice.textContent).toContain(
      "“Snow day” is back. It came back without a picture that was deleted for good. Choose another in its editor if it needs one.",
    );
    expect(notice.textContent).not.toContain("Recently deleted");
  });

  it("deletes one forever only after a question that names it, and says it cannot be undone", async () => {
    const service = fakeService();
    const user = renderScreen(service, [SNOW_DAY, HAMPERS]);
    await user.click(screen.getByRole("button", { name: "Delete forever “Hamper drive”" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete “Hamper drive” forever?" });
    expect(dialog.textContent).toContain("This cannot be undone.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(service.deleteForever).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Delete forever “Hamper drive”" }));
    await user.click(await screen.findByRole("button", { name: "Delete “Hamper drive” forever" }));
    expect(service.deleteForever).toHaveBeenCalledWith(HAMPERS.id);
    const notice = await screen.findByText("“Hamper drive” was deleted forever.");
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(screen.queryByRole("row", { name: /Hamper drive/ })).toBeNull();
  });

  it("says why a put back was refused and keeps the item in the list", async () => {
    const refusal = new ApiResponseError({
      status: 409,
      data: { success: false, code: "CONFLICT", message: "Something else now has this item's id." },
      headers: new Headers(),
    });
    const service = fakeService({ putBack: vi.fn(async () => Promise.reject(refusal)) });
    const user = renderScreen(service, [SNOW_DAY]);
    await user.click(screen.getByRole("button", { name: "Put back “Snow day”" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Something else now has this item's id.");
    expect(screen.getByRole("row", { name: /Snow day/ })).toBeTruthy();
  });

  it("once the last one is dealt with, says nothing else waits, and a refusal on another row goes with the next success", async () => {
    const refusal = new ApiResponseError({
      status: 409,
      data: { success: false, code: "CONFLICT", message: "Something else now has this item's id." },
      headers: new Headers(),
    });
    const service = fakeService({ putBack: vi.fn(async () => Promise.reject(refusal)) });
    const user = renderScreen(service, [SNOW_DAY, HAMPERS]);
    await user.click(screen.getByRole("button", { name: "Put back “Snow day”" }));
    expect(await screen.findByRole("alert")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Delete forever “Hamper drive”" }));
    await user.click(await screen.findByRole("button", { name: "Delete “Hamper drive” forever" }));
    await screen.findByText("“Hamper drive” was deleted forever.");
    expect(screen.queryByRole("alert")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Delete forever “Snow day”" }));
    await user.click(await screen.findByRole("button", { name: "Delete “Snow day” forever" }));
    await screen.findByText("“Snow day” was deleted forever.");
    // Not "nothing has been deleted": two things were, a moment ago.
    expect(screen.getByText("Nothing else is waiting to be put back.")).toBeTruthy();
    expect(screen.queryByText(/Nothing has been deleted/)).toBeNull();
  });

  it("says when nothing has been deleted", () => {
    renderScreen(fakeService(), []);
    expect(screen.getByText("Nothing has been deleted in the last 30 days.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
