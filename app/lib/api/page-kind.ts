/** Which kind of page the visitor is on decides what a 401 means (spec §8). */
import { ADMIN_DASHBOARD_PATH, ADMIN_LOGIN_PATH } from "../../../common/constants.ts";

/** "login": the sign-in page; "admin": the dashboard or any auth-required screen; "public": the rest. */
export type PageKind = "login" | "admin" | "public";

/** Every auth-required screen lives under /admin (DESIGN.md), so the path alone tells. */
export function pageKindFor(pathname: string): PageKind {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === ADMIN_LOGIN_PATH) return "login";
  if (path === ADMIN_DASHBOARD_PATH || path.startsWith(`${ADMIN_DASHBOARD_PATH}/`)) return "admin";
  return "public";
}

/** The kind of the page the browser shows now; a server render counts as public. */
export function currentPageKind(): PageKind {
  return typeof window === "undefined" ? "public" : pageKindFor(window.location.pathname);
}
