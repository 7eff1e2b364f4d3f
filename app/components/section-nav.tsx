/** "In this section": the sibling pages of a menu section, beside the page. */
import type { Section } from "~/content/navigation.ts";
import { useMainMenu } from "~/lib/menus.ts";
import { MenuLink } from "./menu-link.tsx";

export function SectionNav({ section, currentPath }: { section: Section; currentPath: string }) {
  const menu = useMainMenu().find((item) => item.text === section);
  if (!menu?.children) return null;
  return (
    <nav className="section-nav" aria-labelledby="section-nav-heading">
      <h2 id="section-nav-heading" className="section-nav__heading">
        {section}
      </h2>
      <ul>
        {menu.children.map((child) => (
          <li key={child.text}>
            <MenuLink
              item={child}
              className={child.link === currentPath ? "section-nav__link is-current" : "section-nav__link"}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
