/**
 * The pages: React Router answers every address that the API and the file routes do not take, and the browser's
 * build files are served beside them (ADR 001, ADR 080). In production the files come from build/client (hashed
 * assets cached for a year as immutable, the rest for an hour, the precompressed copy when the browser takes it)
 * and each page request goes to the React Router handler of its route group (server/pages/route-groups.ts); in
 * `npm run dev` Vite serves both. The catch-all route is marked `config.pages`, which page-requests.ts wraps
 * (methods, body limit), so that plugin must be registered first.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { createPageHandler, type PageHandler } from "../pages/route-groups.ts";

export interface PagesOptions {
  mode: "production" | "development";
  /** In production, this React Router build instead of build/server's (tests of the pages' requests). */
  build?: ServerBuild;
  /** What the loaders and actions receive as their context. */
  getLoadContext(request: FastifyRequest, reply: FastifyReply): AppLoadContext;
}

const BUILD_DIRECTORY = resolve(process.cwd(), "build");
const ASSETS_DIRECTORY = resolve(BUILD_DIRECTORY, "client", "assets");
const ASSET_CACHE = "public, max-age=31557600, immutable";
const FILE_CACHE = "public, max-age=3600";

/** The Fetch API request React Router takes, for a Fastify request; aborted if the visitor leaves before the answer. */
function toRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else headers.set(name, value);
  }
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers, signal: controller.signal };
  if (request.method !== "GET" && request.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(request.raw);
    init.duplex = "half";
  }
  return new Request(`${request.protocol}://${request.host}${request.originalUrl}`, init);
}

/**
 * Sends React Router's answer. A page is rendered whole (ADR 078), so its body is sent as bytes with their
 * length, not piped through a stream chunk by chunk.
 */
async function send(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  // Each Set-Cookie comes separately, and Fastify keeps every one.
  for (const [name, value] of response.headers) reply.header(name, value);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : "");
}

/** React Router's handler in `npm run dev`: the build Vite compiles now, so an edit shows on the next request. */
async function developmentHandler(app: FastifyInstance): Promise<PageHandler> {
  const [{ createServer }, { default: middie }] = await Promise.all([import("vite"), import("@fastify/middie")]);
  const vite = await createServer({ server: { middlewareMode: true } });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook("onClose", () => vite.close());
  return createRequestHandler(
    () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    "development",
  );
}

async function productionHandler(app: FastifyInstance, build: ServerBuild | undefined): Promise<PageHandler> {
  await app.register(fastifyStatic, {
    root: resolve(BUILD_DIRECTORY, "client"),
    prefix: "/",
    // One route per file, made at start-up: a miss falls through to the pages' catch-all.
    wildcard: false,
    cacheControl: false,
    dotfiles: "allow",
    etag: true,
    lastModified: true,
    preCompressed: true,
    setHeaders(res, path) {
      res.setHeader("cache-control", path.startsWith(ASSETS_DIRECTORY) ? ASSET_CACHE : FILE_CACHE);
    },
  });
  const serverBuild =
    build ?? ((await import(pathToFileURL(resolve(BUILD_DIRECTORY, "server", "index.js")).href)) as ServerBuild);
  return createPageHandler(serverBuild, "production");
}

export default fp<PagesOptions>(
  async function pages(app, options) {
    const handle =
      options.mode === "development" ? await developmentHandler(app) : await productionHandler(app, options.build);
    await app.register(async function pageRoutes(child) {
      // React Router reads a page's form itself; page-requests.ts has already bounded and read the body.
      child.removeAllContentTypeParsers();
      child.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
      child.all("*", { config: { pages: true } }, async (request, reply) =>
        send(reply, await handle(toRequest(request, reply), options.getLoadContext(request, reply))),
      );
    });
  },
  { name: "pcs-pages", dependencies: ["pcs-page-requests"] },
);
