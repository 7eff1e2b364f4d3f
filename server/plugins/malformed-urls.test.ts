import { describe, expect, it } from "vitest";
import { quoteMalformedPath } from "./malformed-urls.ts";

describe("an address with a broken percent-escape", () => {
  it("is quoted as typed, so it decodes to the very text that was asked for", () => {
    expect(quoteMalformedPath("/about/%E0%A4%A")).toBe("/about/%25E0%25A4%25A");
    expect(decodeURIComponent(quoteMalformedPath("/news/%zz"))).toBe("/news/%zz");
    expect(quoteMalformedPath("/api/news/%?page=2")).toBe("/api/news/%25?page=2");
  });

  it("leaves good addresses, their escapes and their queries alone", () => {
    for (const url of ["/", "/about/history", "/search?q=caf%C3%A9", "/a%20b?x=%zz", "/%C3%A9cole"]) {
      expect(quoteMalformedPath(url)).toBe(url);
    }
  });
});
