/** Testimonials, newest first. */

import { testimonialInputSchema } from "../../../common/content/testimonials/schema.ts";
import type { Testimonial, TestimonialListOptions } from "../../../common/content/testimonials/types.ts";
import type { Page, Visibility } from "../../../common/content/types.ts";
import type { Db } from "../../db/database.ts";
import type { AuditService } from "../audit/service.ts";
import { createContentStore, metaOf, type Row, sortedBy } from "../content/store.ts";
import { contentWrites } from "../content/writes.ts";

function toTestimonial(row: Row<"testimonials">): Testimonial {
  return {
    id: row.id,
    author: row.author,
    relationship: row.relationship,
    quote: row.quote,
    storyHtml: row.story_html,
    publishAt: row.publish_at,
    ...metaOf(row),
  };
}

export function createTestimonialsService(db: Db, now: () => Date, audit: AuditService) {
  const store = createContentStore(db, {
    table: "testimonials",
    idKind: "uuid",
    toEntity: toTestimonial,
    now,
    appearsAt: "publish_at",
  });
  const writes = contentWrites({
    db,
    set: "testimonials",
    store,
    schema: testimonialInputSchema,
    audit,
    titleOf: (item) => item.author,
    toRow: (data) => ({
      author: data.author,
      relationship: data.relationship,
      quote: data.quote,
      story_html: data.storyHtml,
      publish_at: data.publishAt,
      status: data.status,
    }),
  });

  return {
    list(options: TestimonialListOptions = {}): Promise<Page<Testimonial>> {
      return store.list({
        ...options,
        orderBy: sortedBy(options.sort, { author: "author", updatedAt: "updated_at" }, [["created_at", "desc"]]),
        search: options.q ? { columns: ["author", "relationship", "quote"], text: options.q } : undefined,
      });
    },
    get(id: string, visibility: Visibility = {}): Promise<Testimonial | undefined> {
      return store.get(id, visibility);
    },
    ...writes,
    count: store.count,
  };
}

export type TestimonialsService = ReturnType<typeof createTestimonialsService>;
