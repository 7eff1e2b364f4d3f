// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { DeletedService } from "~/lib/api/deleted-service.ts";
import { ApiResponseError } from "~/lib/api/errors.ts";
import { type MediaService, UploadError } from "~/lib/api/media-service.ts";
import type { Page } from "../../../common/content/types.ts";
import type { DeletedPicture, MediaItem, PutBackPicture } from "../../../common/media/media.ts";
import { mediaItem } from "../../test-support/media-item.ts";
import { DeletedItems } from "./deleted-items.tsx";
import { MEDIA_PLACE, MediaLibrary } from "./media-library.tsx";

// The deleted pictures' thumbnails are the API's, at its base.
vi.mock("~/lib/auth/browser-services.ts", () => ({
  browserServices: () => ({ api: { urlOf: (path: string) => new URL(`https://school.example/api${path}`) } }),
}));

const empty: Page<MediaItem> = { items: [], total: 0, page: 1, pageSize: 24, pageCount: 1 };

let serviceInUse: MediaService;
let pageInUse: Page<MediaItem> = empty;
let deletedInUse: number | null = 0;

function LibraryScreen() {
  return <MediaLibrary page={pageInUse} q="" deletedCount={deletedInUse} service={serviceInUse} />;
}

function renderLibrary(service: MediaService, page = empty, deletedCount: number | null = 0) {
  serviceInUse = service;
  pageInUse = page;
  deletedInUse = deletedCount;
  const Stub = createRoutesStub([{ path: "/admin/media", Component: LibraryScreen }]);
  return render(<Stub initialEntries={["/admin/media"]} />);
}

/**
 * A queued picture's Remove button by its words ("Remove " and, for screen readers, the file's name): jsdom's
 * accessible name drops the space before the hidden part that browsers keep.
 */
function removeButton(fileName: string): HTMLElement {
  const found = screen.getAllByRole("button").find((button) => button.textContent === `Remove ${fileName}`);
  if (!found) throw new Error(`No button "Remove ${fileName}"`);
  return found;
}

const picture = mediaItem({
  alt: "The libary's reading corner",
  usedBy: [{ set: "news", id: "n1", title: "The library reopens" }],
});

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: "image/jpeg" });

function fakeService(): MediaService & { upload: ReturnType<typeof vi.fn>; describe: ReturnType<typeof vi.fn> } {
  return {
    list: async () => empty,
    remove: async () => {},
    describe: vi.fn(async (_id: string, details: { alt: string; decorative: boolean }) => ({ ...picture, ...details })),
    upload: vi.fn(async () => ({}) as MediaItem),
  };
}

describe("the upload list", () => {
  it("takes a wrong picture off the list before it is sent: focus moves to the next one, or the one before at the end of the list, and only the rest are sent", async () => {
    const service = fakeService();
    const { container } = renderLibrary(service);
    const input = container.querySelector<HTMLInputElement>("input[type=file]");
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, [jpeg("assembly.jpg"), jpeg("wrong-class.jpg"), jpeg("concert.jpg")]);
    expect(screen.getByRole("button", { name: "Upload 3 pictures" })).toBeTruthy();

    await userEvent.click(removeButton("wrong-class.jpg"));
    expect(screen.queryByLabelText("Description of wrong-class.jpg")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(removeButton("concert.jpg")));
    expect(
      screen.getByText("wrong-class.jpg was taken off the list. 2 pictures are waiting.").getAttribute("role"),
    ).toBe("status");
    expect(screen.getByRole("button", { name: "Upload 2 pictures" })).toBeTruthy();

    // The last of the list: focus goes back to the one before.
    await userEvent.click(removeButton("concert.jpg"));
    await waitFor(() => expect(document.activeElement).toBe(removeButton("assembly.jpg")));

    await userEvent.type(screen.getByLabelText("Description of assembly.jpg"), "Whole-school assembly in the hall");
    await userEvent.click(screen.getByRole("button", { name: "Upload the picture" }));
    await screen.findByText("Uploaded.");
    expect(service.upload.mock.calls.map(([request]) => request.file.name)).toEqual(["assembly.jpg"]);
  });

  it("gives focus to Choose pictures when the only picture is taken off", async () => {
    const { container } = renderLibrary(fakeService());
    const input = container.querySelector<HTMLInputElement>("input[type=file]");
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, [jpeg("staff-photo.jpg")]);
    await userEvent.click(removeButton("staff-photo.jpg"));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Choose pictures" })));
    expect(
      screen.getByText("staff-photo.jpg was taken off the list. No pictures are waiting.").getAttribute("role"),
    ).toBe("status");
    expect(screen.queryByRole("button", { name: /^Upload/ })).toBeNull();
  });
});

