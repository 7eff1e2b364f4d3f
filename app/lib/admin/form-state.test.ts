import { describe, expect, it } from "vitest";
import { careersSet } from "./careers-set.tsx";
import {
  checkValues,
  conflictRows,
  differenceExcerpts,
  differingFields,
  mergeChoices,
  readableValue,
  startingChoices,
} from "./form-state.ts";
import { pagesSet } from "./pages-set.tsx";

const filled = {
  ...careersSet.emptyValues(),
  title: "Grade 4 Teacher",
  department: "Elementary",
  location: "Penticton campus",
  summary: "Teach a grade 4 class.",
  descriptionHtml: "<p>You will teach <strong>grade 4</strong>.</p>",
  requirementsHtml: "<ul><li><p>BC teaching certificate</p></li></ul>",
  startDate: "2027-08-30",
  closingDate: "2027-03-31",
  tags: "teaching, elementary, teaching",
};

describe("checking the form with the API's own schema", () => {
  it("accepts a complete posting and sends what the API takes (tags as a list, an empty closing date as null)", () => {
    const checked = checkValues(careersSet.schema, careersSet.inputOf(filled));
    expect(checked).toEqual({
      ok: true,
      input: expect.objectContaining({ tags: ["teaching", "elementary", "teaching"] }),
    });
    const open = checkValues(careersSet.schema, careersSet.inputOf({ ...filled, closingDate: "" }));
    expect(open.ok && open.input.closingDate).toBeNull();
  });

  it("names each field at fault with the server's words, and rich text of empty paragraphs is missing", () => {
    const checked = checkValues(
      careersSet.schema,
      careersSet.inputOf({ ...filled, title: " ", descriptionHtml: "<p></p>", startDate: "2027-02-30" }),
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        title: "Job title is required.",
        descriptionHtml: "About the position is required.",
        startDate: "The start date must be a date like 2027-01-04.",
      },
    });
  });
});

describe("a posting's values", () => {
  it("go through the form and back unchanged", () => {
    const checked = checkValues(careersSet.schema, careersSet.inputOf(filled));
    expect(checked.ok).toBe(true);
    const stored = {
      ...(checked.ok ? checked.input : {}),
      id: "p1",
      tags: ["teaching", "elementary"],
      isOpen: true,
      createdAt: "2026-11-01T00:00:00.000Z",
      updatedAt: "2026-11-02T00:00:00.000Z",
      version: 2,
      updatedBy: "Ruth Okafor",
    } as unknown as Parameters<typeof careersSet.valuesOf>[0];
    expect(careersSet.valuesOf(stored)).toEqual({ ...filled, tags: "teaching, elementary" });
  });

  it("duplicate keeps the words, clears the dates and starts as a draft", () => {
    const copy = careersSet.duplicateOf({ ...filled, status: "published" });
    expect(copy).toEqual({ ...filled, startDate: "", closingDate: "", status: "draft" });
  });
});

describe("changes and the 409 merge", () => {
  it("an empty editor's <p></p> is no change", () => {
    expect(differingFields(careersSet.fields, { ...filled, howToApplyHtml: "<p></p>" }, filled)).toEqual([]);
    expect(
      differingFields(careersSet.fields, { ...filled, title: "Grade 5 Teacher" }, filled).map((f) => f.name),
    ).toEqual(["title"]);
  });

  it("lists each differing field with who changed it, and merges field by field", () => {
    const base = filled;
    const mine = { ...filled, title: "Grade 4 Teacher (maternity leave)", summary: "My summary." };
    const theirs = { ...filled, summary: "Their summary.", closingDate: "2027-04-15" };
    const rows = conflictRows(careersSet.fields, base, mine, theirs);
    expect(rows.map((row) => [row.field.name, row.changedByThem, row.changedByMe])).toEqual([
      ["title", false, true],
      ["summary", true, true],
      ["closingDate", true, false],
    ]);
    const merged = mergeChoices(mine, theirs, { summary: "theirs", closingDate: "theirs", title: "mine" });
    expect(merged).toEqual({ ...mine, summary: "Their summary.", closingDate: "2027-04-15" });
    // Where the rows start: only the field they alone changed is on theirs; both changed the summary, so it is mine.
    expect(startingChoices(rows)).toEqual({ closingDate: "theirs" });
  });

  it("shows rich text as its words and choices as their labels", () => {
    const field = (name: string) =>
      careersSet.fields.find((f) => f.name === name) as (typeof careersSet.fields)[number];
    expect(readableValue(field("descriptionHtml"), "<p>Teach &amp; <strong>learn</strong></p><p>Together</p>")).toBe(
      "Teach & learn Together",
    );
    expect(readableValue(field("employmentType"), "part-time")).toBe("Part-time");
    expect(readableValue(field("status"), "published")).toBe("Published");
  });
});

describe("the two sides of a difference, cut to fit", () => {
  const opening = "Tuition for the coming year is set each spring by the board. ".repeat(8);

  it("cut from their starts when the first difference is within the cut", () => {
    expect(differenceExcerpts("Fees rise in May.", "Fees rise in June.", 400)).toEqual([
      "Fees rise in May.",
      "Fees rise in June.",
    ]);
    const [mine, theirs] = differenceExcerpts(`Short. ${opening}`, `Long. ${opening}`, 400);
    expect(mine.startsWith("Short.")).toBe(true);
    expect(theirs.startsWith("Long.")).toBe(true);
  });

  it("cut around the first difference when it lies past the cut, each end marked with …", () => {
    const mine = `${opening}Bursaries close on 15 March. ${opening}`;
    const theirs = `${opening}Bursaries close on 1 April. ${opening}`;
    // Cut from the start, the two would read alike.
    expect(mine.slice(0, 400)).toBe(theirs.slice(0, 400));
    const [yours, their] = differenceExcerpts(mine, theirs, 400);
    expect(yours).not.toBe(their);
    expect(yours).toMatch(/^….*Bursaries close on 15 March\..*…$/);
    expect(their).toMatch(/^….*Bursaries close on 1 April\..*…$/);
    // Starting at a word, a few words before the difference, and no longer than the cut (with its two marks).
    expect(yours.slice(1, 2)).toMatch(/[A-Z]/);
    expect(yours.length).toBeLessThanOrEqual(402);
  });

  it("show a page's blocks whole, so a change late in a long block or in a table cell reads as a difference", () => {
    const field = pagesSet.fields.find((f) => f.name === "blocks") as (typeof pagesSet.fields)[number];
    const blocks = (last: string, time: string) =>
      JSON.stringify([
        { type: "paragraph", text: `${opening}${last}` },
        { type: "table", caption: "Buses", head: ["Route", "Time"], rows: [["North", time]] },
      ]);
    const [mine, theirs] = differenceExcerpts(
      readableValue(field, blocks("Apply by May.", "7:45")),
      readableValue(field, blocks("Apply by June.", "7:45")),
      400,
    );
    expect(mine).toContain("Apply by May.");
    expect(theirs).toContain("Apply by June.");
    expect(readableValue(field, blocks("Apply.", "7:45"))).not.toBe(readableValue(field, blocks("Apply.", "7:50")));
    expect(readableValue(field, blocks("Apply.", "7:50"))).toContain("Table: Buses | Route | Time | North | 7:50");
  });
});
