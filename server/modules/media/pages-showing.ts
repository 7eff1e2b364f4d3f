/**
 * The pages whose picture blocks show a library picture (ADR 068): the library names them where the picture is used,
 * refuses to delete a picture a page shows, and gives a new description to the blocks that copied the old one word
 * for word (ADR 057), as it does for the items of PICTURE_COLUMNS.
 */
import type { Kysely, Transaction } from "kysely";
import type { Actor } from "../../../common/content/types.ts";
import { pagePictureIds } from "../../../common/pages/page-schema.ts";
import type { Block } from "../../../common/pages/types.ts";
import type { Dialect } from "../../db/database.ts";
import { lockedOn } from "../../db/lock-rows.ts";
import type { Database } from "../../db/schema.ts";
import { parseBlocks, storedPageTitle } from "../pages/service.ts";

/** What the library needs of the pages: their one write path, inside the library's change. */
export interface PicturePages {
  updateWithin(
    trx: Transaction<Database>,
    id: string,
    input: { blocks: Block[]; version: number },
    by: Actor,
  ): Promise<unknown>;
}

/** A page (published or a draft) that shows one or more of the pictures asked about. */
export interface PageShowing {
  id: string;
  title: string;
  version: number;
  blocks: Block[];
  /** Which of the pictures asked about its blocks show. */
  pictureIds: string[];
}

/**
 * The pages whose picture blocks show one of `ids`. With `lock`, on PostgreSQL their rows stay locked for the rest
 * of the transaction, so an editor's save cannot land between this read and what the caller does with them.
 */
export async function pagesShowing(
  kysely: Kysely<Database>,
  dialect: Dialect,
  ids: readonly string[],
  { lock = false } = {},
): Promise<PageShowing[]> {
  if (ids.length === 0) return [];
  const read = kysely
    .selectFrom("pages")
    .select(["id", "path", "title", "heading", "version", "blocks"])
    .where((eb) => eb.or(ids.map((id) => eb("blocks", "like", `%/media/${id}/%`))))
    .orderBy("path");
  const rows = await (lock ? lockedOn(dialect, read) : read).execute();
  return rows.flatMap((row) => {
    const blocks = parseBlocks(row.blocks);
    // The address may also be written in a text's link; only a picture block shows the picture.
    const pictureIds = pagePictureIds(blocks).filter((id) => ids.includes(id));
    return pictureIds.length > 0
      ? [{ id: row.id, title: storedPageTitle(row), version: row.version, blocks, pictureIds }]
      : [];
  });
}

/** “Campus life”, or “Campus life” and “Our staff”: the pages a refusal names. */
function pageNames(pages: readonly PageShowing[]): string {
  const names = pages.map((page) => `“${page.title}”`);
  return names.length === 1 ? (names[0] as string) : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * Why a picture that pages show is not deleted: a page's picture is part of its writing, with its caption and its
 * place among the blocks, so the office takes it off (or chooses another) in the page's own editor first.
 */
export function shownOnPagesMessage(pages: readonly PageShowing[]): string {
  return pages.length === 1
    ? `The page ${pageNames(pages)} shows this picture. Take it off that page in the page's editor (or choose another picture there) first, then delete it.`
    : `The pages ${pageNames(pages)} show this picture. Take it off those pages in their editor (or choose another picture there) first, then delete it.`;
}

/**
 * The blocks of a page with the picture's new description where a block copied the old one word for word, as
 * "Choose from the pictures" does; undefined when no block did (a block whose editor wrote its own keeps it).
 */
export function blocksDescribedAgain(
  blocks: readonly Block[],
  pictureId: string,
  from: string,
  to: string,
): Block[] | undefined {
  let changed = false;
  const next = blocks.map((block) => {
    if (block.type !== "picture" || !block.src.startsWith(`/media/${pictureId}/`) || block.alt !== from) return block;
    changed = true;
    return { ...block, alt: to };
  });
  return changed ? next : undefined;
}
