/** GET /api/audit and /api/audit/people: the activity log for administrators (read only: no route changes an entry). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditQuerySchema } from "../../../common/audit/entries.ts";

export default async function auditRoutes(plain: FastifyInstance) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const admin = { preValidation: app.requireAdmin };

  app.get("/", { ...admin, schema: { querystring: auditQuerySchema } }, async (request, reply) => {
    return reply.header("cache-control", "no-store").send(await app.services.audit.page(request.query));
  });

  app.get("/people", admin, async (_request, reply) => {
    return reply.header("cache-control", "no-store").send({ people: await app.services.audit.people() });
  });
}
