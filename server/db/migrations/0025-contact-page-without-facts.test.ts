import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { siteContact } from "../../../common/pages/site/contact.ts";
import type { Block } from "../../../common/pages/types.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../../test-support/databases.ts";
import { migrateToLatest, migrateUpTo } from "../migrate.ts";

type FactsBlock = Extract<Block, { type: "facts" }>;

/** The facts block the contact page's sample copy opened with until commit 15b2b09, as migration 0021 stored it. */
const OLD_FACTS: FactsBlock = {
  type: "facts",
  items: [
    { value: "(250) 555-0134", label: "Phone" },
    { value: "(250) 555-0135", label: "Fax" },
    { value: "office@pinecrest.example", label: "E-mail" },
    { value: "Mon-Fri 8:00 AM-4:00 PM", label: "Office hours" },
  ],
};

const OFFICE_PARAGRAPH: Block = { type: "paragraph", text: "Parking is free on Saturdays for the fall fair." };

interface PageRow {
  path: string;
  blocks: string;
  version: number;
  updated_by: string | null;
}

async function pageRows(database: TestDatabase): Promise<Map<string, PageRow>> {
  const { rows } = await sql<PageRow>`select path, blocks, version, updated_by from pages`.execute(database.db.kysely);
  return new Map(rows.map((row) => [row.path, row]));
}

describe.each(testDialects)("migration 0025 on %s", (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  /** A database at 0024 whose contact page holds these blocks, saved by the office up to version 3. */
  async function olderDatabase(blocks: Block[]): Promise<TestDatabase> {
    const older = await createTestDatabase(dialect, { migrate: false });
    await migrateUpTo(older.db, "0024-two-factor");
    await sql`update pages set blocks = ${JSON.stringify(blocks)}, version = 3, updated_by = 'admin-1'
      where path = '/contact'`.execute(older.db.kysely);
    return older;
  }

  it("takes the sample's facts block off the contact page and leaves every other word and page as it was", async () => {
    const blocks = [OLD_FACTS, ...siteContact.blocks, OFFICE_PARAGRAPH];
    database = await olderDatabase(blocks);
    const before = await pageRows(database);

    // The migrations after it (whatever they are by then) run too; this one must be among them.
    expect(await migrateToLatest(database.db)).toContain("0025-contact-page-without-facts");

    const after = await pageRows(database);
    const contact = after.get("/contact");
    expect(JSON.parse(contact?.blocks ?? "[]")).toEqual(blocks.slice(1));
    // A new version by no one: an editor still holding version 3 is told the page changed.
    expect(contact).toMatchObject({ version: 4, updated_by: null });
    // Other pages' facts blocks (/about, /about/our-faculty…) are theirs to keep.
    for (const [path, row] of before) {
      if (path !== "/contact") expect(after.get(path), path).toEqual(row);
    }
  });

  it.each([
    [
      "with a fact reworded",
      {
        ...OLD_FACTS,
        items: OLD_FACTS.items.map((item, i) => (i === 0 ? { ...item, value: "(250) 555-0199" } : item)),
      },
    ],
    [
      "with a fact added",
      { ...OLD_FACTS, items: [...OLD_FACTS.items, { value: "Open on Saturdays in August", label: "Summer" }] },
    ],
    ["with a fact removed", { ...OLD_FACTS, items: OLD_FACTS.items.slice(0, 3) }],
  ] satisfies [string, FactsBlock][])(
    "leaves a facts block the office changed (%s) and the page's version alone",
    async (_case, changed) => {
      database = await olderDatabase([changed, ...siteContact.blocks]);
      const before = (await pageRows(database)).get("/contact");

      await migrateToLatest(database.db);

      expect((await pageRows(database)).get("/contact")).toEqual(before);
    },
  );
});
