/** Runs one of the operator's command-line tools (scripts/*.ts) as its own process, for the tests of those tools. */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { DatabaseConfig } from "../../server/config.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface CliResult {
  /** The exit code; null when the process was killed (the timeout, for one). */
  status: number | null;
  stdout: string;
  /** What the tool printed on stderr, without npm's own warnings, which depend on the machine's npm, not the tool. */
  stderr: string;
}

export interface CliOptions {
  /**
   * Set over this process's environment (LOG_LEVEL is "silent" unless given). `undefined` removes a variable, so a
   * value in the shell that runs the tests (ADMIN_PASSWORD, say) cannot stand in for one the test meant to leave out.
   */
  env?: Record<string, string | undefined>;
  /** Through `npm run <script> --`, exactly as an operator types it; otherwise tsx runs the file, seconds sooner. */
  viaNpm?: boolean;
  timeoutMs?: number;
  /**
   * The largest file, in KiB, the tool may write (sh's `ulimit -f`): a file system that will not take a large file,
   * which a test can make where it cannot fill a disk. Past it a write fails with EFBIG (Node ignores SIGXFSZ).
   */
  fileSizeLimitKiB?: number;
}

/** The DATABASE_URL an operator would give for `config`. */
export function databaseUrlOf(config: DatabaseConfig): string {
  return config.dialect === "sqlite" ? `file:${config.filename}` : config.connectionString;
}

/** This process's environment with `env` set over it (see CliOptions.env). */
function childEnvOf(env: CliOptions["env"] = {}): NodeJS.ProcessEnv {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "silent" };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  }
  return childEnv;
}

/** Runs `scripts/<script>.ts` with `args` from the project's folder and collects its exit code and output. */
export function runCli(
  script: string,
  args: string[],
  { env, viaNpm = false, timeoutMs = 60_000, fileSizeLimitKiB }: CliOptions = {},
): CliResult {
  const childEnv = childEnvOf(env);
  const [command, commandArgs] = viaNpm
    ? ["npm", ["run", "--silent", script, "--", ...args]]
    : [`${root}node_modules/.bin/tsx`, [`scripts/${script}.ts`, ...args]];
  const [limited, limitedArgs] =
    fileSizeLimitKiB === undefined
      ? [command, commandArgs]
      : ["sh", ["-c", 'ulimit -f "$0" && exec "$@"', String(fileSizeLimitKiB), command, ...commandArgs]];
  const result = spawnSync(limited, limitedArgs, {
    cwd: root,
    env: childEnv,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    timeout: timeoutMs,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.replace(/^npm warn .*\n/gm, "") };
}

/**
 * Starts `scripts/<script>.ts` with `args` and returns at once, for a test that stops the tool part-way or runs another
 * beside it. Node loads tsx into the one process (the tsx command would start a second), so the child's pid is the
 * tool's own: killing it kills the tool, as an operator's `kill -9` would.
 */
export function startCli(script: string, args: string[], { env }: Pick<CliOptions, "env"> = {}): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    cwd: root,
    env: childEnvOf(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
}
