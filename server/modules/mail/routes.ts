/** /api/mail: whether e-mail is on, what waits, what failed and why; a failed message can be sent again. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { NotFoundError } from "../../errors.ts";
import { actorOf } from "../auth/require-admin.ts";

const idParams = z.object({ id: z.uuid({ error: "That is not a message's id." }) });

export default async function mailRoutes(plain: FastifyInstance) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const admin = { preValidation: app.requireAdmin };

  app.get("/", admin, async (_request, reply) => {
    return reply.header("cache-control", "no-store").send(await app.services.mail.status());
  });

  app.post("/:id/retry", { ...admin, schema: { params: idParams } }, async (request, reply) => {
    const retried = await app.services.mail.retry(request.params.id);
    if (!retried) throw new NotFoundError("No failed e-mail has that id. It may have been sent already.");
    await app.services.audit.record({
      action: "mail.retried",
      actorAdminId: actorOf(request).id,
      // A staff member's own invitation or reset is named as before; any other e-mail is a family's (its address,
      // or their name in the subject), so the entry names it by id and kind only (ADR 065).
      detail: retried.kind.startsWith("admins.")
        ? { id: retried.id, kind: retried.kind, to: retried.to, subject: retried.subject }
        : { id: retried.id, kind: retried.kind },
      ip: request.ip,
    });
    return reply.header("cache-control", "no-store").send(retried);
  });
}
