/** /api/privacy: everything held about one e-mail address — find it, download it, delete it (administrators only). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { privacyQuerySchema } from "../../../common/privacy/records.ts";
import { actorOf } from "../auth/require-admin.ts";

export default async function privacyRoutes(plain: FastifyInstance) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const admin = { preValidation: app.requireAdmin };

  app.get("/", { ...admin, schema: { querystring: privacyQuerySchema } }, async (request, reply) => {
    const held = await app.services.privacy.find(request.query.email);
    return reply
      .header("cache-control", "no-store")
      .send({ ...held, retentionMonths: await app.services.privacy.retentionMonths() });
  });

  /** The same records as a file to hand to the person who asked (PIPA: access to one's own information). */
  app.get("/export.json", { ...admin, schema: { querystring: privacyQuerySchema } }, async (request, reply) => {
    const held = await app.services.privacy.find(request.query.email);
    const name = `records-${held.email.replace(/[^a-z0-9.@-]/g, "_")}.json`;
    return reply
      .header("cache-control", "no-store")
      .header("content-disposition", `attachment; filename="${name}"`)
      .type("application/json; charset=utf-8")
      .send(JSON.stringify(held, null, 2));
  });

  app.delete("/", { ...admin, schema: { querystring: privacyQuerySchema } }, async (request, reply) => {
    const deleted = await app.services.privacy.erase(request.query.email, actorOf(request));
    return reply.header("cache-control", "no-store").send({ deleted });
  });
}
