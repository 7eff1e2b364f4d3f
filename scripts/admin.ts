/**
 * `npm run admin -- create --email E --name N`: creates an administrator. There is no default account;
 * this is how the first one comes to be. The password comes from ADMIN_PASSWORD or a hidden prompt.
 * `reset-password --email E` sets a new one the same way (every session of that account ends);
 * `reset-two-factor --email E` turns that administrator's two-factor sign-in off (a lost phone and lost
 * recovery codes); `list` prints the accounts.
 */
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../server/config.ts";
import { type Db, openDatabase } from "../server/db/database.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { ValidationError } from "../server/errors.ts";
import { AdminInputError, createAdminsService } from "../server/modules/admins/service.ts";
import { createAuditService } from "../server/modules/audit/service.ts";
import { passwordProblem } from "../server/modules/auth/password-rules.ts";
import { createTwoFactorService } from "../server/modules/two-factor/service.ts";
import { systemClock } from "../server/services.ts";

const USAGE = `Usage: npm run admin -- create --email <address> --name "<full name>"
       npm run admin -- reset-password --email <address>
       npm run admin -- reset-two-factor --email <address>
       npm run admin -- list
The password is read from ADMIN_PASSWORD, or asked for (hidden) when run in a terminal.
It needs at least 12 characters, must not be a common password or a common word with digits,
symbols or a year added ("Summer2024!"), and must not contain your name, your e-mail address or the
school's name.`;

class CliError extends Error {}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = () => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write("\n");
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n" || char === "\u0004") {
          finish();
          resolve(value);
          return;
        }
        if (char === "\u0003") {
          finish();
          reject(new CliError("Cancelled."));
          return;
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    };
    stdout.write(question);
    stdin.setEncoding("utf8");
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on("data", onData);
  });
}

async function readPassword(env: NodeJS.ProcessEnv, email: string, name: string): Promise<string> {
  if (env.ADMIN_PASSWORD !== undefined) return env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) {
    throw new CliError("No password: set ADMIN_PASSWORD, or run this in a terminal to be asked for one.");
  }
  const password = await askHidden("The new password: ");
  // Checked before asking again, so a refused password costs one prompt, not two.
  const problem = passwordProblem(password, { email, name });
  if (problem) throw new CliError(problem);
  if ((await askHidden("The same password again: ")) !== password) throw new CliError("The passwords do not match.");
  return password;
}

async function create(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { email: { type: "string" }, name: { type: "string" } },
    strict: true,
  });
  if (!values.email || !values.name) throw new CliError(`Both --email and --name are needed.\n${USAGE}`);
  const config = loadConfig(env);
  const password = await readPassword(env, values.email, values.name);

  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const admin = await createAdminsService(db, systemClock).create({
      email: values.email,
      name: values.name,
      password,
    });
    await createAuditService(db, systemClock).record({
      action: "admin.created",
      detail: { adminId: admin.id, email: admin.email, name: admin.name, via: "command line" },
    });
    console.log(`Created administrator ${admin.name} <${admin.email}> (id ${admin.id}). Sign in at /secure-pcs-login.`);
  } finally {
    await db.close();
  }
}

/** Runs `work` on the configured database (migrated first), closing it afterwards. */
async function withDatabase<T>(env: NodeJS.ProcessEnv, work: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase(loadConfig(env).database);
  try {
    await migrateToLatest(db);
    return await work(db);
  } finally {
    await db.close();
  }
}

async function resetPassword(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const { values } = parseArgs({ args, options: { email: { type: "string" } }, strict: true });
  if (!values.email) throw new CliError(`--email is needed.\n${USAGE}`);
  const email = values.email;
  loadConfig(env);
  await withDatabase(env, async (db) => {
    const admins = createAdminsService(db, systemClock);
    const admin = await admins.findByEmail(email);
    if (!admin) throw new CliError(`No active administrator has the e-mail ${email.trim().toLowerCase()}.`);
    const password = await readPassword(env, admin.email, admin.name);
    try {
      await admins.setPassword(admin.id, password);
    } catch (error) {
      if (error instanceof ValidationError) throw new CliError(Object.values(error.fields).join(" "));
      throw error;
    }
    await createAuditService(db, systemClock).record({
      action: "admins.password_reset",
      actorAdminId: admin.id,
      detail: { email: admin.email, via: "command line" },
    });
    console.log(`The password of ${admin.name} <${admin.email}> is changed; their sessions have ended.`);
  });
}

/** Turns two-factor sign-in off for one administrator, who signs in with the password alone and may enrol again. */
async function resetTwoFactor(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const { values } = parseArgs({ args, options: { email: { type: "string" } }, strict: true });
  if (!values.email) throw new CliError(`--email is needed.\n${USAGE}`);
  const email = values.email;
  loadConfig(env);
  await withDatabase(env, async (db) => {
    const admin = await createAdminsService(db, systemClock).findByEmail(email);
    if (!admin) throw new CliError(`No active administrator has the e-mail ${email.trim().toLowerCase()}.`);
    const wasOn = await createTwoFactorService(db, systemClock).disable(admin.id);
    if (!wasOn) {
      console.log(`${admin.name} <${admin.email}> does not have two-factor sign-in turned on; nothing changed.`);
      return;
    }
    await createAuditService(db, systemClock).record({
      action: "admins.two_factor_reset",
      actorAdminId: admin.id,
      detail: { email: admin.email, via: "command line" },
    });
    console.log(
      `Two-factor sign-in is off for ${admin.name} <${admin.email}>: they sign in with their password and can set it up again under Your account.`,
    );
  });
}

async function list(env: NodeJS.ProcessEnv): Promise<void> {
  await withDatabase(env, async (db) => {
    const accounts = await createAdminsService(db, systemClock).list();
    if (accounts.length === 0) {
      console.log("There are no administrators yet. Create one with: npm run admin -- create --email E --name N");
      return;
    }
    for (const account of accounts) {
      const last = account.lastLoginAt ? `last signed in ${account.lastLoginAt}` : "never signed in";
      console.log(`${account.id}\t${account.email}\t${account.name}\t${account.status}\t${last}`);
    }
  });
}

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === "create") {
      await create(rest, env);
      return 0;
    }
    if (command === "reset-password") {
      await resetPassword(rest, env);
      return 0;
    }
    if (command === "reset-two-factor") {
      await resetTwoFactor(rest, env);
      return 0;
    }
    if (command === "list") {
      await list(env);
      return 0;
    }
    console.error(command ? `Unknown command "${command}".\n${USAGE}` : USAGE);
    return 2;
  } catch (error) {
    if (error instanceof CliError || error instanceof AdminInputError || error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    // parseArgs reports unknown or malformed options as TypeErrors with a readable message.
    if (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS")) {
      console.error(`${error.message}\n${USAGE}`);
      return 2;
    }
    console.error(
      `Could not ${command === "create" ? "create the administrator" : "finish"}: ${(error as Error).message}`,
    );
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2), process.env);
