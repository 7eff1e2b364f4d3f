/**
 * Debian's nginx serving fixed bytes at given paths: `npm run bench`'s yardstick (issue 17). Every path, `/`
 * included, answers its own file, and the server is only handed back once each path has been seen to.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nginxConfig } from "./nginx.ts";

/** A body nginx sends at a path, as a page of ours sent it. */
export interface FixedFile {
  path: string;
  type: string;
  body: Buffer;
}

export interface FixedFilesNginx {
  origin: string;
  stop(): Promise<void>;
}

/** Debian's nginx binary, or undefined when it is not installed (it lives in /usr/sbin, not on every PATH). */
export function nginxBinary(): string | undefined {
  return ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => {
    try {
      execFileSync(path, ["-v"], { stdio: "pipe" });
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * One exact-match location per file. The file is named by `try_files` under a `root`, not by `alias`: for a
 * path ending in "/" (the home page), `alias` sends nginx's index module looking for "FILEindex.html", and every
 * answer was a 500 with the connection closed, which the bench measured as nginx's rate for `/` until 2026-11-29.
 */
export function fixedFilesLocations(filesDir: string, files: readonly FixedFile[]): string {
  return files
    .map(
      (file, index) =>
        `location = ${file.path} { default_type "${file.type}"; root ${filesDir}; try_files /${index} =404; }`,
    )
    .join("\n    ");
}

/** Starts nginx on `port` with a worker per core; fails unless every path answers 200 with its own bytes. */
export async function startFixedFilesNginx(
  binary: string,
  port: number,
  files: readonly FixedFile[],
): Promise<FixedFilesNginx> {
  const dir = mkdtempSync(join(tmpdir(), "pcs-fixed-nginx-"));
  const filesDir = join(dir, "files");
  mkdirSync(filesDir);
  for (const [index, file] of files.entries()) writeFileSync(join(filesDir, String(index)), file.body);
  writeFileSync(
    join(dir, "nginx.conf"),
    nginxConfig(dir, {
      workers: "auto",
      connections: 4096,
      http: `keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    ${fixedFilesLocations(filesDir, files)}
  }`,
    }),
  );
  const child = spawn(binary, ["-p", dir, "-c", join(dir, "nginx.conf")], { stdio: "inherit" });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGQUIT");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await listening(origin);
    for (const file of files) await expectServed(origin, file);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** Waits up to ten seconds for nginx to accept a connection. */
async function listening(origin: string): Promise<void> {
  for (let tries = 0; ; tries++) {
    try {
      await (await fetch(origin)).arrayBuffer();
      return;
    } catch (error) {
      if (tries >= 100) throw new Error(`nginx did not start at ${origin}: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A yardstick that answers an error page is no yardstick: the file's bytes, with status 200, or an error. */
async function expectServed(origin: string, file: FixedFile): Promise<void> {
  const answer = await fetch(`${origin}${file.path}`);
  const body = Buffer.from(await answer.arrayBuffer());
  if (answer.status !== 200 || !body.equals(file.body)) {
    throw new Error(
      `nginx answered ${file.path} with ${answer.status} and ${body.length} bytes, not the page's ${file.body.length}`,
    );
  }
}
