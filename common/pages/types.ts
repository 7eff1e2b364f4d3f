/** The shape of a static page's copy: plain data the office could one day edit, rendered by <PageBlocks>. */

/**
 * Text may hold links written as [label](/path), [label](https://…), [label](mailto:…) or [label](tel:…);
 * everything else is plain text (no HTML).
 */
export type RichText = string;

export type Block =
  | { type: "paragraph"; text: RichText }
  | { type: "heading"; text: string; id?: string }
  | { type: "list"; items: RichText[]; ordered?: boolean }
  | { type: "table"; caption: string; head: string[]; rows: string[][]; note?: RichText }
  | { type: "faq"; items: { question: string; answer: RichText }[] }
  | { type: "callout"; title: string; text: RichText; action?: { label: string; to: string } }
  | { type: "quote"; text: string; cite: string }
  | { type: "steps"; items: { title: string; text: RichText }[] }
  | { type: "facts"; items: { value: string; label: string }[] }
  /** Files to download (under public/); plain links, so the browser fetches the file instead of routing. */
  | { type: "downloads"; items: DownloadItem[] };

export interface DownloadItem {
  label: string;
  /** Site-relative address of the file, e.g. /downloads/application-form.pdf. */
  href: string;
  description: string;
  /** The file's size in kilobytes (rounded up), shown beside the link. */
  sizeKb: number;
}

/** A page's words; its address and title are the page registry's (common/pages/registry.ts). */
export interface StaticPageContent {
  /** The visible <h1>. */
  heading: string;
  /** One or two sentences under the heading. */
  lead: string;
  blocks: Block[];
}

/** A page as the API and the office see it (issue 14): its fixed address and title, and the words the office edits. */
export interface PageRecord {
  id: string;
  /** The page's address; a page the spec names never moves. */
  path: string;
  /** The registry's title (the <title> and the menus' default words). */
  title: string;
  heading: string;
  lead: string;
  blocks: Block[];
  status: "draft" | "published";
  createdAt: string;
  updatedAt: string;
  version: number;
  updatedBy: string | null;
}
