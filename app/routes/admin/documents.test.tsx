// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { DocumentInfo } from "../../../common/documents/documents.ts";
import DocumentsScreen from "./documents.tsx";

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
  const Stub = createRoutesStub([
    {
      path: "/admin/documents",
      Component: DocumentsScreen,
      HydrateFallback: Loading,
      loader: () => ({ items: [SUPPLY_LIST] }),
    },
  ]);
  render(<Stub initialEntries={["/admin/documents"]} />);
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
