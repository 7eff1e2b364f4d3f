/**
 * `npm start` as an operator's service manager runs it (issue 18): SIGTERM to npm stops the whole server,
 * and every request that reached it before the signal is answered, none reset or refused with a 503.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { scaled } from "./support/time-scale.ts";

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100) + 30;

/** A connection with a whole request written on it, once the server's kernel has taken both. */
function sentRequest(port: number, path: string): Promise<{ socket: Socket; answer: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    const answer = new Promise<string>((done) => {
      socket.on("data", (chunk) => (text += chunk.toString("latin1")));
      socket.on("close", () => done(text));
      socket.on("error", () => done(text));
    });
    socket.once("error", reject);
    socket.once("connect", () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`, () =>
        resolve({ socket, answer }),
      );
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

// One process, and a primary with two workers (WEB_CONCURRENCY, ADR 071), whose primary passes the signal on.
for (const [workers, PORT] of [
  ["1", BASE_PORT],
  ["2", BASE_PORT + 1],
] as const) {
  test(`SIGTERM to npm start answers every request that had arrived, then stops every process of the server (WEB_CONCURRENCY=${workers})`, async () => {
    test.setTimeout(scaled(120_000));
    const dataDir = mkdtempSync(join(tmpdir(), "pcs-shutdown-"));
    const child = spawn("npm", ["start"], {
      env: {
        ...process.env,
        WEB_CONCURRENCY: workers,
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATABASE_URL: `file:${join(dataDir, "pcs.sqlite")}`,
        LOG_LEVEL: "warn",
        // Every request renders, so many are still in progress when the signal comes.
        PAGE_CACHE: "off",
      },
      stdio: "ignore",
    });
    try {
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${PORT}/api/health`).catch(() => null))?.status, {
          timeout: scaled(90_000),
        })
        .toBe(200);

      const requests = await Promise.all(Array.from({ length: 100 }, () => sentRequest(PORT, "/about")));
      child.kill("SIGTERM");
      const answers = await Promise.all(requests.map((request) => request.answer));
      const statuses = answers.map((answer) => answer.split("\r\n", 1)[0] || "no answer");
      expect(statuses.filter((status) => status !== "HTTP/1.1 200 OK")).toEqual([]);

      expect(
        await Promise.race([
          exited(child),
          new Promise((resolve) => setTimeout(() => resolve("running"), scaled(15_000))),
        ]),
      ).toBe(0);
      // Nothing of the server is left listening (no orphaned child process).
      expect(await listening(PORT)).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
