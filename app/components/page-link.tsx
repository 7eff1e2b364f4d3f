/**
 * A link to a page of this site by its absolute path: a plain <a> whose clicks React Router follows in place
 * (ADR 075, ADR 077).
 */
import type { AnchorHTMLAttributes } from "react";
import { useLinkClickHandler } from "react-router";

/**
 * What React Router's <Link> does for an absolute path, without the hooks it runs for what our links never use
 * (relative paths, prefetching, view transitions, state): a plain click is followed in place, replacing the
 * history entry for the page already shown; a click with a modifier key or another button is left to the browser.
 * The link's own `onClick` runs first and may stop it. Not for a file or feed a route answers with data (a
 * download, the calendar's .ics): the browser must fetch those itself.
 */
type PageLinkProps = { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

function PageLinkInBrowser({ to, onClick, ...attributes }: PageLinkProps) {
  const followInPlace = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a
      {...attributes}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) followInPlace(event);
      }}
    />
  );
}

/** On the server a link is only its markup: nothing is clicked there, so React Router's hooks are not run. */
function PageLinkOnServer({ to, onClick: _notClickedHere, ...attributes }: PageLinkProps) {
  return <a {...attributes} href={to} />;
}

/** A link to one of the site's pages: followed in place in the browser, its markup alone on the server. */
export const PageLink = typeof document === "undefined" ? PageLinkOnServer : PageLinkInBrowser;
