import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

const appDir = fileURLToPath(new URL("./app", import.meta.url));

/** A relative or "~/" import of our own code as a file path, or null for a package. */
function ownModule(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? resolve(appDir, specifier.slice(2))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : null;
  if (base === null || base.endsWith(".css") || specifier.includes("?")) return null;
  for (const file of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`])
    if (existsSync(file) && /\.tsx?$/.test(file)) return file;
  return null;
}

/** Our modules the shell (root.tsx) imports for its values, followed through their own imports; types are left out. */
function shellModules(): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, clause, specifier] of source.matchAll(/^import\s+([^;]*?)\s*from\s+"([^"]+)";/gms)) {
      if (/^type\s/.test(clause ?? "")) continue;
      const next = ownModule(file, specifier ?? "");
      if (next) visit(next);
    }
  };
  visit(resolve(appDir, "root.tsx"));
  return found;
}

/**
 * The browser's scripts in a few files rather than thirty (ADR 042): the framework in one, the shell every page
 * shows (root.tsx and what it imports) in another, each route's own module beside them. Over HTTP/1.1 a phone
 * on a slow network pays a round trip per file, and Lighthouse's mobile run counted 28 of them before the first
 * paint (issue 17). Only the shell's own modules join its file, so no page loads more than it did.
 */
function clientChunks() {
  const shell = shellModules();
  return {
    groups: [
      {
        name: "framework",
        test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
        priority: 20,
      },
      { name: "shell", test: (id: string) => shell.has(id.split("?")[0] ?? id), priority: 10 },
    ],
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: { alias: { "~": appDir } },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: clientChunks() } } },
}));
