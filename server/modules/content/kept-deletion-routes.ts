/**
 * "Recently deleted"'s three routes (ADR 048, 062, 066), one way for a content set, the inbox and the picture
 * library: GET /deleted, POST /deleted/:id/restore and DELETE /deleted/:id, for administrators only.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DeletedList, KeptDeletion } from "../../../common/content/deleted.ts";
import type { Actor } from "../../../common/content/types.ts";
import { NotFoundError } from "../../errors.ts";
import type { Services } from "../../services.ts";
import { actorOf } from "../auth/require-admin.ts";

/**
 * The body of a POST that acts on its address alone (put back, an item's action): nothing, or an empty object for
 * clients that always send one. What it does is the server's to decide.
 */
export const noBody = z.object({}).strict().nullish();

/** What was deleted and is still kept, as a set, the inbox or the library offers it. */
export interface KeptDeletions<K extends KeptDeletion, E> {
  /** Newest deletion first. */
  list(services: Services): Promise<K[]>;
  /** The item again under its own id; undefined when none is kept under it. */
  putBack(services: Services, id: string, by: Actor): Promise<E | undefined>;
  /** False when none is kept under the id. */
  deleteForever(services: Services, id: string, by: Actor): Promise<boolean>;
  /** The put back's answer as the OpenAPI document describes it, where it says more than the item. */
  putBackAnswer?: z.ZodType;
}

/** Registers the three routes on `plain`; `notKept` is the 404's words for an id with nothing kept under it. */
export function keptDeletionRoutes<K extends KeptDeletion, E>(
  plain: FastifyInstance,
  params: z.ZodType<{ id: string }>,
  notKept: string,
  kept: KeptDeletions<K, E>,
): void {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const admin = { preValidation: app.requireAdmin };

  // What was deleted in the last DELETED_KEPT_DAYS, newest first.
  app.get("/deleted", admin, async (_request, reply) => {
    const list: DeletedList<K> = { items: await kept.list(app.services) };
    return reply.header("cache-control", "no-store").send(list);
  });

  // "Put back": it answers the item as it is again.
  const response = kept.putBackAnswer ? { response: { 200: kept.putBackAnswer } } : {};
  app.post(
    "/deleted/:id/restore",
    { ...admin, schema: { params, body: noBody, ...response } },
    async (request, reply) => {
      const back = await kept.putBack(app.services, request.params.id, actorOf(request));
      if (!back) throw new NotFoundError(notKept);
      return reply.header("cache-control", "no-store").send(back);
    },
  );

  app.delete("/deleted/:id", { ...admin, schema: { params } }, async (request, reply) => {
    if (!(await kept.deleteForever(app.services, request.params.id, actorOf(request)))) {
      throw new NotFoundError(notKept);
    }
    return reply.code(204).header("cache-control", "no-store").send();
  });
}
