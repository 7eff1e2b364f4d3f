/**
 * Top-bar site search (spec §2, §4): a toggle revealing a WAI-ARIA combobox over the fixed index.
 * The input sits in a GET form to /search, so Enter without a chosen result (or no JavaScript) still searches.
 * Pages whose own words hold the query (GET /search/words) are listed after the index's results once they arrive.
 */

import { type ChangeEvent, type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { useAddedPages } from "~/lib/menus.ts";
import { useSchoolFacts } from "~/lib/school-details.tsx";
import { indexWith, isExternalEntry, type SearchEntry, type WordHits } from "~/lib/search/index.ts";
import { isSearchableQuery, type ScoredResult, searchIndex } from "~/lib/search/score.ts";
import { useUiState } from "~/lib/ui-state.tsx";
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_QUERY_LENGTH } from "../../../common/constants.ts";
import { Icon } from "../icon.tsx";
import { NewWindowHint } from "../new-window-hint.tsx";

const PANEL_ID = "site-search";
const INPUT_ID = "site-search-input";
const LISTBOX_ID = "site-search-results";
const optionId = (index: number) => `site-search-option-${index}`;

/**
 * What the live region says once results are shown. It names the query, so two searches in a row with
 * the same number of results still change the text, and screen readers announce the second one too.
 */
export function resultsAnnouncement(count: number, query: string): string {
  if (count === 0) return `No results for “${query}”`;
  return `${count === 1 ? "1 result" : `${count} results`} for “${query}”`;
}

