/** The list of testimonials at /admin/testimonials: the content-set screen, configured for testimonials. */

import { ListScreen, listLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { testimonialsSet } from "~/lib/admin/testimonials-set.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(testimonialsSet, "list");
export const meta = routeMeta;
export const clientLoader = listLoader(testimonialsSet);

export function HydrateFallback() {
  return <ScreenLoading set={testimonialsSet} screen="list" />;
}

export function ErrorBoundary() {
  return <ScreenError set={testimonialsSet} />;
}

export default function TestimonialList() {
  return <ListScreen set={testimonialsSet} />;
}
