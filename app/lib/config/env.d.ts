// The build-time settings the browser bundle reads (Vite inlines VITE_* variables when it builds).
interface ImportMetaEnv {
  /** Where the JSON API lives when it is not the site's own origin, e.g. https://api.pinecrest.example */
  readonly VITE_API_BASE?: string;
  /** "false" marks sign-in as off in the client configuration only; the server's AUTH_ENABLED decides whether it exists. */
  readonly VITE_AUTH_ENABLED?: string;
}
