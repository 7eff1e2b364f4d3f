/** Interface state of spec §4: mobile menu, a general loading flag, initial-load and route-loading flags. */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useNavigation } from "react-router";

export interface UiState {
  mobileMenuOpen: boolean;
  toggleMobileMenu(): void;
  closeMobileMenu(): void;
  /** Set by any screen doing slow work of its own (a form submit, an upload). */
  loading: boolean;
  setLoading(loading: boolean): void;
  /** True until the browser has hydrated the server-rendered page. */
  initialLoad: boolean;
  /** True while React Router loads the next page. */
  routeLoading: boolean;
}

const UiStateContext = createContext<UiState | null>(null);

export function UiStateProvider({ children }: { children: ReactNode }) {
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [initialLoad, setInitialLoad] = useState(true);
  const navigation = useNavigation();
  const routeLoading = navigation.state === "loading";

  useEffect(() => {
    setInitialLoad(false);
    document.documentElement.classList.add("hydrated");
  }, []);

  const toggleMobileMenu = useCallback(() => setMobileMenuOpen((open) => !open), []);
  const closeMobileMenu = useCallback(() => setMobileMenuOpen(false), []);

  const value = useMemo(
    () => ({ mobileMenuOpen, toggleMobileMenu, closeMobileMenu, loading, setLoading, initialLoad, routeLoading }),
    [mobileMenuOpen, toggleMobileMenu, closeMobileMenu, loading, initialLoad, routeLoading],
  );
  return <UiStateContext.Provider value={value}>{children}</UiStateContext.Provider>;
}

export function useUiState(): UiState {
  const state = useContext(UiStateContext);
  if (!state) throw new Error("useUiState must be used inside <UiStateProvider>");
  return state;
}
