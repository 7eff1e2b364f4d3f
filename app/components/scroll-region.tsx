/** A wide table's horizontal scroller that keyboard users can reach and scroll (WCAG 2.1.1, axe scrollable-region-focusable). */
import type { ReactNode } from "react";

export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
    <section className={className} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
