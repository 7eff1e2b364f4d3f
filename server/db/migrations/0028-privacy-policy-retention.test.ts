import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { formatSchoolDay } from "../../../common/day-words.ts";
import {
  policyChangesText,
  policyLead,
  retentionItems,
  sitePrivacyPolicy,
} from "../../../common/pages/site/privacy-policy.ts";
import type { Block } from "../../../common/pages/types.ts";
import { zonedDate } from "../../../common/zoned-time.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../../test-support/databases.ts";
import { migrateToLatest, migrateUpTo } from "../migrate.ts";

type ListBlock = Extract<Block, { type: "list" }>;

/** "How long we keep it" as the sample wrote it until this migration (commit f037976). */
const LAST_OLD_LIST: ListBlock = {
  type: "list",
  items: [
    "Contact messages: two years after our last reply, then deleted.",
    "Volunteer sign-ups: for the school year and one year after, then deleted unless you volunteer again.",
    "Staff accounts: while the staff member works at PCS; the record of changes is kept for two years.",
    "Anything staff remove from the website, such as an alumni profile: 30 days, so that a mistake can be undone, then deleted. Ask our privacy officer and it is deleted at once; the record of changes by staff still names it.",
    "Server logs: no longer than 90 days.",
    "If we use your information to make a decision that affects you, we keep it for at least one year after that decision, as PIPA requires.",
  ],
};

/** The list migration 0021 stored when it was written, before deleted content was kept (ADR 048). */
const FIRST_OLD_LIST: ListBlock = {
  type: "list",
  items: LAST_OLD_LIST.items.filter((item) => !item.startsWith("Anything staff remove")),
};

/** The two lists between them, within the hour ADR 048's item changed its ending twice. */
const REMOVED_AT = LAST_OLD_LIST.items.findIndex((item) => item.startsWith("Anything staff remove"));
const withRemovedEnding = (ending: string): ListBlock => ({
  type: "list",
  items: LAST_OLD_LIST.items.map((item, index) =>
    index === REMOVED_AT ? item.replace("; the record of changes by staff still names it.", ending) : item,
  ),
});
const SECOND_OLD_LIST = withRemovedEnding(".");
const THIRD_OLD_LIST = withRemovedEnding("; the record of changes by staff keeps its title for two years.");

function swapFirstTwo([first = "", second = "", ...rest]: string[]): string[] {
  return [second, first, ...rest];
}

const NEW_LIST: ListBlock = { type: "list", items: retentionItems() };
/** The date every stored policy gave until 0028. */
const OLD_EFFECTIVE = "September 1, 2026";

/**
 * The policy's blocks as the sample has them now, with `list` in the place of "How long we keep it" and
 * `effective` as the date in "Changes to this policy".
 */
function policyWith(list: ListBlock, effective: string): Block[] {
  const at = sitePrivacyPolicy.blocks.findIndex((block) => block.type === "heading" && block.id === "retention") + 1;
  expect(sitePrivacyPolicy.blocks[at]).toEqual(NEW_LIST);
  const changes = sitePrivacyPolicy.blocks.findIndex((block) => block.type === "heading" && block.id === "changes") + 1;
  return sitePrivacyPolicy.blocks.map((block, index) =>
    index === at ? list : index === changes ? { type: "paragraph", text: policyChangesText(effective) } : block,
  );
}

/** The days the migration may have run on, in the school's zone: the test may cross a midnight. */
function daysAround(run: () => Promise<unknown>): Promise<string[]> {
  const today = () => formatSchoolDay(zonedDate(new Date()));
  const first = today();
  return run().then(() => [...new Set([first, today()])]);
}

interface PageRow {
  path: string;
  lead: string;
  blocks: string;
  version: number;
  updated_by: string | null;
}

async function pageRows(database: TestDatabase): Promise<Map<string, PageRow>> {
  const { rows } = await sql<PageRow>`select path, lead, blocks, version, updated_by from pages`.execute(
    database.db.kysely,
  );
  return new Map(rows.map((row) => [row.path, row]));
}

