/**
 * Single-use links for administrators (issue 15): an invitation (48 hours) to set a first password, sent again
 * on request while it is not accepted, and a password reset (30 minutes). The link carries a random token; the database keeps only its SHA-256, so a copy
 * of the database holds no usable link. The e-mail is queued in the same transaction as the token.
 */
import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import {
  INVITE_MESSAGES,
  INVITE_VALID_MS,
  type Invite,
  RESEND_MESSAGES,
  RESET_MESSAGES,
  RESET_VALID_MS,
} from "../../../common/admins/accounts.ts";
import type { Actor } from "../../../common/content/types.ts";
import { site } from "../../../common/site.ts";
import type { Db } from "../../db/database.ts";
import { lockedOn } from "../../db/lock-rows.ts";
import type { Database } from "../../db/schema.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.ts";
import type { AuditService } from "../audit/service.ts";
import { passwordProblem } from "../auth/password-rules.ts";
import { hashToken } from "../auth/token-hash.ts";
import type { MailService } from "../mail/outbox.ts";
import { type AdminsService, isUniqueViolation } from "./service.ts";

/** Stored in place of a password hash until the invited person chooses one: no password matches it. */
export const NO_PASSWORD_YET = "invited";
/** Reset e-mails one address may receive in an hour, whoever asks: the form cannot be used to flood a mailbox. */
export const RESETS_PER_ADDRESS_PER_HOUR = 3;

const INVITE_MAIL_KIND = "admins.invite";

function linkOf(siteUrl: string, token: string): string {
  return `${siteUrl}/secure-pcs-login/set-password?token=${token}`;
}

