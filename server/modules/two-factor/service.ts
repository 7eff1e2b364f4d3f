/**
 * Two-factor sign-in for administrators (issue 18, ADR 035): TOTP after RFC 6238 (SHA-1, six digits, 30-second
 * steps, one step either side), enrolment confirmed by a first code, ten single-use recovery codes kept as
 * hashes, and the sign-ins that wait for a code after a right password, each tied to its browser's pre-session.
 */
import { randomInt } from "node:crypto";
import { generateSecret, generateURI, verifySync } from "otplib";
import QRCode from "qrcode";
import {
  RECOVERY_CODE,
  RECOVERY_CODE_COUNT,
  TOTP_CODE,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from "../../../common/admins/two-factor.ts";
import { site } from "../../../common/site.ts";
import type { Db } from "../../db/database.ts";
import { ConflictError } from "../../errors.ts";
import { hashSessionId } from "../auth/sessions.ts";
import { hashToken } from "../auth/token-hash.ts";
import { createSecretBox } from "./secret-box.ts";

const STEP_SECONDS = 30;
/** How long a right password waits for its code. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
/** Recovery codes use letters and digits that cannot be mistaken for each other (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** How a code was accepted: from the app, or by spending a recovery code. */
export type CodeKind = "totp" | "recovery-code";

export interface Challenge {
  adminId: number;
  deviceKey: string | null;
}

/** Ten characters shown as two groups of five (`abcde-23456`), about 49 bits each. */
function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export function createTwoFactorService(db: Db, now: () => Date) {
  const box = createSecretBox(db, now);
  const epoch = () => Math.floor(now().getTime() / 1000);

  async function row(adminId: number) {
    return db.kysely
      .selectFrom("admin_two_factor")
      .select(["secret_box", "enabled_at", "last_time_step"])
      .where("admin_id", "=", adminId)
      .executeTakeFirst();
  }

  /** The time step a six-digit code belongs to (now, or one step either side), after `after`; null otherwise. */
  function matchingStep(secret: string, code: string, after: number | null): number | null {
    const result = verifySync({
      secret,
      token: code,
      epoch: epoch(),
      epochTolerance: STEP_SECONDS,
      ...(after === null ? {} : { afterTimeStep: after }),
    });
    return result.valid && "timeStep" in result ? result.timeStep : null;
  }

  async function replaceRecoveryCodes(adminId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const at = now().toISOString();
    await db.kysely.transaction().execute(async (trx) => {
      await trx.deleteFrom("admin_recovery_codes").where("admin_id", "=", adminId).execute();
      await trx
        .insertInto("admin_recovery_codes")
        .values(
          codes.map((code) => ({ code_hash: hashToken(code.replace("-", "")), admin_id: adminId, created_at: at })),
        )
        .execute();
    });
    return codes;
  }

  return {
    /** Whether sign-in asks this administrator for a code. */
    async isEnabled(adminId: number): Promise<boolean> {
      return Boolean((await row(adminId))?.enabled_at);
    },

    async status(adminId: number): Promise<TwoFactorStatus> {
      const found = await row(adminId);
      const left = await db.kysely
        .selectFrom("admin_recovery_codes")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("admin_id", "=", adminId)
        .where("used_at", "is", null)
        .executeTakeFirstOrThrow();
      const enabledAt = found?.enabled_at ?? null;
      return { enabled: enabledAt !== null, enabledAt, recoveryCodesLeft: enabledAt ? Number(left.count) : 0 };
    },

    /**
     * A new secret waiting for its first code (any earlier unconfirmed one is replaced). This is the only time
     * the secret leaves the server. Refused while two-factor sign-in is on: turning it off comes first.
     */
    async beginEnrolment(admin: { id: number; email: string }): Promise<TwoFactorEnrolment> {
      if (await this.isEnabled(admin.id)) {
        throw new ConflictError("Two-factor sign-in is already on. Turn it off first to set up a new app.");
      }
      const secret = generateSecret();
      const at = now().toISOString();
      const sealed = await box.seal(secret);
      await db.kysely
        .insertInto("admin_two_factor")
        .values({ admin_id: admin.id, secret_box: sealed, created_at: at, updated_at: at })
        .onConflict((oc) =>
          oc
            .column("admin_id")
            .doUpdateSet({ secret_box: sealed, last_time_step: null, updated_at: at })
            .where("admin_two_factor.enabled_at", "is", null),
        )
        .execute();
      const uri = generateURI({ issuer: site.name, label: admin.email, secret });
      const svg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
      return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
    },

    /**
     * Turns two-factor sign-in on when `code` is the pending secret's code now, and returns the ten recovery
     * codes (shown once; only their hashes are kept). Null when the code is wrong or nothing is pending.
     */
    async confirmEnrolment(adminId: number, code: string): Promise<string[] | null> {
      const pending = await row(adminId);
      if (!pending || pending.enabled_at) return null;
      const step = matchingStep(await box.open(pending.secret_box), code, null);
      if (step === null) return null;
      const at = now().toISOString();
      const turnedOn = await db.kysely
        .updateTable("admin_two_factor")
        .set({ enabled_at: at, last_time_step: step, updated_at: at })
        .where("admin_id", "=", adminId)
        .where("enabled_at", "is", null)
        .where("secret_box", "=", pending.secret_box)
        .executeTakeFirst();
      if (Number(turnedOn.numUpdatedRows) === 0) return null;
      return replaceRecoveryCodes(adminId);
    },

    /**
     * Checks a code for an administrator whose two-factor sign-in is on: a TOTP of this step or the next or last,
     * newer than the last one accepted, or an unused recovery code, which is spent. Each is accepted once even
     * when two requests bring it at the same moment (conditional updates). `code` is normalised (normaliseCode).
     */
    async checkCode(adminId: number, code: string): Promise<CodeKind | null> {
      const found = await row(adminId);
      if (!found?.enabled_at) return null;
      if (TOTP_CODE.test(code)) {
        const step = matchingStep(await box.open(found.secret_box), code, found.last_time_step);
        if (step === null) return null;
        const taken = await db.kysely
          .updateTable("admin_two_factor")
          .set({ last_time_step: step, updated_at: now().toISOString() })
          .where("admin_id", "=", adminId)
          .where((eb) => eb.or([eb("last_time_step", "is", null), eb("last_time_step", "<", step)]))
          .executeTakeFirst();
        return Number(taken.numUpdatedRows) === 1 ? "totp" : null;
      }
      if (RECOVERY_CODE.test(code)) {
        const spent = await db.kysely
          .updateTable("admin_recovery_codes")
          .set({ used_at: now().toISOString() })
          .where("code_hash", "=", hashToken(code))
          .where("admin_id", "=", adminId)
          .where("used_at", "is", null)
          .executeTakeFirst();
        return Number(spent.numUpdatedRows) === 1 ? "recovery-code" : null;
      }
      return null;
    },

    /** Ten new recovery codes in place of the old ones (used or not). */
    regenerateRecoveryCodes: replaceRecoveryCodes,

    /** Turns two-factor sign-in off (or drops an unconfirmed enrolment); true when it was on. */
    async disable(adminId: number): Promise<boolean> {
      return db.kysely.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom("admin_two_factor")
          .where("admin_id", "=", adminId)
          .returning("enabled_at")
          .executeTakeFirst();
        await trx.deleteFrom("admin_recovery_codes").where("admin_id", "=", adminId).execute();
        await trx.deleteFrom("two_factor_challenges").where("admin_id", "=", adminId).execute();
        return Boolean(removed?.enabled_at);
      });
    },

    /** Remembers that this pre-session gave the right password and now owes a code (replacing any earlier wait). */
    async openChallenge(sessionId: string, challenge: Challenge): Promise<void> {
      const at = now();
      const values = {
        admin_id: challenge.adminId,
        device_key: challenge.deviceKey,
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + CHALLENGE_LIFETIME_MS).toISOString(),
      };
      await db.kysely
        .insertInto("two_factor_challenges")
        .values({ session_hash: hashSessionId(sessionId), ...values })
        .onConflict((oc) => oc.column("session_hash").doUpdateSet(values))
        .execute();
      // Waits that ran out are swept here, so the table holds only the last few minutes' sign-ins.
      await db.kysely.deleteFrom("two_factor_challenges").where("expires_at", "<=", at.toISOString()).execute();
    },

    /** The sign-in this pre-session is waiting to finish, if it has not run out. */
    async challengeFor(sessionId: string): Promise<Challenge | null> {
      const found = await db.kysely
        .selectFrom("two_factor_challenges")
        .select(["admin_id", "device_key", "expires_at"])
        .where("session_hash", "=", hashSessionId(sessionId))
        .executeTakeFirst();
      if (!found || new Date(found.expires_at) <= now()) return null;
      return { adminId: found.admin_id, deviceKey: found.device_key };
    },

    async closeChallenge(sessionId: string): Promise<void> {
      await db.kysely
        .deleteFrom("two_factor_challenges")
        .where("session_hash", "=", hashSessionId(sessionId))
        .execute();
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
