/**
 * The privacy policy's "How long we keep it" list promised periods the software did not keep (messages "two years
 * after our last reply", sign-ups "for the school year and one year after", a record of changes "kept for two
 * years" that was kept forever). The sample now says what the daily sweep does (ADR 049); migration 0021 stored
 * the list of its day, so existing sites get the new one, but only where the list is still exactly a sample's: a
 * list the office changed is the office's words and stays (ADR 045).
 */
import { type Kysely, sql } from "kysely";
import { formatSchoolDay } from "../../../common/day-words.ts";
import { policyChangesText, policyLead, retentionItems } from "../../../common/pages/site/privacy-policy.ts";
import { zonedDate } from "../../../common/zoned-time.ts";

/**
 * The office's retention setting as the privacy service stores it (RETENTION_SETTING) at this migration's place in
 * the order: written out, so a later migration renaming it cannot change what this one reads.
 */
const RETENTION_KEY = "privacy.retention_months";

const OLD_MESSAGES = "Contact messages: two years after our last reply, then deleted.";
const OLD_SIGNUPS =
  "Volunteer sign-ups: for the school year and one year after, then deleted unless you volunteer again.";
const OLD_STAFF = "Staff accounts: while the staff member works at PCS; the record of changes is kept for two years.";
const OLD_REMOVED =
  "Anything staff remove from the website, such as an alumni profile: 30 days, so that a mistake can be undone, then deleted. Ask our privacy officer and it is deleted at once";
const OLD_SERVER_LOGS = "Server logs: no longer than 90 days.";
const OLD_PIPA =
  "If we use your information to make a decision that affects you, we keep it for at least one year after that decision, as PIPA requires.";

/**
 * Every list the sample has had, as 0021 stored it: a database keeps the one of the day it was made. The first
 * had no item for removed content (ADR 048 came later); that item then changed its ending twice within the hour.
 * Written out, not built from the sample module, which now holds the new list.
 */
const OLD_SAMPLE_LISTS: readonly (readonly string[])[] = [
  [OLD_MESSAGES, OLD_SIGNUPS, OLD_STAFF, OLD_SERVER_LOGS, OLD_PIPA],
  [OLD_MESSAGES, OLD_SIGNUPS, OLD_STAFF, `${OLD_REMOVED}.`, OLD_SERVER_LOGS, OLD_PIPA],
  [
    OLD_MESSAGES,
    OLD_SIGNUPS,
    OLD_STAFF,
    `${OLD_REMOVED}; the record of changes by staff keeps its title for two years.`,
    OLD_SERVER_LOGS,
    OLD_PIPA,
  ],
  [
    OLD_MESSAGES,
    OLD_SIGNUPS,
    OLD_STAFF,
    `${OLD_REMOVED}; the record of changes by staff still names it.`,
    OLD_SERVER_LOGS,
    OLD_PIPA,
  ],
];

/** True for a sample's list and nothing else: no item added, dropped, reworded or moved, no other setting. */
function isOldSampleList(block: unknown): boolean {
  if (!block || typeof block !== "object") return false;
  const { type, items, ...rest } = block as Record<string, unknown>;
  if (type !== "list" || Object.keys(rest).length > 0 || !Array.isArray(items)) return false;
  return OLD_SAMPLE_LISTS.some(
    (sample) => items.length === sample.length && items.every((item: unknown, index) => item === sample[index]),
  );
}

/** The date every stored policy gave until this migration, in its lead and in "Changes to this policy". */
const OLD_EFFECTIVE = "September 1, 2026";

/**
 * The day this upgrade changes a site's policy, in the school's zone, as the policy writes dates: a family reading
 * the mended list is told the policy changed, and from when.
 */
const upgradeDay = () => formatSchoolDay(zonedDate(new Date()));

/** The sample's "Changes to this policy" paragraph with the old date, and nothing else in it. */
function isOldChangesParagraph(block: unknown): boolean {
  if (!block || typeof block !== "object") return false;
  const { type, text, ...rest } = block as Record<string, unknown>;
  return type === "paragraph" && Object.keys(rest).length === 0 && text === policyChangesText(OLD_EFFECTIVE);
}

interface PolicyRow {
  id: string;
  lead: string;
  blocks: string;
  version: number;
}

export function up() {
  return async (db: Kysely<unknown>) => {
    const { rows } = await sql<PolicyRow>`select id, lead, blocks, version from pages
      where path = '/privacy-policy'`.execute(db);
    const [page] = rows;
    if (!page) return;
    let blocks: unknown;
    try {
      blocks = JSON.parse(page.blocks);
    } catch {
      return; // not ours to mend: the page reads such words as no blocks, as before
    }
    if (!Array.isArray(blocks) || !blocks.some(isOldSampleList)) return;
    // The office may have chosen another period already; the list then says theirs, as the sweep keeps it.
    const { rows: setting } = await sql<{ value: string }>`select value from system_state
      where key = ${RETENTION_KEY}`.execute(db);
    const chosen = Number(setting[0]?.value);
    const items = Number.isInteger(chosen) && chosen > 0 ? retentionItems(chosen) : retentionItems();
    // The policy changed, so its dates say so too, where they are still the sample's words.
    const effective = upgradeDay();
    const mended = blocks.map((block: unknown) =>
      isOldSampleList(block)
        ? { type: "list", items }
        : isOldChangesParagraph(block)
          ? { type: "paragraph", text: policyChangesText(effective) }
          : block,
    );
    const lead = page.lead === policyLead(OLD_EFFECTIVE) ? policyLead(effective) : page.lead;
    // A new version, saved by no one: an editor who opened the page before the upgrade gets the usual 409
    // instead of saving the old promises back, and the history keeps the version that had them, if it was kept.
    await sql`update pages set lead = ${lead}, blocks = ${JSON.stringify(mended)}, version = ${page.version + 1},
      updated_at = ${new Date().toISOString()}, updated_by = null where id = ${page.id}`.execute(db);
  };
}

/** The old list is not put back: it promised what the site does not do. */
export function down() {
  return async () => {};
}
