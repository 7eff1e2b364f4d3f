/** One item's editor at /admin/testimonials/<id>: the content-set screen, configured for testimonials. */

import { EditScreen, editLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { testimonialsSet } from "~/lib/admin/testimonials-set.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(testimonialsSet, "edit");
export const meta = routeMeta;
export const clientLoader = editLoader(testimonialsSet);

export function HydrateFallback() {
  return <ScreenLoading set={testimonialsSet} screen="edit" />;
}

export function ErrorBoundary() {
  return <ScreenError set={testimonialsSet} />;
}

export default function EditTestimonial() {
  return <EditScreen set={testimonialsSet} />;
}
