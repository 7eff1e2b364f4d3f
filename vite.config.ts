import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

const appDir = fileURLToPath(new URL("./app", import.meta.url));

/**
 * The browser's scripts in a few files rather than thirty (ADR 042): the framework in one, the shell every page
 * shows (root.tsx and what it imports) in another, each route's own module beside them. Over HTTP/1.1 a phone
 * on a slow network pays a round trip per file, and Lighthouse's mobile run counted 28 of them before the first
 * paint (issue 17). Only the shell's own modules join its file, so no page loads more than it did.
 */
function clientChunks(preact: boolean) {
  return {
    groups: [
      {
        name: "framework",
        test: preact
          ? /node_modules[\\/](preact|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/
          : /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
        priority: 20,
      },
      // A group takes in what its modules import (Rolldown's includeDependenciesRecursively), so naming root.tsx
      // brings the shell's own modules along; the framework's group, ranked higher, keeps its own.
      { name: "shell", test: /[\\/]app[\\/]root\.tsx/, priority: 10 },
    ],
  };
}

/**
 * The browser build runs on Preact's compatibility layer instead of react-dom (ADR 073): the same components,
 * 58 KB less script (gzip) on every public page. The server and `npm run dev` stay on React, whose HTML Preact
 * hydrates; app/entry.client.tsx bridges the two places where they differ.
 */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react$/, replacement: "preact/compat" },
];

/** The browser's files whose functions nearly all run while a page loads and hydrates. */
const CALLED_ON_LOAD = /^(framework|shell|entry\.client|root)$/;

/**
 * Marks those files for Chrome's explicit compile hints (ADR 074): V8 compiles their functions while the file
 * streams in, on a background thread, instead of on the main thread the first time each is called, which was a
 * good part of every hydration task on a throttled phone. Added after minifying, which would drop the comment;
 * a browser without the hint reads an ordinary comment.
 */
function compileHints(): Plugin {
  return {
    name: "pcs-compile-hints",
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk" && CALLED_ON_LOAD.test(file.name)) {
          file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
        }
      }
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => {
  const preact = command === "build" && !isSsrBuild;
  return {
    // The hints, like Preact, are for the browser's build only.
    plugins: [reactRouter(), ...(preact ? [compileHints()] : [])],
    resolve: { alias: [{ find: /^~(?=\/)/, replacement: appDir }, ...(preact ? preactAliases : [])] },
    define: { "import.meta.env.PCS_PREACT": JSON.stringify(preact) },
    build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: clientChunks(preact) } } },
  };
});
