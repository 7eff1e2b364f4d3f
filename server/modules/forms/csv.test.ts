import { describe, expect, it } from "vitest";
import { csvFileName, toCsv } from "./csv.ts";

const columns = [
  { key: "name", label: "Name" },
  { key: "note", label: "Note" },
] as const;

describe("toCsv", () => {
  it("starts with a byte-order mark and ends every line with CRLF", () => {
    const csv = toCsv(columns, [{ name: "Zoë", note: "Hi" }]);
    expect(csv).toBe("\uFEFFName,Note\r\nZoë,Hi\r\n");
  });

  it("quotes commas, quotes and line breaks so a cell stays one cell", () => {
    const csv = toCsv(columns, [{ name: 'Ann "Nan" Lee', note: "one,\ntwo" }]);
    expect(csv.split("\r\n")[1]).toBe('"Ann ""Nan"" Lee","one,\ntwo"');
  });

  it("keeps a spreadsheet from running text from the public as a formula", () => {
    const csv = toCsv(columns, [{ name: '=HYPERLINK("http://x")', note: "@SUM(A1)" }]);
    expect(csv.split("\r\n")[1]).toBe('"\'=HYPERLINK(""http://x"")",\'@SUM(A1)');
    expect(toCsv(columns, [{ name: "-1+2", note: "+3" }]).split("\r\n")[1]).toBe("'-1+2,'+3");
  });

  it("writes nothing for an empty value", () => {
    expect(toCsv(columns, [{ name: "A", note: null }]).split("\r\n")[1]).toBe("A,");
  });

  it("writes a time column as the school's clocks read it, which a spreadsheet takes for a date and time", () => {
    const timed = [
      { key: "at", label: "Received", time: true },
      { key: "name", label: "Name" },
    ] as const;
    const csv = toCsv(timed, [
      // 12:25 UTC is 4:25 in the morning in winter in the Okanagan, and 5:25 in summer.
      { at: "2026-11-27T12:25:06.814Z", name: "2026-11-27T12:25:06.814Z" },
      { at: "2026-07-02T12:25:00.000Z", name: "A" },
      { at: null, name: "B" },
    ]);
    expect(csv.split("\r\n").slice(1, 4)).toEqual([
      "2026-11-27 04:25,2026-11-27T12:25:06.814Z",
      "2026-07-02 05:25,A",
      ",B",
    ]);
  });

  it("names the file by the school's day it was made", () => {
    // 03:00 UTC on the 26th is still the evening of the 25th in the Okanagan.
    expect(csvFileName("contact-messages", new Date("2026-11-26T03:00:00Z"))).toBe("contact-messages-2026-11-25.csv");
  });
});
