/**
 * The errors every server layer throws, and the one JSON shape the API answers them with:
 * `{ success: false, code, message, fields? }` (README "API errors", ADR 016). Services and routes throw;
 * the API's error handler (plugins/api-errors.ts) alone turns an error into a reply.
 */
import type { z } from "zod";
import { type FieldErrors, fieldErrorsOf } from "../common/forms/field-errors.ts";

/** What every API error reply holds; some errors add a field or two (fields, currentVersion, lockedUntil). */
export interface ErrorReply {
  success: false;
  code: string;
  message: string;
  [extra: string]: unknown;
}

/** An error the API answers with its own status and code instead of a 500. */
export abstract class AppError extends Error {
  abstract readonly statusCode: number;
  abstract readonly code: string;

  /** The reply body; subclasses add what a client needs to act on it. */
  reply(): ErrorReply {
    return { success: false, code: this.code, message: this.message };
  }
}

export const VALIDATION_MESSAGE = "Please correct the highlighted fields.";

/** 400: input that does not pass its schema; `fields` names each field with its first message. */
export class ValidationError extends AppError {
  readonly statusCode = 400;
  readonly code = "VALIDATION";
  constructor(
    readonly fields: FieldErrors,
    message = VALIDATION_MESSAGE,
  ) {
    super(message);
    this.name = "ValidationError";
  }
  override reply(): ErrorReply {
    return { ...super.reply(), fields: this.fields };
  }
}

/** 401: no administrator is signed in (never 403: the browser client reads a bare 403 as a stale CSRF token). */
export class UnauthenticatedError extends AppError {
  readonly statusCode = 401;
  readonly code = "UNAUTHENTICATED";
  constructor(message = "You are not signed in, or your session has ended. Please sign in again.") {
    super(message);
    this.name = "UnauthenticatedError";
  }
}

/** 403 with a code of its own (a CSRF failure, a refused sign-in): the client tells them apart by code. */
export class ForbiddenError extends AppError {
  readonly statusCode = 403;
  constructor(
    readonly code: string,
    message: string,
    private readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ForbiddenError";
  }
  override reply(): ErrorReply {
    return { ...this.extra, ...super.reply() };
  }
}

/** 404: no such item, or no such API path. */
export class NotFoundError extends AppError {
  readonly statusCode = 404;
  readonly code = "NOT_FOUND";
  constructor(message: string) {
    super(message);
    this.name = "NotFoundError";
  }
}

/** 405: the path exists, but not for this method; `allow` lists the methods it has. */
export class MethodNotAllowedError extends AppError {
  readonly statusCode = 405;
  readonly code = "METHOD_NOT_ALLOWED";
  constructor(readonly allow: readonly string[]) {
    super(`This address answers ${allow.join(", ")} only.`);
    this.name = "MethodNotAllowedError";
  }
}

/** 409: an update carried a version that is no longer the stored one: someone else saved first. */
export class VersionConflictError extends AppError {
  readonly statusCode = 409;
  readonly code = "VERSION_CONFLICT";
  constructor(
    readonly currentVersion: number,
    /** The item as it is stored now, so an editor can show what the other person changed. */
    readonly current?: unknown,
  ) {
    super("This item was changed by someone else. Reload it to see their changes, then edit again.");
    this.name = "VersionConflictError";
  }
  override reply(): ErrorReply {
    const reply: ErrorReply = { ...super.reply(), currentVersion: this.currentVersion };
    if (this.current !== undefined) reply.current = this.current;
    return reply;
  }
}

/** 409: the request cannot be done as things stand (e.g. deactivating the last active administrator). */
export class ConflictError extends AppError {
  readonly statusCode = 409;
  readonly code = "CONFLICT";
  constructor(message: string) {
    super(message);
    this.name = "ConflictError";
  }
}

/** 429: too many requests from one address; the reply carries Retry-After. */
export class RateLimitedError extends AppError {
  readonly statusCode = 429;
  readonly code = "RATE_LIMITED";
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
    this.name = "RateLimitedError";
  }
}

/** Parses with a schema, throwing ValidationError (fields by name) instead of a ZodError. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrorsOf(result.error.issues));
  return result.data;
}
