/** A minimal PDF writer for the school's printable documents: Helvetica text on Letter pages, no dependencies. */

/** One piece of a document, laid out top to bottom. */
export type PdfItem =
  | { kind: "title"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "bullet"; text: string }
  /** A line to fill in by hand: a label followed by a rule. */
  | { kind: "field"; label: string };

export interface PdfDocument {
  /** Shown by viewers in the window title (document information dictionary). */
  title: string;
  items: PdfItem[];
}

const PAGE_WIDTH = 612; // US Letter, the paper B.C. school offices print on
const PAGE_HEIGHT = 792;
const MARGIN = 60;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BODY_SIZE = 10.5;
const LINE_HEIGHT = 15;
const BULLET_INDENT = 14;

// Helvetica's advance widths (thousandths of an em) for printable ASCII, from its Adobe font metrics,
// so lines wrap at the real right margin.
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

/** The width of `text` in Helvetica at `size` points. */
export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const char of text) units += HELVETICA_WIDTHS[(char.codePointAt(0) ?? 0) - 32] ?? 556;
  return (units * size) / 1000;
}

interface Line {
  font: "F1" | "F2";
  size: number;
  x: number;
  text: string;
  /** Extra space before this line, in points. */
  gap: number;
}

/** Splits text into lines no wider than `maxWidth` points at `size`, breaking at spaces. */
export function wrap(text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, size) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** "Label: ____" reaching the right margin; no colon after a label that is a question. */
function fieldLine(label: string): string {
  const prefix = /[?:]$/.test(label) ? `${label} ` : `${label}: `;
  const room = TEXT_WIDTH - textWidth(prefix, BODY_SIZE);
  return prefix + "_".repeat(Math.max(8, Math.floor(room / textWidth("_", BODY_SIZE))));
}

function layout(items: PdfItem[]): Line[] {
  const lines: Line[] = [];
  for (const item of items) {
    switch (item.kind) {
      case "title":
        lines.push({ font: "F2", size: 18, x: MARGIN, text: item.text, gap: 0 });
        break;
      case "heading":
        lines.push({ font: "F2", size: 12.5, x: MARGIN, text: item.text, gap: 12 });
        break;
      case "paragraph":
        wrap(item.text, BODY_SIZE, TEXT_WIDTH).forEach((text, i) => {
          lines.push({ font: "F1", size: BODY_SIZE, x: MARGIN, text, gap: i === 0 ? 4 : 0 });
        });
        break;
      case "bullet":
        wrap(item.text, BODY_SIZE, TEXT_WIDTH - BULLET_INDENT - 10).forEach((text, i) => {
          // Continuation lines start under the text, past the dash and its space.
          const x = MARGIN + BULLET_INDENT + (i === 0 ? 0 : textWidth("- ", BODY_SIZE));
          lines.push({ font: "F1", size: BODY_SIZE, x, text: i === 0 ? `- ${text}` : text, gap: 0 });
        });
        break;
      case "field":
        lines.push({ font: "F1", size: BODY_SIZE, x: MARGIN, text: fieldLine(item.label), gap: 6 });
        break;
    }
  }
  return lines;
}

/** PDF string literal with backslashes and parentheses escaped. */
function pdfString(text: string): string {
  // The widths table and the byte offsets both assume one byte per character.
  if (/[^\x20-\x7e]/.test(text)) throw new Error(`PDF text must be printable ASCII: ${text}`);
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

interface PlacedLine extends Line {
  /** The baseline's distance from the bottom of the page, in points. */
  y: number;
}

function paginate(lines: Line[]): PlacedLine[][] {
  const pages: PlacedLine[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const step = line.gap + Math.max(LINE_HEIGHT, line.size * 1.35);
    // A heading keeps at least two lines of its section with it on the page.
    const needed = line.font === "F2" ? step + 2 * LINE_HEIGHT : step;
    if (y - needed < MARGIN + LINE_HEIGHT) {
      pages.push([]);
      y = PAGE_HEIGHT - MARGIN;
    }
    y -= step;
    pages.at(-1)?.push({ ...line, y });
  }
  return pages;
}

function contentStream(lines: PlacedLine[], pageNumber: number, pageCount: number, footer: string): string {
  const ops = lines.map(
    (line) =>
      `BT /${line.font} ${line.size} Tf ${line.x.toFixed(1)} ${line.y.toFixed(1)} Td ${pdfString(line.text)} Tj ET`,
  );
  ops.push(`BT /F1 8.5 Tf ${MARGIN} 36 Td ${pdfString(`${footer} - page ${pageNumber} of ${pageCount}`)} Tj ET`);
  return ops.join("\n");
}

/**
 * Writes a PDF 1.4 file. Objects: 1 catalog, 2 page tree, 3-4 fonts, 5 info, then a page and its
 * content stream per page. The cross-reference table records each object's byte offset, which
 * viewers need to open the file without repairing it.
 */
export function buildPdf(doc: PdfDocument, footer: string): Buffer {
  const pages = paginate(layout(doc.items));
  const firstPage = 6;
  const pageIds = pages.map((_, i) => firstPage + i * 2);
  const objects: string[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Title ${pdfString(doc.title)} /Author ${pdfString(footer)} /Producer (scripts/make-downloads.ts) >>`,
  ];
  pages.forEach((lines, i) => {
    const stream = contentStream(lines, i + 1, pages.length, footer);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${(pageIds[i] ?? 0) + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
    );
  });

  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, "latin1");
  // Each cross-reference entry is exactly 20 bytes, the line ending included.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
