import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { site } from "../common/site.ts";
import { freePort } from "./test-support/free-port.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
// An absolute loader, so a child started in an empty folder (no build to check, nothing to rebuild) finds tsx.
const tsxLoader = pathToFileURL(join(root, "node_modules/tsx/dist/loader.mjs")).href;
const mainScript = join(root, "server/main.ts");

// Start-up must refuse bad configuration before doing anything else: one clear line, exit code 1.
function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
}

describe("npm start with bad configuration", () => {
  it("stops on a bad DATABASE_URL with one line and exit code 1", () => {
    const result = start({ DATABASE_URL: "mysql://localhost/pcs" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe("DATABASE_URL must be file:… or postgres://…");
  });

  it("stops on a bad PORT with one line and exit code 1", () => {
    const result = start({ PORT: "not-a-port" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe("PORT must be a whole number from 1 to 65535");
  });
});

interface Finished {
  status: number | null;
  stderr: string;
}

/** Runs main.ts to its end in an empty folder and collects what it printed on stderr. */
function run(args: string[], env: Record<string, string>, cwd: string): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", tsxLoader, mainScript, ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? cwd, LOG_LEVEL: "silent", ...env },
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stderr }));
  });
}

/** A TCP server that accepts connections and never says a word: a PostgreSQL that hangs. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("expected a TCP address");
  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe("npm start against a PostgreSQL that accepts connections and never answers", () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function startAgainstSilentPostgres(host: string, env: Record<string, string> = {}): Promise<Finished> {
    const silent = await silentServer();
    cleanups.push(() => silent.close());
    const cwd = mkdtempSync(join(tmpdir(), "pcs-main-"));
    cleanups.push(() => rmSync(cwd, { recursive: true, force: true }));
    return run(
      [],
      { NODE_ENV: "production", HOST: host, DATABASE_URL: `postgres://pcs@127.0.0.1:${silent.port}/pcs`, ...env },
      cwd,
    );
  }

  it("gives up with one clear line and exit code 1 instead of hanging; no cookie warning on loopback", {
    timeout: 60_000,
  }, async () => {
    const result = await startAgainstSilentPostgres("127.0.0.1");
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^Could not prepare the postgres database: [^\n]+$/);
  });

  it("gives up the same way with a process per core, where a worker of its own prepares the database", {
    timeout: 60_000,
  }, async () => {
    const result = await startAgainstSilentPostgres("127.0.0.1", { WEB_CONCURRENCY: "2" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^Could not prepare the postgres database: [^\n]+$/);
  });

  it("warns once that session cookies are not Secure when a production server listens on a public address over http", {
    timeout: 60_000,
  }, async () => {
    const result = await startAgainstSilentPostgres("0.0.0.0");
    const lines = result.stderr.trim().split("\n");
    expect(lines.filter((line) => line.includes("session cookies are sent without Secure"))).toHaveLength(1);
    expect(lines[0]).toBe(
      "Warning: SITE_URL (http://localhost:3000) is not https:// and HOST 0.0.0.0 is reachable from other machines: session cookies are sent without Secure. Set SITE_URL to the https:// address of the site.",
    );
  });
});

describe("npm run dev", () => {
  let child: ChildProcess | undefined;
  let folder: string | undefined;
  afterEach(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    if (folder) rmSync(folder, { recursive: true, force: true });
    child = folder = undefined;
  });

  it("serves the server-rendered home page through Vite and a healthy API", { timeout: 240_000 }, async () => {
    folder = mkdtempSync(join(tmpdir(), "pcs-dev-"));
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    let output = "";
    child = spawn(process.execPath, ["--import", tsxLoader, mainScript, "--dev"], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? folder,
        NODE_ENV: "development",
        PORT: String(port),
        DATABASE_URL: `file:${join(folder, "nested", "pcs.sqlite")}`,
        LOG_LEVEL: "warn",
      },
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });

    // Polls until the server listens; a dev server that never comes up fails on the test's timeout.
    let health: Response | undefined;
    while (!health) {
      if (child.exitCode !== null) throw new Error(`npm run dev exited with ${child.exitCode}:\n${output}`);
      health = await fetch(`${origin}/api/health`).catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        return undefined;
      });
    }
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: "sqlite", rateLimits: "memory" });

    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toContain("text/html");
    expect(await home.text()).toContain(`<title>Home | ${site.name}</title>`);
  });
});
