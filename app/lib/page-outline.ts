/**
 * A page's outline for its "On this page" list (issue 16): each heading block with the id it is rendered with,
 * the block's own id or one made from its words, unique on the page.
 */
import type { Block } from "../../common/pages/types.ts";

export interface OutlineEntry {
  id: string;
  text: string;
}

/** "Fees paid each year" → "fees-paid-each-year". */
export function slugOf(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}

/** The id each block is rendered with, by its index: headings only. */
export function headingIds(blocks: readonly Block[]): Map<number, string> {
  const used = new Set<string>();
  const ids = new Map<number, string>();
  blocks.forEach((block, index) => {
    if (block.type !== "heading") return;
    const base = block.id || `section-${slugOf(block.text)}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    ids.set(index, id);
  });
  return ids;
}

/** The page's headings in order, each with its id. */
export function pageOutline(blocks: readonly Block[]): OutlineEntry[] {
  const ids = headingIds(blocks);
  return blocks.flatMap((block, index) => {
    const id = ids.get(index);
    return block.type === "heading" && id ? [{ id, text: block.text }] : [];
  });
}
