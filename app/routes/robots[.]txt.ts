/** /robots.txt: everything public may be indexed; the admin area and the API may not. */
import { buildRobotsTxt } from "~/lib/sitemap.ts";
import type { Route } from "./+types/robots[.]txt";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(buildRobotsTxt(context.siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
