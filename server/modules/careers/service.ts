/**
 * Careers postings: visitors see published postings whose closing date (a day in Vancouver) has not
 * passed, soonest closing first and open-until-filled last; administrators see every posting.
 */

import { careerInputSchema } from "../../../common/content/careers/schema.ts";
import type { CareerPosting, CareersListOptions } from "../../../common/content/careers/types.ts";
import type { Page, Visibility } from "../../../common/content/types.ts";
import { zonedDate } from "../../../common/zoned-time.ts";
import type { Db } from "../../db/database.ts";
import type { AuditService } from "../audit/service.ts";
import {
  type Condition,
  createContentStore,
  metaOf,
  type Order,
  type Row,
  sortedBy,
  tagsFromText,
  tagsToText,
} from "../content/store.ts";
import { contentWrites } from "../content/writes.ts";

function toCareerPosting(row: Row<"careers">, today: string): CareerPosting {
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
    opensOn: row.opens_on ?? null,
    tags: tagsFromText(row.tags),
    isOpen:
      row.status === "published" &&
      (row.opens_on == null || row.opens_on <= today) &&
      (row.closing_date === null || row.closing_date >= today),
    ...metaOf(row),
  };
}

const order: Order<"careers">[] = [
  ["closing_date", "asc", "nulls last"],
  ["start_date", "asc"],
  ["title", "asc"],
];

/**
 * A posting is open from its opening day through its closing day in the school's zone, whatever the
 * server's zone; one without an opening date opens when published, one without a closing date is open
 * until filled (site search and the sitemap apply the same rule).
 */
export function openOn(at: Date): Condition<"careers">[] {
  const today = zonedDate(at);
  return [
    ["opens_on", "<=", today, "or null"],
    ["closing_date", ">=", today, "or null"],
  ];
}

/** Published postings whose opening day is still ahead: the office's "Scheduled" filter. */
function scheduledOn(at: Date): Condition<"careers">[] {
  return [["opens_on", ">", zonedDate(at)]];
}

/** Published postings whose closing day has passed: the office's "Closed" filter. */
function closedOn(at: Date): Condition<"careers">[] {
  return [["closing_date", "<", zonedDate(at)]];
}

/** The office's sort keys as columns; the default order (soonest closing first) breaks ties. */
const SORT_COLUMNS = { title: "title", closingDate: "closing_date", updatedAt: "updated_at" } as const;

export function createCareersService(db: Db, now: () => Date, audit: AuditService) {
  const toEntity = (row: Row<"careers">) => toCareerPosting(row, zonedDate(now()));
  const store = createContentStore(db, { table: "careers", idKind: "uuid", toEntity, now });
  const writes = contentWrites({
    db,
    set: "careers",
    store,
    schema: careerInputSchema,
    audit,
    titleOf: (item) => item.title,
    toRow: (data) => ({
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
      opens_on: data.opensOn,
      tags: tagsToText(data.tags),
      status: data.status,
    }),
  });

  /** Visitors' lists offer open postings only; the office filters by status as it chooses. */
  function listConditions(options: CareersListOptions): Condition<"careers">[] {
    if (!options.includeDrafts) return openOn(now());
    if (options.status === "open") return openOn(now());
    if (options.status === "closed") return closedOn(now());
    if (options.status === "scheduled") return scheduledOn(now());
    return [];
  }

  return {
    list(options: CareersListOptions = {}): Promise<Page<CareerPosting>> {
      const where = listConditions(options);
      if (options.employmentType) where.push(["employment_type", "=", options.employmentType]);
      const byDates = options.status === "open" || options.status === "closed" || options.status === "scheduled";
      const onlyStatus = byDates ? "published" : options.onlyStatus;
      return store.list({
        ...options,
        onlyStatus,
        where,
        orderBy: sortedBy(options.sort, SORT_COLUMNS, order),
        search: options.q ? { columns: ["title", "department"], text: options.q } : undefined,
      });
    },
    /**
     * Undefined for an unknown, malformed or draft posting, or one whose opening day is ahead (unless
     * includeDrafts). A closed posting is still found, with isOpen false, so its page can say it is closed
     * instead of vanishing.
     */
    async get(id: string, visibility: Visibility = {}): Promise<CareerPosting | undefined> {
      const posting = await store.get(id, visibility);
      if (posting?.opensOn && !visibility.includeDrafts && posting.opensOn > zonedDate(now())) return undefined;
      return posting;
    },
    ...writes,
    count: store.count,
  };
}

export type CareersService = ReturnType<typeof createCareersService>;
