/**
 * Every page whose words the office edits: the spec's About, Admissions, Giving and site pages (the registry),
 * and the pages the office added under About, Admissions and Giving (/about/<address> and the like).
 */

import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { OnThisPage } from "~/components/on-this-page.tsx";
import { PageBlocks } from "~/components/page-blocks.tsx";
import { SectionNav } from "~/components/section-nav.tsx";
import { notFound } from "~/lib/not-found.ts";
import { pageCopyAt } from "~/lib/page-copy.server.ts";
import { pageOutline } from "~/lib/page-outline.ts";
import { routeMeta } from "~/lib/seo.ts";
import { pageAliases, sitePages } from "../../common/pages/registry.ts";
import type { Route } from "./+types/static-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname.replace(/\/$/, "") || "/";
  // Route matching ignores case (/admissions/faq reaches /admissions/FAQ); the copy is keyed by the spec's spelling.
  const requested = (pageAliases[pathname.toLowerCase()] ?? pathname).toLowerCase();
  const page = sitePages.find((p) => p.path.toLowerCase() === requested);
  if (!page) return addedPage(context, requested);
  const path = page.path;
  if (!("copy" in page)) notFound();
  const content = await pageCopyAt(context.services, page.path);
  if (!content) notFound();
  return {
    seo: { title: page.title, description: page.description, canonicalPath: path },
    section: page.section,
    path,
    content,
  };
}

/** A page the office added: published, at its address in lower case; anything else is a 404. */
async function addedPage(context: Route.LoaderArgs["context"], path: string) {
  const [page, copy] = await Promise.all([context.services.pages.byPath(path), pageCopyAt(context.services, path)]);
  if (!page || page.fixed || !page.section || !copy) notFound();
  return {
    seo: { title: page.title, description: page.description ?? page.lead, canonicalPath: page.path },
    section: page.section,
    path: page.path,
    content: copy,
  };
}

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { content, section, path } = loaderData;
  return (
    <div className="page container content-layout">
      <article className="page__body content-layout__main">
        <Breadcrumbs current={content.heading} />
        <h1>{content.heading}</h1>
        <p className="lead">{content.lead}</p>
        <PageBlocks blocks={content.blocks} />
      </article>
      <div className="content-layout__aside">
        <SectionNav section={section} currentPath={path} />
        <OnThisPage outline={pageOutline(content.blocks)} />
      </div>
    </div>
  );
}

export const meta = routeMeta;
