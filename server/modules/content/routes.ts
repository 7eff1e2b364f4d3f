/** GET list and GET /:id for a content set, with the API's 400 and 404 shapes (DESIGN.md). */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Services } from "../../services.ts";
import { fieldErrors, ValidationError } from "./errors.ts";
import type { Page, Visibility } from "./types.ts";

export interface ContentRouteOptions<Q, E> {
  /** Names the thing in the 404 message: "No news item has that id." */
  noun: string;
  listQuery: z.ZodType<Q>;
  list(services: Services, query: Q & Visibility): Promise<Page<E>>;
  get(services: Services, id: string, visibility: Visibility): Promise<E | undefined>;
}

/**
 * Whether this request may see drafts. Always false until the content-management issue adds
 * administrator sessions; the query string can never turn it on.
 */
function visibilityFor(_request: FastifyRequest): Visibility {
  return { includeDrafts: false };
}

export function contentRoutes<Q, E>(options: ContentRouteOptions<Q, E>) {
  return async function routes(app: FastifyInstance) {
    app.get("/", async (request, reply) => {
      const parsed = options.listQuery.safeParse(request.query);
      if (!parsed.success) return reply.code(400).send({ code: "VALIDATION", fields: fieldErrors(parsed.error) });
      try {
        return await options.list(app.services, { ...parsed.data, ...visibilityFor(request) });
      } catch (error) {
        if (error instanceof ValidationError) return reply.code(400).send({ code: "VALIDATION", fields: error.fields });
        throw error;
      }
    });

    app.get<{ Params: { id: string } }>("/:id", async (request, reply) => {
      const item = await options.get(app.services, request.params.id, visibilityFor(request));
      if (!item) return reply.code(404).send({ code: "NOT_FOUND", message: `No ${options.noun} has that id.` });
      return item;
    });
  };
}
