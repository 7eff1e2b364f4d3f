/**
 * The pages' words in the database (issue 14): a content set (the store, the write path with its history and
 * audit). A page the spec names (the registry) stays published at its address with its title; a page the office
 * adds under About, Admissions or Giving has its own address, title, menu place and description, may be a
 * draft, and may be deleted.
 */

import type { Transaction } from "kysely";
import type { Actor, OfficeListOptions, Page, PageRequest, Visibility } from "../../../common/content/types.ts";
import { libraryPictureId } from "../../../common/media/urls.ts";
import {
  blockPlace,
  brokenLinkMessage,
  firstBrokenLink,
  isSpecPage,
  menuOrderOf,
  menuPlaceOf,
  type PageSection,
  pageInputSchema,
} from "../../../common/pages/page-schema.ts";
import { pageAt } from "../../../common/pages/registry.ts";
import type { Block, MenuPage, PageRecord } from "../../../common/pages/types.ts";
import type { Db } from "../../db/database.ts";
import { lockRows } from "../../db/lock-rows.ts";
import { readUntilChange } from "../../db/read-until-change.ts";
import type { Database } from "../../db/schema.ts";
import { ConflictError, ValidationError } from "../../errors.ts";
import { isUniqueViolation } from "../admins/service.ts";
import type { AuditService } from "../audit/service.ts";
import { createContentStore, metaOf, type Row, sortedBy } from "../content/store.ts";
import { contentWrites, type Update } from "../content/writes.ts";
import type { DocumentsService } from "../documents/service.ts";

/** A page's stored blocks column; anything unreadable is no blocks. */
export function parseBlocks(json: string): Block[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as Block[]) : [];
  } catch {
    return [];
  }
}

/** What the office calls a stored page: the registry's title for a page of the spec, else its own, else its heading. */
export function storedPageTitle(row: { path: string; title: string | null; heading: string }): string {
  return pageAt(row.path)?.title ?? row.title ?? row.heading;
}

function toPage(row: Row<"pages">): PageRecord {
  const spec = pageAt(row.path);
  return {
    id: row.id,
    path: row.path,
    title: storedPageTitle(row),
    heading: row.heading,
    lead: row.lead,
    blocks: parseBlocks(row.blocks),
    section: spec ? null : row.section,
    menuPlace: spec ? "none" : menuPlaceOf(row.section, row.menu_order),
    description: spec ? null : row.description,
    fixed: spec !== undefined || isSpecPage(row.path),
    ...metaOf(row),
  };
}

export interface PageListOptions extends PageRequest, Visibility, OfficeListOptions {}

const PICTURE_GONE =
  "its picture is no longer in the picture library (it was deleted). Choose another picture, or take the block out.";
const STAYS_PUBLISHED = "This page is one of the site's own pages: it stays published. Save it as published.";
const ADDRESS_TAKEN = "Another page already has that address. Choose another.";
/** What only a page the office added has; a spec page's come from the registry and are never written. */
const CUSTOM_FIELDS = ["path", "title", "section", "menuPlace", "description"] as const;

