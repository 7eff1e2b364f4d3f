/**
 * Writes the printable documents of /admissions/downloads into server/db/sample-content/downloads/ (the sample files of /downloads/).
 * Run `npm run downloads` after editing scripts/download-documents.ts and commit the PDFs it writes.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { documents, footer } from "./download-documents.ts";
import { buildPdf } from "./pdf.ts";

export const downloadsDir = fileURLToPath(new URL("../server/db/sample-content/downloads/", import.meta.url));

export function renderDownloads(): { file: string; bytes: Buffer }[] {
  return documents.map((doc) => ({ file: doc.file, bytes: buildPdf(doc, footer) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(downloadsDir, { recursive: true });
  for (const { file, bytes } of renderDownloads()) {
    writeFileSync(join(downloadsDir, file), bytes);
    console.log(`${file}: ${bytes.length} bytes (${Math.ceil(bytes.length / 1024)} KB)`);
  }
}
