import { describe, expect, it } from "vitest";
import type { Block } from "../../common/pages/types.ts";
import { pageOutline } from "./page-outline.ts";

describe("a page's outline", () => {
  it("lists the headings with their own ids, or ids made from their words, each once", () => {
    const blocks: Block[] = [
      { type: "paragraph", text: "Welcome." },
      { type: "heading", text: "Who to contact", id: "who" },
      { type: "heading", text: "Fees & bursaries (2026–2027)" },
      { type: "list", items: ["One"] },
      { type: "heading", text: "Fees & bursaries (2026–2027)" },
      { type: "heading", text: "École française" },
    ];
    expect(pageOutline(blocks)).toEqual([
      { id: "who", text: "Who to contact" },
      { id: "section-fees-bursaries-2026-2027", text: "Fees & bursaries (2026–2027)" },
      { id: "section-fees-bursaries-2026-2027-2", text: "Fees & bursaries (2026–2027)" },
      { id: "section-ecole-francaise", text: "École française" },
    ]);
  });
});
