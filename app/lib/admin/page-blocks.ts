/** A page's blocks in the office's screens: their names, their form text and a line that says what each is. */
import type { Block } from "../../../common/pages/types.ts";

export const BLOCK_KINDS = {
  paragraph: "Paragraph",
  heading: "Heading",
  list: "List",
  table: "Table",
  faq: "Questions and answers",
  callout: "Callout box",
  quote: "Quotation",
  steps: "Numbered steps",
  facts: "Key facts",
  downloads: "Downloads",
  picture: "Picture",
} as const satisfies Record<Block["type"], string>;

/** A page's blocks as the form holds them (JSON text). */
export function blocksOf(text: string | undefined): Block[] {
  try {
    const parsed: unknown = JSON.parse(text || "[]");
    return Array.isArray(parsed) ? (parsed as Block[]) : [];
  } catch {
    return [];
  }
}

/** A block's first words, for its heading in the editor and the 409 panel. */
export function blockSummary(block: Block): string {
  const words = (() => {
    switch (block.type) {
      case "paragraph":
      case "heading":
      case "quote":
        return block.text;
      case "callout":
        return block.title;
      case "table":
        return block.caption;
      case "list":
        return block.items[0] ?? "";
      case "faq":
        return block.items[0]?.question ?? "";
      case "steps":
        return block.items[0]?.title ?? "";
      case "facts":
        return block.items.map((fact) => fact.label).join(", ");
      case "downloads":
        return block.items.map((item) => item.label).join(", ");
      case "picture":
        return block.caption || block.alt;
    }
  })();
  const short = words.length > 60 ? `${words.slice(0, 59)}…` : words;
  return short ? `${BLOCK_KINDS[block.type]}: ${short}` : BLOCK_KINDS[block.type];
}
