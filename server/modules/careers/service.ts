/**
 * Careers postings: visitors see published postings whose closing date (a day in Vancouver) has not
 * passed, soonest closing first and open-until-filled last; administrators see every posting.
 */
import { zonedDate } from "../../../common/zoned-time.ts";
import type { Db } from "../../db/database.ts";
import {
  type Condition,
  createContentStore,
  metaOf,
  type Order,
  type Row,
  tagsFromText,
  tagsToText,
} from "../content/store.ts";
import type { Page, Visibility } from "../content/types.ts";
import { contentWrites } from "../content/writes.ts";
import { careerInputSchema } from "./schema.ts";
import type { CareerPosting, CareersListOptions } from "./types.ts";

function toCareerPosting(row: Row<"careers">): CareerPosting {
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    employmentType: row.employment_type,
    location: row.location,
    summary: row.summary,
    descriptionHtml: row.description_html,
    requirementsHtml: row.requirements_html,
    howToApplyHtml: row.how_to_apply_html,
    startDate: row.start_date,
    closingDate: row.closing_date,
    tags: tagsFromText(row.tags),
    ...metaOf(row),
  };
}

const order: Order<"careers">[] = [
  ["closing_date", "asc", "nulls last"],
  ["start_date", "asc"],
  ["title", "asc"],
];

/**
 * A posting stays open through its closing day in the school's zone, whatever the server's zone; one
 * without a closing date is open until filled (site search applies the same rule).
 */
export function openOn(at: Date): Condition<"careers">[] {
  return [["closing_date", ">=", zonedDate(at), "or null"]];
}

export function createCareersService(db: Db, now: () => Date) {
  const store = createContentStore(db, { table: "careers", idKind: "uuid", toEntity: toCareerPosting, now });
  const writes = contentWrites(store, careerInputSchema, (data) => ({
    title: data.title,
    department: data.department,
    employment_type: data.employmentType,
    location: data.location,
    summary: data.summary,
    description_html: data.descriptionHtml,
    requirements_html: data.requirementsHtml,
    how_to_apply_html: data.howToApplyHtml,
    start_date: data.startDate,
    closing_date: data.closingDate,
    tags: tagsToText(data.tags),
    status: data.status,
  }));

  /** Administrators see closed postings too. */
  const stillOpen = (visibility: Visibility): Condition<"careers">[] => (visibility.includeDrafts ? [] : openOn(now()));

  return {
    list(options: CareersListOptions = {}): Promise<Page<CareerPosting>> {
      const where = stillOpen(options);
      if (options.employmentType) where.push(["employment_type", "=", options.employmentType]);
      return store.list({ ...options, where, orderBy: order });
    },
    /** Undefined for an unknown, malformed, draft or closed posting (unless includeDrafts). */
    get(id: string, visibility: Visibility = {}): Promise<CareerPosting | undefined> {
      return store.get(id, { ...visibility, where: stillOpen(visibility) });
    },
    ...writes,
    count: store.count,
  };
}

export type CareersService = ReturnType<typeof createCareersService>;
