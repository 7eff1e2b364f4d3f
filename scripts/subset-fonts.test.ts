/** The served fonts are the script's cut of @fontsource's files, and no style asks them for a weight they lost. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  CORE_RANGE,
  charactersOf,
  FONT_WEIGHTS,
  FONTS,
  fontsDir,
  LATIN_RANGE,
  REST_RANGE,
  subsetFonts,
} from "./subset-fonts.ts";

const stylesDir = fileURLToPath(new URL("../app/styles/", import.meta.url));
const styleSheets = readdirSync(stylesDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".css"))
  .map((file) => ({ file, css: readFileSync(join(stylesDir, file), "utf8") }));

describe("the site's web fonts", () => {
  it("are committed as the script writes them", async () => {
    for (const { file, bytes } of await subsetFonts()) {
      expect(readFileSync(join(fontsDir, file)).equals(bytes), file).toBe(true);
    }
  });

  it("are declared with the characters and weights they keep", () => {
    const fontsCss = readFileSync(join(stylesDir, "fonts.css"), "utf8").replace(/\s+/g, " ");
    const faces = fontsCss.match(/@font-face \{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(FONTS.length);
    for (const { to, range } of FONTS) {
      const face = faces.find((f) => f.includes(`../fonts/${to}`));
      expect(face, to).toBeDefined();
      expect(face).toContain(`font-weight: ${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};`);
      expect(face).toContain(`unicode-range: ${range};`);
    }
  });

  it("keep every letter of French names and the typography the copy uses, in one of a family's two files", () => {
    const kept = charactersOf(CORE_RANGE) + charactersOf(REST_RANGE);
    for (const character of "Aa Zz 09 éèêëàâçôûüÉ «» – — ‘’ “” … · § © € ™ −") {
      expect(kept, character).toContain(character);
    }
  });

  it("split Latin between the core and the rest, each character in exactly one", () => {
    const core = [...charactersOf(CORE_RANGE)];
    const rest = new Set(charactersOf(REST_RANGE));
    expect(core.filter((character) => rest.has(character))).toEqual([]);
    expect([...core, ...rest].sort()).toEqual([...charactersOf(LATIN_RANGE)].sort());
  });

  it("preload only the cores, which hold what a page of plain text needs", () => {
    const root = readFileSync(fileURLToPath(new URL("../app/root.tsx", import.meta.url)), "utf8");
    for (const { to, preloaded } of FONTS) expect(root.includes(`./fonts/${to}?url`), to).toBe(preloaded);
    const core = charactersOf(CORE_RANGE);
    for (const character of "Welcome to Pinecrest – a school “family” since 1978 — the office’s résumé · ©…") {
      expect(core, character).toContain(character);
    }
  });

  it("are never asked for a weight outside the cut (the browser would fake it)", () => {
    for (const { file, css } of styleSheets) {
      for (const [, weight] of css.matchAll(/font-weight:\s*(\d+)/g)) {
        const value = Number(weight);
        if (file === "fonts.css") continue;
        expect(value, `${file}: font-weight ${value}`).toBeGreaterThanOrEqual(FONT_WEIGHTS.min);
        expect(value, `${file}: font-weight ${value}`).toBeLessThanOrEqual(FONT_WEIGHTS.max);
      }
      for (const [, weight] of css.matchAll(/\bfont:\s*(\d{3})\s/g)) {
        expect(Number(weight), `${file}: font ${weight}`).toBeLessThanOrEqual(FONT_WEIGHTS.max);
      }
    }
  });
});
