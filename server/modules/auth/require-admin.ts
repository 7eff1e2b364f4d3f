/**
 * The one check administrator-only API routes share: `{ preHandler: app.requireAdmin }`. A missing, expired
 * or orphaned session is `401 UNAUTHENTICATED`, never 403, because the browser client (spec §8) reads a 403
 * without an auth code as a stale CSRF token and retries. On success the handler finds the administrator
 * in `request.admin` (for the audit log).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Actor } from "../../../common/content/types.ts";
import { UnauthenticatedError } from "../../errors.ts";
import type { Admin } from "../admins/service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler for routes only a signed-in administrator may use. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** Set by requireAdmin: who is making this request. Null on routes without it. */
    admin: Admin | null;
  }
}

export default fp(
  async function requireAdminPlugin(app: FastifyInstance) {
    app.decorateRequest("admin", null);
    app.decorate("requireAdmin", async (request: FastifyRequest, _reply: FastifyReply) => {
      const admin = await app.services.auth.signedInAdmin(request.session?.adminId);
      if (!admin) throw new UnauthenticatedError();
      request.admin = admin;
    });
  },
  { name: "pcs-require-admin", dependencies: ["pcs-session"] },
);

/** Who is acting, for the audit log and `updated_by`, on a route that ran requireAdmin (which set request.admin). */
export function actorOf(request: FastifyRequest): Actor {
  const admin = request.admin;
  if (!admin) throw new UnauthenticatedError();
  return { id: admin.id, name: admin.name, ip: request.ip };
}
