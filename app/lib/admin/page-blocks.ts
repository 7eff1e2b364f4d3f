/** A page's blocks in the office's screens: their names, their form text and a line that says what each is. */
import { plainWords } from "../../../common/pages/page-text.ts";
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

/**
 * A block's first words, for its heading in the editor and the 409 panel: as the page shows them, a link's words
 * without its address ("[mission statement](/about/mission-statement)" reads as one long word, which a phone breaks inside).
 */
export function blockSummary(block: Block): string {
  const text = (() => {
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
  const words = plainWords(text);
  const short = words.length > 60 ? `${words.slice(0, 59)}…` : words;
  return short ? `${BLOCK_KINDS[block.type]}: ${short}` : BLOCK_KINDS[block.type];
}

/**
 * Everything a block holds, as words: its kind, then every text, link, picture and number in it, in order. For
 * comparing two versions (the 409 panel, the history), where blockSummary's first 60 characters could hide the
 * one difference between them.
 */
export function blockWords(block: Block): string {
  const words: string[] = [];
  const walk = (value: unknown, key: string): void => {
    if (key === "type") return;
    if (typeof value === "string" || typeof value === "number") {
      words.push(String(value));
    } else if (value === true) {
      // A list's only switch: said as the editor says it, so a list numbered on one side only differs in words.
      words.push(key === "ordered" ? "(numbered)" : `(${key})`);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
    } else if (value && typeof value === "object") {
      for (const [name, inner] of Object.entries(value)) walk(inner, name);
    }
  };
  walk(block, "");
  // Empty cells are kept as places ("a |  | b"): a cell moved to another column must read differently too.
  return words.some((word) => word !== "")
    ? `${BLOCK_KINDS[block.type]}: ${words.join(" | ")}`
    : BLOCK_KINDS[block.type];
}
