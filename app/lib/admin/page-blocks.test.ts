import { describe, expect, it } from "vitest";
import { blockSummary } from "./page-blocks.ts";

describe("blockSummary", () => {
  it("names a block by its words as the page shows them, a link's address left out", () => {
    // The editor's block heading read "[mission statement](/about/mission-statement)", broken mid-way on a phone.
    expect(blockSummary({ type: "list", items: ["Read our [mission statement](/about/mission-statement)"] })).toBe(
      "List: Read our mission statement",
    );
  });

  it("counts its 60 characters in the words shown, so a link's address does not cut a short sentence", () => {
    const text = "See [the tuition page](/admissions/tuition-and-fees) for this year's fees.";
    expect(text.length).toBeGreaterThan(60);
    expect(blockSummary({ type: "paragraph", text })).toBe("Paragraph: See the tuition page for this year's fees.");
  });
});
