import { describe, expect, it } from "vitest";
import { hasControlCharacters, withoutControlCharacters } from "./control-characters.ts";

describe("control characters", () => {
  it("finds NUL, the rest of C0 and DEL in one-line text, tab and line breaks included", () => {
    for (const code of [0x00, 0x01, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1b, 0x1f, 0x7f]) {
      expect(hasControlCharacters(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
    }
    expect(hasControlCharacters("Jane O'Brien-Smith, Ph.D. (née Ünal) 😀")).toBe(false);
    expect(hasControlCharacters("")).toBe(false);
  });

  it("allows tab, line feed and carriage return in multi-line text, and nothing else below space", () => {
    expect(hasControlCharacters("Mondays\tafter 3\r\nFridays\n", { multiline: true })).toBe(false);
    expect(hasControlCharacters("x\u0000", { multiline: true })).toBe(true);
    expect(hasControlCharacters("x\u000b", { multiline: true })).toBe(true);
    expect(hasControlCharacters("x\u007f", { multiline: true })).toBe(true);
  });

  it("strips every control character from a query and keeps the rest as it was", () => {
    expect(withoutControlCharacters("x\u0000")).toBe("x");
    expect(withoutControlCharacters("\u0000spr\u0007ing\tfair\u007f")).toBe("springfair");
    expect(withoutControlCharacters("café 😀")).toBe("café 😀");
  });
});
