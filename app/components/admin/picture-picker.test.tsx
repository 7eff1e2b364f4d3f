// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Page } from "../../../common/content/types.ts";
import type { MediaItem } from "../../../common/media/media.ts";
import { mediaItem } from "../../test-support/media-item.ts";

const picture = mediaItem();
const library: Page<MediaItem> = { items: [picture], total: 1, page: 1, pageSize: 24, pageCount: 1 };
vi.mock("~/lib/auth/browser-services.ts", () => ({ browserServices: () => ({ api: { get: async () => library } }) }));

const { PicturePicker } = await import("./picture-picker.tsx");

describe("PicturePicker", () => {
  it("closes with a button, without choosing, and gives focus back to the button that opened it", async () => {
    const onChoose = vi.fn();
    render(<PicturePicker onChoose={onChoose} />);
    const opener = screen.getByRole("button", { name: "Choose from the pictures" });
    await userEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Choose a picture" });
    await screen.findByRole("button", { name: `Use this picture: ${picture.alt}` });

    await userEvent.click(screen.getByRole("button", { name: "Close without choosing" }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(onChoose).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
