/**
 * Every request under /api that no route answers gets JSON, never the website's HTML: 404 for an unknown
 * path, 405 with `Allow` for a known path asked with the wrong method. Without this, the pages' catch-all
 * route would answer "Page Not Found" or React Router's 405 page.
 */
import type { FastifyInstance, HTTPMethods } from "fastify";
import fp from "fastify-plugin";
import Router from "find-my-way";
import { MethodNotAllowedError, NotFoundError } from "../errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Marks the /api catch-all: the CSRF check lets it through so a miss is a 404/405, not a 403. */
    apiMiss?: boolean;
  }
}

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** Registered on the root app before any API route, so it sees them all, wherever they are mounted. */
export const apiRouteIndex = fp(
  async function apiRouteIndexPlugin(app: FastifyInstance) {
    const known = Router();
    const table: ApiRoute[] = [];
    app.decorate("apiMethodsFor", (path: string) => METHODS.filter((method) => known.find(method, path) !== null));
    app.decorate("apiRoutes", () => table.map((route) => ({ ...route })));
    app.addHook("onRoute", (route) => {
      if (!route.url.startsWith("/api/") || route.config?.apiMiss) return;
      const methods: readonly HTTPMethods[] = Array.isArray(route.method) ? route.method : [route.method];
      for (const name of methods) {
        const method = name.toUpperCase() as Router.HTTPMethod;
        // One path may be added for GET and, by Fastify itself, HEAD: find-my-way refuses a second add.
        if (known.hasRoute(method, route.url)) continue;
        known.on(method, route.url, () => {});
        table.push({ method, url: route.url });
      }
    });
  },
  { name: "pcs-api-route-index" },
);

/** One API route as it was added: its method and its URL pattern (`/api/news/:id`). */
export interface ApiRoute {
  method: string;
  url: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The methods some API route answers for this path (empty: no route has the path). */
    apiMethodsFor(path: string): string[];
    /** Every API route, as added (the bad-input sweep covers each one, so a new route cannot go unswept). */
    apiRoutes(): ApiRoute[];
  }
}

/** The catch-all of the /api scope; register it after the scope's error handler. */
export async function apiMisses(api: FastifyInstance) {
  api.all("/*", { config: { apiMiss: true } }, async (request) => {
    const path = request.url.split("?", 1)[0] ?? request.url;
    const allow = api.apiMethodsFor(path);
    if (allow.length > 0) throw new MethodNotAllowedError(allow);
    throw new NotFoundError(`There is no API address ${path}.`);
  });
}
