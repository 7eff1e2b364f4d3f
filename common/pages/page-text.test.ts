import { describe, expect, it } from "vitest";
import { pageSentences, pageSnippet, plainWords } from "./page-text.ts";

describe("a page's words for search", () => {
  it("read links as their words and split the text into sentences", () => {
    expect(plainWords("Read [the FAQ](/admissions/FAQ) first.")).toBe("Read the FAQ first.");
    expect(
      pageSentences([
        { type: "paragraph", text: "Buses leave at 3:15. Call [us](tel:+12505550134) for a seat." },
        { type: "faq", items: [{ question: "Is there a bus?", answer: "Yes, two routes." }] },
      ]),
    ).toEqual(["Buses leave at 3:15.", "Call us for a seat.", "Is there a bus?", "Yes, two routes."]);
  });

  it("choose the sentence with the most of the query's words, and cut a long one around the first", () => {
    const sentences = ["The bus stops here.", "The morning bus route passes the lake.", "Nothing else."];
    expect(pageSnippet(sentences, "bus route")).toBe("The morning bus route passes the lake.");
    expect(pageSnippet(sentences, "zebra")).toBeUndefined();
    const long = `${"a".repeat(300)} uniform ${"b".repeat(300)}`;
    const snippet = pageSnippet([long], "uniform", 100) ?? "";
    expect(snippet).toContain("uniform");
    expect(snippet.startsWith("…") && snippet.endsWith("…")).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(102);
  });
});
