/** Alumni profiles, newest graduating class first. */

import { alumnusInputSchema } from "../../../common/content/alumni/schema.ts";
import type { AlumniListOptions, Alumnus } from "../../../common/content/alumni/types.ts";
import type { Page, Visibility } from "../../../common/content/types.ts";
import type { Db } from "../../db/database.ts";
import type { AuditService } from "../audit/service.ts";
import { createContentStore, metaOf, type Row, sortedBy } from "../content/store.ts";
import { contentWrites } from "../content/writes.ts";

function toAlumnus(row: Row<"alumni">): Alumnus {
  return {
    id: Number(row.id),
    name: row.name,
    graduationYear: row.graduation_year,
    headline: row.headline,
    bioHtml: row.bio_html,
    imageUrl: row.image_url,
    imageAlt: row.image_alt,
    publishAt: row.publish_at,
    ...metaOf(row),
  };
}

export function createAlumniService(db: Db, now: () => Date, audit: AuditService) {
  const store = createContentStore(db, {
    table: "alumni",
    idKind: "serial",
    toEntity: toAlumnus,
    now,
    appearsAt: "publish_at",
  });
  const writes = contentWrites({
    db,
    set: "alumni",
    store,
    schema: alumnusInputSchema,
    audit,
    titleOf: (item) => item.name,
    toRow: (data) => ({
      name: data.name,
      graduation_year: data.graduationYear,
      headline: data.headline,
      bio_html: data.bioHtml,
      image_url: data.imageUrl,
      image_alt: data.imageAlt,
      publish_at: data.publishAt,
      status: data.status,
    }),
  });

  return {
    list(options: AlumniListOptions = {}): Promise<Page<Alumnus>> {
      return store.list({
        ...options,
        orderBy: sortedBy(options.sort, { name: "name", graduationYear: "graduation_year", updatedAt: "updated_at" }, [
          ["graduation_year", "desc"],
          ["name", "asc"],
        ]),
        search: options.q ? { columns: ["name", "headline"], text: options.q } : undefined,
      });
    },
    /** Takes the id as a number or as the route's text; undefined for anything that is not a known id. */
    get(id: number | string, visibility: Visibility = {}): Promise<Alumnus | undefined> {
      return store.get(id, visibility);
    },
    ...writes,
    count: store.count,
  };
}

export type AlumniService = ReturnType<typeof createAlumniService>;
