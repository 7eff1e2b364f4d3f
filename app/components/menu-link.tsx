/**
 * Renders one menu item: a link inside the site that React Router follows in place, or a new-window link to
 * another site.
 */
import type { MouseEvent, ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { isExternal, type MenuItem } from "~/content/navigation.ts";
import { useSchoolFacts } from "~/lib/school-details.tsx";
import { NewWindowHint } from "./new-window-hint.tsx";

/**
 * A click the browser would follow in this window: the main button, no modifier key (a Ctrl- or Cmd-click opens
 * a tab, Shift a window, Alt a download), and no one else has handled it. React Router's links decide the same way.
 */
function followsInPlace(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!event.currentTarget.target || event.currentTarget.target === "_self")
  );
}

/**
 * A menu's page link is a plain <a>, not React Router's <NavLink> (ADR 075). The menus hold some 45 links on every
 * page, and each NavLink costs about twenty hooks to render and to hydrate. This link does what NavLink did for
 * them: it marks the current page (`aria-current="page"` and the `active` class, as NavLink's `end` did) and
 * follows a plain click in place, replacing the history entry when it leads to the page already shown.
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
  const navigate = useNavigate();
  if (isExternal(item)) {
    return (
      <a className={className} href={facts(item.link)} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {content}
        <NewWindowHint />
      </a>
    );
  }
  const current = location.pathname.toLowerCase() === item.link.toLowerCase();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (!followsInPlace(event)) return;
    event.preventDefault();
    navigate(item.link, { replace: location.pathname + location.search + location.hash === item.link });
  };
  return (
    <a
      className={[className, current ? "active" : null].filter(Boolean).join(" ") || undefined}
      href={item.link}
      aria-current={current ? "page" : undefined}
      onClick={follow}
    >
      {content}
    </a>
  );
}
