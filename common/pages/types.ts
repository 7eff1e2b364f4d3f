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
  | { type: "downloads"; items: DownloadItem[] }
  /** A picture from the library, at its own proportions, with what it shows for people who cannot see it. */
  | { type: "picture"; src: string; alt: string; width: number; height: number; caption?: string };

export interface DownloadItem {
  label: string;
  /** Site-relative address of the file, e.g. /downloads/application-form.pdf. */
  href: string;
  description: string;
  /** The file's size in kilobytes (rounded up), shown beside the link; the page fills in the real size. */
  sizeKb?: number;
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
  /** A page the office added: About, Admissions or Giving; null for a page of the spec (the registry has it). */
  section: "About" | "Admissions" | "Giving" | null;
  /** Where an added page sits in its section's menu: "none", "end" or "<Section>:<order>" (just after that page). */
  menuPlace: string;
  /** An added page's line for search engines and link previews; null for a page of the spec. */
  description: string | null;
  /** A page the spec names: it cannot move, be unpublished or be deleted. */
  fixed: boolean;
  status: "draft" | "published";
  createdAt: string;
  updatedAt: string;
  version: number;
  updatedBy: string | null;
}

/** A published page the office added, as the menus, the site map and the sitemap need it. */
export interface MenuPage {
  path: string;
  title: string;
  section: "About" | "Admissions" | "Giving";
  /** Its place among the section's menu (the registry's orders ×10); null: not in the menu. */
  menuOrder: number | null;
  description: string;
  updatedAt: string;
}
