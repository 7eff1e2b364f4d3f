/** The browser's one API client and authentication calls, wired to this build's configuration; created on first use. */
import { type ApiClient, createApiClient } from "../api/client.ts";
import { defaultErrorLogger } from "../api/error-logger.ts";
import { currentPageKind } from "../api/page-kind.ts";
import { getClientConfig } from "../config/client-config.ts";
import { type AuthCalls, createAuthCalls } from "./auth-calls.ts";
import { authState } from "./auth-state.ts";

interface BrowserServices {
  api: ApiClient;
  auth: AuthCalls;
}

let services: BrowserServices | undefined;

/**
 * A full page load to `to` (`/` after signing out, `/?signed-out=expired` after a session ended) also throws away
 * anything an admin screen held in memory. Only the very address already showing is not loaded again; a session
 * that ends on the home page still loads its marked address, so the page says so.
 */
export function loadPage(to: string, where: Pick<Location, "pathname" | "search" | "assign"> = window.location): void {
  if (`${where.pathname}${where.search}` === to) return;
  where.assign(to);
}

function goTo(to: string): void {
  if (typeof window !== "undefined") loadPage(to);
}

export function browserServices(): BrowserServices {
  if (services) return services;
  const logger = defaultErrorLogger();
  // The client and the service need each other: the client ends the session the service owns.
  let auth: AuthCalls | undefined;
  const api = createApiClient({
    baseUrl: () => getClientConfig().apiBase,
    pageKind: currentPageKind,
    onSessionEnd: () => auth?.endSession(),
  });
  auth = createAuthCalls({ api, state: authState, logger, navigate: goTo });
  services = { api, auth };
  return services;
}
