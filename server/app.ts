/** Builds the Fastify application: JSON API under /api, then React Router for every other URL. */
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { ServerBuild } from "react-router";
import { site } from "../common/site.ts";
import calendarRoutes from "./calendar/routes.ts";
import type { ClusterChannel } from "./cluster/channel.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/database.ts";
import passwordResetRoutes from "./modules/admins/reset-routes.ts";
import adminAccountRoutes from "./modules/admins/routes.ts";
import auditRoutes from "./modules/audit/routes.ts";
import type { ScryptParams } from "./modules/auth/password.ts";
import requireAdminPlugin from "./modules/auth/require-admin.ts";
import authRoutes, { csrfTokenRoutes } from "./modules/auth/routes.ts";
import { sessionCookieName } from "./modules/auth/sessions.ts";
import inboxRoutes from "./modules/contact/inbox-routes.ts";
import contentApiRoutes from "./modules/content/api-routes.ts";
import { nextScheduledChange } from "./modules/content/next-change.ts";
import { documentFileRoutes, documentsApiRoutes } from "./modules/documents/routes.ts";
import formRoutes from "./modules/forms/routes.ts";
import healthRoutes from "./modules/health/routes.ts";
import mailRoutes from "./modules/mail/routes.ts";
import { smtpTransport } from "./modules/mail/transport.ts";
import { mediaFileRoutes } from "./modules/media/routes.ts";
import privacyRoutes from "./modules/privacy/routes.ts";
import schoolDetailsRoutes from "./modules/school-details/routes.ts";
import twoFactorRoutes from "./modules/two-factor/routes.ts";
import signupRoutes from "./modules/volunteers/signup-routes.ts";
import { createPageCache, type PageCache } from "./page-cache/cache.ts";
import { type Relay, relayKind, startListening, startTelling } from "./page-cache/relay.ts";
import { apiErrorHandler } from "./plugins/api-errors.ts";
import { apiMisses, apiRouteIndex } from "./plugins/api-misses.ts";
import csrfPlugin from "./plugins/csrf.ts";
import { quoteMalformedPath } from "./plugins/malformed-urls.ts";
import openApi, { openApiDocumentRoute } from "./plugins/openapi.ts";
import pageRequests from "./plugins/page-requests.ts";
import pages from "./plugins/pages.ts";
import privateResponses from "./plugins/private-responses.ts";
import rateLimitPlugin from "./plugins/rate-limit.ts";
import securityHeaders from "./plugins/security-headers.ts";
import sessionPlugin from "./plugins/session.ts";
import { createServices, type Services } from "./services.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: Config;
    services: Services;
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  /**
   * How HTML pages are served: from the production build, through Vite in development,
   * or not at all (API tests need no pages).
   */
  web: "production" | "development" | "none";
  logger?: boolean;
  /** The clock behind session expiry and lockout (tests inject one). */
  now?: () => Date;
  /**
   * scrypt cost for new password hashes and the unknown-address dummy hash. Production's (OWASP) unless
   * a test whose subject is not the hashing cost asks for cheaper ones.
   */
  passwordParams?: ScryptParams;
  /**
   * Run the background work in this process — the mail worker and the daily retention sweep (the server does;
   * tests call services.mail.deliverDue and services.privacy.sweep themselves).
   */
  mailWorker?: boolean;
  /** With web "production": this React Router build instead of build/server's (tests of the pages' requests). */
  pageBuild?: ServerBuild;
  /**
   * This process's line to its primary when it is one of several workers of one server (WEB_CONCURRENCY, ADR
   * 071): on SQLite without Redis, changes and rate-limit counts are shared through it.
   */
  cluster?: ClusterChannel;
}

