/** A page's words as the office last published them, with the office's school details in place (issue 14). */
import type { StaticPageContent } from "../../common/pages/types.ts";
import { withSchoolDetails } from "../../common/school-details/details.ts";
import type { Services } from "../../server/services.ts";

/** Undefined when the page has no published words (the route answers 404 or shows its own heading). */
export async function pageCopyAt(
  services: Pick<Services, "pages" | "schoolDetails" | "documents">,
  path: string,
): Promise<StaticPageContent | undefined> {
  const [page, details] = await Promise.all([services.pages.byPath(path), services.schoolDetails.get()]);
  if (!page) return undefined;
  // A replaced form has its own size: the downloads say what the file is now.
  const sizes = page.blocks.some((block) => block.type === "downloads") ? await services.documents.sizes() : undefined;
  const blocks = sizes
    ? page.blocks.map((block) =>
        block.type === "downloads"
          ? { ...block, items: block.items.map((item) => ({ ...item, sizeKb: sizes.get(item.href) ?? item.sizeKb })) }
          : block,
      )
    : page.blocks;
  // The words are written with the sample's phone, e-mail and links; the office's details replace them.
  return withSchoolDetails({ heading: page.heading, lead: page.lead, blocks }, details);
}
