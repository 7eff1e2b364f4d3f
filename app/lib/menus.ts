/** The menus as this page shows them: the registry's pages with the ones the office added (the root loader reads them). */
import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { type MenuItem, mainMenuWith } from "~/content/navigation.ts";
import type { MenuPage } from "../../common/pages/types.ts";

/** The published pages the office added; none before the root loader has run (an error page). */
export function useAddedPages(): readonly MenuPage[] {
  const root = useRouteLoaderData("root") as { addedPages?: MenuPage[] } | undefined;
  return root?.addedPages ?? NONE;
}
const NONE: readonly MenuPage[] = [];

/** The four dropdowns, the added pages in their places. */
export function useMainMenu(): MenuItem[] {
  const added = useAddedPages();
  return useMemo(() => mainMenuWith(added), [added]);
}

/** Pages no menu lists that belong under one of its entries: an event's own page is one of the upcoming events. */
const FILED_UNDER: readonly (readonly [prefix: string, link: string])[] = [["/event/", "/events/upcoming-events"]];

/**
 * The menu entry a page belongs to, so its section reads as current: the entry for the page itself, else the
 * entry whose address the page lies under (a news item under News and Announcements), else where FILED_UNDER
 * files it. Undefined for a page outside every section.
 */
export function menuEntryOf(pathname: string, menu: readonly MenuItem[]): string | undefined {
  const links = menu.flatMap((item) => item.children ?? []).map((child) => child.link);
  if (links.includes(pathname)) return pathname;
  const under = links.filter((link) => pathname.startsWith(`${link}/`)).sort((a, b) => b.length - a.length)[0];
  return under ?? FILED_UNDER.find(([prefix]) => pathname.startsWith(prefix))?.[1];
}