/** The header that marks the page cache's own render of a page (its value is secret to this process). */
const FILL_HEADER = "x-pcs-page-fill";

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db, web } = options;
  let pageCache: PageCache | null = null;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // Vite's first start in `npm run dev` can take longer than Fastify's default 10 s plugin timeout, and so can
    // loading the server build on a busy two-core machine.
    pluginTimeout: web === "development" ? 120_000 : 60_000,
    // On shutdown a request that has arrived is answered, not refused with a 503 (issue 18); idle
    // keep-alive connections are closed so the process can end.
    return503OnClosing: false,
    forceCloseConnections: "idle",
    rewriteUrl: (request) => quoteMalformedPath(request.url ?? "/"),
    // The page cache answers in front of Fastify: a cached page costs no routing, hooks or rendering.
    serverFactory: (handler) => {
      const server = createServer((request, response) =>
        pageCache ? pageCache.handle(request, response, handler) : handler(request, response),
      );
      // Fastify's own default, which it sets only on servers it creates.
      server.keepAliveTimeout = 72_000;
      return server;
    },
  });
  const services = createServices(db, {
    now: options.now,
    passwordParams: options.passwordParams,
    authEnabled: config.authEnabled,
    secureCookies: config.secureCookies,
    siteUrl: config.siteUrl,
    mail: {
      transport: config.mail ? smtpTransport(config.mail.smtpUrl) : null,
      from: config.mail?.from ?? site.email,
    },
  });
  if (options.mailWorker) {
    services.mail.startWorker(5_000, (error) => app.log.error({ err: error }, "The mail worker could not run"));
    services.privacy.startSweeper((error) => app.log.error({ err: error }, "The retention sweep could not run"));
  }
  app.addHook("onClose", async () => {
    services.privacy.stopSweeper();
    await services.mail.stopWorker();
  });
  // Every process tells the others what it saved, whether or not it keeps a page cache itself.
  const origin = randomUUID();
  const telling = startTelling({
    db,
    origin,
    database: config.database,
    redisUrl: config.redisUrl,
    cluster: options.cluster,
    onError: (error, what) => app.log.warn({ err: error }, `Page cache: ${what}`),
  });
  app.addHook("onClose", () => telling.close());
  const fillSecret = randomUUID();
  if (config.pageCache && web !== "development") {
    pageCache = createPageCache({
      changes: db.changes,
      async render(url) {
        const rendered = await app.inject({
          method: "GET",
          url,
          headers: { [FILL_HEADER]: fillSecret, "accept-encoding": "identity" },
        });
        return { status: rendered.statusCode, headers: rendered.headers, body: rendered.rawPayload };
      },
      nextChange: (at) => nextScheduledChange(db, services.events, at),
      now: services.now,
      onError: (error, what) => app.log.error({ err: error }, `Page cache: ${what}`),
    });
  }
  // Other processes' changes matter only once this one serves visitors: the relay starts with listening.
  // Until it hears them, neither the page cache nor the site-wide reads (db/read-until-change.ts) trust memory.
  let relay: Relay | null = null;
  const hearing = (listening: boolean) => db.changes.setHearsAll(listening);
  if (relayKind(config.database, config.redisUrl, options.cluster) !== "none") hearing(false);
  app.addHook("onListen", async () => {
    relay = await startListening({
      db,
      origin,
      database: config.database,
      redisUrl: config.redisUrl,
      cluster: options.cluster,
      onListening: hearing,
      onError: (error, what) => app.log.warn({ err: error }, `Page cache: ${what}`),
    });
  });
  app.addHook("onClose", async () => {
    await relay?.close();
  });
  app.decorate("db", db);
  app.decorate("config", config);
  app.decorate("services", services);
  // Every route's zod schema validates its input (ADR 017); errors become the one reply shape (ADR 016).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(apiRouteIndex);
  await app.register(openApi);

  await app.register(securityHeaders, { development: web === "development", https: config.secureCookies });
  // Pages and JSON are compressed on the fly; build assets are served pre-compressed (scripts/precompress.ts).
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });

  // Outside the API scope below, so a load balancer's probe never touches the session store: with the
  // database down, a request carrying a session cookie would otherwise fail in the session plugin (500)
  // before the health check could answer its 503.
  // No-store for /admin, /api/auth and every response to a signed-in request (issue 18).
  await app.register(privateResponses, {
    sessions: services.sessions,
    cookieName: sessionCookieName(config.secureCookies),
    authEnabled: config.authEnabled,
  });
  // Rate-limit counters for the whole app (API routes and the pages' form posts); health reports which are in use.
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, cluster: options.cluster });
  await app.register(healthRoutes, { prefix: "/api" });

  await app.register(
    async (api) => {
      api.setErrorHandler(apiErrorHandler);
      // Sessions and CSRF (every non-GET) first, so they cover every API route after them.
      await api.register(sessionPlugin, {
        sessions: services.sessions,
        secure: config.secureCookies,
      });
      await api.register(csrfPlugin);
      await api.register(requireAdminPlugin);
      await api.register(csrfTokenRoutes);
      if (config.authEnabled) await api.register(authRoutes);
      if (config.authEnabled) await api.register(passwordResetRoutes, { prefix: "/auth" });
      await api.register(contentApiRoutes);
      await api.register(formRoutes);
      await api.register(inboxRoutes, { prefix: "/messages" });
      await api.register(signupRoutes, { prefix: "/volunteers" });
      await api.register(adminAccountRoutes, { prefix: "/admins" });
      await api.register(twoFactorRoutes, { prefix: "/admins/me/two-factor" });
      await api.register(mailRoutes, { prefix: "/mail" });
      await api.register(auditRoutes, { prefix: "/audit" });
      await api.register(privacyRoutes, { prefix: "/privacy" });
      await api.register(schoolDetailsRoutes, { prefix: "/settings" });
      await api.register(documentsApiRoutes, { prefix: "/documents" });
      await api.register(openApiDocumentRoute);
      await api.register(apiMisses);
    },
    { prefix: "/api" },
  );

  await app.register(calendarRoutes);
  await app.register(mediaFileRoutes);
  await app.register(documentFileRoutes);

  if (web !== "none") {
    // A tab opened before every route was sent up front (ADR 074) still asks React Router's /__manifest for the
    // routes it links to. React Router's own answer for a build that has changed since tells that tab to load
    // the next page whole, rather than fail the click.
    app.get("/__manifest", async (_request, reply) => reply.code(204).header("X-Remix-Reload-Document", "true").send());
    // Methods, body limit and form-post limit of the pages (ADR 032): wraps the catch-all marked `pages`.
    await app.register(pageRequests);
    await app.register(pages, {
      mode: web,
      build: options.pageBuild,
      getLoadContext: (request, reply) => ({
        services,
        siteUrl: config.siteUrl,
        authEnabled: config.authEnabled,
        // The cache's render carries no nonce: its policy names the page's inline scripts by hash instead.
        cspNonce: request.headers[FILL_HEADER] === fillSecret ? "" : reply.cspNonce.script,
        cspStyleNonce: request.headers[FILL_HEADER] === fillSecret ? "" : reply.cspNonce.style,
        requestId: request.id,
        clientIp: request.ip,
        limitFormPost: (form: string) => app.limitFormPost(request as FastifyRequest, form),
        log: request.log,
      }),
    });
  }

  return app;
}
