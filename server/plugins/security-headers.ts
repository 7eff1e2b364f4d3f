/**
 * Security headers on every response: one helmet built at start-up (ADR 079), with a per-response CSP nonce for
 * React Router's inline scripts and styles.
 */
import { randomFillSync } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";

export interface SecurityHeadersOptions {
  /** Vite's dev server injects inline scripts and a websocket; CSP is left off in development only. */
  development: boolean;
  /** Sends HSTS only when the site is really served over https. */
  https: boolean;
}

/** The nonces of one response: its inline scripts' and its inline styles'. */
export interface CspNonces {
  script: string;
  style: string;
}

declare module "fastify" {
  interface FastifyReply {
    /** This response's CSP nonces; empty where no policy is sent (development). */
    cspNonce: CspNonces;
  }
}

const NO_NONCES: CspNonces = { script: "", style: "" };

/** Each response's nonces, for the policy's directives, which helmet calls with the raw response. */
const noncesOf = new WeakMap<ServerResponse, CspNonces>();

/**
 * Random bytes drawn from the system in batches, each used once: a call to the system's source cost about as much
 * as the rest of the headers (Node's randomUUID keeps such a batch for the same reason).
 */
const pool = Buffer.alloc(32 * 128);
let used = pool.length;

/** 128 bits each, never reused. */
function freshNonces(): CspNonces {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const start = used;
  used += 32;
  return { script: pool.toString("hex", start, start + 16), style: pool.toString("hex", start + 16, used) };
}

export default fp<SecurityHeadersOptions>(async function securityHeaders(app: FastifyInstance, opts) {
  const nonceSource = (kind: keyof CspNonces) => (_request: IncomingMessage, response: ServerResponse) =>
    `'nonce-${noncesOf.get(response)?.[kind]}'`;
  // Built once: @fastify/helmet built a whole helmet, its policy parsed anew, for every response with a nonce.
  const applyHeaders = helmet({
    contentSecurityPolicy: opts.development
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", nonceSource("script")],
            styleSrc: ["'self'", nonceSource("style")],
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

  app.decorateReply<CspNonces | null>("cspNonce", null);
  app.addHook("onRequest", (request, reply, done) => {
    const nonces = opts.development ? NO_NONCES : freshNonces();
    reply.cspNonce = nonces;
    noncesOf.set(reply.raw, nonces);
    // helmet 8 throws rather than passing an error on; it calls back with none.
    applyHeaders(request.raw, reply.raw, () => done());
  });
});
