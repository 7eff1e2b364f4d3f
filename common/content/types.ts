/** Types every content set shares (ADR 008); each set's types.ts re-exports them. */

export type Status = "draft" | "published";

/** One page of a list, with what a pager needs. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** At least 1, so an empty list still reads "page 1 of 1". */
  pageCount: number;
}

/** Visitors see published rows only (the default); administrators may ask for drafts too. */
export interface Visibility {
  includeDrafts?: boolean;
  /** With includeDrafts: only rows of this status (the office's "Drafts" or "Published" filter). */
  onlyStatus?: Status;
}

/** The office's search box, sort key (each set's schema lists its keys) and status filter. */
export interface OfficeListOptions {
  q?: string;
  sort?: string;
  /** Honoured with includeDrafts; "scheduled" is published with its publishing time still ahead. */
  status?: string;
}

export interface PageRequest {
  page?: number;
  pageSize?: number;
}

/** A set published at a chosen time (events, alumni, testimonials, why-choose; news has its publishedAt). */
export interface Scheduled {
  /** ISO instant a published item first shows on the site; null: as soon as it is published. */
  publishAt: string | null;
}

/** Fields every content row has. */
export interface ContentMeta {
  status: Status;
  createdAt: string;
  updatedAt: string;
  version: number;
  /** Who changed it last (an administrator's name); null for sample content and scripts. */
  updatedBy: string | null;
}

/** The signed-in administrator making a change, for updated_by and the audit log; null for scripts. */
export interface Actor {
  id: number;
  name: string;
  /** Where the request came from, for the audit log (as sign-ins record it); absent for scripts and tests. */
  ip?: string | null;
}
