/** /site-map: every page of the site, grouped as the menus group them (read from content/navigation.ts). */
import { Link } from "react-router";
import { MenuLink } from "~/components/menu-link.tsx";
import { externalLinks, footerMenu, isExternal, mainMenu } from "~/content/navigation.ts";
import { useAddedPages, useMainMenu } from "~/lib/menus.ts";
import { pageSeo, routeMeta } from "~/lib/seo.ts";
import { sitePages } from "../../common/pages/registry.ts";

export const handle = { seo: pageSeo("/site-map") };
export const meta = routeMeta;

const inMenus = new Set(mainMenu.flatMap((item) => (item.children ?? []).map((child) => child.link)));
/** Pages that no dropdown lists: Home, Contact, Careers, the admissions overview and the like. */
const otherPages = sitePages.filter((page) => !inMenus.has(page.path));
/** Outside sites the footer and top bar link to; one a dropdown already lists (bullying reports) is not repeated. */
const otherExternal = [...footerMenu.filter(isExternal), externalLinks.social].filter(
  (item) => !inMenus.has(item.link),
);

export default function SiteMap() {
  const menu = useMainMenu();
  const added = useAddedPages();
  // An added page that is in no menu is still a page of the site: it is listed under More.
  const inMenu = new Set(menu.flatMap((item) => (item.children ?? []).map((child) => child.link)));
  const unlisted = added.filter((page) => !inMenu.has(page.path));
  return (
    <div className="page container">
      <h1>Site Map</h1>
      <p className="lead">Every page of our website in one place.</p>
      <div className="site-map">
        {menu.map((section) => (
          <section key={section.text} aria-labelledby={`site-map-${section.text}`}>
            <h2 id={`site-map-${section.text}`}>{section.text}</h2>
            <ul>
              {section.children?.map((child) => (
                <li key={child.text}>
                  <MenuLink item={child} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="site-map-more">
          <h2 id="site-map-more">More</h2>
          <ul>
            {otherPages.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.title}</Link>
              </li>
            ))}
            {unlisted.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.title}</Link>
              </li>
            ))}
            {otherExternal.map((item) => (
              <li key={item.link}>
                <MenuLink item={item} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