describe("uploading the list", () => {
  it("sends each picture once when Upload is pressed twice, keeping focus on the button while it runs", async () => {
    const service = fakeService();
    let answerFirst: () => void = () => {};
    service.upload.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = () => resolve({}))));
    const { container } = renderLibrary(service);
    const input = container.querySelector<HTMLInputElement>("input[type=file]");
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, [jpeg("assembly.jpg"), jpeg("concert.jpg")]);
    await userEvent.type(screen.getByLabelText("Description of assembly.jpg"), "Whole-school assembly in the hall");
    await userEvent.type(screen.getByLabelText("Description of concert.jpg"), "The winter concert's choir");

    await userEvent.dblClick(screen.getByRole("button", { name: "Upload 2 pictures" }));
    // Only the first has gone: the second waits its turn, once.
    expect(service.upload).toHaveBeenCalledTimes(1);
    const uploading = screen.getByRole("button", { name: "Uploading…" });
    expect(uploading.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(uploading);
    answerFirst();

    await waitFor(() => expect(screen.getAllByText("Uploaded.")).toHaveLength(2));
    expect(service.upload.mock.calls.map(([request]) => request.file.name)).toEqual(["assembly.jpg", "concert.jpg"]);
    // The button goes with nothing left to send: focus goes to adding more, not to the page's body.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Choose pictures" })));
  });

  it("says what was refused in a summary that takes focus and links to the picture's description", async () => {
    const service = fakeService();
    const { container } = renderLibrary(service);
    const input = container.querySelector<HTMLInputElement>("input[type=file]");
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, [jpeg("assembly.jpg")]);
    const upload = screen.getByRole("button", { name: "Upload the picture" });
    await userEvent.click(upload);

    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("heading", { name: "There is a problem" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const description = screen.getByLabelText("Description of assembly.jpg");
    expect(description.getAttribute("aria-invalid")).toBe("true");
    await userEvent.click(
      within(summary).getByRole("link", {
        name: "assembly.jpg: Describe the picture for people who cannot see it, or mark it as decorative.",
      }),
    );
    expect(document.activeElement).toBe(description);
    expect(service.upload).not.toHaveBeenCalled();

    // Pressed again without a description: the summary is heard again.
    await userEvent.click(upload);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("alert")));

    // A file the server refuses links to its Remove button: the way to put that right.
    service.upload.mockRejectedValueOnce(
      new UploadError("The picture was not accepted.", 400, { file: "This file is not a picture we can use." }),
    );
    await userEvent.type(description, "Whole-school assembly in the hall");
    await userEvent.click(upload);
    const link = await within(await screen.findByRole("alert")).findByRole("link", {
      name: "assembly.jpg: This file is not a picture we can use.",
    });
    await userEvent.click(link);
    expect(document.activeElement).toBe(removeButton("assembly.jpg"));
  });
});

describe("changing a picture's description", () => {
  it("checks the upload's rules before sending, saves the new words, says so and gives focus back to the card's button", async () => {
    const service = fakeService();
    renderLibrary(service, { ...empty, items: [picture], total: 1 });
    const change = screen
      .getAllByRole("button")
      .find((button) => button.textContent === "Change the description of reading.jpg");
    if (!change) throw new Error("no Change the description button");
    await userEvent.click(change);
    const dialog = await screen.findByRole("dialog", { name: "Change the description of reading.jpg" });
    const field = within(dialog).getByLabelText("Description");
    expect((field as HTMLInputElement).value).toBe(picture.alt);
    expect(dialog.textContent).toContain("with its old description word for word get the new one too");

    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save the description" }));
    const summary = await within(dialog).findByRole("alert");
    expect(within(summary).getByRole("link").textContent).toBe(
      "Describe the picture for people who cannot see it, or mark it as decorative.",
    );
    expect(service.describe).not.toHaveBeenCalled();

    await userEvent.type(field, "The library's reading corner");
    // A tap beside the dialog (a tablet) does not throw the words away.
    const overlay = dialog.closest(".admin-dialog__overlay");
    if (!overlay) throw new Error("no overlay");
    await userEvent.click(overlay);
    expect(dialog.isConnected).toBe(true);
    expect((field as HTMLInputElement).value).toBe("The library's reading corner");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save the description" }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(service.describe).toHaveBeenCalledWith(picture.id, {
      alt: "The library's reading corner",
      decorative: false,
    });
    expect(screen.getByText("The description of reading.jpg was changed.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(change));
  });
});