export function createPagesService(
  db: Db,
  now: () => Date,
  audit: AuditService,
  documents: Pick<DocumentsService, "list">,
) {
  const store = createContentStore(db, { table: "pages", idKind: "uuid", toEntity: toPage, now });
  /** The published pages the office added: a few small rows. */
  async function readAddedPages(): Promise<MenuPage[]> {
    const rows = await db.kysely
      .selectFrom("pages")
      .select(["path", "title", "section", "menu_order", "description", "updated_at"])
      .where("status", "=", "published")
      .where("title", "is not", null)
      .orderBy("path")
      .execute();
    return rows.flatMap((row) =>
      row.title && row.section
        ? [
            {
              path: row.path,
              title: row.title,
              section: row.section as PageSection,
              menuOrder: row.menu_order,
              description: row.description ?? "",
              updatedAt: row.updated_at,
            },
          ]
        : [],
    );
  }
  const addedPages = readUntilChange(db.changes, now, async () => ({ value: await readAddedPages() }));

  const writes = contentWrites({
    db,
    set: "pages",
    store,
    schema: pageInputSchema,
    audit,
    titleOf: (page) => page.title,
    checkContent: (data, trx) => checkPictures(data.blocks, trx),
    toRow: (data) => {
      const custom = data.path !== undefined && !isSpecPage(data.path);
      return {
        heading: data.heading,
        lead: data.lead,
        blocks: JSON.stringify(data.blocks),
        status: data.status,
        ...(custom
          ? {
              path: data.path,
              title: data.title ?? null,
              section: data.section ?? null,
              menu_order: menuOrderOf(data.menuPlace),
              description: data.description ?? null,
            }
          : {}),
      };
    },
  });

  /** The office's own pages' addresses: links inside the text may lead to them too. */
  async function customPaths(): Promise<Set<string>> {
    const rows = await db.kysely.selectFrom("pages").select("path").where("title", "is not", null).execute();
    return new Set(rows.map((row) => row.path));
  }

  async function checkLinks(blocks: unknown): Promise<void> {
    if (!Array.isArray(blocks)) return; // the schema names a missing or malformed list
    const broken = firstBrokenLink(blocks as Block[], await customPaths());
    if (broken) throw new ValidationError({ blocks: brokenLinkMessage(broken) });
    // A download must be a file the site has: a sample, or one the office uploaded.
    const files = new Set((await documents.list()).map((document) => document.href));
    for (const [index, block] of (blocks as Block[]).entries()) {
      if (block?.type !== "downloads" || !Array.isArray(block.items)) continue;
      const missing = block.items.find((item) => !files.has(item?.href));
      if (missing) {
        throw new ValidationError({
          blocks: `${blockPlace(index)}: there is no file at ${missing.href}. Upload it under Downloadable forms first.`,
        });
      }
    }
  }

  /**
   * A picture block must show a picture of the library: one deleted since the editor chose it (or an address typed
   * by hand) would be a broken picture on the public page. Named by its block, as a link's problem is. Asked of
   * blocks the schema has accepted, so each picture's address is the library's, inside the page's write: the
   * pictures' rows stay locked until it commits, so the library's delete, which locks the picture before it looks
   * for pages that show it, either finds this page or is found here to have come first.
   */
  async function checkPictures(blocks: readonly Block[], trx: Transaction<Database>): Promise<void> {
    const pictures = blocks.flatMap((block, index) =>
      block.type === "picture" ? [{ index, id: libraryPictureId(block.src) }] : [],
    );
    const ids = [...new Set(pictures.flatMap(({ id }) => (id ? [id] : [])))];
    if (ids.length === 0) return;
    const locked = await lockRows(trx, "media", (update) =>
      update.where("id", "in", ids).where("deleted_at", "is", null),
    );
    if (locked === ids.length) return;
    const rows = await trx
      .selectFrom("media")
      .select("id")
      .where("id", "in", ids)
      .where("deleted_at", "is", null)
      .execute();
    const inLibrary = new Set(rows.map((row) => row.id));
    const gone = pictures.find(({ id }) => id !== undefined && !inLibrary.has(id));
    if (gone) throw new ValidationError({ blocks: `${blockPlace(gone.index)}: ${PICTURE_GONE}` });
  }

  /** A second page at one address is refused by the database; the office is told which field to change. */
  async function addressChecked<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ValidationError({ path: ADDRESS_TAKEN });
      throw error;
    }
  }

  return {
    list(options: PageListOptions = {}): Promise<Page<PageRecord>> {
      return store.list({
        ...options,
        orderBy: sortedBy(options.sort, { path: "path", updatedAt: "updated_at", heading: "heading" }, [
          ["path", "asc"],
        ]),
        search: options.q ? { columns: ["heading", "path", "lead", "title"], text: options.q } : undefined,
      });
    },
    get(id: string, visibility: Visibility = {}): Promise<PageRecord | undefined> {
      return store.get(id, visibility);
    },
    /** The published page at an address (the registry's spelling, or an added page's), for the public routes. */
    async byPath(path: string): Promise<PageRecord | undefined> {
      const [found] = await store.first({ where: [["path", "=", path]], orderBy: [["path", "asc"]], limit: 1 });
      return found;
    },
    /** The published pages the office added, for the menus, the site map and the sitemap: read once per change. */
    addedPages,
    /** A new page under About, Admissions or Giving. */
    async create(input: Record<string, unknown>, by: Actor | null = null): Promise<PageRecord> {
      if (typeof input.path !== "string" || input.path.trim() === "") {
        throw new ValidationError({
          path: "Enter an address like /admissions/bus-routes: the section, then lower-case words joined by hyphens.",
        });
      }
      if (isSpecPage(input.path.trim())) {
        throw new ValidationError({ path: "That address belongs to another page of the site." });
      }
      await checkLinks(input.blocks);
      return addressChecked(() => writes.create({ menuPlace: "none", ...input } as never, by));
    },
    async update(id: string, input: Update<Record<string, unknown>>, by: Actor | null = null) {
      const current = await store.get(id, { includeDrafts: true });
      if (!current) return undefined;
      let changes: Update<Record<string, unknown>> = input;
      if (current.fixed) {
        if (input.status === "draft") throw new ValidationError({ status: STAYS_PUBLISHED });
        // A spec page's address, title and place are the registry's: whatever is sent for them is not kept.
        changes = Object.fromEntries(
          Object.entries(input).filter(([key]) => !(CUSTOM_FIELDS as readonly string[]).includes(key)),
        ) as Update<Record<string, unknown>>;
        changes.status = "published";
      }
      if ("blocks" in changes) {
        await checkLinks(changes.blocks);
      }
      return addressChecked(() => writes.update(id, changes as never, by));
    },
    /** An added page can go; a page the spec names cannot. */
    async remove(id: string, by: Actor | null = null): Promise<boolean> {
      const current = await store.get(id, { includeDrafts: true });
      if (!current) return false;
      if (current.fixed) {
        throw new ConflictError("This page is one of the site's own pages: it cannot be deleted, only edited.");
      }
      return writes.remove(id, by);
    },
    history: writes.history,
    version: writes.version,
    /** An earlier version as a new one, unless it shows a picture the library no longer has (then the block is named). */
    restore: writes.restore,
    /** A change the picture library makes to a page's picture blocks (a new description, ADR 057 and 068). */
    updateWithin: writes.updateWithin,
    deleted: writes.deleted,
    deleteForever: writes.deleteForever,
    /**
     * Puts a deleted page back at its address, unless a page is there now (or the address became one of the
     * site's own): then the office is told to move that page first, by the address field.
     */
    async putBack(id: string, by: Actor | null = null): Promise<PageRecord | undefined> {
      const kept = await writes.deletedItem(id);
      if (!kept) return undefined;
      const there = await db.kysely.selectFrom("pages").select("id").where("path", "=", kept.path).executeTakeFirst();
      if (there || isSpecPage(kept.path)) {
        throw new ValidationError({
          path: `Another page is at ${kept.path} now. Give that page another address or delete it, then put this one back.`,
        });
      }
      return addressChecked(() => writes.putBack(id, by));
    },
    count: store.count,
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
