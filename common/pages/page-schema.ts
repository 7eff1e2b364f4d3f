/**
 * What the office may save as a page's words (issue 14): the heading, the lead and the blocks, each block
 * checked as the public page will render it, and every link inside the text checked against the site's pages.
 */
import { z } from "zod";
import { officeListQuery, pageQuery, status } from "../content/schema-parts.ts";
import { pageAliases, sitePages } from "./registry.ts";
import type { Block } from "./types.ts";

const line = (label: string, max: number) => {
  const required = `${label} is required.`;
  return z.string({ error: required }).trim().min(1, required).max(max, `${label} must be at most ${max} characters.`);
};
const optionalLine = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((value) => value || undefined);
/** A list of at least one `one` and at most `max`, e.g. many(row, "row", "rows", 60). */
const many = <T extends z.ZodType>(item: T, one: string, several: string, max: number) =>
  z
    .array(item, { error: `The ${several} must be a list.` })
    .min(1, `Add at least one ${one}.`)
    .max(max, `Use at most ${max} ${several}.`);

const TEXT = 4000;

/** One block of a page, as common/pages/types.ts describes it. */
export const blockSchema = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("paragraph"), text: line("The paragraph", TEXT) }),
    z.object({
      type: z.literal("heading"),
      text: line("The heading", 120),
      id: z
        .string()
        .regex(/^[a-z0-9-]{1,60}$/, "An anchor is lower-case letters, digits and hyphens.")
        .optional(),
    }),
    z.object({
      type: z.literal("list"),
      items: many(line("A list item", 1000), "item", "items", 60),
      ordered: z.boolean().optional(),
    }),
    z.object({
      type: z.literal("table"),
      caption: line("The table's caption", 200),
      head: many(line("A column heading", 80), "column", "columns", 8),
      rows: many(z.array(z.string().trim().max(300, "A cell must be at most 300 characters.")), "row", "rows", 60),
      note: optionalLine("The note under the table", 1000),
    }),
    z.object({
      type: z.literal("faq"),
      items: many(
        z.object({ question: line("A question", 300), answer: line("An answer", TEXT) }),
        "question",
        "questions",
        60,
      ),
    }),
    z.object({
      type: z.literal("callout"),
      title: line("The callout's title", 120),
      text: line("The callout's text", TEXT),
      action: z.object({ label: line("The button's words", 60), to: line("The button's link", 300) }).optional(),
    }),
    z.object({ type: z.literal("quote"), text: line("The quotation", 1000), cite: line("Who said it", 200) }),
    z.object({
      type: z.literal("steps"),
      items: many(
        z.object({ title: line("A step's title", 120), text: line("A step's text", TEXT) }),
        "step",
        "steps",
        20,
      ),
    }),
    z.object({
      type: z.literal("facts"),
      items: many(z.object({ value: line("A fact", 80), label: line("A fact's label", 80) }), "fact", "facts", 12),
    }),
    z.object({
      type: z.literal("downloads"),
      items: many(
        z.object({
          label: line("A download's name", 120),
          href: z.string().regex(/^\/downloads\/[a-z0-9][a-z0-9._-]*\.pdf$/, "A download is a PDF under /downloads/."),
          description: line("A download's description", 300),
          sizeKb: z.number().int().min(1).max(100_000),
        }),
        "download",
        "downloads",
        30,
      ),
    }),
  ],
  { error: "A block must be one of: paragraph, heading, list, table, faq, callout, quote, steps, facts, downloads." },
);

/** The links written [label](target) in a text. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? "");
}

/** Every link a block holds: in its texts and its button. */
export function blockLinks(block: Block): string[] {
  const texts: string[] = [];
  switch (block.type) {
    case "paragraph":
      texts.push(block.text);
      break;
    case "list":
      texts.push(...block.items);
      break;
    case "table":
      if (block.note) texts.push(block.note);
      break;
    case "faq":
      texts.push(...block.items.map((item) => item.answer));
      break;
    case "callout":
      texts.push(block.text);
      return [...texts.flatMap(linksIn), ...(block.action ? [block.action.to] : [])];
    case "steps":
      texts.push(...block.items.map((item) => item.text));
      break;
    default:
      break;
  }
  return texts.flatMap(linksIn);
}

/** Addresses under which the site serves items and files: a link below them is checked by its page, not here. */
const ITEM_PREFIXES = [
  "/events/news-and-announcements/",
  "/event/",
  "/careers/",
  "/about/alumni/",
  "/downloads/",
  "/media/",
];
const OTHER_PATHS = new Set(["/search", "/site-map", "/calendar.ics", "/sitemap.xml", "/secure-pcs-login"]);
const KNOWN_PATHS = new Set<string>([
  ...sitePages.map((page) => page.path.toLowerCase()),
  ...Object.keys(pageAliases).map((path) => path.toLowerCase()),
]);

/** True for a link inside the site that leads to no page (another site, mail and phone links are not checked). */
export function isBrokenInternalLink(target: string): boolean {
  if (!target.startsWith("/") || target.startsWith("//")) return false;
  const path = (target.split(/[?#]/)[0] ?? "").replace(/\/$/, "") || "/";
  const lower = path.toLowerCase();
  if (KNOWN_PATHS.has(lower) || OTHER_PATHS.has(lower)) return false;
  return !ITEM_PREFIXES.some((prefix) => lower.startsWith(prefix) && lower.length > prefix.length);
}

export const PAGE_SORTS = ["path", "-updatedAt", "heading"] as const;

/** q: words in the heading or the address. */
export const pageListQuerySchema = z.object({ ...pageQuery, ...officeListQuery(PAGE_SORTS) });

export const pageInputSchema = z
  .object({
    heading: line("Heading", 120),
    lead: line("Lead", 600),
    blocks: z
      .array(z.unknown(), { error: "The blocks must be a list." })
      .max(150, "Use at most 150 blocks.")
      .transform((blocks, ctx): Block[] =>
        blocks.map((block, index) => {
          const checked = blockSchema.safeParse(block);
          if (checked.success) return checked.data as Block;
          // Named by its place, so the office finds it among many.
          ctx.addIssue({ code: "custom", message: `Block ${index + 1}: ${checked.error.issues[0]?.message}` });
          return z.NEVER;
        }),
      ),
    status,
  })
  .superRefine((page, ctx) => {
    page.blocks.forEach((block, index) => {
      const broken = blockLinks(block).find(isBrokenInternalLink);
      if (broken) {
        ctx.addIssue({
          code: "custom",
          path: ["blocks"],
          message: `Block ${index + 1} links to ${broken}, which is not a page of this site. Check the address.`,
        });
      }
    });
  });
