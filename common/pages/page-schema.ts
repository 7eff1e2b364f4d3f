/**
 * What the office may save as a page's words (issue 14): the heading, the lead and the blocks, each block
 * checked as the public page will render it, and every link inside the text checked against the site's pages.
 */
import { z } from "zod";
// A page's lines are the content sets' required plain text: one wording of "is required" for the whole office.
import { text as line, noControlCharacters, officeListQuery, pageQuery, status } from "../content/schema-parts.ts";
import { countWords } from "../count-words.ts";
import { libraryPictureId } from "../media/urls.ts";
import { pageAliases, sitePages } from "./registry.ts";
import type { Block } from "./types.ts";

const optionalLine = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(...noControlCharacters(label))
    .nullish()
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
    z
      .object({
        type: z.literal("table"),
        caption: line("The table's caption", 200),
        head: many(line("A column heading", 80), "column", "columns", 8),
        rows: many(
          z.array(
            z
              .string()
              .trim()
              .max(300, "A cell must be at most 300 characters.")
              .refine(...noControlCharacters("A cell")),
          ),
          "row",
          "rows",
          60,
        ),
        note: optionalLine("The note under the table", 1000),
      })
      .superRefine((table, ctx) => {
        // A row with more or fewer cells than there are headings puts cells under no heading (or headings over
        // nothing), which a screen reader announces under the wrong column. Typing the headings with commas
        // instead of bars is the usual way in: one heading over three-cell rows.
        const columns = table.head.length;
        for (const [index, row] of table.rows.entries()) {
          if (row.length === columns) continue;
          ctx.addIssue({
            code: "custom",
            path: ["rows", index],
            message: `Row ${index + 1} has ${countWords(row.length, "cell", "cells")}; the table has ${countWords(columns, "column", "columns")}. Separate the headings and the cells with a vertical bar (|).`,
          });
          return;
        }
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
          /** Shown beside the link; the page reads the file's real size when it is served, so this may be left out. */
          sizeKb: z.number().int().min(1).max(100_000).optional(),
        }),
        "download",
        "downloads",
        30,
      ),
    }),
    z.object({
      type: z.literal("picture"),
      src: z
        .string({ error: "Choose a picture from the library." })
        .regex(/^\/media\/[0-9a-f-]{36}\/\d{1,4}\.webp$/, "Choose a picture from the library."),
      alt: line("What the picture shows", 300),
      width: z.number().int().min(1).max(10_000),
      height: z.number().int().min(1).max(10_000),
      caption: optionalLine("The caption", 300),
    }),
  ],
  {
    error:
      "A block must be one of: paragraph, heading, list, table, faq, callout, quote, steps, facts, downloads, picture.",
  },
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

