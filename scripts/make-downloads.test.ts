/** The committed PDFs must be what the script writes, and each must be a PDF a viewer opens without repair. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { documents } from "./download-documents.ts";
import { downloadsDir, renderDownloads } from "./make-downloads.ts";
import { buildPdf, textWidth, wrap } from "./pdf.ts";

/** Parses the cross-reference table and checks that every entry points at the start of its object. */
function checkStructure(pdf: Buffer): { objects: number; pages: number } {
  const text = pdf.toString("latin1");
  expect(text.startsWith("%PDF-1.4\n")).toBe(true);
  expect(text.endsWith("%%EOF\n")).toBe(true);
  const startxref = Number(text.match(/startxref\n(\d+)\n%%EOF\n$/)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe("xref\n");
  const [, first, count] = text.slice(startxref).match(/^xref\n(\d+) (\d+)\n/) ?? [];
  expect(Number(first)).toBe(0);
  const entries = text
    .slice(startxref)
    .split("\n")
    .slice(2, 2 + Number(count));
  expect(entries[0]).toBe("0000000000 65535 f ");
  entries.slice(1).forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  // Each stream's declared length is its real length in bytes.
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + "\nendstream".length)).toBe("\nendstream");
  }
  return { objects: Number(count) - 1, pages: Number(text.match(/\/Type \/Pages .*\/Count (\d+)/)?.[1]) };
}

describe("downloadable PDFs", () => {
  it.each(renderDownloads())("$file is committed as the script writes it", ({ file, bytes }) => {
    expect(readFileSync(join(downloadsDir, file)).equals(bytes)).toBe(true);
  });

  it.each(documents.map((doc) => [doc.file, doc] as const))("%s has a valid cross-reference table", (_file, doc) => {
    const { objects, pages } = checkStructure(buildPdf(doc, "footer"));
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(objects).toBe(5 + pages * 2);
  });

  it("escapes parentheses and backslashes and starts a new page when one is full", () => {
    const long = Array.from({ length: 120 }, (_, i) => ({ kind: "paragraph" as const, text: `Line (${i}) \\ end` }));
    const pdf = buildPdf({ title: "T", items: long }, "footer");
    expect(checkStructure(pdf).pages).toBeGreaterThan(1);
    expect(pdf.toString("latin1")).toContain("(Line \\(0\\) \\\\ end) Tj");
  });

  it("refuses text it cannot encode instead of writing a broken file", () => {
    expect(() => buildPdf({ title: "Café", items: [] }, "footer")).toThrow(/printable ASCII/);
  });

  it("wraps text inside the given width", () => {
    const text = "The quick brown fox jumps over the lazy dog. ".repeat(10);
    const lines = wrap(text, 10.5, 300);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(textWidth(line, 10.5)).toBeLessThanOrEqual(300);
    expect(lines.join(" ")).toBe(text.trim());
  });
});
