/** Security headers on every response: helmet with a per-response CSP nonce for React Router's inline scripts. */
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export interface SecurityHeadersOptions {
  /** Vite's dev server injects inline scripts and a websocket; CSP is left off in development only. */
  development: boolean;
  /** Sends HSTS only when the site is really served over https. */
  https: boolean;
}

export default fp<SecurityHeadersOptions>(async function securityHeaders(app: FastifyInstance, opts) {
  await app.register(helmet, {
    enableCSPNonces: !opts.development,
    contentSecurityPolicy: opts.development
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'"],
            imgSrc: ["'self'", "data:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            baseUri: ["'self'"],
            objectSrc: ["'none'"],
            upgradeInsecureRequests: opts.https ? [] : null,
          },
        },
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
});
