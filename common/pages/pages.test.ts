/** Checks the pages' copy against the page registry, the downloads on disk and the house rules. */
import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allPageCopy, copyOf } from "./index.ts";
import { sitePages } from "./registry.ts";
import type { Block, StaticPageContent } from "./types.ts";

/** Where the sample files of /downloads/ live (served by the documents module, not as static files). */
const sampleFiles = new URL("../../server/db/sample-content/", import.meta.url);

const pagePaths = new Set<string>(sitePages.map((page) => page.path));
/** Addresses served by dynamic routes or files rather than by an entry of `pages`. */
const dynamicPrefixes = ["/events/", "/event/", "/careers/", "/about/alumni/", "/downloads/"];
const otherKnownPaths = new Set(["/search", "/site-map"]);

function isKnownPath(path: string): boolean {
  return pagePaths.has(path) || otherKnownPaths.has(path) || dynamicPrefixes.some((prefix) => path.startsWith(prefix));
}

/** A file rather than a page: the router cannot show it, so only a plain download link may point at it. */
function isFile(path: string): boolean {
  return path.startsWith("/downloads/") || /\.[a-z0-9]+$/i.test(path);
}

/** Every piece of RichText in a block (the strings that may hold links). */
function richTexts(block: Block): string[] {
  switch (block.type) {
    case "paragraph":
      return [block.text];
    case "list":
      return block.items;
    case "table":
      return block.note ? [block.note] : [];
    case "faq":
      return block.items.map((item) => item.answer);
    case "callout":
      return [block.text];
    case "steps":
      return block.items.map((item) => item.text);
    case "heading":
    case "quote":
    case "facts":
    case "downloads":
    case "picture":
      return [];
  }
}

/** Every string a reader sees in a block, links included. */
function visibleTexts(block: Block): string[] {
  switch (block.type) {
    case "heading":
      return [block.text];
    case "table":
      return [block.caption, ...block.head, ...block.rows.flat(), ...richTexts(block)];
    case "faq":
      return block.items.flatMap((item) => [item.question, item.answer]);
    case "callout":
      return [block.title, block.text, block.action?.label ?? ""];
    case "quote":
      return [block.text, block.cite];
    case "steps":
      return block.items.flatMap((item) => [item.title, item.text]);
    case "facts":
      return block.items.flatMap((item) => [item.value, item.label]);
    case "downloads":
      return block.items.flatMap((item) => [item.label, item.description]);
    default:
      return richTexts(block);
  }
}

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Link targets that render as router links or anchors: inline [label](target) links and callout buttons. */
function linkTargets(page: StaticPageContent): string[] {
  return page.blocks.flatMap((block) => [
    ...richTexts(block).flatMap((text) => [...text.matchAll(LINK)].map((match) => match[2] ?? "")),
    ...(block.type === "callout" && block.action ? [block.action.to] : []),
  ]);
}

function downloadItems(page: StaticPageContent) {
  return page.blocks.flatMap((block) => (block.type === "downloads" ? block.items : []));
}

function wordCount(page: StaticPageContent): number {
  const text = [page.heading, page.lead, ...page.blocks.flatMap(visibleTexts)].join(" ").replace(LINK, "$1");
  return text.split(/\s+/).filter((word) => /\w/.test(word)).length;
}

/** Strings rendered as React siblings with themselves as keys must be unique within their block. */
function keyedValues(block: Block): string[][] {
  switch (block.type) {
    case "list":
      return [block.items];
    case "table":
      return [block.head, block.rows.map((row) => row.join("|"))];
    case "faq":
      return [block.items.map((item) => item.question)];
    case "steps":
      return [block.items.map((item) => item.title)];
    case "facts":
      return [block.items.map((item) => item.label)];
    case "downloads":
      return [block.items.map((item) => item.href)];
    default:
      return [];
  }
}

describe("static page copy", () => {
  it("links only to pages that exist", () => {
    const broken = allPageCopy.flatMap((page) =>
      linkTargets(page)
        .filter((target) => target.startsWith("/"))
        .map((target) => target.replace(/[?#].*$/, ""))
        .filter((path) => !isKnownPath(path) || isFile(path))
        .map((path) => `${page.path} -> ${path}`),
    );
    expect(broken).toEqual([]);
  });

  it("links to same-page anchors that exist", () => {
    const broken = allPageCopy.flatMap((page) => {
      const ids = new Set(page.blocks.flatMap((block) => (block.type === "heading" && block.id ? [block.id] : [])));
      return linkTargets(page)
        .filter((target) => target.startsWith("#") && !ids.has(target.slice(1)))
        .map((target) => `${page.path} -> ${target}`);
    });
    expect(broken).toEqual([]);
  });

  it("sends external links over https and e-mail only to .example addresses", () => {
    const targets = allPageCopy.flatMap(linkTargets);
    expect(targets.filter((t) => t.startsWith("http") && !t.startsWith("https://"))).toEqual([]);
    expect(targets.filter((t) => t.startsWith("mailto:") && !t.endsWith(".example"))).toEqual([]);
  });

  it.each(allPageCopy.map((page) => [page.path, page] as const))("%s reads as a finished page", (_path, page) => {
    const text = [page.heading, page.lead, ...page.blocks.flatMap(visibleTexts)].join("\n");
    const words = wordCount(page);
    expect(words, `${page.path} has ${words} words`).toBeGreaterThanOrEqual(250);
    expect(words, `${page.path} has ${words} words`).toBeLessThanOrEqual(900);
    expect(page.blocks.filter((block) => block.type === "heading").length).toBeGreaterThanOrEqual(2);
    expect(text).not.toMatch(/lorem|ipsum|coming soon|\bTODO\b|\bTBD\b|placeholder/i);
    // The school is fictional: phone numbers from 555-01xx and e-mail addresses under .example only.
    for (const phone of text.match(/\(?\d{3}\)?[ -]?\d{3}-\d{4}/g) ?? []) expect(phone).toMatch(/555-01\d\d$/);
    for (const email of text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []) expect(email).toMatch(/\.example$/);
    for (const block of page.blocks) {
      for (const values of keyedValues(block)) expect(new Set(values).size, JSON.stringify(values)).toBe(values.length);
    }
  });
});

describe("downloads", () => {
  const items = allPageCopy.flatMap(downloadItems);

  it("are all offered on the downloads page", () => {
    const downloadsPage = copyOf("/admissions/downloads");
    const onDownloadsPage = new Set(downloadsPage ? downloadItems(downloadsPage).map((item) => item.href) : []);
    expect(onDownloadsPage.size).toBeGreaterThanOrEqual(5);
    expect(items.filter((item) => !onDownloadsPage.has(item.href)).map((item) => item.href)).toEqual([]);
  });

  it.each(items.map((item) => [item.href, item] as const))("%s is a PDF of the size the page states", (href, item) => {
    expect(href).toMatch(/^\/downloads\/[a-z0-9-]+\.pdf$/);
    const file = new URL(`.${href}`, sampleFiles);
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(item.sizeKb).toBe(Math.ceil(statSync(file).size / 1024));
  });
});
