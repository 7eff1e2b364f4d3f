// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { type MediaService, UploadError } from "~/lib/api/media-service.ts";
import type { Page } from "../../../common/content/types.ts";
import type { MediaItem } from "../../../common/media/media.ts";
import { mediaItem } from "../../test-support/media-item.ts";
import { MediaLibrary } from "./media-library.tsx";

const empty: Page<MediaItem> = { items: [], total: 0, page: 1, pageSize: 24, pageCount: 1 };

let serviceInUse: MediaService;
let pageInUse: Page<MediaItem> = empty;

function LibraryScreen() {
  return <MediaLibrary page={pageInUse} q="" service={serviceInUse} />;
}

function renderLibrary(service: MediaService, page = empty) {
  serviceInUse = service;
  pageInUse = page;
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
