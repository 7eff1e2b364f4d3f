/**
 * @fastify/csrf-protection as a synchronizer token: the secret lives in the (pre-)session, the token travels
 * in X-CSRF-Token, and every non-GET request in this scope must carry a valid one.
 */
import fastifyCsrfProtection from "@fastify/csrf-protection";
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import fp from "fastify-plugin";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CSRF_ERROR_CODES = new Set(["FST_CSRF_MISSING_SECRET", "FST_CSRF_INVALID_TOKEN"]);

export default fp(
  async function csrfPlugin(app: FastifyInstance) {
    await app.register(fastifyCsrfProtection, {
      sessionPlugin: "@fastify/session",
      getToken: (request) => {
        const token = request.headers["x-csrf-token"];
        return typeof token === "string" ? token : undefined;
      },
    });
    app.addHook("onRequest", (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      // Unknown routes and methods answer 404/405 whatever the token; safe methods change nothing.
      if (SAFE_METHODS.has(request.method) || request.is404 || request.routeOptions.config.apiMiss) return done();
      app.csrfProtection(request, reply, done);
    });
  },
  { name: "pcs-csrf", dependencies: ["pcs-session"] },
);
