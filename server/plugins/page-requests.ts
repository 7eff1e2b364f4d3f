/**
 * What reaches the React Router pages (issue 18, ADR 032). The pages plugin (pages.ts) registers one catch-all
 * route and hands React Router the raw request stream, outside Fastify's body parsing and so outside its
 * bodyLimit: an action's `request.formData()` read any body whole (10 MB, 100 MB; 600 MB was a 500). This
 * plugin wraps that route's handler (the route is marked `config.pages`):
 *
 * - only GET, HEAD and POST reach the pages; any other method (PUT, PATCH, DELETE, TRACE, …) is a 405 with
 *   Allow, before React Router (TRACE was a 500, the others a stack trace in the log);
 * - a POST's body is read here, at most PAGE_BODY_LIMIT bytes: a larger Content-Length is refused before a
 *   byte is read, and a body without one (chunked) is counted as it arrives and refused the moment it
 *   passes the limit (413, and the connection is closed rather than drained). React Router then reads the
 *   bytes from memory.
 *
 * The API keeps its own limits: Fastify's bodyLimit (1 MiB) for JSON and each upload route's multipart limits.
 */
import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import fp from "fastify-plugin";
import { RateLimitedError } from "../errors.ts";
import { FORM_RATE_LIMIT } from "../modules/forms/submission.ts";

/** The largest body a page accepts: the public forms' fields come to a few kilobytes at most. */
export const PAGE_BODY_LIMIT = 64 * 1024;

/** The methods a page answers; a form post is the only body a page takes. */
export const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;

declare module "fastify" {
  interface FastifyContextConfig {
    /** Marks the React Router catch-all, whose handler this plugin wraps. */
    pages?: boolean;
  }
  interface FastifyInstance {
    /**
     * Counts a no-JavaScript post of `form` from the request's address with the API's form limit
     * (FORM_RATE_LIMIT, per form and address, in the same store as the API's); throws RateLimitedError
     * past it. Counted before the fields are read, so refused and invalid posts count too, as on the API.
     */
    limitFormPost(request: FastifyRequest, form: string): Promise<void>;
  }
}

export interface PageRequestsOptions {
  /** PAGE_BODY_LIMIT unless a test asks for a smaller one. */
  bodyLimit?: number;
}

type BodyRead = { ok: true; bytes: Buffer } | { ok: false; status: 400 | 413 };

/** Reads the raw body up to `limit` bytes; stops reading (and keeps nothing) as soon as it is over. */
function readBody(raw: IncomingMessage, limit: number): Promise<BodyRead> {
  const declared = raw.headers["content-length"];
  if (declared !== undefined && !(Number(declared) <= limit)) return Promise.resolve({ ok: false, status: 413 });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyRead) => {
      raw.off("data", onData);
      raw.off("end", onEnd);
      raw.off("error", onError);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        raw.pause();
        chunks.length = 0;
        return finish({ ok: false, status: 413 });
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish({ ok: true, bytes: Buffer.concat(chunks, size) });
    const onError = () => finish({ ok: false, status: 400 });
    raw.on("data", onData);
    raw.on("end", onEnd);
    raw.on("error", onError);
  });
}

/** The same request for the pages' handler, except that its body stream holds the bytes already read. */
function withBody(request: FastifyRequest, bytes: Buffer): FastifyRequest {
  const body = Readable.from([bytes], { objectMode: false });
  return new Proxy(request, {
    // Getters (headers, protocol, host, ip…) still run against the real request and its socket.
    get: (target, property) => (property === "raw" ? body : Reflect.get(target, property, target)),
  });
}

const REFUSALS = {
  400: { title: "The form could not be read", text: "Please go back, reload the page and send the form again." },
  405: { title: "Not allowed", text: "This address can be opened, or a form on it sent, but nothing else." },
  413: {
    title: "The form is too large",
    text: "What was sent is larger than any form on this site takes. Please go back and shorten it.",
  },
} as const;

/** A short HTML page for a refused request: pages are read by people, not clients of the API. */
function refuse(reply: FastifyReply, status: keyof typeof REFUSALS) {
  const { title, text } = REFUSALS[status];
  reply.code(status).header("content-type", "text/html; charset=utf-8").header("cache-control", "no-store");
  if (status === 405) reply.header("allow", PAGE_METHODS.join(", "));
  // Closing the connection stops the rest of an oversized body from being read at all.
  if (status === 413) reply.header("connection", "close");
  return reply.send(
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>${title}</title><h1>${title}</h1><p>${text}</p><p><a href="/">Home</a></p></html>`,
  );
}

export default fp<PageRequestsOptions>(
  async function pageRequests(app: FastifyInstance, opts) {
    const limit = opts.bodyLimit ?? PAGE_BODY_LIMIT;
    const methods: ReadonlySet<string> = new Set(PAGE_METHODS);

    app.addHook("onRoute", (route) => {
      if (!route.config?.pages) return;
      const handler = route.handler as RouteHandlerMethod;
      route.handler = async function pageHandler(this: FastifyInstance, request, reply) {
        if (!methods.has(request.method)) {
          request.log.info({ method: request.method, url: request.url }, "page request refused: method not allowed");
          return refuse(reply, 405);
        }
        if (request.method !== "POST") return handler.call(this, request, reply);
        const body = await readBody(request.raw, limit);
        if (!body.ok) {
          request.log.info(
            { url: request.url, contentLength: request.headers["content-length"] },
            body.status === 413 ? "page request refused: body too large" : "page request refused: body unreadable",
          );
          return refuse(reply, body.status);
        }
        return handler.call(this, withBody(request, body.bytes), reply);
      };
    });

    const limiters = new Map<string, ReturnType<FastifyInstance["createRateLimit"]>>();
    app.decorate("limitFormPost", async (request: FastifyRequest, form: string) => {
      let limiter = limiters.get(form);
      if (!limiter) {
        limiter = app.createRateLimit({
          ...FORM_RATE_LIMIT,
          keyGenerator: (req) => `page-form:${form}:${normalizeIP(req.ip)}`,
        });
        limiters.set(form, limiter);
      }
      const counted = await limiter(request);
      if (!counted.isAllowed && counted.isExceeded) throw new RateLimitedError(Math.max(1, counted.ttlInSeconds));
    });
  },
  { name: "pcs-page-requests", dependencies: ["pcs-rate-limit"] },
);
