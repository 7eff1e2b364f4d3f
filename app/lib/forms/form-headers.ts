/**
 * A form page's `headers`: passes its action's Retry-After on to the 429 page (React Router keeps an action's
 * headers only when the route says so), so a browser or a script is told how long to wait.
 */
export function formPageHeaders({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}
