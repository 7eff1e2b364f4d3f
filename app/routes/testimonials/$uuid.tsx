/** /testimonials/{uuid}: one family's story. The spec gives this route no title: the school name alone. */
import { TestimonialBody } from "~/components/content/item-bodies.tsx";
import { testimonialDetail } from "~/lib/content-views.server.ts";
import { notFound } from "~/lib/not-found.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/$uuid";

export const meta = routeMeta;

export async function loader({ params, context }: Route.LoaderArgs) {
  const item = await context.services.testimonials.get(params.uuid);
  if (!item) notFound();
  return {
    item: testimonialDetail(item),
    seo: { description: `“${item.quote}” — ${item.author}, ${item.relationship}` },
  };
}

export default function TestimonialDetail({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData;
  return (
    <div className="page container narrow">
      <TestimonialBody item={item} />
    </div>
  );
}
