/** `npm start` builds the site when there is no build, or when app/ changed since the last one. */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const BUILD_ENTRY = "build/server/index.js";
const SOURCES = ["app", "public", "vite.config.ts", "react-router.config.ts", "package.json"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function ensureFreshBuild(root = process.cwd()): void {
  const entry = join(root, BUILD_ENTRY);
  const built = existsSync(entry) ? statSync(entry).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  if (built >= sources) return;
  console.log(built ? "Sources changed since the last build: rebuilding…" : "No build yet: building the site…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(1);
  }
}
