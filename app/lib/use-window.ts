/** Window measurements the shell reacts to: scrolled past 40 px, and narrower than 1000 px. */
import { useEffect, useState } from "react";
import { MOBILE_BREAKPOINT_PX, SCROLLED_OFFSET_PX } from "../../common/constants.ts";

/** True once the page's vertical offset reaches 40 px (spec §4). False on the server. */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY >= SCROLLED_OFFSET_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}

/** True while the window is narrower than 1000 px (spec §9). False on the server. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
    const update = () => setMobile(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return mobile;
}
