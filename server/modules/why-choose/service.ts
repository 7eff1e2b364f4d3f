/** The reasons to choose PCS, in the office's chosen order. */

import type { Page, Visibility } from "../../../common/content/types.ts";
import { whyChooseInputSchema } from "../../../common/content/why-choose/schema.ts";
import type { WhyChooseItem, WhyChooseListOptions } from "../../../common/content/why-choose/types.ts";
import type { Db } from "../../db/database.ts";
import type { AuditService } from "../audit/service.ts";
import { createContentStore, metaOf, type Row, sortedBy } from "../content/store.ts";
import { contentWrites } from "../content/writes.ts";

function toWhyChooseItem(row: Row<"why_choose_items">): WhyChooseItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    bodyHtml: row.body_html,
    icon: row.icon,
    sortOrder: row.sort_order,
    publishAt: row.publish_at,
    ...metaOf(row),
  };
}

export function createWhyChooseService(db: Db, now: () => Date, audit: AuditService) {
  const store = createContentStore(db, {
    table: "why_choose_items",
    idKind: "uuid",
    toEntity: toWhyChooseItem,
    now,
    appearsAt: "publish_at",
  });
  const writes = contentWrites({
    db,
    set: "why-choose",
    store,
    schema: whyChooseInputSchema,
    audit,
    titleOf: (item) => item.title,
    toRow: (data) => ({
      title: data.title,
      summary: data.summary,
      body_html: data.bodyHtml,
      icon: data.icon,
      sort_order: data.sortOrder,
      publish_at: data.publishAt,
      status: data.status,
    }),
  });

  return {
    list(options: WhyChooseListOptions = {}): Promise<Page<WhyChooseItem>> {
      return store.list({
        ...options,
        orderBy: sortedBy(options.sort, { title: "title", updatedAt: "updated_at", sortOrder: "sort_order" }, [
          ["sort_order", "asc"],
          ["title", "asc"],
        ]),
        search: options.q ? { columns: ["title", "summary"], text: options.q } : undefined,
      });
    },
    get(id: string, visibility: Visibility = {}): Promise<WhyChooseItem | undefined> {
      return store.get(id, visibility);
    },
    ...writes,
    count: store.count,
  };
}

export type WhyChooseService = ReturnType<typeof createWhyChooseService>;
