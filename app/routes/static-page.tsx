/** Every page whose copy lives in common/pages: About, Admissions, Giving and the site's own pages. */

import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { PageBlocks } from "~/components/page-blocks.tsx";
import { SectionNav } from "~/components/section-nav.tsx";
import { notFound } from "~/lib/not-found.ts";
import { pageCopyAt } from "~/lib/page-copy.server.ts";
import { routeMeta } from "~/lib/seo.ts";
import { pageAliases, sitePages } from "../../common/pages/registry.ts";
import type { Route } from "./+types/static-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname.replace(/\/$/, "") || "/";
  // Route matching ignores case (/admissions/faq reaches /admissions/FAQ); the copy is keyed by the spec's spelling.
  const requested = (pageAliases[pathname.toLowerCase()] ?? pathname).toLowerCase();
  const page = sitePages.find((p) => p.path.toLowerCase() === requested);
  const path = page?.path ?? pathname;
  if (!page || !("copy" in page)) notFound();
  const content = await pageCopyAt(context.services, page.path);
  if (!content) notFound();
  return {
    seo: { title: page.title, description: page.description, canonicalPath: path },
    section: page.section,
    path,
    content,
  };
}

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { content, section, path } = loaderData;
  return (
    <div className="page container with-sidebar">
      <article className="page__body">
        <Breadcrumbs current={content.heading} />
        <h1>{content.heading}</h1>
        <p className="lead">{content.lead}</p>
        <PageBlocks blocks={content.blocks} />
      </article>
      <SectionNav section={section} currentPath={path} />
    </div>
  );
}

export const meta = routeMeta;
