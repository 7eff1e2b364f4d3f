/** POST /api/volunteers: the get-involved sign-up, with an optional eventId (DESIGN.md). */
import type { FastifyInstance } from "fastify";
import { FORM_RATE_LIMIT } from "../forms/guard.ts";

export default async function volunteersRoutes(app: FastifyInstance) {
  app.post("/volunteers", { config: { rateLimit: FORM_RATE_LIMIT } }, async (request, reply) => {
    await app.services.volunteers.submit(request.body, { ip: request.ip });
    reply.header("cache-control", "no-store");
    return { success: true };
  });
}
