/** /api/privacy: everything held about one e-mail address — find it, download it, delete it (administrators only). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { privacyQuerySchema, retentionSchema } from "../../../common/privacy/records.ts";
import { actorOf } from "../auth/require-admin.ts";
import { RETENTION_SETTING } from "./service.ts";

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

  /** How long messages, sign-ups and e-mails are kept before the daily sweep deletes them. */
  app.get("/retention", admin, async (_request, reply) => {
    return reply.header("cache-control", "no-store").send({ months: await app.services.privacy.retentionMonths() });
  });

  app.put("/retention", { ...admin, schema: { body: retentionSchema } }, async (request, reply) => {
    const by = actorOf(request);
    const before = await app.services.privacy.retentionMonths();
    await app.services.systemState.set(RETENTION_SETTING, String(request.body.months));
    if (before !== request.body.months) {
      await app.services.audit.record({
        action: "privacy.retention_changed",
        actorAdminId: by.id,
        detail: { from: before, to: request.body.months },
        ip: request.ip,
      });
    }
    return reply.header("cache-control", "no-store").send({ months: request.body.months });
  });

  app.delete("/", { ...admin, schema: { querystring: privacyQuerySchema } }, async (request, reply) => {
    const deleted = await app.services.privacy.erase(request.query.email, actorOf(request));
    return reply.header("cache-control", "no-store").send({ deleted });
  });
}
