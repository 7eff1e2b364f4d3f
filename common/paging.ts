/** The bounds of every paged list, for the API's query schemas, the store and the public list pages alike. */

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 50;
/**
 * No school list comes near this many pages; the bound keeps OFFSET a small whole number, which
 * SQLite refuses to take as a float and PostgreSQL as anything past a bigint.
 */
export const PAGE_MAX = 100_000;

/**
 * Whole-number page and page size within bounds, whatever a caller passed (a typed-in page such as
 * 99999999999999999999 included). A page past PAGE_MAX is read as PAGE_MAX: past the end of any list.
 */
export function boundedPaging(page: number | undefined, pageSize?: number): { page: number; pageSize: number } {
  const p = page !== undefined && Number.isFinite(page) ? Math.min(PAGE_MAX, Math.max(1, Math.floor(page))) : 1;
  const size = pageSize !== undefined && Number.isFinite(pageSize) ? Math.floor(pageSize) : PAGE_SIZE_DEFAULT;
  return { page: p, pageSize: Math.min(PAGE_SIZE_MAX, Math.max(1, size)) };
}

/** One page of a list as the API answers it: at least one page, so an empty list reads "page 1 of 1". */
export function pageOf<T>(items: T[], total: number, paging: { page: number; pageSize: number }) {
  return { items, total, ...paging, pageCount: Math.max(1, Math.ceil(total / paging.pageSize)) };
}
