/**
 * Two-factor sign-in (issue 18): an administrator's TOTP secret (encrypted), their single-use recovery codes
 * (hashes only), and the sign-ins waiting for a code after a right password, each tied to its pre-session.
 */
import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("admin_two_factor")
      .addColumn("admin_id", "integer", (col) => col.primaryKey().references("administrators.id").onDelete("cascade"))
      // AES-256-GCM of the base32 secret (modules/two-factor/secret-box.ts), never the secret itself.
      .addColumn("secret_box", "text", (col) => col.notNull())
      // Empty while enrolment waits for its first code: until then sign-in does not ask for one.
      .addColumn("enabled_at", types.timestamp)
      // The newest TOTP time step accepted: a code of that step or an earlier one is refused (no replay).
      .addColumn("last_time_step", "integer")
      .addColumn("created_at", types.timestamp, (col) => col.notNull())
      .addColumn("updated_at", types.timestamp, (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("admin_recovery_codes")
      // SHA-256 of the code: high-entropy, so a plain hash is enough (like the e-mailed links' tokens).
      .addColumn("code_hash", "text", (col) => col.primaryKey())
      .addColumn("admin_id", "integer", (col) => col.notNull().references("administrators.id").onDelete("cascade"))
      .addColumn("created_at", types.timestamp, (col) => col.notNull())
      .addColumn("used_at", types.timestamp)
      .execute();
    await db.schema.createIndex("admin_recovery_codes_admin").on("admin_recovery_codes").column("admin_id").execute();
    await db.schema
      .createTable("two_factor_challenges")
      // SHA-256 of the pre-session's id: the code must come from the browser that gave the password.
      .addColumn("session_hash", "text", (col) => col.primaryKey())
      .addColumn("admin_id", "integer", (col) => col.notNull().references("administrators.id").onDelete("cascade"))
      // The trusted browser's failure count that judged the password (ADR 034); empty: the address's count.
      .addColumn("device_key", "text")
      .addColumn("created_at", types.timestamp, (col) => col.notNull())
      .addColumn("expires_at", types.timestamp, (col) => col.notNull())
      .execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.dropTable("two_factor_challenges").execute();
    await db.schema.dropTable("admin_recovery_codes").execute();
    await db.schema.dropTable("admin_two_factor").execute();
  };
}
