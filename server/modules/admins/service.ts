/**
 * Administrators: creation (from the CLI), look-up, the time of the last sign-in, and the accounts the office
 * manages (issue 15): the list, deactivation (sessions end at once; the last active administrator stays),
 * and password changes, which end the account's other sessions.
 */
import type { Transaction } from "kysely";
import { z } from "zod";
import type { AccountStatus, AdminAccount } from "../../../common/admins/accounts.ts";
import type { Actor } from "../../../common/content/types.ts";
import type { Db } from "../../db/database.ts";
import { lockedOn } from "../../db/lock-rows.ts";
import type { Database } from "../../db/schema.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.ts";
import { hashPassword, PRODUCTION_SCRYPT_PARAMS, type ScryptParams } from "../auth/password.ts";
import { passwordProblem } from "../auth/password-rules.ts";
import { hashSessionId } from "../auth/sessions.ts";

export interface Admin {
  id: number;
  email: string;
  name: string;
}

export interface AdminRecord extends Admin {
  passwordHash: string;
}

/** A refusal the CLI shows as it is (bad e-mail, weak password, duplicate). */
export class AdminInputError extends Error {}

const emailSchema = z.email({ message: "The e-mail address is not valid." }).max(254);
const nameSchema = z
  .string()
  .trim()
  .min(1, "The name must not be empty.")
  .max(100, "The name must be at most 100 characters.");

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** True for the database refusing a duplicate of a unique column (an administrator's e-mail), on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

export function createAdminsService(db: Db, now: () => Date, passwordParams: ScryptParams = PRODUCTION_SCRYPT_PARAMS) {
  const toRecord = (row: { id: number; email: string; name: string; password_hash: string }): AdminRecord => ({
    id: row.id,
    email: row.email,
    name: row.name,
    passwordHash: row.password_hash,
  });

  const columns = ["id", "email", "name", "password_hash"] as const;

  async function accountOf(id: number): Promise<AdminAccount> {
    const row = await db.kysely
      .selectFrom("administrators")
      .select(["id", "email", "name", "password_hash", "created_at", "last_login_at", "deactivated_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      status: statusOf(row),
      createdAt: row.created_at,
      lastLoginAt: row.last_login_at,
      deactivatedAt: row.deactivated_at,
    };
  }

  return {
    /** Creates an administrator; throws AdminInputError with a readable reason when it cannot. */
    async create(input: { email: string; name: string; password: string }): Promise<Admin> {
      const email = emailSchema.safeParse(normaliseEmail(input.email));
      if (!email.success) throw new AdminInputError("The e-mail address is not valid.");
      const name = nameSchema.safeParse(input.name);
      if (!name.success) throw new AdminInputError(name.error.issues[0]?.message ?? "The name is not valid.");
      const problem = passwordProblem(input.password, { email: email.data, name: name.data });
      if (problem) throw new AdminInputError(problem);

      const duplicate = new AdminInputError(`An administrator with the e-mail ${email.data} already exists.`);
      if (await this.findByEmail(email.data)) throw duplicate;
      const at = now().toISOString();
      try {
        const row = await db.kysely
          .insertInto("administrators")
          .values({
            email: email.data,
            name: name.data,
            password_hash: await hashPassword(input.password, passwordParams),
            created_at: at,
            updated_at: at,
          })
          .returning(["id", "email", "name"])
          .executeTakeFirstOrThrow();
        return row;
      } catch (error) {
        // Two creations racing for one address: the unique index decides.
        if (isUniqueViolation(error)) throw duplicate;
        throw error;
      }
    },

    /** An active administrator by address; a deactivated one is not found (no sign-in, no reset). */
    async findByEmail(email: string): Promise<AdminRecord | undefined> {
      const row = await db.kysely
        .selectFrom("administrators")
        .select(columns)
        .where("email", "=", normaliseEmail(email))
        .where("deactivated_at", "is", null)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    /** An active administrator by id: a deactivated one's session finds nobody and ends. */
    async findById(id: number): Promise<Admin | undefined> {
      return db.kysely
        .selectFrom("administrators")
        .select(["id", "email", "name"])
        .where("id", "=", id)
        .where("deactivated_at", "is", null)
        .executeTakeFirst();
    },

    /** One account as the office's list shows it. */
    account: accountOf,

    /** Every account, active ones first, then by name. */
    async list(): Promise<AdminAccount[]> {
      const rows = await db.kysely
        .selectFrom("administrators")
        .select(["id", "email", "name", "password_hash", "created_at", "last_login_at", "deactivated_at"])
        .orderBy("name")
        .orderBy("id")
        .execute();
      const accounts = rows.map(
        (row): AdminAccount => ({
          id: row.id,
          email: row.email,
          name: row.name,
          status: statusOf(row),
          createdAt: row.created_at,
          lastLoginAt: row.last_login_at,
          deactivatedAt: row.deactivated_at,
        }),
      );
      const order: Record<AccountStatus, number> = { active: 0, invited: 1, deactivated: 2 };
      return accounts.sort((a, b) => order[a.status] - order[b.status]);
    },

    /**
     * Deactivates an account and ends its sessions in one transaction. Refused for one's own account and for
     * the last active administrator; the active rows are locked first (PostgreSQL) so two people deactivating
     * each other at once cannot leave the school with nobody.
     */
    async deactivate(id: number, by: Actor): Promise<AdminAccount> {
      if (id === by.id) {
        throw new ConflictError("You cannot deactivate your own account. Ask another administrator to do it.");
      }
      await db.kysely.transaction().execute(async (trx) => {
        const active = trx.selectFrom("administrators").select("id").where("deactivated_at", "is", null);
        const activeIds = (await lockedOn(db.dialect, active).execute()).map((r) => r.id);
        const target = await trx.selectFrom("administrators").select("id").where("id", "=", id).executeTakeFirst();
        if (!target) throw new NotFoundError("No administrator has that id.");
        if (!activeIds.includes(id)) return;
        if (activeIds.length <= 1) {
          throw new ConflictError("This is the last active administrator: the school would have nobody to sign in.");
        }
        await trx
          .updateTable("administrators")
          .set({ deactivated_at: now().toISOString() })
          .where("id", "=", id)
          .execute();
        await endSessions(trx, id);
      });
      return accountOf(id);
    },

    /** Lets a deactivated administrator sign in again (with their old password). */
    async reactivate(id: number): Promise<AdminAccount> {
      const result = await db.kysely
        .updateTable("administrators")
        .set({ deactivated_at: null, updated_at: now().toISOString() })
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new NotFoundError("No administrator has that id.");
      return accountOf(id);
    },

    /**
     * Sets a new password after today's rules, and ends the account's sessions except `keepSessionId` (the
     * one making the change). Throws ValidationError naming `newPassword`.
     */
    async setPassword(id: number, password: string, keepSessionId?: string): Promise<void> {
      const admin = await db.kysely
        .selectFrom("administrators")
        .select(["email", "name"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!admin) throw new NotFoundError("No administrator has that id.");
      const problem = passwordProblem(password, admin);
      if (problem) throw new ValidationError({ newPassword: problem });
      const hash = await hashPassword(password, passwordParams);
      await db.kysely.transaction().execute(async (trx) => {
        await trx
          .updateTable("administrators")
          .set({ password_hash: hash, updated_at: now().toISOString() })
          .where("id", "=", id)
          .execute();
        await endSessions(trx, id, keepSessionId);
      });
    },

    /** The lockout count lives in login_failures (per e-mail); here only the sign-in time is kept. */
    async recordSuccess(id: number): Promise<void> {
      const iso = now().toISOString();
      await db.kysely
        .updateTable("administrators")
        .set({ last_login_at: iso, updated_at: iso })
        .where("id", "=", id)
        .execute();
    },
  };
}

export type AdminsService = ReturnType<typeof createAdminsService>;

/** An account without a usable password hash was invited and has not chosen one yet. */
function statusOf(row: { password_hash: string; deactivated_at: string | null }): AccountStatus {
  if (row.deactivated_at) return "deactivated";
  return row.password_hash.startsWith("scrypt$") ? "active" : "invited";
}

/** Ends an administrator's sessions (all, or all but one): their next request finds no session. */
async function endSessions(trx: Transaction<Database>, adminId: number, keepSessionId?: string): Promise<void> {
  let query = trx.deleteFrom("sessions").where("admin_id", "=", adminId);
  if (keepSessionId) query = query.where("id_hash", "!=", hashSessionId(keepSessionId));
  await query.execute();
}
