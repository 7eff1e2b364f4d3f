import { generateSync } from "otplib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { verifyPassword } from "../server/modules/auth/password.ts";
import { createTwoFactorService } from "../server/modules/two-factor/service.ts";
import { manualClock } from "../server/test-support/clock.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../server/test-support/databases.ts";
import { databaseUrlOf, runCli } from "./support/run-cli.ts";

// Each test starts the CLI several times (npm, tsx and a production-cost scrypt hash each time), which takes
// more than the suite's 20 s on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 });

/** Runs the admin CLI as an operator would, with only the variables given (no ADMIN_PASSWORD from this shell). */
function runAdmin(args: string[], env: Record<string, string>, viaNpm = false) {
  return runCli("admin", args, { env: { ADMIN_PASSWORD: undefined, ...env }, viaNpm });
}

describe.each(testDialects)("npm run admin -- create on %s", (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  async function admins() {
    return database!.db.kysely.selectFrom("administrators").selectAll().execute();
  }

  it("creates an administrator from ADMIN_PASSWORD, hashed with scrypt, and records it in the audit log", async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    const password = "Okanagan-Lake-At-Dawn";
    const result = runAdmin(
      ["create", "--email", "Principal@Pinecrest.example", "--name", "Grace Whitfield"],
      { DATABASE_URL: databaseUrlOf(database.config), ADMIN_PASSWORD: password },
      true,
    );
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Created administrator Grace Whitfield <principal@pinecrest\.example> \(id 1\)\./);

    const [admin, ...others] = await admins();
    expect(others).toEqual([]);
    expect(admin).toMatchObject({ email: "principal@pinecrest.example", name: "Grace Whitfield" });
    expect(admin?.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifyPassword(password, admin!.password_hash)).toBe(true);
    expect(await verifyPassword("Okanagan-Lake-At-Dusk", admin!.password_hash)).toBe(false);

    const audit = await database.db.kysely.selectFrom("audit_log").selectAll().execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.action).toBe("admin.created");
    expect(audit[0]?.detail).not.toContain(password);
  });

  it.each([
    ["short", "Short-pass1", "The password must be at least 12 characters."],
    ["very common", "password1234", "The password is too common; choose a less predictable one."],
    ["repeated", "aaaaaaaaaaaaaa", "The password is too common; choose a less predictable one."],
    [
      "season-and-year",
      "Summer2024!!",
      "The password is a common word with numbers or symbols added; choose a less predictable one.",
    ],
  ])("refuses a %s password and creates nobody", async (_label, password, message) => {
    database = await createTestDatabase(dialect);
    const result = runAdmin(["create", "--email", "office@pinecrest.example", "--name", "Office"], {
      DATABASE_URL: databaseUrlOf(database.config),
      ADMIN_PASSWORD: password,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(message);
    expect(await admins()).toEqual([]);
  });

  it("refuses a second administrator with the same e-mail, whatever its case", async () => {
    database = await createTestDatabase(dialect);
    const env = { DATABASE_URL: databaseUrlOf(database.config), ADMIN_PASSWORD: "Okanagan-Lake-At-Dawn" };
    expect(runAdmin(["create", "--email", "office@pinecrest.example", "--name", "Office"], env).status).toBe(0);
    const again = runAdmin(["create", "--email", "OFFICE@pinecrest.example", "--name", "Someone Else"], env);
    expect(again.status).toBe(1);
    expect(again.stderr.trim()).toBe("An administrator with the e-mail office@pinecrest.example already exists.");
    expect((await admins()).map((a) => a.name)).toEqual(["Office"]);
  });

  it("asks for the missing pieces instead of guessing", async () => {
    database = await createTestDatabase(dialect);
    const env = { DATABASE_URL: databaseUrlOf(database.config) };
    const noPassword = runAdmin(["create", "--email", "office@pinecrest.example", "--name", "Office"], env);
    expect(noPassword.status).toBe(1);
    expect(noPassword.stderr.trim()).toBe(
      "No password: set ADMIN_PASSWORD, or run this in a terminal to be asked for one.",
    );
    const noName = runAdmin(["create", "--email", "office@pinecrest.example"], env);
    expect(noName.status).toBe(1);
    expect(noName.stderr).toContain("Both --email and --name are needed.");
    const badEmail = runAdmin(["create", "--email", "office", "--name", "Office"], {
      ...env,
      ADMIN_PASSWORD: "Okanagan-Lake-At-Dawn",
    });
    expect(badEmail.stderr.trim()).toBe("The e-mail address is not valid.");
    expect(await admins()).toEqual([]);
  });
});

