/** A page's words as plain text, for site search (issue 14): its blocks' texts with links reduced to their words. */
import type { Block } from "./types.ts";

/** "[the FAQ](/admissions/FAQ)" → "the FAQ". */
export function plainWords(text: string): string {
  return text.replace(/\[([^\]]*)\]\([^)\s]*\)/g, "$1");
}

/** Every piece of text a block shows, in reading order. */
export function blockTexts(block: Block): string[] {
  switch (block.type) {
    case "paragraph":
    case "heading":
      return [block.text];
    case "list":
      return block.items;
    case "table":
      return [block.caption, ...block.rows.map((row) => row.join(", ")), ...(block.note ? [block.note] : [])];
    case "faq":
      return block.items.flatMap((item) => [item.question, item.answer]);
    case "callout":
      return [block.title, block.text];
    case "quote":
      return [block.text];
    case "steps":
      return block.items.flatMap((item) => [item.title, item.text]);
    case "facts":
      return block.items.map((fact) => `${fact.value} ${fact.label}`);
    case "downloads":
      return block.items.flatMap((item) => [item.label, item.description]);
    case "picture":
      return block.caption ? [block.caption] : [];
  }
}

/** The page's sentences, plain, in reading order. */
export function pageSentences(blocks: readonly Block[]): string[] {
  return blocks
    .flatMap(blockTexts)
    .map(plainWords)
    .flatMap((text) => text.split(/(?<=[.!?])\s+/))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * The sentence that answers a query best (the most of its words), cut to about `max` characters around the
 * first word found; undefined when no sentence has any of them.
 */
export function pageSnippet(sentences: readonly string[], query: string, max = 200): string | undefined {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  let best: { sentence: string; count: number } | undefined;
  for (const sentence of sentences) {
    const lower = sentence.toLowerCase();
    const count = words.filter((word) => lower.includes(word)).length;
    if (count > 0 && (!best || count > best.count)) best = { sentence, count };
  }
  if (!best) return undefined;
  const { sentence } = best;
  if (sentence.length <= max) return sentence;
  const at = Math.max(
    0,
    ...words
      .map((word) => sentence.toLowerCase().indexOf(word))
      .filter((i) => i >= 0)
      .slice(0, 1),
  );
  const start = Math.max(0, at - Math.floor(max / 3));
  const cut = sentence.slice(start, start + max).trim();
  return `${start > 0 ? "…" : ""}${cut}${start + max < sentence.length ? "…" : ""}`;
}
