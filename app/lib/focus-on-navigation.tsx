/**
 * After a move to another page inside the app (a link, a form's redirect, Back or Forward), focus goes to the
 * new page's main heading, as a full page load would start a screen reader at the new page: it reads where the
 * visitor now is, and Tab goes on from there. Without this, focus stayed on a menu link or fell to <body>, and
 * nothing was read. A change of query or anchor alone (filters, pages of a list) is not another page: focus
 * stays where it was, unless what held it is gone ("This month" on this month, a view choice drawn anew, a menu
 * that closed on its own page), in which case it goes to the main heading rather than falling to <body>.
 */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { hashTargetId } from "./scroll-manager.tsx";

/** An element that the new screen focused on purpose (a confirmation, an error summary): focusable only by script. */
function placedOnPurpose(element: Element | null, main: Element): boolean {
  return element instanceof HTMLElement && element.tabIndex === -1 && element !== main && main.contains(element);
}

/** Where focus goes on arrival: the anchor the address names, else the main heading, else the main landmark. */
function arrivalTarget(main: HTMLElement, hash: string): HTMLElement {
  const anchor = hash ? document.getElementById(hashTargetId(hash)) : null;
  return anchor ?? main.querySelector<HTMLElement>("h1") ?? main;
}

/** Focus fell to the page itself: the element that held it was taken away. */
function focusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

export function FocusOnNavigation() {
  const { pathname, hash, key } = useLocation();
  const shown = useRef<string | null>(null);

  // Runs after the new screen's own effects (this component comes after the page in the layout), so a screen
  // that placed focus itself is seen and left alone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per move; the path and anchor are read with it
  useEffect(() => {
    const before = shown.current;
    shown.current = pathname;
    if (before === null) return;
    if (before === pathname && !focusLost()) return;
    const main = document.getElementById("main-content");
    if (!main || placedOnPurpose(document.activeElement, main)) return;
    const target = arrivalTarget(main, hash);
    if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    // Scrolling belongs to <ScrollRestoration> and the scroll manager (the top, the anchor, or where Back was).
    target.focus({ preventScroll: true });
  }, [key]);

  return null;
}
