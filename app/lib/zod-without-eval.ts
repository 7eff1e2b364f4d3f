/**
 * Imported first by app/root.tsx: zod in the browser runs without compiling parsers. Its first object schema
 * otherwise probes for eval with `new Function`, which the site's CSP refuses and reports even though zod catches
 * the refusal. zod reads this global when it loads, so nothing of zod is loaded here, and the root module runs
 * before any route's. The server keeps zod's faster compiled parsers.
 */
if (typeof window !== "undefined") {
  const zodGlobal = globalThis as { __zod_globalConfig?: object };
  zodGlobal.__zod_globalConfig ??= {};
  Object.assign(zodGlobal.__zod_globalConfig, { jitless: true });
}