describe.each(testDialects)("npm run admin -- reset-password and list on %s", (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it("sets a new password that passes the rules, ends the account's sessions, and lists the accounts", async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    const env = { DATABASE_URL: databaseUrlOf(database.config) };
    expect(runAdmin(["list"], env).stdout).toContain("There are no administrators yet.");
    const created = runAdmin(["create", "--email", "office@pinecrest.example", "--name", "Ruth Office"], {
      ...env,
      ADMIN_PASSWORD: "Okanagan-Lake-At-Dawn",
    });
    expect(created.status).toBe(0);
    const at = new Date().toISOString();
    await database.db.kysely
      .insertInto("sessions")
      .values({
        id_hash: "a-session",
        admin_id: 1,
        csrf_secret: null,
        created_at: at,
        last_seen_at: at,
        expires_at: at,
      })
      .execute();

    const weak = runAdmin(["reset-password", "--email", "office@pinecrest.example"], {
      ...env,
      ADMIN_PASSWORD: "short",
    });
    expect(weak.status).toBe(1);
    expect(weak.stderr.trim()).toBe("The password must be at least 12 characters.");

    const unknown = runAdmin(["reset-password", "--email", "nobody@pinecrest.example"], {
      ...env,
      ADMIN_PASSWORD: "Penticton-Peaches-In-July",
    });
    expect(unknown.status).toBe(1);
    expect(unknown.stderr.trim()).toBe("No active administrator has the e-mail nobody@pinecrest.example.");

    const reset = runAdmin(["reset-password", "--email", "Office@Pinecrest.example"], {
      ...env,
      ADMIN_PASSWORD: "Penticton-Peaches-In-July",
    });
    expect(reset.stderr).toBe("");
    expect(reset.status).toBe(0);
    expect(reset.stdout).toContain("The password of Ruth Office <office@pinecrest.example> is changed");
    const [admin] = await database.db.kysely.selectFrom("administrators").selectAll().execute();
    expect(await verifyPassword("Penticton-Peaches-In-July", admin!.password_hash)).toBe(true);
    expect(await database.db.kysely.selectFrom("sessions").selectAll().execute()).toEqual([]);
    const audit = await database.db.kysely.selectFrom("audit_log").select("action").execute();
    expect(audit.map((row) => row.action)).toContain("admins.password_reset");

    const listed = runAdmin(["list"], env);
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(/^1\toffice@pinecrest\.example\tRuth Office\tactive\tnever signed in\n$/);
  }, 120_000);
});

describe.each(testDialects)("npm run admin -- reset-two-factor on %s", (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it("turns an administrator's two-factor sign-in off (secret and recovery codes gone) and records it in the audit log", async () => {
    database = await createTestDatabase(dialect);
    const env = { DATABASE_URL: databaseUrlOf(database.config) };
    const created = runAdmin(["create", "--email", "office@pinecrest.example", "--name", "Ruth Office"], {
      ...env,
      ADMIN_PASSWORD: "Okanagan-Lake-At-Dawn",
    });
    expect(created.status).toBe(0);

    const notOn = runAdmin(["reset-two-factor", "--email", "office@pinecrest.example"], env);
    expect(notOn.status).toBe(0);
    expect(notOn.stdout).toContain("does not have two-factor sign-in turned on; nothing changed.");

    // Enrolled as the account screen does it, at a fixed time (the code is computed for that time).
    const clock = manualClock();
    const twoFactor = createTwoFactorService(database.db, clock.now);
    const { secret } = await twoFactor.beginEnrolment({ id: 1, email: "office@pinecrest.example" });
    const code = generateSync({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    expect(await twoFactor.confirmEnrolment(1, code)).toHaveLength(10);
    expect(await twoFactor.isEnabled(1)).toBe(true);

    const unknown = runAdmin(["reset-two-factor", "--email", "nobody@pinecrest.example"], env);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr.trim()).toBe("No active administrator has the e-mail nobody@pinecrest.example.");
    const missing = runAdmin(["reset-two-factor"], env);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("--email is needed.");

    const reset = runAdmin(["reset-two-factor", "--email", "Office@Pinecrest.example"], env, true);
    expect(reset.stderr).toBe("");
    expect(reset.status).toBe(0);
    expect(reset.stdout).toContain("Two-factor sign-in is off for Ruth Office <office@pinecrest.example>");
    expect(await twoFactor.isEnabled(1)).toBe(false);
    expect(await database.db.kysely.selectFrom("admin_two_factor").selectAll().execute()).toEqual([]);
    expect(await database.db.kysely.selectFrom("admin_recovery_codes").selectAll().execute()).toEqual([]);
    const audit = await database.db.kysely.selectFrom("audit_log").select(["action", "detail"]).execute();
    const entry = audit.find((row) => row.action === "admins.two_factor_reset");
    expect(JSON.parse(entry?.detail ?? "{}")).toEqual({ email: "office@pinecrest.example", via: "command line" });
  }, 120_000);
});
