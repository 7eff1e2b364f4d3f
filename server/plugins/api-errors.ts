/** One JSON shape for the API's errors: CSRF failures, rate limits, unreadable bodies, and the rest. */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { ValidationError } from "../modules/content/errors.ts";
import { CSRF_ERROR_CODES } from "./csrf.ts";
import { RateLimitedError } from "./rate-limit.ts";

export function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (CSRF_ERROR_CODES.has(error.code)) {
    return reply.code(403).send({
      success: false,
      code: "CSRF_INVALID",
      message: "The security token is missing or out of date. Please reload the page and try again.",
    });
  }
  if (error instanceof RateLimitedError) {
    // The rate-limit plugin has set Retry-After already; a service's own limit (the forms) has not.
    if (!reply.hasHeader("retry-after")) reply.header("retry-after", String(error.retryAfterSeconds));
    return reply.code(429).send({ success: false, code: error.code, message: error.message });
  }
  if (error instanceof ValidationError) {
    // A service refused the input (thrown rather than returned, so nothing was written).
    return reply.code(400).send({
      success: false,
      code: "VALIDATION",
      message: "Please correct the highlighted fields.",
      fields: error.fields,
    });
  }
  if (error.validation) {
    // A route's JSON schema refused the input: name the fields the way the zod-validated routes do.
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const missing = (issue.params as { missingProperty?: unknown } | undefined)?.missingProperty;
      const key = issue.instancePath.split("/")[1] || (typeof missing === "string" ? missing : "body");
      fields[key] ??= issue.message ?? "Invalid value.";
    }
    return reply
      .code(400)
      .send({ success: false, code: "VALIDATION", message: "Please correct the highlighted fields.", fields });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Malformed JSON, wrong content type, body too large: the request itself is at fault.
    const body = status === 400 ? { code: "VALIDATION", fields: {} } : { code: error.code ?? "BAD_REQUEST" };
    return reply.code(status).send({ success: false, message: error.message, ...body });
  }
  request.log.error({ err: error }, "API request failed");
  return reply
    .code(500)
    .send({ success: false, code: "INTERNAL", message: "An unexpected error occurred. Please try again later." });
}
