import { describe, expect, it } from "vitest";
import { balancedColumns, balancedGrid } from "./balanced-grid.ts";

describe("balanced grid columns", () => {
  it("puts six reasons in three columns, not four with two left over", () => {
    expect(balancedColumns(6, 1160, 240)).toBe(3);
    expect(balancedColumns(6, 640, 240)).toBe(2);
    expect(balancedColumns(6, 480, 240)).toBe(1);
  });

  it("puts four facts in four or two columns, never three and one", () => {
    expect(balancedColumns(4, 700, 150)).toBe(4);
    expect(balancedColumns(4, 560, 150)).toBe(2);
    expect(balancedColumns(4, 330, 150)).toBe(2);
  });

  it("leaves a last row of two or more when nothing divides evenly, else one column", () => {
    expect(balancedColumns(5, 1160, 240)).toBe(3);
    expect(balancedColumns(7, 1160, 240)).toBe(4);
    expect(balancedColumns(3, 640, 260)).toBe(1);
    expect(balancedColumns(2, 1160, 240)).toBe(2);
  });

  it("names a class for each step", () => {
    expect(balancedGrid(6, 240)).toBe("balanced-grid cols-320-1 cols-480-1 cols-640-2 cols-900-3 cols-1100-3");
  });

  // app.css has no rule for one column at a step: it relies on the count never falling as the box widens.
  it("never gives fewer columns to a wider box", () => {
    for (const minWidth of [150, 200, 240, 260, 320]) {
      for (let count = 1; count <= 24; count++) {
        let before = 1;
        for (let width = 200; width <= 1600; width += 10) {
          const columns = balancedColumns(count, width, minWidth);
          expect(columns, `${count} cards of ${minWidth} px at ${width} px`).toBeGreaterThanOrEqual(before);
          before = columns;
        }
      }
    }
  });
});
