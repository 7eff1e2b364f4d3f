/**
 * React Router's request handler for the pages, one per first segment of a path (ADR 080).
 *
 * React Router finds a request's routes by trying each of the build's route branches in rank order until one
 * matches, twice a request (once in its handler, once in the static handler's query). The home page ranks last
 * of all 94 routes, so each of its requests tried every route twice: a ninth of the uncached render. A route
 * whose path starts with a fixed segment (`about/...`, `admin/...`) can only match a path that starts with that
 * segment, so each handler here holds only those routes, plus the routes that could match any path (the root,
 * layouts, the home page, and routes that start with a parameter or `*`). React Router then picks, among the
 * routes it is given, the same route it would pick among all of them: the ones left out could not match, and
 * the order of the rest is unchanged (its ranking sorts by score and keeps siblings' order).
 */
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";

/** The build's routes, keyed by id, as React Router's server build holds them. */
export type RouteManifest = ServerBuild["routes"];

/** A page request answered by React Router. */
export type PageHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

/** The first segment of a route's whole path, lower-cased; "" for one that could match any first segment. */
function fixedFirstSegment(routes: RouteManifest, id: string): string {
  const paths: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) paths.unshift(route.path);
  }
  const first = paths.join("/").replace(/^\/+/, "").split("/")[0] ?? "";
  // A parameter, an optional segment or a splat can stand for any segment.
  return /[:?*]/.test(first) ? "" : first.toLowerCase();
}

/** The routes of `routes`, split by the fixed first segment each needs; "" holds those that need none. */
export function groupRoutes(routes: RouteManifest): Map<string, RouteManifest> {
  const segments = new Map<string, string>();
  for (const id of Object.keys(routes)) segments.set(id, fixedFirstSegment(routes, id));
  const groups = new Map<string, RouteManifest>();
  for (const segment of new Set(segments.values())) {
    groups.set(
      segment,
      Object.fromEntries(
        Object.entries(routes).filter(([id]) => {
          const needs = segments.get(id);
          return needs === "" || needs === segment;
        }),
      ),
    );
  }
  return groups;
}

/**
 * The group key of a request's path, as React Router will match it: without a single-fetch `.data` suffix,
 * each segment decoded, compared without case. Undefined when the first segment is not plain ASCII once decoded
 * (or cannot be decoded): such a path is matched against every route, so nothing depends on how case folding
 * or decoding treats it.
 */
export function groupKeyOf(pathname: string): string | undefined {
  const path = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  const raw = path.split("/", 2)[1] ?? "";
  let segment: string;
  try {
    // As React Router decodes a segment: an encoded slash stays one segment, spelt %2F.
    segment = decodeURIComponent(raw).replace(/\//g, "%2F");
  } catch {
    return undefined;
  }
  return /^[\x20-\x7e]*$/.test(segment) ? segment.toLowerCase() : undefined;
}

/**
 * What answers `pathname` among `groups` (keyed as groupRoutes keys them): its first segment's group, else the
 * group of the routes that need no particular segment; `whole` when the segment has no key.
 */
export function groupFor<T>(groups: ReadonlyMap<string, T>, whole: T, pathname: string): T {
  const key = groupKeyOf(pathname);
  if (key === undefined) return whole;
  return groups.get(key) ?? groups.get("") ?? whole;
}

/** One React Router handler per group of `build`'s routes; a request goes to its path's group (see above). */
export function createPageHandler(build: ServerBuild, mode: string): PageHandler {
  const whole = createRequestHandler(build, mode);
  // A basename would shift the first segment; the site has none, and with one every request sees every route.
  if (build.basename && build.basename !== "/") return whole;
  const handlers = new Map<string, ReturnType<typeof createRequestHandler>>();
  for (const [segment, routes] of groupRoutes(build.routes)) {
    handlers.set(segment, createRequestHandler({ ...build, routes }, mode));
  }
  return (request, context) => groupFor(handlers, whole, new URL(request.url).pathname)(request, context);
}
