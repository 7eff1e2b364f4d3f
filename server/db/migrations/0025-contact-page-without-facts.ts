/**
 * The contact page's words lose the facts block (phone, fax, e-mail, office hours) its sample copy opened with
 * until the page showed the office's details as cards at the top (issue 16): migration 0021 stored the copy of
 * its day, so a database made before then shows those details twice. Only the block exactly as the sample wrote
 * it goes; a block the office changed is the office's words and stays (ADR 045).
 */
import { type Kysely, sql } from "kysely";
import { site } from "../../../common/site.ts";

/**
 * The block as 0021 wrote it: from common/site.ts, as 0021 did, so a school that replaced that file before its
 * database was made has its own block recognised. The details the office saved never reached the stored copy
 * (they replace the sample's when a page is read), so they need not be looked for here.
 */
const SAMPLE_FACTS = [
  { value: site.phone, label: "Phone" },
  { value: site.fax, label: "Fax" },
  { value: site.email, label: "E-mail" },
  { value: site.hours.weekdays, label: "Office hours" },
] as const;

/** True for the sample's facts block and nothing else: no item added, dropped, reworded or moved. */
function isSampleContactFacts(block: unknown): boolean {
  if (!block || typeof block !== "object") return false;
  const { type, items, ...rest } = block as Record<string, unknown>;
  if (type !== "facts" || Object.keys(rest).length > 0 || !Array.isArray(items)) return false;
  return (
    items.length === SAMPLE_FACTS.length &&
    items.every((item: unknown, index) => {
      if (!item || typeof item !== "object" || Object.keys(item).length !== 2) return false;
      const { value, label } = item as Record<string, unknown>;
      return value === SAMPLE_FACTS[index]?.value && label === SAMPLE_FACTS[index]?.label;
    })
  );
}

interface ContactRow {
  id: string;
  blocks: string;
  version: number;
}

export function up() {
  return async (db: Kysely<unknown>) => {
    const { rows } = await sql<ContactRow>`select id, blocks, version from pages where path = '/contact'`.execute(db);
    const [page] = rows;
    if (!page) return;
    let blocks: unknown;
    try {
      blocks = JSON.parse(page.blocks);
    } catch {
      return; // not ours to mend: the page reads such words as no blocks, as before
    }
    if (!Array.isArray(blocks)) return;
    const kept = blocks.filter((block) => !isSampleContactFacts(block));
    if (kept.length === blocks.length) return;
    // A new version, saved by no one: an editor who opened the page before the upgrade gets the usual 409
    // instead of saving the block back, and the history keeps the version that had it, if it was kept.
    await sql`update pages set blocks = ${JSON.stringify(kept)}, version = ${page.version + 1},
      updated_at = ${new Date().toISOString()}, updated_by = null where id = ${page.id}`.execute(db);
  };
}

/** The block is not put back: the page shows those details above its words. */
export function down() {
  return async () => {};
}