describe("deleting a picture", () => {
  const shown = mediaItem({
    usedBy: [
      { set: "news", id: "n1", title: "The library reopens" },
      { set: "alumni", id: "7", title: "Ada Reader" },
    ],
  });
  const page: Page<MediaItem> = { ...empty, items: [shown], total: 1 };

  it("asks with how many items show it and that it can be put back for 30 days, and links to what was deleted", async () => {
    const service = { ...fakeService(), remove: vi.fn(async () => {}) };
    renderLibrary(service, page, 2);
    expect(screen.getByRole("link", { name: "Recently deleted (2)" }).getAttribute("href")).toBe(
      "/admin/media/deleted",
    );

    await userEvent.click(screen.getByRole("button", { name: /^Delete/ }));
    const question = await screen.findByRole("alertdialog", { name: "Delete “The library's reading corner”?" });
    expect(question.textContent).toContain("This picture shows on 2 items.");
    expect(question.textContent).toContain("News: The library reopens");
    expect(question.textContent).toContain("Graduate: Ada Reader");
    expect(question.textContent).toContain(
      "You can put it back from “Recently deleted” for 30 days, and it goes back on the items that still show no picture then.",
    );
    expect(question.textContent).not.toContain("cannot be undone");

    await userEvent.click(within(question).getByRole("button", { name: "Delete the picture" }));
    expect(service.remove).toHaveBeenCalledWith(shown.id);
    const notice = await screen.findByText(
      "The picture “The library's reading corner” was deleted. You can put it back from “Recently deleted” for 30 days.",
    );
    await waitFor(() => expect(document.activeElement).toBe(notice));
  });

  it("says which item refused to be saved without the picture, in the server's words", async () => {
    const refusal = new ApiResponseError({
      status: 409,
      data: {
        success: false,
        code: "CONFLICT",
        message:
          "“The library reopens” shows this picture and cannot be saved without it until it is corrected in its own editor: Summary must be at most 500 characters.",
      },
      headers: new Headers(),
    });
    renderLibrary({ ...fakeService(), remove: vi.fn(async () => Promise.reject(refusal)) }, page, 0);
    expect(screen.queryByRole("link", { name: /Recently deleted/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /^Delete/ }));
    const question = await screen.findByRole("alertdialog");
    await userEvent.click(within(question).getByRole("button", { name: "Delete the picture" }));
    expect((await within(question).findByRole("alert")).textContent).toContain(
      "“The library reopens” shows this picture and cannot be saved without it",
    );
  });
});

