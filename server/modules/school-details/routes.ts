/** /api/settings: the school's details for everyone (GET) and for the office to change (PUT, with version). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { schoolDetailsUpdateSchema } from "../../../common/school-details/schema.ts";
import { actorOf } from "../auth/require-admin.ts";

export default async function schoolDetailsRoutes(plain: FastifyInstance) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { schoolDetails, audit } = app.services;

  app.get("/", async (_request, reply) => {
    return reply.header("cache-control", "no-cache").send(await schoolDetails.get());
  });

  app.put(
    "/",
    { preValidation: app.requireAdmin, schema: { body: schoolDetailsUpdateSchema } },
    async (request, reply) => {
      const by = actorOf(request);
      const { version, ...details } = request.body;
      const { saved, changed } = await schoolDetails.update(details, version, by);
      if (changed.length > 0) {
        await audit.record({
          action: "settings.updated",
          actorAdminId: by.id,
          detail: { fields: changed },
          ip: request.ip,
        });
      }
      return reply.header("cache-control", "no-store").send(saved);
    },
  );
}
