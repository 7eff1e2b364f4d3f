/**
 * /api/admins: the administrators' accounts (issue 15) — the list, invitations (and sending one again),
 * deactivation, one's own password.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  type InvitationSent,
  inviteSchema,
  PASSWORD_CHANGE_MESSAGES,
  passwordChangeSchema,
} from "../../../common/admins/accounts.ts";
import { ValidationError } from "../../errors.ts";
import { verifyPassword } from "../auth/password.ts";
import { actorOf } from "../auth/require-admin.ts";

const idParams = z.object({ id: z.coerce.number({ error: "That is not an administrator's id." }).int().positive() });

export default async function adminAccountRoutes(plain: FastifyInstance) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const admin = { preValidation: app.requireAdmin };
  const { admins, audit, mail } = app.services;

  /** The account and how its invitation goes: with e-mail off, the inviter is given the link to pass on. */
  async function sent(id: number, link: string): Promise<InvitationSent> {
    const emailed = mail.enabled;
    return { ...(await admins.account(id)), invitation: { emailed, link: emailed ? null : link } };
  }

  app.get("/", admin, async (_request, reply) => {
    return reply.header("cache-control", "no-store").send({ items: await admins.list() });
  });

  /** Invites someone: their account waits for the password they choose from the e-mailed link. */
  app.post("/", { ...admin, schema: { body: inviteSchema } }, async (request, reply) => {
    const by = actorOf(request);
    const { id, link } = await app.services.adminLinks.invite(request.body, by);
    await audit.record({
      action: "admins.invited",
      actorAdminId: by.id,
      detail: { id, email: request.body.email, name: request.body.name },
      ip: request.ip,
    });
    return reply
      .code(201)
      .header("cache-control", "no-store")
      .send(await sent(id, link));
  });

  /** The invitation again, for someone who has not accepted it: a new link, and the old one stops working. */
  app.post(
    "/:id/resend-invitation",
    // Each press e-mails someone: a handful in a quarter of an hour is plenty, and a stuck key floods nobody.
    { ...admin, schema: { params: idParams }, config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } } },
    async (request, reply) => {
      const by = actorOf(request);
      const { email, name, link } = await app.services.adminLinks.resendInvite(request.params.id, by);
      await audit.record({
        action: "admins.invitation_resent",
        actorAdminId: by.id,
        detail: { id: request.params.id, email, name },
        ip: request.ip,
      });
      return reply.header("cache-control", "no-store").send(await sent(request.params.id, link));
    },
  );

  app.post("/:id/deactivate", { ...admin, schema: { params: idParams } }, async (request, reply) => {
    const by = actorOf(request);
    const account = await admins.deactivate(request.params.id, by);
    await audit.record({
      action: "admins.deactivated",
      actorAdminId: by.id,
      detail: { id: account.id, email: account.email, name: account.name },
      ip: request.ip,
    });
    return reply.header("cache-control", "no-store").send(account);
  });

  app.post("/:id/reactivate", { ...admin, schema: { params: idParams } }, async (request, reply) => {
    const by = actorOf(request);
    const account = await admins.reactivate(request.params.id);
    await audit.record({
      action: "admins.reactivated",
      actorAdminId: by.id,
      detail: { id: account.id, email: account.email, name: account.name },
      ip: request.ip,
    });
    return reply.header("cache-control", "no-store").send(account);
  });

  /** One's own password: the current one proves it is them; every other session of theirs ends. */
  app.put(
    "/me/password",
    // Guessing the current password from a left-open session is slow: ten tries in fifteen minutes.
    { ...admin, schema: { body: passwordChangeSchema }, config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } } },
    async (request, reply) => {
      const me = actorOf(request);
      const record = request.admin && (await admins.findByEmail(request.admin.email));
      if (!record || !(await verifyPassword(request.body.currentPassword, record.passwordHash))) {
        throw new ValidationError({ currentPassword: PASSWORD_CHANGE_MESSAGES.currentWrong });
      }
      await admins.setPassword(me.id, request.body.newPassword, request.session.sessionId);
      await audit.record({ action: "admins.password_changed", actorAdminId: me.id, ip: request.ip });
      return reply.header("cache-control", "no-store").send({ success: true });
    },
  );
}