export function SearchBox() {
  const { initialLoad } = useUiState();
  const navigate = useNavigate();
  const location = useLocation();
  const [panelOpen, setPanelOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<ScoredResult<SearchEntry>[]>([]);
  /** The (trimmed) query the shown results belong to. */
  const [searched, setSearched] = useState("");
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  /** The request for the pages' words in flight, aborted by the next query or by closing. */
  const wordsRequest = useRef<AbortController | null>(null);

  const closeList = useCallback(() => {
    clearTimeout(timer.current);
    setListOpen(false);
    setActive(-1);
    setAnnouncement("");
  }, []);

  const closePanel = useCallback((returnFocus: boolean) => {
    clearTimeout(timer.current);
    wordsRequest.current?.abort();
    setPanelOpen(false);
    setListOpen(false);
    setActive(-1);
    setResults([]);
    setQuery("");
    setAnnouncement("");
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  const added = useAddedPages();
  const index = useMemo(() => indexWith(added), [added]);
  const [words, setWords] = useState<WordHits | null>(null);
  /**
   * Asks the server for the pages whose words hold the query. A plain fetch, not a fetcher: a failure here
   * only leaves the extra results out, where a fetcher's error would replace the page with its error boundary.
   */
  const loadWords = useCallback((value: string) => {
    wordsRequest.current?.abort();
    const request = new AbortController();
    wordsRequest.current = request;
    fetch(`/search/words?q=${encodeURIComponent(value)}`, { signal: request.signal })
      .then((response) => (response.ok ? (response.json() as Promise<WordHits>) : null))
      .then((answer) => {
        if (answer && !request.signal.aborted) setWords(answer);
      })
      .catch(() => {
        // Offline, aborted or refused: the index's own results stand alone.
      });
  }, []);
  const runSearch = useCallback(
    (value: string) => {
      const found = searchIndex(value, index);
      setResults(found);
      setSearched(value.trim());
      setListOpen(true);
      setActive(-1);
      setAnnouncement(resultsAnnouncement(found.length, value.trim()));
      loadWords(value.trim());
    },
    [index, loadWords],
  );

  // The index's results first, then the pages whose words match and that the index did not list.
  const shown = useMemo<SearchEntry[]>(() => {
    const fromIndex = results.map(({ entry }) => entry);
    const wordHits = words?.query === searched ? words.hits : [];
    const extra = wordHits
      .filter((hit) => !fromIndex.some((entry) => entry.path === hit.href))
      .map((hit) => ({ title: hit.title, path: hit.href, description: hit.description, keywords: [] }));
    return [...fromIndex, ...extra];
  }, [results, words, searched]);

  // Say the new count once the pages' words have added to it.
  const shownCount = shown.length;
  useEffect(() => {
    if (listOpen && shownCount > results.length) setAnnouncement(resultsAnnouncement(shownCount, searched));
  }, [listOpen, shownCount, results.length, searched]);

  const facts = useSchoolFacts();
  const choose = useCallback(
    (entry: SearchEntry) => {
      closePanel(true);
      if (isExternalEntry(entry)) window.open(facts(entry.action.url), "_blank", "noopener,noreferrer");
      else navigate(entry.path);
    },
    [closePanel, navigate, facts],
  );

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      wordsRequest.current?.abort();
    },
    [],
  );

  useEffect(() => {
    if (panelOpen) inputRef.current?.focus();
  }, [panelOpen]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: any finished navigation closes the search
  useEffect(() => closePanel(false), [location.key, closePanel]);

  // A click or focus anywhere outside the search closes it (the panel covers the page below it).
  useEffect(() => {
    if (!panelOpen) return;
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) closePanel(false);
    };
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [panelOpen, closePanel]);

  // Escape closes the list first, then the panel (focus back on the toggle), wherever focus is inside.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !panelOpen) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Also stops Chrome from emptying a type="search" input.
      event.preventDefault();
      if (listOpen) closeList();
      else closePanel(true);
    };
    root.addEventListener("keydown", onKey);
    return () => root.removeEventListener("keydown", onKey);
  }, [panelOpen, listOpen, closeList, closePanel]);

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" });
  }, [active]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    setQuery(value);
    setActive(-1);
    clearTimeout(timer.current);
    if (!isSearchableQuery(value)) {
      setResults([]);
      closeList();
      return;
    }
    timer.current = setTimeout(() => runSearch(value), SEARCH_DEBOUNCE_MS);
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!listOpen) {
        if (isSearchableQuery(query)) {
          clearTimeout(timer.current);
          runSearch(query);
        }
        return;
      }
      const count = shown.length;
      if (count === 0) return;
      if (event.key === "ArrowDown") setActive((a) => (a + 1) % count);
      else setActive((a) => (a <= 0 ? count - 1 : a - 1));
      return;
    }
    if (event.key === "Enter" && listOpen) {
      const chosen = shown[active];
      if (!chosen) return; // no option chosen: the form submits to /search
      event.preventDefault();
      choose(chosen);
    }
  }

  // Before hydration the toggle cannot work: lead to the search page, which works without JavaScript.
  if (initialLoad) {
    return (
      <div className="search-box">
        <a className="icon-link" href="/search">
          <Icon name="search" size={18} />
          <span className="visually-hidden">Search the site</span>
        </a>
      </div>
    );
  }

  const expanded = listOpen && shown.length > 0;
  return (
    <div className="search-box" ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className="icon-link"
        aria-expanded={panelOpen}
        aria-controls={PANEL_ID}
        onClick={() => (panelOpen ? closePanel(false) : setPanelOpen(true))}
      >
        <Icon name={panelOpen ? "close" : "search"} size={18} />
        <span className="visually-hidden">Search the site</span>
      </button>
      <div id={PANEL_ID} className="search-box__panel" hidden={!panelOpen}>
        <Form
          role="search"
          method="get"
          action="/search"
          className="search-box__form"
          onSubmit={() => closePanel(true)}
        >
          <label htmlFor={INPUT_ID} className="visually-hidden">
            Search the site
          </label>
          <input
            ref={inputRef}
            id={INPUT_ID}
            name="q"
            type="search"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={LISTBOX_ID}
            aria-autocomplete="list"
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            minLength={SEARCH_MIN_QUERY_LENGTH}
            placeholder="Search the site"
            value={query}
            onChange={onChange}
            onKeyDown={onInputKeyDown}
          />
          <button type="submit" className="button button--small">
            Search
          </button>
        </Form>
        <div className="search-box__popup" hidden={!listOpen}>
          <div
            id={LISTBOX_ID}
            role="listbox"
            aria-label="Search results"
            className="search-box__results"
            hidden={!expanded}
          >
            {shown.map((entry, index) => (
              // Options are reached with the arrow keys from the input (aria-activedescendant), so they need no key handler.
              // biome-ignore lint/a11y/useKeyWithClickEvents: see above
              <div
                key={entry.path}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className="search-box__option"
                // Keeps focus in the input, so the click outside check and the caret stay put.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(entry)}
              >
                <span className="search-box__title">
                  {entry.title}
                  {isExternalEntry(entry) && <NewWindowHint />}
                </span>
                <span className="search-box__description">{entry.description}</span>
              </div>
            ))}
          </div>
          {listOpen && shown.length === 0 && <p className="search-box__empty">No results for “{searched}”.</p>}
          {listOpen && (
            <Link className="search-box__all" to={`/search?q=${encodeURIComponent(searched)}`}>
              All results for “{searched}”
            </Link>
          )}
        </div>
      </div>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
    </div>
  );
}
