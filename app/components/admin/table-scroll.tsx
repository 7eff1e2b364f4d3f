/**
 * A wide table's own sideways scroller on a narrow screen: a labelled region with a tab stop, so a keyboard can
 * scroll a table that holds nothing else to focus (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
import type { ReactNode } from "react";

export function TableScroll({ label, busy, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard
    <section className="admin-table__scroll" aria-label={label} aria-busy={busy || undefined} tabIndex={0}>
      {children}
    </section>
  );
}
