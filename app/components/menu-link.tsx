/**
 * Renders one menu item: a link inside the site that React Router follows in place, or a new-window link to
 * another site.
 */
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { isExternal, type MenuItem } from "~/content/navigation.ts";
import { useSchoolFacts } from "~/lib/school-details.tsx";
import { NewWindowHint } from "./new-window-hint.tsx";
import { PageLink } from "./page-link.tsx";

/**
 * A menu's page link is a plain <a>, not React Router's <NavLink> (ADR 075). The menus hold some 45 links on every
 * page, and each NavLink costs about twenty hooks to render and to hydrate. This link does what NavLink did for
 * them: it marks the current page (`aria-current="page"` and the `active` class, as NavLink's `end` did), and its
 * clicks are followed as a `PageLink`'s are, after the menu's own `onNavigate`.
 */
export function MenuLink({
  item,
  className,
  onNavigate,
  children,
}: {
  item: MenuItem;
  className?: string;
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  const content = children ?? item.text;
  // The menus are written with the sample's outside links; the office's settings may point them elsewhere.
  const facts = useSchoolFacts();
  const location = useLocation();
  if (isExternal(item)) {
    return (
      <a className={className} href={facts(item.link)} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {content}
        <NewWindowHint />
      </a>
    );
  }
  const current = location.pathname.toLowerCase() === item.link.toLowerCase();
  return (
    <PageLink
      to={item.link}
      className={[className, current ? "active" : null].filter(Boolean).join(" ") || undefined}
      aria-current={current ? "page" : undefined}
      onClick={onNavigate}
    >
      {content}
    </PageLink>
  );
}
