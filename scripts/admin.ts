/**
 * `npm run admin -- create --email E --name N`: creates an administrator. There is no default account;
 * this is how the first one comes to be. The password comes from ADMIN_PASSWORD or a hidden prompt.
 */
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { AdminInputError, createAdminsService } from "../server/modules/admins/service.ts";
import { createAuditService } from "../server/modules/audit/service.ts";
import { passwordProblem } from "../server/modules/auth/password-rules.ts";
import { systemClock } from "../server/services.ts";

const USAGE = `Usage: npm run admin -- create --email <address> --name "<full name>"
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
  const password = await askHidden("Password for the new administrator: ");
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

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === "create") {
      await create(rest, env);
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
    console.error(`Could not create the administrator: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2), process.env);
