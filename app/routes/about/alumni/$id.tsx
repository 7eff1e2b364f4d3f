/** /about/alumni/{id}: one graduate's story. */

import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { AlumnusBody } from "~/components/content/item-bodies.tsx";
import { alumnusDetail } from "~/lib/content-views.server.ts";
import { notFound } from "~/lib/not-found.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/$id";

export const meta = routeMeta;

export async function loader({ params, context }: Route.LoaderArgs) {
  const person = await context.services.alumni.get(params.id);
  if (!person) notFound();
  return {
    person: alumnusDetail(person),
    seo: { title: `${person.name}, Class of ${person.graduationYear}`, description: person.headline },
  };
}

export default function AlumniDetail({ loaderData }: Route.ComponentProps) {
  const { person } = loaderData;
  return (
    <div className="page container narrow">
      <Breadcrumbs trail={[{ text: "Alumni", to: "/about/alumni" }]} current={person.name} />
      <AlumnusBody person={person} />
    </div>
  );
}
