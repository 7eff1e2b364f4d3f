/** The access guard of spec §4: routes with an access point in their metadata ask the server first. */
import { redirect } from "react-router";
import type { AccessVerdict } from "./auth-calls.ts";
import { safeRedirectPath } from "./auth-calls.ts";
import { browserServices } from "./browser-services.ts";

/** What a guarded route declares: `export const handle = { accessPoint: "admin-dashboard" }`. */
export interface AccessHandle {
  accessPoint?: string;
}

export type GuardDecision = { kind: "proceed" } | { kind: "redirect"; to: string };

export interface GuardDeps {
  /** Rejects on denial or any failure ('Access denied'). */
  verifyAccess(accessPoint: string, path: string): Promise<AccessVerdict>;
  /** True only when the server confirms the session. */
  checkStatus(): Promise<boolean>;
  /** Signs out without navigating: the guard's caller does the navigation. */
  logout(): Promise<void>;
}

const HOME = "/";

/** The page's own origin; on the server (no page) one no redirect can match except by path. */
function pageOrigin(): string {
  return typeof window === "undefined" ? "http://origin.invalid" : window.location.origin;
}

/**
 * Spec §4's branches: no access point → open; denied or any failure → log out, go to /; allowed with
 * a redirect → re-check status, then go there or log out; allowed without one → proceed.
 */
export async function runAccessGuard(
  route: { accessPoint?: string | undefined; path: string; origin?: string },
  deps: GuardDeps,
): Promise<GuardDecision> {
  if (!route.accessPoint) return { kind: "proceed" };

  const signOutAndLeave = async (): Promise<GuardDecision> => {
    // The guard's answer does not depend on the server accepting the logout.
    await deps.logout().catch(() => {});
    return { kind: "redirect", to: HOME };
  };

  let verdict: AccessVerdict;
  try {
    verdict = await deps.verifyAccess(route.accessPoint, route.path);
  } catch {
    return signOutAndLeave();
  }
  if (verdict.isAllowed !== true) return signOutAndLeave();

  if (verdict.redirect !== undefined) {
    const confirmed = await deps.checkStatus().catch(() => false);
    // A redirect off this site is treated like a failed check rather than followed.
    const target = safeRedirectPath(verdict.redirect, route.origin ?? pageOrigin());
    if (!confirmed || target === null) return signOutAndLeave();
    return { kind: "redirect", to: target };
  }
  return { kind: "proceed" };
}

/** The browser's guard dependencies. */
export function browserGuardDeps(): GuardDeps {
  const { auth } = browserServices();
  return {
    verifyAccess: (accessPoint, path) => auth.verifyAccess(accessPoint, path),
    checkStatus: () => auth.checkStatus(),
    logout: () => auth.logout({ navigate: false }),
  };
}

/**
 * For a route's `clientLoader`: resolves when the visitor may see the route, otherwise throws React
 * Router's redirect. `await requireAccess(request, handle)` before loading anything else.
 */
export async function requireAccess(
  request: Request,
  handle: AccessHandle,
  deps: GuardDeps = browserGuardDeps(),
): Promise<void> {
  const url = new URL(request.url);
  const decision = await runAccessGuard(
    { accessPoint: handle.accessPoint, path: url.pathname, origin: url.origin },
    deps,
  );
  if (decision.kind === "redirect" && decision.to !== url.pathname) throw redirect(decision.to);
}
