/** Thrown by loaders for unknown or malformed ids: the root ErrorBoundary shows Page Not Found with HTTP 404. */
import { data } from "react-router";

export function notFound(): never {
  throw data(null, { status: 404 });
}
