/** What the API client throws: catalogue errors with a fixed message, or the server's raw reply. */
import { API_MESSAGES } from "./messages.ts";

/** The server's reply as the caller receives it when the catalogue says "raw" or "passed unchanged". */
export interface RawResponse<T = unknown> {
  status: number;
  /** Parsed JSON when the reply was JSON, its text otherwise, null when it had no body. */
  data: T;
  headers: Headers;
}

/**
 * The reply itself, thrown (spec §8): a 401 on the login page, a 403 that is an authentication
 * failure (ACCOUNT_LOCKED, INVALID_CREDENTIALS), 409 and 429. Callers read `response`.
 */
export class ApiResponseError<T = unknown> extends Error {
  override readonly name = "ApiResponseError";
  readonly response: RawResponse<T>;

  constructor(response: RawResponse<T>) {
    super(`The server answered ${response.status}`);
    this.response = response;
  }

  get status(): number {
    return this.response.status;
  }

  /** The `code` of a JSON error reply (`{ code: 'ACCOUNT_LOCKED', ... }`), if there is one. */
  get code(): string | undefined {
    const data = this.response.data as { code?: unknown } | null;
    return typeof data?.code === "string" ? data.code : undefined;
  }
}

export type ApiErrorKind =
  | "session-expired"
  | "unauthorized"
  | "csrf"
  | "server"
  | "unexpected"
  | "no-response"
  | "setup"
  | "access-denied";

const messageOf: Record<ApiErrorKind, string> = {
  "session-expired": API_MESSAGES.adminSessionExpired,
  unauthorized: API_MESSAGES.unauthorized,
  csrf: API_MESSAGES.maxCsrfRetries,
  server: API_MESSAGES.serverError,
  unexpected: API_MESSAGES.otherStatus,
  "no-response": API_MESSAGES.noResponse,
  setup: API_MESSAGES.setupFailure,
  "access-denied": API_MESSAGES.accessDenied,
};

/** One row of the error catalogue: the kind decides the message, which is always the spec's text. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly kind: ApiErrorKind;
  /** The HTTP status when the server did answer. */
  readonly status: number | undefined;
  /** The reply behind the message, for callers that need its details (a 400's field messages). */
  readonly response: RawResponse | undefined;

  constructor(kind: ApiErrorKind, options: { status?: number; cause?: unknown; response?: RawResponse } = {}) {
    super(messageOf[kind], { cause: options.cause });
    this.kind = kind;
    this.response = options.response;
    this.status = options.status ?? options.response?.status;
  }

  /** True when the server answered (as opposed to no reply or a request that never left). */
  get serverReplied(): boolean {
    return this.status !== undefined;
  }
}
