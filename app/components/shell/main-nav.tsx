/**
 * Desktop navigation (spec §2): About, Admissions, Events and Giving dropdowns that open 300 ms after
 * the pointer arrives and close 250 ms after it leaves, a Contact link and the DONATE button.
 * Keyboard: Enter, Space or ArrowDown opens; arrows move; Escape closes and returns focus.
 * Escape closes an open dropdown wherever focus is, so one opened by hovering can be dismissed (WCAG 1.4.13).
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { contactItem, donateItem, type MenuItem } from "~/content/navigation.ts";
import { menuEntryOf, useMainMenu } from "~/lib/menus.ts";
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS } from "../../../common/constants.ts";
import { MenuLink } from "../menu-link.tsx";

export function MainNav() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const location = useLocation();
  const menu = useMainMenu();
  const currentEntry = menuEntryOf(location.pathname, menu);

  // A finished navigation closes any dropdown that led to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => setOpenIndex(null), [location.key]);

  return (
    <nav className="main-nav" aria-label="Main">
      <ul className="main-nav__list">
        {menu.map((item, index) => (
          <Dropdown
            key={item.text}
            item={item}
            current={item.children?.some((child) => child.link === currentEntry) ?? false}
            open={openIndex === index}
            onOpen={() => setOpenIndex(index)}
            onClose={() => setOpenIndex((current) => (current === index ? null : current))}
          />
        ))}
        <li className="main-nav__item">
          <MenuLink item={contactItem} className="main-nav__top" />
        </li>
        <li className="main-nav__item">
          <NavLink to={donateItem.link} className="button button--gold main-nav__donate">
            {donateItem.text}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

function Dropdown({
  item,
  current,
  open,
  onOpen,
  onClose,
}: {
  item: MenuItem;
  /** The page is in this section (menuEntryOf): the button says so in its style and to screen readers. */
  current: boolean;
  open: boolean;
  onOpen(): void;
  onClose(): void;
}) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openRef = useRef(open);
  openRef.current = open;
  /** Whether hovering opened the dropdown now showing: the click that usually follows should not shut it. */
  const openedByHover = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) {
      openedByHover.current = false;
      return;
    }
    const onKey = (event: globalThis.KeyboardEvent) => {
      // Another widget (the search box) that used this Escape for itself keeps the dropdown for the next one.
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      const focusWasInside = itemRef.current?.contains(document.activeElement) ?? false;
      clearTimeout(timer.current);
      onClose();
      if (focusWasInside) buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  const schedule = (action: () => void, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, delay);
  };

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);

  const focusLink = (index: number) => {
    // The list renders on the next frame after opening.
    requestAnimationFrame(() => {
      const all = links();
      all[(index + all.length) % all.length]?.focus();
    });
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      clearTimeout(timer.current);
      onOpen();
      focusLink(0);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      onOpen();
      focusLink(-1);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "ArrowDown") {
      event.preventDefault();
      all[(index + 1) % all.length]?.focus();
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      all[(index - 1 + all.length) % all.length]?.focus();
    } else if (event.key === "Home") {
      event.preventDefault();
      all[0]?.focus();
    } else if (event.key === "End") {
      event.preventDefault();
      all[all.length - 1]?.focus();
    }
  };

  return (
    <li
      ref={itemRef}
      className={`main-nav__item nav-dropdown${open ? " is-open" : ""}`}
      onMouseEnter={() =>
        schedule(() => {
          if (openRef.current) return;
          openedByHover.current = true;
          onOpen();
        }, MENU_OPEN_DELAY_MS)
      }
      onMouseLeave={(event) => {
        const item = event.currentTarget;
        // A menu the keyboard is working in stays open when the pointer wanders off.
        schedule(() => {
          if (!item.contains(document.activeElement) || document.activeElement === buttonRef.current) onClose();
        }, MENU_CLOSE_DELAY_MS);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`main-nav__top${current ? " is-current" : ""}`}
        aria-current={current ? "true" : undefined}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          clearTimeout(timer.current);
          if (open && openedByHover.current) openedByHover.current = false;
          else if (open) onClose();
          else onOpen();
        }}
        onKeyDown={onButtonKeyDown}
      >
        {item.text}
        <span className="chevron" aria-hidden="true" />
      </button>
      <ul id={id} ref={listRef} className="submenu" onKeyDown={onListKeyDown}>
        {item.children?.map((child) => (
          <li key={child.text}>
            <MenuLink item={child} className="submenu__link" onNavigate={onClose} />
          </li>
        ))}
      </ul>
    </li>
  );
}
