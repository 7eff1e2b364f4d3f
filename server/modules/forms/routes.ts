/**
 * POST /api/contact and POST /api/volunteers (DESIGN.md): the public forms' JSON way in. CSRF and the
 * per-address rate limit come from the /api plugins; the form pipeline validates (ADR 009, ADR 017).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.ts";
import { FORM_RATE_LIMIT, type Sender, type SubmitOutcome } from "./submission.ts";

/**
 * Any JSON object: the fields are checked by the form's own schema after the honeypot, so a bot that
 * filled it is thanked like a person and never told what it got wrong.
 */
const formBody = z.record(z.string(), z.unknown(), { error: "Send the form's fields as a JSON object." });
const thanks = z.object({ success: z.literal(true) });

type Submit = (services: Services) => (input: unknown, sender: Sender) => Promise<SubmitOutcome>;

const FORMS: Record<string, Submit> = {
  "/contact": (services) => services.contact.submit,
  "/volunteers": (services) => services.volunteers.submit,
};

export default async function formRoutes(plain: FastifyInstance) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  for (const [url, submit] of Object.entries(FORMS)) {
    app.post(
      url,
      { schema: { body: formBody, response: { 200: thanks } }, config: { rateLimit: FORM_RATE_LIMIT } },
      async (request, reply) => {
        await submit(app.services)(request.body, { ip: request.ip });
        reply.header("cache-control", "no-store");
        // The same answer whether the row was stored or a bot's was ignored (honeypot).
        return { success: true as const };
      },
    );
  }
}
