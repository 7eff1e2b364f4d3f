/**
 * GET /api/health: proves the process and its database answer, and says where rate limits count
 * (`rateLimits`: "memory", "redis", or "memory-fallback" while REDIS_URL's Redis does not answer; the
 * process still serves and still limits then, so that alone is no reason to answer 503).
 */
import type { FastifyInstance } from "fastify";
import { pingDatabase } from "../../db/database.ts";

export default async function healthRoutes(app: FastifyInstance) {
  app.get("/health", async (request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: "ok", database: app.db.dialect, rateLimits: app.rateLimitCounters() };
    } catch (error) {
      request.log.error({ err: error }, "health check: database did not answer");
      return reply.code(503).send({
        status: "error",
        database: app.db.dialect,
        rateLimits: app.rateLimitCounters(),
        message: "The database is not answering.",
      });
    }
  });
}
