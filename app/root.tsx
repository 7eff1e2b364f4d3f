/** The document every page shares: <html lang="en-CA">, the title rule, the shell, hydration. */
import "./lib/zod-without-eval.ts";

import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { SAMPLE_SCHOOL_DETAILS, type SchoolDetails } from "../common/school-details/details.ts";
import { site } from "../common/site.ts";
import type { Route } from "./+types/root";
import { JsonLd } from "./components/json-ld.tsx";
import { NotFound } from "./components/not-found.tsx";
import { AlertBanner } from "./components/shell/alert-banner.tsx";
import { SiteShell } from "./components/shell/site-shell.tsx";
import sansFont from "./fonts/source-sans-3-core-400-700.woff2?url";
import serifFont from "./fonts/source-serif-4-core-400-700.woff2?url";
import { SignedOutMarker } from "./lib/auth/signed-out-marker.tsx";
import { FocusOnNavigation } from "./lib/focus-on-navigation.tsx";
import { useNonce, useStyleNonce } from "./lib/nonce.tsx";
import { SchoolDetailsProvider } from "./lib/school-details.tsx";
import { ScrollManager } from "./lib/scroll-manager.tsx";
import { routeMeta } from "./lib/seo.ts";
import { schoolJsonLd } from "./lib/structured-data.ts";
import stylesheet from "./styles/app.css?url";

// Made once: building a formatter costs more than the rest of the root loader.
const schoolYear = new Intl.DateTimeFormat("en-CA", { timeZone: site.timeZone, year: "numeric" });

export async function loader({ context }: Route.LoaderArgs) {
  // The footer's year is the school's year, decided once on the server (no New Year's Eve hydration mismatch).
  const year = Number(schoolYear.format(context.services.now()));
  const [stored, alerts, addedPages] = await Promise.all([
    context.services.schoolDetails.get(),
    context.services.alerts.showing(),
    context.services.pages.addedPages(),
  ]);
  const { version: _version, updatedAt: _at, updatedBy: _by, ...details } = stored;
  return { siteUrl: context.siteUrl, year, details: details satisfies SchoolDetails, alerts, addedPages };
}

// The stylesheet last, where React's server puts it anyway (it lifts the other links above the <head>'s own
// elements): the browser's Preact pairs <head>'s links with these in order when it hydrates (ADR 073).
export const links: LinksFunction = () => [
  { rel: "preload", href: sansFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: serifFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: stylesheet },
];

export const meta = routeMeta;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const styleNonce = useStyleNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f6c" />
        {/* Where React Aria (the office's screens) finds the nonce for the style element it adds. */}
        <meta property="csp-nonce" nonce={styleNonce} />
        <Meta />
        <Links />
        {rootData ? <JsonLd data={schoolJsonLd(rootData.siteUrl, rootData.details)} /> : null}
      </head>
      <body>
        <SchoolDetailsProvider details={rootData?.details ?? SAMPLE_SCHOOL_DETAILS}>
          <SiteShell
            year={rootData?.year ?? new Date().getFullYear()}
            banner={<AlertBanner alerts={rootData?.alerts ?? []} />}
          >
            {children}
          </SiteShell>
        </SchoolDetailsProvider>
        {/* Back/Forward and reloads return to the reader's place; its inline script does so before hydration. */}
        <ScrollRestoration nonce={nonce} />
        <ScrollManager />
        <FocusOnNavigation />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <SignedOutMarker />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <div className="page container">
      <h1>Something went wrong</h1>
      <p>
        We are sorry: this page could not be shown. Please try again in a moment, or go back to the{" "}
        <a href="/">home page</a>.
      </p>
    </div>
  );
}
