/** The frame around every page: skip link, top bar, header with navigation, main content, footer. */
import type { ReactNode } from "react";
import { HydrateInTurn } from "~/lib/preact/hydrate-in-turns.tsx";
import { UiStateProvider } from "~/lib/ui-state.tsx";
import { Footer } from "./footer.tsx";
import { Logo } from "./logo.tsx";
import { MainNav } from "./main-nav.tsx";
import { MobileMenu, MobileMenuButton } from "./mobile-menu.tsx";
import { BusyMain, RouteProgress } from "./route-progress.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";
import { TopBar } from "./top-bar.tsx";

/** `banner`: the office's alerts, above the top bar. */
export function SiteShell({ children, year, banner }: { children: ReactNode; year: number; banner?: ReactNode }) {
  return (
    <UiStateProvider>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      {banner}
      <RouteProgress />
      <TopBar />
      {/* The page goes live in turns, so no phone spends one long task on it (ADR 073). */}
      <HydrateInTurn turn={1}>
        <header className="site-header">
          <div className="container site-header__bar">
            <Logo />
            <MainNav />
            <MobileMenuButton />
          </div>
          <MobileMenu />
        </header>
      </HydrateInTurn>
      <HydrateInTurn turn={2}>
        <BusyMain>{children}</BusyMain>
      </HydrateInTurn>
      <HydrateInTurn turn={3}>
        <Footer year={year} />
      </HydrateInTurn>
      <ScrollToTop />
    </UiStateProvider>
  );
}
