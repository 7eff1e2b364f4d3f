/** Interface state of spec §4: mobile menu, a general loading flag, initial-load and route-loading flags. */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useFetchers, useNavigation } from "react-router";
import { afterHydrationTurns } from "./preact/hydrate-in-turns.tsx";

export interface UiState {
  mobileMenuOpen: boolean;
  toggleMobileMenu(): void;
  closeMobileMenu(): void;
  /** The general loading flag: a form being sent, or a screen's own slow work announced with setLoading. */
  loading: boolean;
  /** For slow work that is not a form submission (an upload); form submissions set `loading` by themselves. */
  setLoading(loading: boolean): void;
  /** True while a form is being sent (its action or clientAction is running). */
  submitting: boolean;
  /** True until the browser has hydrated the server-rendered page. */
  initialLoad: boolean;
  /** True while React Router loads the next page. */
  routeLoading: boolean;
}

const UiStateContext = createContext<UiState | null>(null);

export function UiStateProvider({ children }: { children: ReactNode }) {
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [busyElsewhere, setLoading] = useState(false);
  const [initialLoad, setInitialLoad] = useState(true);
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const routeLoading = navigation.state === "loading";
  // GET forms go straight to "loading"; "submitting" is a POST (contact, volunteer, sign-in) whose action runs.
  const submitting = navigation.state === "submitting" || fetchers.some((fetcher) => fetcher.state === "submitting");
  const loading = submitting || busyElsewhere;

  // Once the whole page is live: in the built site it hydrates in turns (ADR 073).
  useEffect(() => {
    afterHydrationTurns(() => {
      setInitialLoad(false);
      document.documentElement.classList.add("hydrated");
    });
  }, []);

  const toggleMobileMenu = useCallback(() => setMobileMenuOpen((open) => !open), []);
  const closeMobileMenu = useCallback(() => setMobileMenuOpen(false), []);

  const value = useMemo(
    () => ({
      mobileMenuOpen,
      toggleMobileMenu,
      closeMobileMenu,
      loading,
      setLoading,
      submitting,
      initialLoad,
      routeLoading,
    }),
    [mobileMenuOpen, toggleMobileMenu, closeMobileMenu, loading, submitting, initialLoad, routeLoading],
  );
  return <UiStateContext.Provider value={value}>{children}</UiStateContext.Provider>;
}

export function useUiState(): UiState {
  const state = useContext(UiStateContext);
  if (!state) throw new Error("useUiState must be used inside <UiStateProvider>");
  return state;
}
