/**
 * /api/admins/me/two-factor: an administrator's own two-factor sign-in (ADR 035) — its state, enrolment (a
 * secret and QR code, confirmed by a first code, then ten recovery codes shown once), new recovery codes, and
 * turning it off with the password and a code. Each change is in the audit log.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  disableTwoFactorSchema,
  enrolCodeSchema,
  signInCodeSchema,
  TWO_FACTOR_MESSAGES,
} from "../../../common/admins/two-factor.ts";
import { ConflictError, ValidationError } from "../../errors.ts";
import { verifyPassword } from "../auth/password.ts";
import { actorOf } from "../auth/require-admin.ts";

/** Guessing codes or the password from a left-open session is slow: ten tries in fifteen minutes per address. */
const CHANGE_RATE_LIMIT = { max: 10, timeWindow: 15 * 60_000 } as const;

export default async function twoFactorRoutes(plain: FastifyInstance) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { twoFactor, audit, admins } = app.services;
  const admin = { preValidation: app.requireAdmin };
  const limited = { ...admin, config: { rateLimit: CHANGE_RATE_LIMIT } };

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get("/", admin, async (request) => twoFactor.status(actorOf(request).id));

  /** A new secret to scan or type; the one time it is sent. Starting again replaces an unconfirmed one. */
  app.post("/setup", limited, async (request) => {
    const me = request.admin;
    if (!me) throw new ConflictError("No administrator.");
    return twoFactor.beginEnrolment(me);
  });

  /** The first code from the app turns it on; the answer holds the recovery codes, shown once. */
  app.post("/enable", { ...limited, schema: { body: enrolCodeSchema } }, async (request) => {
    const me = actorOf(request);
    const recoveryCodes = await twoFactor.confirmEnrolment(me.id, request.body.code);
    if (!recoveryCodes) throw new ValidationError({ code: TWO_FACTOR_MESSAGES.enrolCodeWrong });
    await audit.record({ action: "admins.two_factor_enabled", actorAdminId: me.id, ip: request.ip });
    return { recoveryCodes };
  });

  /** Ten new recovery codes for a current code; the old ones stop working. */
  app.post("/recovery-codes", { ...limited, schema: { body: signInCodeSchema } }, async (request) => {
    const me = actorOf(request);
    if (!(await twoFactor.isEnabled(me.id))) throw new ConflictError("Two-factor sign-in is not on.");
    if (!(await twoFactor.checkCode(me.id, request.body.code))) {
      throw new ValidationError({ code: TWO_FACTOR_MESSAGES.codeWrong });
    }
    const recoveryCodes = await twoFactor.regenerateRecoveryCodes(me.id);
    await audit.record({ action: "admins.recovery_codes_replaced", actorAdminId: me.id, ip: request.ip });
    return { recoveryCodes };
  });

  /** Off again, with the password and a code (from the app or a recovery code). */
  app.post("/disable", { ...limited, schema: { body: disableTwoFactorSchema } }, async (request) => {
    const me = actorOf(request);
    if (!(await twoFactor.isEnabled(me.id))) throw new ConflictError("Two-factor sign-in is not on.");
    const record = request.admin && (await admins.findByEmail(request.admin.email));
    if (!record || !(await verifyPassword(request.body.password, record.passwordHash))) {
      throw new ValidationError({ password: TWO_FACTOR_MESSAGES.passwordWrong });
    }
    if (!(await twoFactor.checkCode(me.id, request.body.code))) {
      throw new ValidationError({ code: TWO_FACTOR_MESSAGES.codeWrong });
    }
    await twoFactor.disable(me.id);
    await audit.record({ action: "admins.two_factor_disabled", actorAdminId: me.id, ip: request.ip });
    return twoFactor.status(me.id);
  });
}
