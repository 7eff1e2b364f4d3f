/**
 * The one place an API error becomes a reply, always `{ success: false, code, message, fields? }` in JSON
 * (README "API errors", ADR 016): the errors of server/errors.ts, CSRF failures, schema validation,
 * unreadable bodies, a database that is not answering as a 503, and the rest as a 500 that gives nothing away.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { type FieldIssue, fieldErrorsOf } from "../../common/forms/field-errors.ts";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from "../db/unavailable.ts";
import {
  AppError,
  ForbiddenError,
  MethodNotAllowedError,
  RateLimitedError,
  VALIDATION_MESSAGE,
  ValidationError,
} from "../errors.ts";
import { CSRF_ERROR_CODES } from "./csrf.ts";

const CSRF_INVALID = new ForbiddenError(
  "CSRF_INVALID",
  "The security token is missing or out of date. Please reload the page and try again.",
);

/** A route schema's issues (zod through the type provider, or JSON Schema) as field paths. */
function schemaIssues(error: FastifyError): FieldIssue[] {
  return (error.validation ?? []).map((issue) => {
    const missing = (issue.params as { missingProperty?: unknown } | undefined)?.missingProperty;
    const path: PropertyKey[] = issue.instancePath.split("/").filter(Boolean);
    if (path.length === 0 && typeof missing === "string") path.push(missing);
    return { path, message: issue.message ?? "Invalid value." };
  });
}

/** The error as one of ours, or undefined for a fault of the server. */
function asAppError(error: FastifyError): AppError | undefined {
  if (error instanceof AppError) return error;
  if (CSRF_ERROR_CODES.has(error.code)) return CSRF_INVALID;
  if (error.validation) return new ValidationError(fieldErrorsOf(schemaIssues(error)));
  const status = error.statusCode ?? 500;
  if (status === 400) {
    // Malformed JSON or an unreadable body: the request as a whole is at fault.
    return new ValidationError({ _: "The request body could not be read. Send JSON." }, VALIDATION_MESSAGE);
  }
  return undefined;
}

export function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // An error answers this request only: no cache or proxy may keep it.
  reply.header("cache-control", "no-store");
  const known = asAppError(error);
  if (known) {
    // The rate-limit plugin has set Retry-After already; a service's own limit (the forms) has not.
    if (known instanceof RateLimitedError && !reply.hasHeader("retry-after")) {
      reply.header("retry-after", String(known.retryAfterSeconds));
    }
    if (known instanceof MethodNotAllowedError) reply.header("allow", known.allow.join(", "));
    return reply.code(known.statusCode).send(known.reply());
  }
  const status = error.statusCode ?? 500;
  if (status > 400 && status < 500) {
    // Wrong content type, body too large: Fastify's own client errors, in our shape.
    return reply.code(status).send({ success: false, code: error.code ?? "BAD_REQUEST", message: error.message });
  }
  if (isDatabaseUnavailable(error)) {
    // An outage, not a bug: one line without a stack, and a 503 the client can act on (issue 18).
    request.log.warn({ reason: error.message }, "API request failed: the database is not answering");
    return reply
      .code(503)
      .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ success: false, code: "UNAVAILABLE", message: DATABASE_UNAVAILABLE_MESSAGE });
  }
  request.log.error({ err: error }, "API request failed");
  return reply
    .code(500)
    .send({ success: false, code: "INTERNAL", message: "An unexpected error occurred. Please try again later." });
}
