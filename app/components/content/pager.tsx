/** Previous/next links between pages of a list; plain links, so paging works without JavaScript. */
import { Link, useSearchParams } from "react-router";

/** The address of another page of this list: the same query (filters kept) with `page` set, then `hash`. */
export function pageHref(params: URLSearchParams, page: number, hash = ""): string {
  const next = new URLSearchParams(params);
  next.set("page", String(page));
  return `?${next.toString()}${hash}`;
}

export function Pager({
  page,
  pageCount,
  label,
  hash,
  previousLabel = "← Previous",
  nextLabel = "Next →",
}: {
  page: number;
  pageCount: number;
  label: string;
  /** Where on the page a pager link lands, e.g. "#open-positions" below a long introduction. */
  hash?: string;
  /** Lists that run newest first say "← Newer" and "Older →" instead. */
  previousLabel?: string;
  nextLabel?: string;
}) {
  const [params] = useSearchParams();
  // Past the last page (only an office list's address can ask for one) there is nothing to step through: the
  // list's own words link back (EmptyList).
  if (pageCount <= 1 || page > pageCount) return null;
  const hrefFor = (n: number) => pageHref(params, n, hash);
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className="button button--ghost">
          {previousLabel}
        </Link>
      ) : (
        <span />
      )}
      <p className="pager__status">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className="button button--ghost">
          {nextLabel}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
