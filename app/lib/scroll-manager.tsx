/**
 * Spec §2: navigation scrolls to the top, or smoothly to the hash anchor when one is given.
 *
 * Work is shared with React Router's <ScrollRestoration> (rendered just before this in root.tsx): it puts
 * Back/Forward and reloads where the reader was, and sends PUSH/REPLACE navigations to the top or, with
 * a hash, straight to the anchor. This component only makes the move to an anchor smooth.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** The element id a URL hash names: percent-decoded, or the raw text when it is not valid encoding (/contact#%E0). */
export function hashTargetId(hash: string): string {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** True when this document was opened afresh (a link, a typed address), not reloaded nor reached by Back/Forward. */
function isFreshVisit(): boolean {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return !entry || entry.type === "navigate";
}

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const hydrated = useRef(false);
  /** Where the reader was before the current navigation; scroll events arrive after layout effects run. */
  const lastScrollY = useRef(0);

  useEffect(() => {
    const remember = () => {
      lastScrollY.current = window.scrollY;
    };
    remember();
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
  }, []);

  // A layout effect, so the smooth move starts in the same frame as <ScrollRestoration>'s jump and nothing flickers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (a new key)
  useLayoutEffect(() => {
    const firstRender = !hydrated.current;
    hydrated.current = true;
    if (!location.hash) return;
    const id = hashTargetId(location.hash);
    const behavior = prefersReducedMotion() ? "auto" : "smooth";
    if (firstRender) {
      // The browser has jumped to the anchor while parsing; fonts and images may have moved it since.
      // A reload or Back keeps the reader's own position instead.
      if (isFreshVisit()) document.getElementById(id)?.scrollIntoView({ behavior, block: "start" });
      return;
    }
    // Back and Forward belong to <ScrollRestoration>.
    if (navigationType === "POP") return;
    const from = lastScrollY.current;
    const moveTo = (target: HTMLElement) => {
      if (behavior === "smooth") window.scrollTo({ top: from, left: 0, behavior: "instant" });
      target.scrollIntoView({ behavior, block: "start" });
    };
    const target = document.getElementById(id);
    if (target) return moveTo(target);
    // Preact (the built site, ADR 073) commits a navigation's parts one after another, so the new page's anchor
    // can arrive after this effect, and after <ScrollRestoration> found none and went to the top. It is there
    // before the next frame is drawn.
    const frame = requestAnimationFrame(() => {
      const late = document.getElementById(id);
      if (late) moveTo(late);
    });
    return () => cancelAnimationFrame(frame);
  }, [location.key]);

  return null;
}