describe.each(testDialects)("migration 0028 on %s", (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  /** A database at 0026 whose privacy policy holds these blocks and lead, saved by the office up to version 3. */
  async function olderDatabase(blocks: Block[], lead = policyLead(OLD_EFFECTIVE)): Promise<TestDatabase> {
    const older = await createTestDatabase(dialect, { migrate: false });
    await migrateUpTo(older.db, "0026-deleted-content");
    await sql`update pages set lead = ${lead}, blocks = ${JSON.stringify(blocks)}, version = 3,
      updated_by = 'admin-1' where path = '/privacy-policy'`.execute(older.db.kysely);
    return older;
  }

  it.each([
    ["the last", LAST_OLD_LIST],
    ["the third", THIRD_OLD_LIST],
    ["the second", SECOND_OLD_LIST],
    ["the first", FIRST_OLD_LIST],
  ])(
    "replaces %s sample list with what the software keeps, dates the change, and leaves every other word and page as it was",
    async (_which, old) => {
      const office: Block = {
        type: "paragraph",
        text: "Paper forms handed in at the office are kept in a locked cabinet.",
      };
      database = await olderDatabase([...policyWith(old, OLD_EFFECTIVE), office]);
      const before = await pageRows(database);

      // The migrations after it (whatever they are by then) run too; this one must be among them.
      let ran: string[] = [];
      const days = await daysAround(async () => {
        ran = await migrateToLatest(database?.db as TestDatabase["db"]);
      });
      expect(ran).toContain("0028-privacy-policy-retention");

      const after = await pageRows(database);
      const policy = after.get("/privacy-policy");
      // Families are told the policy changed, and from when: the lead and "Changes to this policy" give the day.
      const day = days.find((candidate) => policy?.lead === policyLead(candidate));
      expect(day, policy?.lead).toBeDefined();
      expect(JSON.parse(policy?.blocks ?? "[]")).toEqual([...policyWith(NEW_LIST, day ?? ""), office]);
      // A new version by no one: an editor still holding version 3 is told the page changed.
      expect(policy).toMatchObject({ version: 4, updated_by: null });
      for (const [path, row] of before) {
        if (path !== "/privacy-policy") expect(after.get(path), path).toEqual(row);
      }
    },
  );

  it("states the period the office has already chosen for messages and sign-ups", async () => {
    database = await olderDatabase(policyWith(LAST_OLD_LIST, OLD_EFFECTIVE), "Our promise to families.");
    await sql`insert into system_state (key, value, updated_at)
      values ('privacy.retention_months', '24', ${new Date(0).toISOString()})`.execute(database.db.kysely);

    await migrateToLatest(database.db);

    const policy = (await pageRows(database)).get("/privacy-policy");
    const blocks = JSON.parse(policy?.blocks ?? "[]") as Block[];
    expect(blocks[blocks.findIndex((block) => block.type === "heading" && block.id === "retention") + 1]).toEqual({
      type: "list",
      items: retentionItems(24),
    });
    // A lead the office wrote is theirs, date or not.
    expect(policy?.lead).toBe("Our promise to families.");
    expect(JSON.stringify(blocks)).toContain(
      "Contact messages, volunteer sign-ups and the e-mails about them: two years after they are sent",
    );
  });

  it.each([
    [
      "with an item reworded",
      { ...LAST_OLD_LIST, items: LAST_OLD_LIST.items.map((item, i) => (i === 0 ? `${item} Ask us sooner.` : item)) },
    ],
    [
      "with an item added",
      { ...LAST_OLD_LIST, items: [...LAST_OLD_LIST.items, "Photos: until you ask us to remove them."] },
    ],
    ["with an item removed", { ...LAST_OLD_LIST, items: LAST_OLD_LIST.items.slice(1) }],
    ["with two items swapped", { ...LAST_OLD_LIST, items: swapFirstTwo(LAST_OLD_LIST.items) }],
    ["numbered", { ...LAST_OLD_LIST, ordered: true }],
  ] satisfies [string, ListBlock][])(
    "leaves a list the office changed (%s) and the page's version alone",
    async (_case, changed) => {
      database = await olderDatabase(policyWith(changed, OLD_EFFECTIVE));
      const before = (await pageRows(database)).get("/privacy-policy");

      await migrateToLatest(database.db);

      expect((await pageRows(database)).get("/privacy-policy")).toEqual(before);
    },
  );
});
