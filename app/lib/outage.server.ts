/**
 * The pages' side of a database outage (issue 18): the entry's handleError notes that a request failed for
 * want of the database, and the response is then a 503 with Retry-After instead of a 500. React Router hands
 * the render only sanitised errors ("Unexpected Server Error"), so the note is kept by the request's load
 * context, which handleError and the render share.
 */
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../../server/db/unavailable.ts";

const outages = new WeakSet<object>();

/** True (and noted for this request) when `error` means the database is not answering. */
export function noteOutage(error: unknown, loadContext: object | undefined): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  if (loadContext) outages.add(loadContext);
  return true;
}

/**
 * The status of a page whose request met an outage: 503 with Retry-After ("try again"), not a 500; the root
 * error boundary already asks the visitor to try again in a moment. Other statuses pass unchanged.
 */
export function outageStatus(status: number, loadContext: object, headers: Headers): number {
  if (status < 500 || !outages.has(loadContext)) return status;
  headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  return 503;
}
