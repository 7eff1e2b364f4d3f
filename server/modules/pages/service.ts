/**
 * The pages' words in the database (issue 14): a content set (the store, the write path with its history and
 * audit) whose rows are the pages of the registry. A page the spec names stays published, at its address.
 */

import type { Actor, OfficeListOptions, Page, PageRequest, Visibility } from "../../../common/content/types.ts";
import { pageInputSchema } from "../../../common/pages/page-schema.ts";
import { pageAt } from "../../../common/pages/registry.ts";
import type { Block, PageRecord } from "../../../common/pages/types.ts";
import type { Db } from "../../db/database.ts";
import { ConflictError, ValidationError } from "../../errors.ts";
import type { AuditService } from "../audit/service.ts";
import { createContentStore, metaOf, type Row, sortedBy } from "../content/store.ts";
import { contentWrites, type Update } from "../content/writes.ts";

function parseBlocks(json: string): Block[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as Block[]) : [];
  } catch {
    return [];
  }
}

function toPage(row: Row<"pages">): PageRecord {
  return {
    id: row.id,
    path: row.path,
    title: pageAt(row.path)?.title ?? row.heading,
    heading: row.heading,
    lead: row.lead,
    blocks: parseBlocks(row.blocks),
    ...metaOf(row),
  };
}

export interface PageListOptions extends PageRequest, Visibility, OfficeListOptions {}

const STAYS_PUBLISHED = "This page is one of the site's own pages: it stays published. Save it as published.";

export function createPagesService(db: Db, now: () => Date, audit: AuditService) {
  const store = createContentStore(db, { table: "pages", idKind: "uuid", toEntity: toPage, now });
  const writes = contentWrites({
    db,
    set: "pages",
    store,
    schema: pageInputSchema,
    audit,
    titleOf: (page) => page.title,
    toRow: (data) => ({
      heading: data.heading,
      lead: data.lead,
      blocks: JSON.stringify(data.blocks),
      status: data.status,
    }),
  });

  return {
    list(options: PageListOptions = {}): Promise<Page<PageRecord>> {
      return store.list({
        ...options,
        orderBy: sortedBy(options.sort, { path: "path", updatedAt: "updated_at", heading: "heading" }, [
          ["path", "asc"],
        ]),
        search: options.q ? { columns: ["heading", "path", "lead"], text: options.q } : undefined,
      });
    },
    get(id: string, visibility: Visibility = {}): Promise<PageRecord | undefined> {
      return store.get(id, visibility);
    },
    /** The published page at an address (the registry's spelling), for the public routes. */
    async byPath(path: string): Promise<PageRecord | undefined> {
      const [found] = await store.first({ where: [["path", "=", path]], orderBy: [["path", "asc"]], limit: 1 });
      return found;
    },
    async update(id: string, input: Update<Record<string, unknown>>, by: Actor | null = null) {
      if (input.status === "draft") throw new ValidationError({ status: STAYS_PUBLISHED });
      return writes.update(id, { ...input, status: "published" } as never, by);
    },
    /** New pages under About, Admissions or Giving come with the menus' editor; today a page is one of the spec's. */
    async create(_input: Record<string, unknown>, _by: Actor | null = null): Promise<PageRecord> {
      throw new ConflictError("Pages cannot be added here yet: the site's own pages can be edited.");
    },
    async remove(id: string, _by: Actor | null = null): Promise<boolean> {
      if (!(await store.get(id, { includeDrafts: true }))) return false;
      throw new ConflictError("This page is one of the site's own pages: it cannot be deleted, only edited.");
    },
    history: writes.history,
    version: writes.version,
    restore: writes.restore,
    count: store.count,
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
