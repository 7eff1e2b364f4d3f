/** The testimonials deleted in the last 30 days at /admin/testimonials/deleted: the content-set screen, configured for testimonials. */
import { DeletedScreen, deletedLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { testimonialsSet } from "~/lib/admin/testimonials-set.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(testimonialsSet, "deleted");
export const meta = routeMeta;
export const clientLoader = deletedLoader(testimonialsSet);

export function HydrateFallback() {
  return <ScreenLoading set={testimonialsSet} screen="deleted" />;
}

export function ErrorBoundary() {
  return <ScreenError set={testimonialsSet} />;
}

export default function DeletedTestimonials() {
  return <DeletedScreen set={testimonialsSet} />;
}
