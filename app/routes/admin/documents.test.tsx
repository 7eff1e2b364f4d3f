// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { DocumentInfo } from "../../../common/documents/documents.ts";
import { heldReloads } from "../../test-support/held-reloads.ts";

// The file goes up by XMLHttpRequest, which jsdom does not send anywhere: the upload answers here.
const uploadFile = vi.fn();
vi.mock("~/lib/api/upload.ts", async (original) => ({
  ...(await original<typeof import("~/lib/api/upload.ts")>()),
  uploadFile,
}));
vi.mock("~/lib/auth/browser-services.ts", () => ({ browserServices: () => ({ api: {} }) }));

const { default: DocumentsScreen } = await import("./documents.tsx");

function Loading() {
  return null;
}

const SUPPLY_LIST: DocumentInfo = {
  name: "supply-list-2026-2027.pdf",
  href: "/downloads/supply-list-2026-2027.pdf",
  sizeKb: 40,
  updatedAt: null,
  updatedBy: null,
};

function renderScreen() {
  const list = heldReloads({ items: [SUPPLY_LIST] });
  const Stub = createRoutesStub([
    { path: "/admin/documents", Component: DocumentsScreen, HydrateFallback: Loading, loader: list.loader },
  ]);
  render(<Stub initialEntries={["/admin/documents"]} />);
  return list;
}

function choose(input: HTMLElement, file: File) {
  fireEvent.change(input, { target: { files: [file] } });
}

describe("the downloadable forms screen's upload errors", () => {
  it("are announced in a summary that takes focus and links to the field, for the new form", async () => {
    renderScreen();
    await screen.findByRole("heading", { level: 1, name: "Downloadable forms" });
    fireEvent.click(screen.getByRole("button", { name: "Upload the form" }));

    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("heading", { name: "There is a problem" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const link = within(summary).getByRole("link", { name: "Choose a PDF to upload." });
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText("PDF file"));
  });

  it("name the form a refused replacement was for, and focus moves to the summary on every failed try", async () => {
    renderScreen();
    const input = await screen.findByLabelText("New file for supply-list-2026-2027.pdf");
    choose(input, new File(["PK"], "list.docx", { type: "application/msword" }));
    const replace = screen.getByRole("form", { name: "Replace supply-list-2026-2027.pdf" });
    fireEvent.click(within(replace).getByRole("button", { name: "Replace" }));

    const summary = await screen.findByRole("alert");
    const link = within(summary).getByRole("link", {
      name: "supply-list-2026-2027.pdf: The file must be a PDF. Save it as a PDF and choose it again.",
    });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    fireEvent.click(link);
    expect(document.activeElement).toBe(input);

    // Pressed again with the same file: the summary is heard again, not left silent because it was already there.
    fireEvent.click(within(replace).getByRole("button", { name: "Replace" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("alert")));
  });
});

describe("the downloadable forms screen's upload, pressed twice", () => {
  it("uploads once, and does not refuse the emptied form, when pressed again after the answer", async () => {
    uploadFile.mockResolvedValue({ ...SUPPLY_LIST, updatedAt: "2026-11-23T17:00:00.000Z", sizeKb: 41 });
    const list = renderScreen();
    const input = await screen.findByLabelText("New file for supply-list-2026-2027.pdf");
    choose(input, new File(["%PDF-1.4"], "Supply list 2027.pdf", { type: "application/pdf" }));
    const replace = screen.getByRole("form", { name: "Replace supply-list-2026-2027.pdf" });
    const button = within(replace).getByRole("button", { name: "Replace" });
    await userEvent.click(button);
    await waitFor(() => expect(list.reloads()).toBe(1));
    await userEvent.click(button);
    // The second press found the form emptied: it must neither send again nor say "Choose a PDF to upload."
    expect(uploadFile).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(within(replace).getByRole("button", { name: "Uploading…" }).getAttribute("aria-disabled")).toBe("true");
    list.release();
    await within(replace).findByRole("button", { name: "Replace" });
    expect(uploadFile).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/supply-list-2026-2027.pdf is replaced \(41 KB\)/)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
