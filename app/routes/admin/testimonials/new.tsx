/** A new one at /admin/testimonials/new (?from=<id> duplicates one): the content-set screen, configured for testimonials. */

import { NewScreen, newLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { testimonialsSet } from "~/lib/admin/testimonials-set.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(testimonialsSet, "new");
export const meta = routeMeta;
export const clientLoader = newLoader(testimonialsSet);

export function HydrateFallback() {
  return <ScreenLoading set={testimonialsSet} screen="new" />;
}

export function ErrorBoundary() {
  return <ScreenError set={testimonialsSet} />;
}

export default function NewTestimonial() {
  return <NewScreen set={testimonialsSet} />;
}
