/** What the office may save as a page's blocks: checked here as the page editor and the API both check it. */
import { describe, expect, it } from "vitest";
import { allPageCopy } from "./index.ts";
import { blockProblems, blockSchema, pageInputSchema } from "./page-schema.ts";

/** The blocks' message the office reads, as the form and the API's 400 show it. */
function blocksError(blocks: unknown[]): string | undefined {
  const checked = pageInputSchema.safeParse({ heading: "Bus routes", lead: "How pupils get to school.", blocks });
  return checked.success ? undefined : checked.error.issues.find((issue) => issue.path[0] === "blocks")?.message;
}

const table = { type: "table", caption: "Morning buses" };

describe("a table block", () => {
  it("is refused when a row has more cells than there are headings, naming the block and the row", () => {
    // The headings typed with commas, not bars: one heading over three-cell rows.
    const message = blocksError([
      { type: "heading", text: "Buses" },
      { type: "paragraph", text: "Every school day." },
      { ...table, head: ["Route, Stops, Time"], rows: [["North", "Main St", "7:45"]] },
    ]);
    expect(message).toBe(
      "Block 3: Row 1 has 3 cells; the table has 1 column. Separate the headings and the cells with a vertical bar (|).",
    );
  });

  it("is refused when a later row has fewer or more cells than the headings", () => {
    const head = ["Route", "Stops", "Time"];
    expect(
      blocksError([
        {
          ...table,
          head,
          rows: [
            ["North", "Main St", "7:45"],
            ["South", "7:50"],
          ],
        },
      ]),
    ).toBe(
      "Block 1: Row 2 has 2 cells; the table has 3 columns. Separate the headings and the cells with a vertical bar (|).",
    );
    expect(blocksError([{ ...table, head, rows: [head, ["South", "Lake Rd", "7:50", "8:10"]] }])).toMatch(
      /^Block 1: Row 2 has 4 cells; the table has 3 columns\./,
    );
  });

  it("is kept when every row has a cell under each heading, empty cells included", () => {
    const rows = [
      ["North", "Main St", "7:45"],
      ["South", "", "7:50"],
    ];
    expect(blocksError([{ ...table, head: ["Route", "Stops", "Time"], rows }])).toBeUndefined();
  });
});

describe("the site's own pages", () => {
  it("pass the checks the office's edits must pass, so saving one unchanged is never refused", () => {
    for (const page of allPageCopy) {
      for (const [index, block] of page.blocks.entries()) {
        const checked = blockSchema.safeParse(block);
        expect(checked.success, `${page.path} block ${index + 1}: ${checked.error?.issues[0]?.message}`).toBe(true);
      }
    }
  });
});

describe("a page's blocks", () => {
  it("are all named at once when several are at fault, one line each, so none is found only on a later save", () => {
    const blocks = [
      { type: "paragraph", text: "" },
      { type: "heading", text: "Fees" },
      { type: "heading", text: " " },
      { type: "table", caption: "", head: ["", ""], rows: [["", ""]] },
    ];
    const message = blocksError(blocks) ?? "";
    expect(message.split("\n")).toEqual([
      "Block 1: The paragraph is required.",
      "Block 3: The heading is required.",
      "Block 4: The table's caption is required.",
    ]);
    expect(blockProblems(message).map((problem) => problem.index)).toEqual([0, 2, 3]);
    expect(blockProblems("Use at most 150 blocks.")).toEqual([
      { message: "Use at most 150 blocks.", index: undefined },
    ]);
  });
});
