/** Previous/next links between pages of a list; plain links, so paging works without JavaScript. */
import { Link } from "react-router";

export function Pager({
  page,
  pageCount,
  hrefFor,
  label,
  previousLabel = "← Previous",
  nextLabel = "Next →",
}: {
  page: number;
  pageCount: number;
  hrefFor(page: number): string;
  label: string;
  /** Lists that run newest first say "← Newer" and "Older →" instead. */
  previousLabel?: string;
  nextLabel?: string;
}) {
  if (pageCount <= 1) return null;
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
