/** The files families download (issue 14): their names, limits and what the office's screen shows of each. */

/** A file's name under /downloads/: lower-case letters, digits, dots, hyphens and underscores, ending .pdf. */
export const DOCUMENT_NAME = /^[a-z0-9][a-z0-9._-]{0,80}\.pdf$/;

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const DOCUMENT_MESSAGES = {
  notPdf: "The file must be a PDF. Save it as a PDF and choose it again.",
  tooLarge: "The file must be smaller than 10 MB.",
  missing: "Choose a PDF to upload.",
  name: "The file's name must be lower-case letters, digits and hyphens, ending .pdf, like bus-form.pdf.",
} as const;

/** "Bus Form (2027).PDF" → "bus-form-2027.pdf": the name a new file gets from the file chosen. */
export function documentNameOf(fileName: string): string {
  const base = fileName
    .toLowerCase()
    .replace(/\.pdf$/, "")
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${base || "form"}.pdf`;
}

export interface DocumentInfo {
  name: string;
  /** Its address on the site: /downloads/<name>. */
  href: string;
  /** Rounded up, as the downloads page shows it. */
  sizeKb: number;
  /** When the office last uploaded it; null for the file the site was built with. */
  updatedAt: string | null;
  updatedBy: string | null;
}

/** Kilobytes as the downloads page shows them: rounded up, at least 1. */
export function kilobytes(bytes: number): number {
  return Math.max(1, Math.ceil(bytes / 1024));
}
