/** GET /api/health: proves the process and its database answer. */
import type { FastifyInstance } from "fastify";
import { pingDatabase } from "../../db/database.ts";

export default async function healthRoutes(app: FastifyInstance) {
  app.get("/health", async (request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: "ok", database: app.db.dialect };
    } catch (error) {
      request.log.error({ err: error }, "health check: database did not answer");
      return reply
        .code(503)
        .send({ status: "error", database: app.db.dialect, message: "The database is not answering." });
    }
  });
}
