/**
 * Writes the two web fonts the site serves (app/fonts/) from @fontsource's Latin files, with the weight axis cut
 * to the weights the styles use (400–700): the serif goes from 51 KB to 35 KB. Run `npm run fonts` after
 * upgrading @fontsource or using a weight outside that range, and commit what it writes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

/** The weights the styles may ask for; app/styles/fonts.css declares the same. */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const;

/** @fontsource's "latin" unicode-range, as fonts.css declares it: what the cut fonts keep. */
export const LATIN_RANGE =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

export const FONTS = [
  {
    from: "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2",
    to: "source-sans-3-latin-400-700.woff2",
  },
  {
    from: "@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2",
    to: "source-serif-4-latin-400-700.woff2",
  },
] as const;

export const fontsDir = fileURLToPath(new URL("../app/fonts/", import.meta.url));

/** Every character a unicode-range names (control characters have no glyphs to keep). */
export function charactersOf(range: string): string {
  const characters: string[] = [];
  for (const part of range.split(",")) {
    const [first = "", last = first] = part.trim().replace(/^U\+/, "").split("-");
    for (let code = Number.parseInt(first, 16); code <= Number.parseInt(last, 16); code++) {
      if (code >= 0x20 && !(code >= 0x7f && code < 0xa0)) characters.push(String.fromCodePoint(code));
    }
  }
  return characters.join("");
}

/** The cut fonts' bytes, by file name. */
export async function subsetFonts(): Promise<{ file: string; bytes: Buffer }[]> {
  const text = charactersOf(LATIN_RANGE);
  return Promise.all(
    FONTS.map(async ({ from, to }) => {
      const source = readFileSync(fileURLToPath(import.meta.resolve(from)));
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
