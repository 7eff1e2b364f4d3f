/** Renders one menu item: a client-side link inside the site, or a new-window link to another site. */
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { isExternal, type MenuItem } from "~/content/navigation.ts";
import { useSchoolFacts } from "~/lib/school-details.tsx";
import { NewWindowHint } from "./new-window-hint.tsx";

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
  if (isExternal(item)) {
    return (
      <a className={className} href={facts(item.link)} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {content}
        <NewWindowHint />
      </a>
    );
  }
  return (
    <NavLink className={className} to={item.link} onClick={onNavigate} end>
      {content}
    </NavLink>
  );
}
