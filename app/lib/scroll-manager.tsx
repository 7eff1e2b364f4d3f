/** Spec §2: navigation scrolls to the top, or smoothly to the hash anchor when one is given. */
import { useEffect } from "react";
import { useLocation } from "react-router";

export function ScrollManager() {
  const { pathname, search, hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (a new key) must scroll
  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
        return;
      }
    }
    window.scrollTo({ top: 0, left: 0, behavior: "auto" });
  }, [pathname, search, hash, key]);
  return null;
}
