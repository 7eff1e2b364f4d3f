/**
 * @fastify/session (on @fastify/cookie) with a Kysely-backed store: the session lives in the database,
 * so several processes share it. The cookie holds a 192-bit random id and nothing else; it is not signed,
 * because a guessable-free id stored only as a hash needs no signature (and so no secret to keep).
 */
import fastifyCookie from "@fastify/cookie";
import fastifySession from "@fastify/session";
import type { FastifyInstance, Session } from "fastify";
import fp from "fastify-plugin";
import { type SessionsService, sessionCookieName } from "../modules/auth/sessions.ts";

declare module "fastify" {
  interface Session {
    /** Set at sign-in; absent in a visitor's pre-session. */
    adminId?: number;
    /** The CSRF secret (@fastify/csrf-protection's session key). */
    _csrf?: string;
  }
}

export interface SessionPluginOptions {
  sessions: SessionsService;
  /** https site: `__Host-` cookie with Secure. */
  secure: boolean;
}

// @fastify/session's ids are 24 random bytes in base64url.
const SESSION_ID = /^[A-Za-z0-9_-]{32}$/;

/** Signs nothing: the cookie value is the session id itself; malformed values are refused before any query. */
const plainIdSigner = {
  sign: (value: string) => value,
  unsign: (input: string) =>
    SESSION_ID.test(input) ? { valid: true, renew: false, value: input } : { valid: false, renew: false, value: null },
};

function storeFor(sessions: SessionsService) {
  return {
    set(sessionId: string, session: Session, callback: (error?: unknown) => void) {
      sessions
        .save(sessionId, { adminId: session.adminId ?? null, csrfSecret: session._csrf ?? null })
        .then(() => callback(), callback);
    },
    get(sessionId: string, callback: (error: unknown, session?: Session | null) => void) {
      sessions.get(sessionId).then((data) => {
        if (!data) return callback(null, null);
        const session: Session = { cookie: { originalMaxAge: null } };
        if (data.adminId !== null) session.adminId = data.adminId;
        if (data.csrfSecret !== null) session._csrf = data.csrfSecret;
        callback(null, session);
      }, callback);
    },
    destroy(sessionId: string, callback: (error?: unknown) => void) {
      sessions.destroy(sessionId).then(() => callback(), callback);
    },
  };
}

export default fp<SessionPluginOptions>(
  async function sessionPlugin(app: FastifyInstance, opts) {
    // Node serves plain http here, and @fastify/session never sends a Secure cookie over plain http: an https
    // site works only behind a trusted proxy, which loadConfig insists on (HTTPS_WITHOUT_PROXY).
    await app.register(fastifyCookie);
    await app.register(fastifySession, {
      secret: plainIdSigner,
      cookieName: sessionCookieName(opts.secure),
      store: storeFor(opts.sessions),
      // A row is written only when there is something to keep (a CSRF secret or a sign-in).
      saveUninitialized: false,
      // Activity is recorded by the store's get (last_seen_at), not by re-saving every request.
      rolling: false,
      // No Max-Age: the browser forgets the cookie when it closes; the server enforces idle and absolute ends.
      cookie: { path: "/", httpOnly: true, sameSite: "lax", secure: opts.secure },
    });
  },
  { name: "pcs-session" },
);
