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

/** A route's server exports: an action, a loader (the default export, never rendered here, is added). */
type RouteModule = Partial<NonNullable<ServerBuild["routes"][string]>["module"]>;

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
    index: undefined,
    caseSensitive: undefined,
    module: { ...module, default: Empty },
  }));
  const all = [
    {
      id: "root",
      parentId: undefined,
      path: "",
      index: undefined,
      caseSensitive: undefined,
      module: { default: Empty },
    },
    {
      id: "routes/home",
      parentId: "root",
      path: undefined,
      index: true,
      caseSensitive: undefined,
      module: { default: Empty },
    },
    ...children,
  ];
  return {
    entry: { module: { default: renderSummary, handleError, handleDataRequest } },
    routes: Object.fromEntries(all.map((route) => [route.id, route])),
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
            hasErrorBoundary: false,
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
