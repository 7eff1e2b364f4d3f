/**
 * Whether an error means the database could not be reached (it went away, a connection broke, or it is
 * busy past its time-out) rather than a fault of this request or of the code. Such a request is answered 503
 * with a plain "try again in a minute" and one log line, not a 500 with a stack (issue 18): it is the
 * operator's outage, and it ends without a restart once the database answers again (the pool reconnects).
 */

/** SQLSTATE classes and codes of PostgreSQL that mean "not reachable now": connection exceptions (08…), shutdown, too many connections. */
const POSTGRES_UNAVAILABLE = /^(08|57P0[123]$|53300$)/;

/** Node's network errors on the way to PostgreSQL. */
const NETWORK = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
]);

/** SQLite's "cannot open the file", "locked past busy_timeout" and "disk I/O error". */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR)/;

/** What `pg` and Kysely say when a connection could not be had or was lost mid-query. */
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended unexpectedly|driver has already been destroyed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // The cause chain: a wrapper (an aggregate of connection attempts, a re-thrown error) may hold the real one.
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") {
      if (NETWORK.has(code) || SQLITE_UNAVAILABLE.test(code) || POSTGRES_UNAVAILABLE.test(code)) return true;
    }
    if (MESSAGES.test(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The answer's words, for the API's JSON and the pages alike. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "The site cannot reach its database just now. Please try again in a minute.";

/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;
