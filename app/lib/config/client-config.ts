/** The browser's configuration of spec §9: mode, API base, authentication switch and feature flags, in one place. */

export const INVALID_API_URL_MESSAGE = "Invalid API URL: Must start with http:// or https://";

/**
 * Spec §9's development fallback. `npm run dev` listens on 3001, so the fallback is the development
 * server itself; it is only reached where there is no page to take an origin from (a server render).
 */
export const DEV_API_FALLBACK = "http://localhost:3001";

export type ClientMode = "production" | "development";

/** Spec §9's two flags. Nothing is switched on them yet; ADR 019 says why they stay and what they are for. */
export interface FeatureFlags {
  newFeature: boolean;
  beta: boolean;
}

export interface ClientConfig {
  mode: ClientMode;
  /** Origin (and optional path) the JSON API hangs off; calls go to `${apiBase}/api/...`. */
  apiBase: string;
  /**
   * Spec §9's "authentication enabled", from VITE_AUTH_ENABLED, for code that wants to hide sign-in UI
   * (none does yet). It decides nothing: the server's AUTH_ENABLED makes the login route and auth API 404.
   */
  authEnabled: boolean;
  features: Readonly<FeatureFlags>;
}

/** Spec §9: the new-feature flag on, beta off. */
export const DEFAULT_FEATURES: Readonly<FeatureFlags> = Object.freeze({ newFeature: true, beta: false });

/** Spec §5: the base must start with http:// or https://, with exactly this message otherwise. */
export function validateApiBase(base: string): string {
  if (!base.startsWith("http://") && !base.startsWith("https://")) throw new Error(INVALID_API_URL_MESSAGE);
  return base;
}

export interface ClientConfigInput {
  mode: ClientMode;
  /** VITE_API_BASE, if the build set one. */
  configuredApiBase?: string | undefined;
  /** The page's own origin (window.location.origin); absent during a server render. */
  origin?: string | undefined;
  /** VITE_AUTH_ENABLED as text; only "false" turns it off (the server's AUTH_ENABLED decides what exists). */
  authEnabled?: string | undefined;
  features?: Partial<FeatureFlags>;
}

/** Builds the configuration from its inputs; pure so every rule can be tested. */
export function resolveClientConfig(input: ClientConfigInput): ClientConfig {
  const configured = input.configuredApiBase?.trim();
  let apiBase: string;
  if (configured) {
    validateApiBase(configured);
    // Spec §9: production talks to an https API. The page's own origin is exempt: it is whatever the
    // visitor already loaded, and a school running `npm start` on a LAN address has no certificate.
    if (input.mode === "production" && !configured.startsWith("https://")) {
      throw new Error(`In production the API base must be an https:// address (got ${configured})`);
    }
    apiBase = configured;
  } else {
    apiBase = validateApiBase(input.origin || DEV_API_FALLBACK);
  }
  return {
    mode: input.mode,
    apiBase: apiBase.replace(/\/+$/, ""),
    authEnabled: input.authEnabled?.trim().toLowerCase() !== "false",
    features: Object.freeze({ ...DEFAULT_FEATURES, ...input.features }),
  };
}

function browserOrigin(): string | undefined {
  return typeof window === "undefined" ? undefined : window.location.origin;
}

let cached: ClientConfig | undefined;

/**
 * The configuration of this build, read when first needed: in the browser the API base defaults to
 * the page's own origin, which is only known there, so it is not computed at import time.
 */
export function getClientConfig(): ClientConfig {
  if (cached) return cached;
  const origin = browserOrigin();
  const config = resolveClientConfig({
    mode: import.meta.env.PROD ? "production" : "development",
    configuredApiBase: import.meta.env.VITE_API_BASE,
    origin,
    authEnabled: import.meta.env.VITE_AUTH_ENABLED,
  });
  // Only the browser's answer is kept: a server render has no origin and must not fix the fallback for good.
  if (origin !== undefined) cached = config;
  return config;
}
