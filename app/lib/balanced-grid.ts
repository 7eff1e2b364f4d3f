/**
 * Column counts for a grid of cards that leave no card alone on its last row (issue 16: six reasons in four
 * columns left two under four, four facts in three left one). The grid's box, not the window, decides: the same
 * facts sit in a narrow column on a wide screen (the classes answer container queries, app.css).
 */

/** Container widths (px) at which the count may change; under the first, one column. */
const GRID_STEPS = [320, 480, 640, 900, 1100] as const;
const GAP = 16;
const MAX_COLUMNS = 4;

/** The most columns of at least `minWidth` that fit `width`, then the largest count with no lone card. */
export function balancedColumns(count: number, width: number, minWidth: number): number {
  const fit = Math.max(1, Math.min(MAX_COLUMNS, Math.floor((width + GAP) / (minWidth + GAP))));
  if (count <= fit) return Math.max(1, count);
  for (let columns = fit; columns > 1; columns--) if (count % columns === 0) return columns;
  // No even split: a last row of two or more still reads as a row.
  for (let columns = fit; columns > 1; columns--) if (count % columns >= 2) return columns;
  return 1;
}

/** The class names that set the grid's columns at each step: "balanced-grid cols-480-2 cols-640-2 …". */
export function balancedGrid(count: number, minWidth: number): string {
  const steps = GRID_STEPS.map((step) => `cols-${step}-${balancedColumns(count, step, minWidth)}`);
  return ["balanced-grid", ...steps].join(" ");
}
