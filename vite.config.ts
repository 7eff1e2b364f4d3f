import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

const appDir = fileURLToPath(new URL("./app", import.meta.url));

/**
 * The browser's scripts in a few files rather than thirty (ADR 042): the framework in one, the shell every page
 * shows (root.tsx and what it imports) in another, each route's own module beside them. Over HTTP/1.1 a phone
 * on a slow network pays a round trip per file, and Lighthouse's mobile run counted 28 of them before the first
 * paint (issue 17). Only the shell's own modules join its file, so no page loads more than it did.
 */
function clientChunks() {
  return {
    groups: [
      {
        name: "framework",
        test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
        priority: 20,
      },
      // A group takes in what its modules import (Rolldown's includeDependenciesRecursively), so naming root.tsx
      // brings the shell's own modules along; the framework's group, ranked higher, keeps its own.
      { name: "shell", test: /[\\/]app[\\/]root\.tsx/, priority: 10 },
    ],
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: { alias: { "~": appDir } },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: clientChunks() } } },
}));
