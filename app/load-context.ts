/** What the Fastify server hands every loader and action (see server/app.ts). */
import type { FastifyBaseLogger } from "fastify";
import type { Services } from "../server/services.ts";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** Public origin for canonical URLs and Open Graph tags, e.g. https://www.pinecrest.example */
    siteUrl: string;
    /** The spec's "authentication enabled" switch: when false the login page answers 404. */
    authEnabled: boolean;
    /** The response's CSP nonce for inline scripts. */
    cspNonce: string;
    /** The response's CSP nonce for style elements that libraries add (React Aria reads it from a meta tag). */
    cspStyleNonce: string;
    requestId: string;
    /** The visitor's address as Fastify sees it (trusted proxies only): the public forms' rate limit. */
    clientIp: string;
    /**
     * Counts a no-JavaScript post of `form` against the API's form limit for this address (ADR 032);
     * rejects with a RATE_LIMITED error past it.
     */
    limitFormPost(form: string): Promise<void>;
    /** The request's own logger (its id on every line). */
    log: FastifyBaseLogger;
  }
}
