/** Starts the production server as its own process, on a throw-away SQLite database unless given another, for tools and tests. */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface RunningServer {
  origin: string;
  /** The database it serves, for a tool that works on it beside the server (the admin CLI). */
  databaseUrl: string;
  /** The server's own process (node itself, not a wrapper), for measuring its memory. */
  pid: number;
  stop(): Promise<void>;
  /** Ends the process at once with SIGKILL, as a power cut or the OOM killer would; the database is kept. */
  kill(): Promise<void>;
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The server did not answer /api/health within 120 s");
}

/** The production server on the given port; `databaseUrl` defaults to a new SQLite file, removed on stop. */
export async function startServer(
  port: number,
  options: { databaseUrl?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "pcs-measure-"));
  const origin = `http://127.0.0.1:${port}`;
  const databaseUrl = options.databaseUrl ?? `file:${join(dataDir, "pcs.sqlite")}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATABASE_URL: databaseUrl,
      ...options.env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealth(origin, child);
  return {
    origin,
    databaseUrl,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      const gone = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await gone;
    },
  };
}
