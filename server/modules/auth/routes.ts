/**
 * The sign-in API of DESIGN.md: GET /csrf-token, POST /auth/login, GET /auth/status, POST /auth/logout,
 * GET /secure/access/verify. Registered inside the /api prefix, after the session, CSRF and rate-limit plugins.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signInCodeSchema, TWO_FACTOR_MESSAGES } from "../../../common/admins/two-factor.ts";
import { zonedClockWords } from "../../../common/zoned-time.ts";
import { ForbiddenError, RateLimitedError, UnauthenticatedError } from "../../errors.ts";
import { DEVICE_COOKIE_LIFETIME_MS, DEVICE_COOKIE_PATH } from "./device-cookies.ts";
import { PASSWORD_MAX_LENGTH } from "./password-rules.ts";

/** At most 20 sign-in attempts per client address in 10 minutes. */
export const LOGIN_RATE_LIMIT = { max: 20, timeWindow: 10 * 60 * 1000 } as const;

/**
 * At most 60 CSRF tokens per client address a minute: a cookie-less request writes a pre-session row,
 * so an unlimited flood would grow the sessions table until the sweep.
 */
export const CSRF_TOKEN_RATE_LIMIT = { max: 60, timeWindow: 60 * 1000 } as const;

const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password. Please try again.";

/** A body that is not an object (none, null, a string) is read as an empty one, so each field is named. */
const loginBody = z.preprocess(
  (body) => (typeof body === "object" && body !== null ? body : {}),
  z.object({
    email: z.email({ error: "Enter a valid email address." }).max(254, { error: "Enter a valid email address." }),
    password: z
      .string({ error: "Enter your password." })
      .min(1, { error: "Enter your password." })
      .max(PASSWORD_MAX_LENGTH, { error: `The password must be at most ${PASSWORD_MAX_LENGTH} characters.` }),
  }),
);

/** Like loginBody: a body that is not an object is read as an empty one, so `code` is named. */
const twoFactorBody = z.preprocess((body) => (typeof body === "object" && body !== null ? body : {}), signInCodeSchema);

const verifyQuery = z.object({
  accessPoint: z.string({ error: "accessPoint is required." }).min(1, { error: "accessPoint is required." }).max(100),
  path: z.string().max(2048).default(""),
});

/** GET /csrf-token: stays on when sign-in is switched off, because the public forms need it too. */
export async function csrfTokenRoutes(plain: FastifyInstance) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: z.object({ csrfToken: z.string() }) } };
  app.get("/csrf-token", { schema, config: { rateLimit: CSRF_TOKEN_RATE_LIMIT } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { csrfToken: reply.generateCsrf() };
  });
}

export default async function authRoutes(plain: FastifyInstance) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const auth = app.services.auth;
  auth.prepare().catch((error: unknown) => app.log.error({ err: error }, "could not prepare the dummy password hash"));
  const clearCookieOptions = {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: app.config.secureCookies,
  } as const;

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  function lockedError(lockedUntil: string) {
    return new ForbiddenError(
      "ACCOUNT_LOCKED",
      `Too many failed sign-in attempts: this account is locked until ${zonedClockWords(new Date(lockedUntil))} (Pacific time). Please try again then.`,
      { lockedUntil },
    );
  }

  /** Signs the browser in: a new session id (the pre-session is destroyed, so a planted id is worth nothing). */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    result: { admin: { id: number; email: string; name: string }; deviceCookie: string },
  ) {
    await request.session.regenerate();
    request.session.adminId = result.admin.id;
    // This browser is now trusted for this account (ADR 034): its failures no longer wait on others' lockout.
    // Kept on sign-out, which is the point; renewed at each sign-in.
    reply.setCookie(auth.deviceCookieName, result.deviceCookie, {
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: "strict",
      secure: app.config.secureCookies,
      maxAge: DEVICE_COOKIE_LIFETIME_MS / 1000,
    });
    const { id, email, name } = result.admin;
    return { success: true, data: [{ user: { id, email, name, authenticated: true, isAdmin: true } }] };
  }

  // A refused attempt never reaches the handler (the limit is checked on arrival), so it is audited here.
  const auditRateLimited = async (request: FastifyRequest, _reply: FastifyReply, error: Error) => {
    if (error instanceof RateLimitedError) await auth.recordRateLimited(request.ip, error.retryAfterSeconds);
  };

  app.post(
    "/auth/login",
    { schema: { body: loginBody }, config: { rateLimit: LOGIN_RATE_LIMIT }, onError: auditRateLimited },
    async (request, reply) => {
      const presentedDevice = request.cookies[auth.deviceCookieName];
      const result = await auth.login(request.body.email, request.body.password, request.ip, presentedDevice);
      if (result.ok === "two-factor") {
        // No session yet (ADR 035): this pre-session waits for the code; the reply names no one.
        await app.services.twoFactor.openChallenge(request.session.sessionId, result);
        return { success: true, data: [{ twoFactorRequired: true }] };
      }
      if (!result.ok) {
        if (result.code === "ACCOUNT_LOCKED") throw lockedError(result.lockedUntil);
        throw new ForbiddenError(result.code, INVALID_CREDENTIALS_MESSAGE);
      }
      return signIn(request, reply, result);
    },
  );

  /**
   * The second step of a two-factor sign-in (ADR 035): a code from the app or a recovery code, from the browser
   * whose password was right in the last five minutes. Counted by the same lockout and the same per-address limit.
   */
  app.post(
    "/auth/login/two-factor",
    { schema: { body: twoFactorBody }, config: { rateLimit: LOGIN_RATE_LIMIT }, onError: auditRateLimited },
    async (request, reply) => {
      const result = await auth.completeTwoFactor(request.session.sessionId, request.body.code, request.ip);
      if (!result.ok) {
        if (result.code === "NO_CHALLENGE") throw new UnauthenticatedError(TWO_FACTOR_MESSAGES.timedOut);
        if (result.code === "ACCOUNT_LOCKED") throw lockedError(result.lockedUntil);
        throw new ForbiddenError("INVALID_CREDENTIALS", TWO_FACTOR_MESSAGES.codeWrong);
      }
      return signIn(request, reply, result);
    },
  );

  app.get("/auth/status", async (request) => {
    const admin = await auth.signedInAdmin(request.session?.adminId);
    return { success: true, data: [{ success: true, isAuthenticated: admin !== null }] };
  });

  app.post("/auth/logout", async (request, reply) => {
    const adminId = request.session?.adminId;
    if (request.session?.sessionId) await request.session.destroy();
    reply.clearCookie(auth.cookieName, clearCookieOptions);
    if (adminId) await auth.recordLogout(adminId, request.ip);
    return { success: true };
  });

  app.get("/secure/access/verify", { schema: { querystring: verifyQuery } }, async (request) => {
    const admin = await auth.signedInAdmin(request.session?.adminId);
    return auth.verifyAccess(admin !== null, request.query.accessPoint, request.query.path);
  });
}