describe("deleting a picture a page shows (ADR 068)", () => {
  const onPages = mediaItem({
    alt: "The chapel at sunrise",
    usedBy: [
      { set: "news", id: "n1", title: "Chapel renewed" },
      { set: "pages", id: "p-1", title: "Tuition and fees" },
      { set: "pages", id: "p-2", title: "Bus routes" },
    ],
  });

  it("lists the pages on the card and, instead of a delete, says to take it off them there, with a link to each", async () => {
    const service = { ...fakeService(), remove: vi.fn(async () => {}) };
    renderLibrary(service, { ...empty, items: [onPages], total: 1 });
    const uses = screen.getByRole("list", { name: `Where ${onPages.originalName} is used` });
    expect(within(uses).getByRole("link", { name: "Tuition and fees" }).getAttribute("href")).toBe("/admin/pages/p-1");
    expect(uses.textContent).toContain("Page: Bus routes");

    const deleteButton = screen.getByRole("button", { name: /^Delete/ });
    await userEvent.click(deleteButton);
    const dialog = await screen.findByRole("dialog", { name: "“The chapel at sunrise” is on 2 pages" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(dialog.textContent).toContain("A picture cannot be deleted while a page shows it");
    expect(within(dialog).getByRole("link", { name: "Bus routes" }).getAttribute("href")).toBe("/admin/pages/p-2");
    expect(within(dialog).queryByRole("button", { name: /Delete/ })).toBeNull();

    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(service.remove).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(deleteButton));
  });

  it("names one page as a page", async () => {
    const one = mediaItem({ alt: "Orchard walk", usedBy: [{ set: "pages", id: "p-1", title: "Orchard walk" }] });
    renderLibrary(fakeService(), { ...empty, items: [one], total: 1 });
    await userEvent.click(screen.getByRole("button", { name: /^Delete/ }));
    const dialog = await screen.findByRole("dialog", { name: "“Orchard walk” is on a page" });
    expect(dialog.textContent).toContain("Take it off the page in the page's editor");
  });
});

const RELAY: DeletedPicture = {
  id: "3c1d9e2f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
  title: "Sports day relay",
  alt: "Sports day relay",
  decorative: false,
  originalName: "relay.jpg",
  width: 1600,
  height: 1000,
  variants: [320, 640, 1024, 1600],
  deletedAt: "2026-11-23T17:00:00.000Z",
  deletedBy: "Grace Liu",
  keptUntil: "2026-12-23T17:00:00.000Z",
  takenOff: [
    { set: "news", id: "n1", title: "Sports day" },
    { set: "alumni", id: "7", title: "Ben Runner" },
  ],
};
type DeletedPictures = Pick<DeletedService<PutBackPicture, DeletedPicture>, "putBack" | "deleteForever">;
/** The service the screen below uses: set by each test before it renders. */
let subject: DeletedPictures;

function DeletedRoute() {
  return <DeletedItems set={MEDIA_PLACE} items={[RELAY]} service={subject} />;
}

describe("the pictures' Recently deleted", () => {
  function renderDeleted(service: DeletedPictures) {
    subject = service;
    const Stub = createRoutesStub([{ path: "/admin/media/deleted", Component: DeletedRoute }]);
    render(<Stub initialEntries={["/admin/media/deleted"]} />);
  }

  it("shows each picture's thumbnail, description, file and the items it was taken off, and puts it back saying where it shows", async () => {
    const service: DeletedPictures = {
      putBack: vi.fn(async () => ({ ...mediaItem({ id: RELAY.id }), itemsBack: 1, deletedItemsBack: 2 })),
      deleteForever: vi.fn(async () => {}),
    };
    renderDeleted(service);
    expect(screen.getByRole("heading", { level: 1, name: "Recently deleted pictures" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Picture" })).toBeTruthy();
    const row = screen.getByRole("row", { name: /Sports day relay/ });
    const thumbnail = row.querySelector("img");
    expect(thumbnail?.getAttribute("src")).toBe(`https://school.example/api/media/deleted/${RELAY.id}/320.webp`);
    // The description beside it says what it shows.
    expect(thumbnail?.getAttribute("alt")).toBe("");
    expect(row.textContent).toContain("relay.jpg · taken off “Sports day”, “Ben Runner”");
    expect(row.textContent).toContain("by Grace Liu");
    expect(screen.getByText(/Put it back to show it in the library again/)).toBeTruthy();

    await userEvent.click(within(row).getByRole("button", { name: "Put back “Sports day relay”" }));
    expect(service.putBack).toHaveBeenCalledWith(RELAY.id);
    const notice = await screen.findByText(
      "“Sports day relay” is back. It is in the library again and shows on 1 item again. 2 items under Recently deleted will show it when they are put back.",
    );
    await waitFor(() => expect(document.activeElement).toBe(notice));
    // A picture has no editor of its own to open.
    expect(within(notice).queryByRole("link")).toBeNull();
  });

  it("deletes one forever only after a question that names it and says its files go", async () => {
    const service: DeletedPictures = { putBack: vi.fn(), deleteForever: vi.fn(async () => {}) };
    renderDeleted(service);
    await userEvent.click(screen.getByRole("button", { name: "Delete forever “Sports day relay”" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete “Sports day relay” forever?" });
    expect(dialog.textContent).toContain(
      "The picture and all its files will be removed for good. This cannot be undone.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete “Sports day relay” forever" }));
    expect(service.deleteForever).toHaveBeenCalledWith(RELAY.id);
    expect(await screen.findByText("“Sports day relay” was deleted forever.")).toBeTruthy();
  });
});
