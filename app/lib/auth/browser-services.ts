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
 * A full page load to / after signing out also throws away anything an admin screen held in memory.
 * Already on /, there is nowhere to go.
 */
function goTo(to: string): void {
  if (typeof window === "undefined" || window.location.pathname === to) return;
  window.location.assign(to);
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
