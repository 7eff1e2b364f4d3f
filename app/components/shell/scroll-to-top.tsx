/** Scroll-to-top button: only on the scrolled mobile view, at 0.7 opacity (spec §2, §9). */
import { useIsMobile, useScrolled } from "~/lib/use-window.ts";
import { Icon } from "../icon.tsx";

export function ScrollToTop() {
  const scrolled = useScrolled();
  const mobile = useIsMobile();
  if (!scrolled || !mobile) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
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
