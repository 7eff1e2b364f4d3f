/**
 * The mobile hamburger panel (spec §2): Home, Donate, expandable About, Admissions, Events, Giving,
 * and Contact. It closes by itself once the window is 1000 px or wider.
 */
import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { contactItem, type MenuItem } from "~/content/navigation.ts";
import { useMainMenu } from "~/lib/menus.ts";
import { useUiState } from "~/lib/ui-state.tsx";
import { useIsMobile } from "~/lib/use-window.ts";
import { Icon } from "../icon.tsx";
import { MenuLink } from "../menu-link.tsx";

export function MobileMenuButton() {
  const { mobileMenuOpen, toggleMobileMenu, initialLoad } = useUiState();
  // Before hydration the button cannot work: point at the site map instead.
  if (initialLoad) {
    return (
      <a className="mobile-toggle" href="/site-map">
        <Icon name="menu" />
        <span>Menu</span>
      </a>
    );
  }
  return (
    <button
      type="button"
      className="mobile-toggle"
      aria-expanded={mobileMenuOpen}
      aria-controls="mobile-menu"
      onClick={toggleMobileMenu}
    >
      <Icon name={mobileMenuOpen ? "close" : "menu"} />
      <span>Menu</span>
    </button>
  );
}

/** What the open panel covers: made inert, so neither a pointer, Tab nor a screen reader's cursor reaches it. */
const BEHIND_THE_MENU =
  ".skip-link, .alert-banner, .top-bar, .site-header__bar > :not(.mobile-toggle), main, .site-footer, .scroll-to-top";

export function MobileMenu() {
  const { mobileMenuOpen, closeMobileMenu } = useUiState();
  const isMobile = useIsMobile();
  const location = useLocation();

  useEffect(() => {
    if (!isMobile) closeMobileMenu();
  }, [isMobile, closeMobileMenu]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a finished navigation closes the panel
  useEffect(() => closeMobileMenu(), [location.key, closeMobileMenu]);

  // While open (issue 16): the page behind stays still and out of reach, Tab and Shift+Tab go round the button
  // and the panel's entries only, and Escape closes the panel and gives focus back to the button.
  useEffect(() => {
    if (!mobileMenuOpen) return;
    const toggle = () => document.querySelector<HTMLElement>(".mobile-toggle");
    const root = document.documentElement;
    root.classList.add("has-open-menu");
    // The panel ends at the screen's bottom wherever it starts: under the top bar and any alert at the top of the
    // page, right under the header once scrolled. Sized by the header alone, its last entries sat off the screen.
    const opened = document.getElementById("mobile-menu");
    opened?.style.setProperty("--menu-top", `${Math.max(0, Math.ceil(opened.getBoundingClientRect().top))}px`);
    const behind = [...document.querySelectorAll<HTMLElement>(BEHIND_THE_MENU)];
    for (const element of behind) element.inert = true;

    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") {
        closeMobileMenu();
        toggle()?.focus();
        return;
      }
      if (event.key !== "Tab") return;
      const panel = document.getElementById("mobile-menu");
      const button = toggle();
      if (!panel || !button) return;
      const stops = [button, ...panel.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")].filter(
        (element) => element.getClientRects().length > 0,
      );
      const first = stops[0];
      const last = stops[stops.length - 1];
      const at = stops.indexOf(document.activeElement as HTMLElement);
      if (at === -1 || (event.shiftKey && at === 0) || (!event.shiftKey && at === stops.length - 1)) {
        event.preventDefault();
        (event.shiftKey ? last : first)?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      root.classList.remove("has-open-menu");
      for (const element of behind) element.inert = false;
    };
  }, [mobileMenuOpen, closeMobileMenu]);

  // The panel's links exist only while it is open: before hydration it cannot open (the button leads to the
  // site map), so the server renders ~40 fewer links on every page and the HTML carries none of them.
  return (
    <nav id="mobile-menu" className="mobile-menu" aria-label="Mobile" hidden={!mobileMenuOpen}>
      {mobileMenuOpen ? <MobileMenuList /> : null}
    </nav>
  );
}

/** The open panel's list: Home, Donate, the sections to expand, and Contact. */
function MobileMenuList() {
  const { closeMobileMenu } = useUiState();
  const menu = useMainMenu();
  return (
    <ul className="mobile-menu__list">
      <li>
        <NavLink to="/" end className="mobile-menu__link" onClick={closeMobileMenu}>
          Home
        </NavLink>
      </li>
      <li>
        <NavLink to="/giving/donate" className="mobile-menu__link mobile-menu__donate" onClick={closeMobileMenu}>
          Donate
        </NavLink>
      </li>
      {menu.map((item) => (
        <ExpandableSection key={item.text} item={item} onNavigate={closeMobileMenu} />
      ))}
      <li>
        <MenuLink item={contactItem} className="mobile-menu__link" onNavigate={closeMobileMenu} />
      </li>
    </ul>
  );
}

function ExpandableSection({ item, onNavigate }: { item: MenuItem; onNavigate(): void }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <li>
      <button
        ref={buttonRef}
        type="button"
        className="mobile-menu__link mobile-menu__section"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((open) => !open)}
      >
        {item.text}
        <span className="chevron" aria-hidden="true" />
      </button>
      <ul id={id} className="mobile-menu__sublist" hidden={!expanded}>
        {item.children?.map((child) => (
          <li key={child.text}>
            <MenuLink item={child} className="mobile-menu__sublink" onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}