/** The library pictures a page's picture blocks show, by id, each once, in the page's order. */
export function pagePictureIds(blocks: readonly Block[]): string[] {
  const ids = blocks.flatMap((block) => (block?.type === "picture" ? [libraryPictureId(block.src)] : []));
  return [...new Set(ids.filter((id): id is string => id !== undefined))];
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

/** The sections a page the office adds may sit in, each under its own address. */
export const PAGE_SECTIONS = ["About", "Admissions", "Giving"] as const;
export type PageSection = (typeof PAGE_SECTIONS)[number];

/** A page of the spec (the registry): its address, title and menu place are fixed. */
export function isSpecPage(path: string): boolean {
  return sitePages.some((page) => page.path === path) || Object.hasOwn(pageAliases, path);
}

/** The address a page the office adds may have: /about/…, /admissions/… or /giving/… and one word or words-with-hyphens. */
const CUSTOM_PATH = /^\/(about|admissions|giving)\/[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Where a page sits in its section's menu, as the form chooses it: "none", "end", or "<Section>:<order>" for just
 * after that registry page. Stored as a number among the registry's orders (each ×10): after order 3 is 35.
 */
export const MENU_END = 1000;
export function menuOrderOf(place: string | undefined): number | null {
  if (!place || place === "none") return null;
  if (place === "end") return MENU_END;
  const order = Number(place.split(":")[1]);
  return Number.isInteger(order) ? order * 10 + 5 : null;
}
export function menuPlaceOf(section: string | null, order: number | null): string {
  if (order === null || section === null) return "none";
  if (order >= MENU_END) return "end";
  return `${section}:${Math.floor(order / 10)}`;
}

/** The places a page can take in each section's menu: after each of the section's pages, or at its end. */
export function menuPlaceChoices(): { value: string; label: string }[] {
  const choices = [{ value: "none", label: "Not in the menu (linked from other pages only)" }];
  for (const section of PAGE_SECTIONS) {
    const inMenu = sitePages
      .filter((page) => page.section === section && "menu" in page && page.menu)
      .map((page) => ({ order: (page as { menu: { order: number; text?: string } }).menu.order, page }))
      .sort((a, b) => a.order - b.order);
    for (const { order, page } of inMenu) {
      const text = (page as { menu: { text?: string } }).menu.text ?? page.title;
      choices.push({ value: `${section}:${order}`, label: `${section} menu, after “${text}”` });
    }
  }
  choices.push({ value: "end", label: "At the end of its section's menu" });
  return choices;
}

/**
 * How a block is named in messages: "Block 3", counted from 1 as the editor numbers them. Every message about one
 * block starts with it (blockProblems finds the block by it), the server's own checks included.
 */
export const blockPlace = (index: number) => `Block ${index + 1}`;

/** Between the blocks' problems in the blocks field's one message. */
const BLOCK_PROBLEMS_SEPARATOR = "\n";

/**
 * The blocks field's message as its problems, each with the place (from 0) of the block it names, or
 * undefined for one about the blocks as a whole ("Use at most 150 blocks.").
 */
export function blockProblems(message: string): { message: string; index: number | undefined }[] {
  return message.split(BLOCK_PROBLEMS_SEPARATOR).map((line) => {
    const place = /^Block (\d+)\b/.exec(line)?.[1];
    return { message: line, index: place ? Number(place) - 1 : undefined };
  });
}

const PATH_MESSAGE =
  "Enter an address like /admissions/bus-routes: the section, then lower-case words joined by hyphens.";

export const pageInputSchema = z
  .object({
    heading: line("Heading", 120),
    lead: line("Introduction", 600),
    blocks: z
      .array(z.unknown(), { error: "The blocks must be a list." })
      .max(150, "Use at most 150 blocks.")
      .transform((blocks, ctx): Block[] => {
        // Every block at fault is named at once (its first problem each), one line per block, so fixing one
        // does not reveal the next only on the following save. One message: the field's errors are one string
        // per field (common/forms/field-errors.ts); the error summary lists its lines one link each.
        const problems: string[] = [];
        const checked = blocks.map((block, index) => {
          const result = blockSchema.safeParse(block);
          if (result.success) return result.data as Block;
          // Named by its place, so the office finds it among many.
          problems.push(`${blockPlace(index)}: ${result.error.issues[0]?.message}`);
          return undefined;
        });
        if (problems.length === 0) return checked as Block[];
        ctx.addIssue({ code: "custom", message: problems.join(BLOCK_PROBLEMS_SEPARATOR) });
        return z.NEVER;
      }),
    status,
    /** A page the office adds: its menu and search title, address, section, menu place and search description. */
    title: optionalLine("Title", 80),
    path: z.string({ error: PATH_MESSAGE }).trim().max(80, PATH_MESSAGE).optional(),
    section: z
      .enum(PAGE_SECTIONS, { error: `Section must be one of: ${PAGE_SECTIONS.join(", ")}.` })
      .nullish()
      .transform((value) => value ?? undefined),
    menuPlace: z.string({ error: "Choose a place in the menu." }).max(40).optional(),
    description: optionalLine("Description", 300),
  })
  .superRefine((page, ctx) => {
    // The spec's pages keep the registry's address, title and place; these rules are for the office's own.
    if (page.path === undefined || isSpecPage(page.path)) return;
    if (!page.title) ctx.addIssue({ code: "custom", path: ["title"], message: "Title is required." });
    if (!page.section) {
      ctx.addIssue({ code: "custom", path: ["section"], message: "Choose the section the page belongs to." });
    }
    if (!CUSTOM_PATH.test(page.path)) {
      ctx.addIssue({ code: "custom", path: ["path"], message: PATH_MESSAGE });
    } else if (page.section && !page.path.startsWith(`/${page.section.toLowerCase()}/`)) {
      ctx.addIssue({
        code: "custom",
        path: ["path"],
        message: `A page in ${page.section} has an address starting /${page.section.toLowerCase()}/.`,
      });
    } else if (!isBrokenInternalLink(page.path) || page.path.startsWith("/about/alumni/")) {
      ctx.addIssue({ code: "custom", path: ["path"], message: "That address belongs to another page of the site." });
    }
    const place = page.menuPlace ?? "none";
    const known = menuPlaceChoices().some((choice) => choice.value === place);
    if (!known || (place.includes(":") && page.section && !place.startsWith(`${page.section}:`))) {
      ctx.addIssue({
        code: "custom",
        path: ["menuPlace"],
        message: `Choose a place in the ${page.section ?? "section's"} menu, or not in the menu.`,
      });
    }
  });

/**
 * The first link inside the blocks that leads to no page: `pages` are the office's own pages' addresses, which
 * only the server knows; the registry's are known here. Undefined when every link leads somewhere.
 */
export function firstBrokenLink(
  blocks: readonly Block[],
  pages: ReadonlySet<string>,
): { block: number; target: string } | undefined {
  for (const [index, block] of blocks.entries()) {
    const target = blockLinks(block).find(
      (link) => isBrokenInternalLink(link) && !pages.has((link.split(/[?#]/)[0] ?? "").replace(/\/$/, "")),
    );
    if (target) return { block: index + 1, target };
  }
  return undefined;
}

/** The message a broken link gets, on the blocks field. */
export function brokenLinkMessage(found: { block: number; target: string }): string {
  return `${blockPlace(found.block - 1)} links to ${found.target}, which is not a page of this site. Check the address.`;
}
