/**
 * `Cache-Control: no-store` on every response that may hold an administrator's data (issue 18): `/admin`
 * and `/admin.data` carried the administrator's name and e-mail with no Cache-Control at all, so a shared
 * or browser cache could keep them. Marked are:
 *
 * - every response under /admin (the office's screens and their data, signed in or not) and /api/auth;
 * - every API and page response to a signed-in request, i.e. one carrying a live session with an
 *   administrator (the API's session plugin has read it; for a page the cookie is looked up here).
 *
 * Files (build assets, pictures, downloads) are the same for everyone and keep their own caching.
 */
import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { SessionsService } from "../modules/auth/sessions.ts";

export interface PrivateResponsesOptions {
  sessions: SessionsService;
  /** The session cookie's name (sessionCookieName). */
  cookieName: string;
  /** AUTH_ENABLED: with sign-in off no request is signed in. */
  authEnabled: boolean;
}

/** The office's screens and the sign-in API, whoever asks. */
export function isPrivatePath(path: string): boolean {
  return /^\/admin(?:[/.]|$)/.test(path) || /^\/api\/auth(?:\/|$)/.test(path);
}

export default fp<PrivateResponsesOptions>(
  async function privateResponses(app: FastifyInstance, opts) {
    /** Whether a page request's cookie names a live session with an administrator signed in. */
    async function signedInPage(request: FastifyRequest): Promise<boolean> {
      if (!opts.authEnabled || !request.routeOptions.config?.pages) return false;
      const header = request.headers.cookie;
      const sessionId = header ? fastifyCookie.parse(header)[opts.cookieName] : undefined;
      if (!sessionId) return false;
      try {
        return Boolean((await opts.sessions.get(sessionId))?.adminId);
      } catch {
        // Unknown whether signed in: keep the answer out of caches.
        return true;
      }
    }

    app.addHook("onSend", async (request, reply, payload) => {
      const path = request.url.split("?", 1)[0] ?? request.url;
      if (isPrivatePath(path) || request.session?.adminId || (await signedInPage(request))) {
        reply.header("cache-control", "no-store");
      }
      return payload;
    });
  },
  { name: "pcs-private-responses" },
);
