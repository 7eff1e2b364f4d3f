// The build-time settings the browser bundle reads (Vite inlines VITE_* variables when it builds).
interface ImportMetaEnv {
  /** Where the JSON API lives when it is not the site's own origin, e.g. https://api.pinecrest.example */
  readonly VITE_API_BASE?: string;
  /**
   * Spec §9's "authentication enabled" as the browser build sees it ("false" = off); exposed as
   * getClientConfig().authEnabled. It switches nothing: the server's AUTH_ENABLED makes the login route
   * and the auth API answer 404.
   */
  readonly VITE_AUTH_ENABLED?: string;
  /** True in the browser build, which runs on preact/compat (vite.config.ts, ADR 073); false on the server and in dev. */
  readonly PCS_PREACT: boolean;
}
