/**
 * The API's OpenAPI document, built from the routes' own zod schemas (ADR 017) and served at
 * GET /api/openapi.json, for the admin screens' developers and any other client that comes later.
 */
import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { site } from "../../common/site.ts";

/** Registered on the root app before any route, so every route is seen; only /api routes are listed. */
export default fp(
  async function openApiPlugin(app: FastifyInstance) {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: `${site.name} API`,
          description:
            "The JSON API behind the website and the office's screens. Every error is `{ success: false, code, message, fields? }`.",
          version: "1.0.0",
        },
      },
      transform: (args) => {
        // The pages, the feeds and the /api catch-all are not part of the JSON API.
        if (!args.url.startsWith("/api/") || args.route.config?.apiMiss) {
          return { schema: { ...args.schema, hide: true }, url: args.url };
        }
        // A set's list is mounted as "/" under its prefix: document it without the trailing slash.
        return jsonSchemaTransform({ ...args, url: args.url.replace(/(.)\/$/, "$1") });
      },
    });
  },
  { name: "pcs-openapi" },
);

/** GET /api/openapi.json, inside the /api scope. */
export async function openApiDocumentRoute(api: FastifyInstance) {
  api.get("/openapi.json", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return api.swagger();
  });
}
