/**
 * The office's sections. On a laptop they stand in a side column beside the screen. Below 900 px, where that
 * column no longer fits, they would stack above every screen (seventeen links, most of a phone's first screen, and
 * seventeen Tab stops before the screen's own controls), so there they wait behind one button that says which
 * section is open: a disclosure (ARIA APG), not a `menu` role, since they are ordinary links to follow.
 *
 * CSS alone decides by width what is shown (admin-screens.css), and the server renders the button closed, so a
 * phone's first paint already has the closed button and nothing moves on hydration; React keeps only open or closed.
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { matchPath, NavLink, useLocation } from "react-router";
import { ADMIN_SECTIONS } from "~/lib/admin/sections.ts";

const DASHBOARD = { label: "Dashboard", to: "/admin", end: true };
const LINKS = [DASHBOARD, ...ADMIN_SECTIONS.map((section) => ({ label: section.label, to: section.to, end: false }))];

/** The section the address is in, matched as the links' `aria-current` is (NavLink), or none (Your account). */
export function currentSectionLabel(pathname: string): string | undefined {
  return LINKS.find((link) => matchPath({ path: link.to, end: link.end }, pathname))?.label;
}

/** Whether the button is on the screen: below 900 px. Wider, the list shows by itself and the button is not there. */
function shown(element: HTMLElement | null): element is HTMLElement {
  return element !== null && getComputedStyle(element).display !== "none";
}

export function OfficeNav() {
  const { pathname, key } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const shownPath = useRef(pathname);
  const current = currentSectionLabel(pathname);

  // It closes once a move has happened, not on the click: a screen with unsaved work may ask first (leave-guard),
  // and after "Stay" its dialog gives focus back to the link pressed, which must still be there. After a move to
  // another screen, focus goes to its heading (FocusOnNavigation, which runs after this). A press of the section
  // already open moves nowhere, and the link that held focus is about to be hidden: focus goes back to the button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per move; the path is read with it
  useEffect(() => {
    const samePath = shownPath.current === pathname;
    shownPath.current = pathname;
    setOpen(false);
    if (samePath && shown(button.current) && list.current?.contains(document.activeElement)) {
      button.current.focus();
    }
  }, [key]);

  function onKeyDown(event: KeyboardEvent) {
    // Escape from the button or any of its links closes the list and puts focus on the button, so it is not lost
    // with a hidden link. On a laptop there is nothing to close.
    if (event.key !== "Escape" || !open || !shown(button.current)) return;
    setOpen(false);
    button.current.focus();
  }

  return (
    <nav
      className={open ? "admin__nav admin__nav--open" : "admin__nav"}
      aria-label="Office sections"
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        className="admin__nav-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        {/* The name says where the administrator is, so the closed button still answers "which screen is this?". */}
        <span>{current ? `Menu: ${current}` : "Menu"}</span>
        <span className="chevron" aria-hidden="true" />
      </button>
      <ul id={listId} ref={list} className="admin__nav-list">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
