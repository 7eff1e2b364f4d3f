/**
 * A React Router server build made of real route modules, for tests of what the Fastify server does with
 * page requests (server/plugins/page-requests.ts) without `npm run build`. Every route renders no HTML: the
 * document is a JSON summary of what React Router decided (status, the action's data, the routes' errors),
 * which a test can read. The entry's handleError, its handleDataRequest and its status for an outage (outageStatus)
 * are the real ones.
 */
import { isRouteErrorResponse, type ServerBuild } from "react-router";
import { handleDataRequest, handleError } from "../entry.server.tsx";
import { outageStatus } from "../lib/outage.server.ts";

/** A route's exports: an action, a loader, its component and error boundary. */
export type RouteModule = Partial<NonNullable<ServerBuild["routes"][string]>["module"]>;

const Empty = () => null;

/** The summary the fake document holds. */
export interface PageSummary {
  status: number;
  actionData: unknown;
  /** Each route's error as its status (a route error response) or its message. */
  errors: Record<string, number | string> | null;
}

function renderSummary(
  _request: Request,
  status: number,
  headers: Headers,
  entryContext: {
    staticHandlerContext: { actionData?: Record<string, unknown> | null; errors?: Record<string, unknown> | null };
  },
  loadContext: object,
) {
  const context = entryContext.staticHandlerContext;
  status = outageStatus(status, loadContext, headers);
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error) ? error.status : String((error as Error)?.message ?? error),
        ]),
      )
    : null;
  const actionData = context.actionData ? Object.values(context.actionData)[0] : null;
  headers.set("content-type", "application/json; charset=utf-8");
  const summary: PageSummary = { status, actionData, errors };
  return new Response(JSON.stringify(summary), { status, headers });
}

/** A build with `/` (no action) and the given routes (path → module) below the root. */
export function pageBuild(routes: Record<string, RouteModule>): ServerBuild {
  const children = Object.entries(routes).map(([path, module]) => ({
    id: `routes${path}`,
    parentId: "root",
    path: path.slice(1),
    module: { ...module, default: Empty },
  }));
  const all: TestRoute[] = [
    { id: "root", path: "", module: { default: Empty } },
    { id: "routes/home", parentId: "root", index: true, module: { default: Empty } },
    ...children,
  ];
  return serverBuildOf({ default: renderSummary, handleError, handleDataRequest }, all);
}

/** One route of a test build: where it sits and its module. */
export interface TestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: RouteModule;
}

/** A server build of the given entry module and routes, with the asset manifest React Router reads for them. */
export function serverBuildOf(entry: object, all: readonly TestRoute[]): ServerBuild {
  return {
    entry: { module: entry },
    routes: Object.fromEntries(
      all.map((route) => [route.id, { caseSensitive: undefined, index: undefined, path: undefined, ...route }]),
    ),
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: Object.fromEntries(
        all.map((route) => [
          route.id,
          {
            id: route.id,
            parentId: route.parentId,
            path: route.path,
            index: route.index,
            module: `/assets/${route.id}.js`,
            hasAction: "action" in route.module,
            hasLoader: "loader" in route.module,
            hasClientAction: false,
            hasClientLoader: false,
            hasClientMiddleware: false,
            hasErrorBoundary: "ErrorBoundary" in route.module,
          },
        ]),
      ),
      url: "/assets/manifest.js",
      version: "test",
    },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}
