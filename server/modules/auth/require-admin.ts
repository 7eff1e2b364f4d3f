/**
 * The one check administrator-only API routes share: `{ preHandler: app.requireAdmin }`. A missing, expired
 * or orphaned session is `401 UNAUTHENTICATED`, never 403, because the browser client (spec §8) reads a 403
 * without an auth code as a stale CSRF token and retries. On success the handler finds the administrator
 * in `request.admin` (for the audit log).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Admin } from "../admins/service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler for routes only a signed-in administrator may use. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  }
  interface FastifyRequest {
    /** Set by requireAdmin: who is making this request. Null on routes without it. */
    admin: Admin | null;
  }
}

export const UNAUTHENTICATED_MESSAGE = "You are not signed in, or your session has ended. Please sign in again.";

export default fp(
  async function requireAdminPlugin(app: FastifyInstance) {
    app.decorateRequest("admin", null);
    app.decorate("requireAdmin", async (request: FastifyRequest, reply: FastifyReply) => {
      const admin = await app.services.auth.signedInAdmin(request.session?.adminId);
      if (!admin) {
        return reply
          .code(401)
          .header("cache-control", "no-store")
          .send({ success: false, code: "UNAUTHENTICATED", message: UNAUTHENTICATED_MESSAGE });
      }
      request.admin = admin;
      return undefined;
    });
  },
  { name: "pcs-require-admin", dependencies: ["pcs-session"] },
);
