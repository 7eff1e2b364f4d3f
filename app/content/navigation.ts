/**
 * The menus as data (spec §2, §3): the desktop navigation, the mobile panel, the footer and the site map
 * read them. Pages and their places come from the page registry; this file adds the outside links.
 */

import {
  type MenuPlace,
  pageAt,
  type Section,
  type SitePage,
  type SitePath,
  sitePages,
} from "../../common/pages/registry.ts";
import type { MenuPage } from "../../common/pages/types.ts";
import { site } from "../../common/site.ts";

export type { Section };

/** Spec §3 menu item: text, link, optional action, optional children, optional icon props. */
export interface MenuItem {
  text: string;
  link: string;
  /** "openExternal" opens `link` (another site) in a new window instead of routing. */
  action?: "openExternal";
  children?: MenuItem[];
  icon?: { name: IconName; label?: string };
}

export type IconName = "phone" | "mail" | "map" | "clock" | "search" | "social" | "menu" | "close" | "up" | "external";

/** External entries of the menus (spec §2): each opens another site in a new window. */
export const externalLinks = {
  virtualTour: { text: "3D Virtual Tour", link: site.external.virtualTour, action: "openExternal" },
  reportBullying: { text: "Report Bullying or Harassment", link: site.external.reportBullying, action: "openExternal" },
  bursary: { text: "Bursary Application", link: site.external.bursaryApplication, action: "openExternal" },
  hotLunch: { text: "Hot Lunch Ordering", link: site.external.hotLunch, action: "openExternal" },
  onlineDonation: { text: "Give Online", link: site.external.onlineDonation, action: "openExternal" },
  social: {
    text: "PCS on social media",
    link: site.external.social,
    action: "openExternal",
    icon: { name: "social", label: "PCS on social media" },
  },
} as const satisfies Record<string, MenuItem>;

/** Searchable descriptions of the external entries (spec §3: an index entry with an action). */
export const externalDescriptions: Record<keyof typeof externalLinks, { description: string; keywords: string[] }> = {
  virtualTour: {
    description: "Walk through our campus in a 3D virtual tour.",
    keywords: ["tour", "virtual tour", "3d", "campus"],
  },
  reportBullying: {
    description: "Report bullying or harassment confidentially.",
    keywords: ["bullying", "harassment", "report", "safety"],
  },
  bursary: {
    description: "Apply for tuition assistance.",
    keywords: ["bursary", "financial aid", "tuition assistance"],
  },
  hotLunch: { description: "Order hot lunches for your child.", keywords: ["hot lunch", "lunch", "food", "order"] },
  onlineDonation: { description: "Make a secure gift online.", keywords: ["donate online", "donation", "give online"] },
  social: { description: "Follow PCS on social media.", keywords: ["social", "facebook", "photos", "follow"] },
};

/** A registry page as a menu entry, with the text its place asks for. */
function pageItem(page: SitePage, place?: MenuPlace): MenuItem {
  return { text: place?.text ?? page.title, link: page.path };
}

/** The pages that have a place in `which`, in its order. */
function placed(which: "menu" | "footer", section?: Section): MenuItem[] {
  return (sitePages as readonly SitePage[])
    .filter((page) => page[which] !== undefined && (section === undefined || page.section === section))
    .sort((a, b) => (a[which]?.order ?? 0) - (b[which]?.order ?? 0))
    .map((page) => pageItem(page, page[which]));
}

/**
 * A section's menu with the pages the office added: each registry page at its order ×10, an added page at its
 * own menu order (just after a page is its order ×10 + 5; the end is 1000), ties in title order.
 */
function sectionItems(section: Section, added: readonly MenuPage[]): MenuItem[] {
  const keyed = [
    ...(sitePages as readonly SitePage[])
      .filter((page) => page.menu !== undefined && page.section === section)
      .map((page) => ({ key: (page.menu?.order ?? 0) * 10, item: pageItem(page, page.menu) })),
    ...added
      .filter((page) => page.section === section && page.menuOrder !== null)
      .map((page) => ({ key: page.menuOrder ?? 0, item: { text: page.title, link: page.path } })),
  ];
  return keyed.sort((a, b) => a.key - b.key || a.item.text.localeCompare(b.item.text)).map((entry) => entry.item);
}

/** The four desktop dropdowns, in the spec's order: each section's pages in their menu order, then its outside links. */
const dropdowns: { text: Section; link: SitePath; external: MenuItem[] }[] = [
  { text: "About", link: "/about", external: [externalLinks.virtualTour, externalLinks.reportBullying] },
  { text: "Admissions", link: "/admissions", external: [externalLinks.bursary] },
  { text: "Events", link: "/events/upcoming-events", external: [externalLinks.hotLunch] },
  { text: "Giving", link: "/giving/how-to-give", external: [externalLinks.onlineDonation] },
];

export const mainMenu: MenuItem[] = dropdowns.map(({ text, link, external }) => ({
  text,
  link,
  children: [...placed("menu", text), ...external],
}));

/** The four dropdowns with the pages the office added (the root loader reads them once per page). */
export function mainMenuWith(added: readonly MenuPage[]): MenuItem[] {
  if (added.length === 0) return mainMenu;
  return dropdowns.map(({ text, link, external }) => ({
    text,
    link,
    children: [...sectionItems(text, added), ...external],
  }));
}

const contactPage = pageAt("/contact");
export const contactItem: MenuItem = { text: "Contact", link: contactPage?.path ?? "/contact" };
export const donateItem: MenuItem = { text: "DONATE", link: "/giving/donate" satisfies SitePath };

/** Footer links, in the spec's order: the pages with a footer place, then the bullying report. */
export const footerMenu: MenuItem[] = [
  ...placed("footer"),
  { text: "Report Harassment/Bullying", link: site.external.reportBullying, action: "openExternal" },
];

/** True for links that leave the site. */
export function isExternal(item: Pick<MenuItem, "action">): boolean {
  return item.action === "openExternal";
}
