/** Scroll-to-top button: only on the scrolled mobile view, at the spec's opacity (spec §2, §9). */
import type { CSSProperties } from "react";
import { useIsMobile, useScrolled } from "~/lib/use-window.ts";
import { SCROLL_TO_TOP_OPACITY } from "../../../common/constants.ts";
import { Icon } from "../icon.tsx";

// A custom property rather than `opacity` itself, so the stylesheet can still raise it to 1 on hover and focus.
// Safe under the CSP: the button only ever renders in the browser, where React sets styles through the CSSOM.
const opacityStyle = { "--scroll-to-top-opacity": String(SCROLL_TO_TOP_OPACITY) } as CSSProperties;

export function ScrollToTop() {
  const scrolled = useScrolled();
  const mobile = useIsMobile();
  if (!scrolled || !mobile) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      style={opacityStyle}
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        document.getElementById("main-content")?.focus({ preventScroll: true });
      }}
    >
      <Icon name="up" />
      <span className="visually-hidden">Back to top</span>
    </button>
  );
}