export function createAdminLinksService(
  db: Db,
  now: () => Date,
  mail: MailService,
  admins: AdminsService,
  audit: AuditService,
  siteUrl: string,
) {
  const { kysely } = db;

  /** Stores a new invitation link for the account and queues its e-mail, in the caller's transaction. */
  async function issueInvitation(
    trx: Transaction<Database>,
    account: { id: number; email: string; name: string },
    by: Actor,
    at: Date,
  ): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await trx
      .insertInto("admin_tokens")
      .values({
        token_hash: hashToken(token),
        admin_id: account.id,
        purpose: "invite",
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + INVITE_VALID_MS).toISOString(),
      })
      .execute();
    const link = linkOf(siteUrl, token);
    await mail.enqueue(trx, {
      kind: INVITE_MAIL_KIND,
      to: account.email,
      subject: `You are invited to manage the ${site.name} website`,
      text: [
        `Hello ${account.name},`,
        "",
        `${by.name} has invited you to sign in to the ${site.name} website, to keep its news, events and pages up to date.`,
        "",
        "Choose your password here (the link works once, for 48 hours):",
        link,
        "",
        `Then sign in at ${siteUrl}/secure-pcs-login with this e-mail address.`,
        "If you were not expecting this, you can ignore this e-mail.",
      ].join("\n"),
    });
    return link;
  }

  return {
    /** Creates the account (no password yet) and e-mails its invitation; 400 on `email` when it exists. */
    async invite(invite: Invite, by: Actor): Promise<{ id: number; link: string }> {
      const at = now();
      try {
        return await kysely.transaction().execute(async (trx) => {
          const { id } = await trx
            .insertInto("administrators")
            .values({
              email: invite.email,
              name: invite.name,
              password_hash: NO_PASSWORD_YET,
              created_at: at.toISOString(),
              updated_at: at.toISOString(),
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          return { id, link: await issueInvitation(trx, { id, ...invite }, by, at) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ValidationError({ email: INVITE_MESSAGES.duplicate });
        throw error;
      }
    },

    /**
     * A fresh invitation for an account that has not chosen a password yet (the first expired or never arrived):
     * the earlier links stop working and their unsent e-mails are withdrawn. 404 for no such account, 409 for
     * one that has a password or is deactivated.
     */
    async resendInvite(id: number, by: Actor): Promise<{ email: string; name: string; link: string }> {
      const at = now();
      return kysely.transaction().execute(async (trx) => {
        const found = trx
          .selectFrom("administrators")
          .select(["email", "name", "password_hash", "deactivated_at"])
          .where("id", "=", id);
        // Locked (PostgreSQL) so an acceptance racing this cannot be handed a second live link.
        const account = await lockedOn(db.dialect, found).executeTakeFirst();
        if (!account) throw new NotFoundError("No administrator has that id.");
        if (account.deactivated_at) throw new ConflictError(RESEND_MESSAGES.deactivated);
        if (account.password_hash !== NO_PASSWORD_YET) throw new ConflictError(RESEND_MESSAGES.accepted);
        await trx
          .deleteFrom("admin_tokens")
          .where("admin_id", "=", id)
          .where("purpose", "=", "invite")
          .where("used_at", "is", null)
          .execute();
        await mail.withdraw(trx, account.email, INVITE_MAIL_KIND);
        const link = await issueInvitation(trx, { id, email: account.email, name: account.name }, by, at);
        return { email: account.email, name: account.name, link };
      });
    },

    /**
     * E-mails a reset link to an active administrator with that address; does nothing otherwise, and the
     * caller answers the same either way. Past RESETS_PER_ADDRESS_PER_HOUR, nothing more is sent.
     */
    async requestReset(email: string): Promise<void> {
      const admin = await admins.findByEmail(email);
      if (!admin || admin.passwordHash === NO_PASSWORD_YET) return;
      const at = now();
      const token = randomBytes(32).toString("base64url");
      await kysely.transaction().execute(async (trx) => {
        const recent = await mail.sentTo(trx, admin.email, "admins.reset", new Date(at.getTime() - 3_600_000));
        if (recent >= RESETS_PER_ADDRESS_PER_HOUR) return;
        await trx
          .insertInto("admin_tokens")
          .values({
            token_hash: hashToken(token),
            admin_id: admin.id,
            purpose: "reset",
            created_at: at.toISOString(),
            expires_at: new Date(at.getTime() + RESET_VALID_MS).toISOString(),
          })
          .execute();
        await mail.enqueue(trx, {
          kind: "admins.reset",
          to: admin.email,
          subject: `Reset your password for the ${site.name} website`,
          text: [
            `Hello ${admin.name},`,
            "",
            "Someone asked to reset the password of your administrator account. If it was you, choose a new",
            "password here (the link works once, for 30 minutes):",
            linkOf(siteUrl, token),
            "",
            "If it was not you, ignore this e-mail: your password stays as it is.",
          ].join("\n"),
        });
      });
    },

    /**
     * Sets the password of the link's account and uses up every link of that account; every session of it
     * ends; audited from `ip`. 400 on `token` for an unknown, used or expired link, on `password` for one
     * today's rules refuse.
     */
    async redeemPasswordLink(
      token: string,
      password: string,
      ip: string | null = null,
    ): Promise<{ adminId: number; email: string; purpose: "invite" | "reset" }> {
      const at = now().toISOString();
      const row = await kysely
        .selectFrom("admin_tokens as t")
        .innerJoin("administrators as a", "a.id", "t.admin_id")
        .select(["t.admin_id", "t.purpose", "t.expires_at", "t.used_at", "a.email", "a.name", "a.deactivated_at"])
        .where("t.token_hash", "=", hashToken(token))
        .executeTakeFirst();
      if (!row || row.used_at || row.deactivated_at || row.expires_at <= at) {
        // Only the link's holder learns this, and "Forgot your password?" would send them nothing.
        const invitationRanOut = row?.purpose === "invite" && !row.used_at && !row.deactivated_at;
        throw new ValidationError({
          token: invitationRanOut ? RESET_MESSAGES.invitationExpired : RESET_MESSAGES.token,
        });
      }
      // Checked before the link is used up, so a refused password leaves the link working.
      const problem = passwordProblem(password, { email: row.email, name: row.name });
      if (problem) throw new ValidationError({ password: problem });
      // A conditional UPDATE: of two people using one link at once, only one finds it unused.
      const claimed = await kysely
        .updateTable("admin_tokens")
        .set({ used_at: at })
        .where("token_hash", "=", hashToken(token))
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw new ValidationError({ token: RESET_MESSAGES.token });
      await admins.setPassword(row.admin_id, password);
      // Any other link of the account stops working too.
      await kysely
        .updateTable("admin_tokens")
        .set({ used_at: at })
        .where("admin_id", "=", row.admin_id)
        .where("used_at", "is", null)
        .execute();
      await audit.record({
        action: row.purpose === "invite" ? "admins.invitation_accepted" : "admins.password_reset",
        actorAdminId: row.admin_id,
        detail: { email: row.email, via: "e-mailed link" },
        ip,
      });
      return { adminId: row.admin_id, email: row.email, purpose: row.purpose };
    },
  };
}

export type AdminLinksService = ReturnType<typeof createAdminLinksService>;
