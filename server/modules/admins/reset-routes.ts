/**
 * POST /api/auth/password-reset and /api/auth/password-reset/confirm (DESIGN.md): "forgot password" and the
 * page an e-mailed link (a reset or an invitation) opens. The request answers the same for every address.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { RESET_MESSAGES, resetRequestSchema, setPasswordSchema } from "../../../common/admins/accounts.ts";

/** Five requests per client address in fifteen minutes, for each of the two. */
const RESET_RATE_LIMIT = { max: 5, timeWindow: 15 * 60_000 } as const;

export default async function passwordResetRoutes(plain: FastifyInstance) {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/password-reset",
    { schema: { body: resetRequestSchema }, config: { rateLimit: RESET_RATE_LIMIT } },
    async (request, reply) => {
      await app.services.adminLinks.requestReset(request.body.email);
      return reply.header("cache-control", "no-store").send({ success: true, message: RESET_MESSAGES.sent });
    },
  );

  app.post(
    "/password-reset/confirm",
    { schema: { body: setPasswordSchema }, config: { rateLimit: RESET_RATE_LIMIT } },
    async (request, reply) => {
      const used = await app.services.adminLinks.redeemPasswordLink(
        request.body.token,
        request.body.password,
        request.ip,
      );
      return reply.header("cache-control", "no-store").send({ success: true, email: used.email });
    },
  );
}
