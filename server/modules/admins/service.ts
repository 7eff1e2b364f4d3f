/** Administrators: creation (from the CLI), look-up, and the time of the last sign-in. */
import { z } from "zod";
import type { Db } from "../../db/database.ts";
import { hashPassword, PRODUCTION_SCRYPT_PARAMS, type ScryptParams } from "../auth/password.ts";
import { passwordProblem } from "../auth/password-rules.ts";

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

function isUniqueViolation(error: unknown): boolean {
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

    async findByEmail(email: string): Promise<AdminRecord | undefined> {
      const row = await db.kysely
        .selectFrom("administrators")
        .select(columns)
        .where("email", "=", normaliseEmail(email))
        .executeTakeFirst();
      return row && toRecord(row);
    },

    async findById(id: number): Promise<Admin | undefined> {
      return db.kysely
        .selectFrom("administrators")
        .select(["id", "email", "name"])
        .where("id", "=", id)
        .executeTakeFirst();
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
