/**
 * Writes the site's web fonts (app/fonts/) from @fontsource's Latin files, with the weight axis cut to the weights
 * the styles use (400–700), each family in two files: its core (the characters nearly every page shows), which
 * every page preloads, and the rest of Latin, which a browser fetches only for a page that uses one of those
 * characters (ADR 044). Run `npm run fonts` after upgrading @fontsource, using a weight outside that range or
 * changing the core, and commit what it writes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

/** The weights the styles may ask for; app/styles/fonts.css declares the same. */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const;

/** @fontsource's "latin" unicode-range, as fonts.css declares it: what the cut fonts keep. */
export const LATIN_RANGE =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

/**
 * The core: ASCII, the no-break space, the punctuation the copy and the site's own words use (· © – — ‘ ’ “ ” • …)
 * and é (French names): a crawl of the sample site's 73 pages found no other Latin character on any of them.
 */
export const CORE_RANGE =
  "U+0020-007E, U+00A0, U+00A9, U+00B7, U+00E9, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026";

/** The code points a unicode-range names. */
function codePointsOf(range: string): number[] {
  const points: number[] = [];
  for (const part of range.split(",")) {
    const [first = "", last = first] = part.trim().replace(/^U\+/, "").split("-");
    for (let code = Number.parseInt(first, 16); code <= Number.parseInt(last, 16); code++) points.push(code);
  }
  return points;
}

/** A unicode-range for the given code points, consecutive ones joined (U+0041-005A). */
function rangeOf(points: number[]): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
  const parts: string[] = [];
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i++) {
    const first = sorted[i] as number;
    let last = first;
    while (sorted[i + 1] === last + 1) last = sorted[++i] as number;
    parts.push(last === first ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
  }
  return parts.join(", ");
}

const corePoints = new Set(codePointsOf(CORE_RANGE));

/** The rest of Latin: what LATIN_RANGE names and the core does not. */
export const REST_RANGE = rangeOf(codePointsOf(LATIN_RANGE).filter((code) => !corePoints.has(code)));

const SOURCES = {
  "source-sans-3": "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2",
  "source-serif-4": "@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2",
} as const;

/** Every file written: each family's core (preloaded by app/root.tsx) and its rest, with the range each keeps. */
export const FONTS = Object.entries(SOURCES).flatMap(([family, from]) => [
  { from, to: `${family}-core-400-700.woff2`, range: CORE_RANGE, preloaded: true },
  { from, to: `${family}-rest-400-700.woff2`, range: REST_RANGE, preloaded: false },
]);

export const fontsDir = fileURLToPath(new URL("../app/fonts/", import.meta.url));

/** Every character a unicode-range names (control characters have no glyphs to keep). */
export function charactersOf(range: string): string {
  return String.fromCodePoint(...codePointsOf(range).filter((code) => code >= 0x20 && !(code >= 0x7f && code < 0xa0)));
}

/** The cut fonts' bytes, by file name. */
export async function subsetFonts(): Promise<{ file: string; bytes: Buffer }[]> {
  return Promise.all(
    FONTS.map(async ({ from, to, range }) => {
      const source = readFileSync(fileURLToPath(import.meta.resolve(from)));
      const text = charactersOf(range);
      const bytes = await subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: FONT_WEIGHTS } });
      return { file: to, bytes };
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { file, bytes } of await subsetFonts()) {
    writeFileSync(`${fontsDir}${file}`, bytes);
    console.log(`app/fonts/${file}: ${bytes.length} bytes`);
  }
}
