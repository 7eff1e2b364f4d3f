/** Reading ?page= for the public list pages, and falling back to the last page when it is past the end. */

import type { Page } from "../../common/content/types.ts";
import { boundedPaging } from "../../common/paging.ts";

/** The page a list's URL asks for: 1 for anything that is not a whole number of 1 or more. */
export function requestedPage(url: URL): number {
  const value = url.searchParams.get("page") ?? "";
  // Digits only, so "2abc" or "1e3" are not read as pages. A huge number stays past the end.
  if (!/^\d+$/.test(value)) return 1;
  return boundedPaging(Number(value)).page;
}

/**
 * Loads the requested page; a page past the end (an old bookmark, a typed-in number) loads the last
 * page instead, so a visitor always sees a list and a pager that leads back through it.
 */
export async function pageOrLast<T>(load: (page: number) => Promise<Page<T>>, requested: number): Promise<Page<T>> {
  const result = await load(requested);
  if (result.items.length > 0 || requested <= result.pageCount) return result;
  return load(result.pageCount);
}
