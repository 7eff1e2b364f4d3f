/** Any other path: the Page Not Found screen, answered with HTTP 404. */
import { data } from "react-router";
import { NotFound } from "~/components/not-found.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = { seo: { title: "Page Not Found" } };

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export const meta = routeMeta;
