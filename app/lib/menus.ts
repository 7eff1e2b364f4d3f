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
