/** POST /api/contact: the contact form (DESIGN.md). CSRF and the per-address rate limit come from the /api plugins. */
import type { FastifyInstance } from "fastify";
import { FORM_RATE_LIMIT } from "../forms/guard.ts";

export default async function contactRoutes(app: FastifyInstance) {
  app.post("/contact", { config: { rateLimit: FORM_RATE_LIMIT } }, async (request, reply) => {
    // Validation and service-level limits are thrown and shaped by the API error handler.
    await app.services.contact.submit(request.body, { ip: request.ip });
    reply.header("cache-control", "no-store");
    // The same answer whether the message was stored or a bot's was ignored (honeypot).
    return { success: true };
  });
}
