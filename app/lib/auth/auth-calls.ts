/** The authentication calls of spec §7 with their own messages (spec §8 "Authentication calls"), and access verification. */
import type { ApiClient } from "../api/client.ts";
import type { ErrorLogger } from "../api/error-logger.ts";
import { ApiError, ApiResponseError } from "../api/errors.ts";
import { isRecord } from "../api/is-record.ts";
import { AUTH_MESSAGES, authSetupFailureMessage } from "../api/messages.ts";
import type { AuthState } from "./auth-state.ts";
import {
  type AuthUser,
  InvalidLoginReplyError,
  isTwoFactorReply,
  parseLoginReply,
  type TwoFactorPending,
  toList,
} from "./login-reply.ts";
import { SESSION_EXPIRED_HOME } from "./signed-out-address.ts";

/** Action names of DESIGN.md (spec §7 leaves them to a shared constants set). */
export const AUTH_ACTIONS = { login: "login", status: "status", logout: "logout" } as const;
/** The second step of a two-factor sign-in (ADR 035), after the login action. */
export const TWO_FACTOR_PATH = `/auth/${AUTH_ACTIONS.login}/two-factor`;
export const VERIFY_ID = "access";

export type AuthErrorKind = "rejected" | "no-reply" | "setup" | "invalid-response";

/** Why a sign-in was refused, from the server's 403/400/429 reply, for the login form to explain. */
export interface AuthRejection {
  status: number;
  /** INVALID_CREDENTIALS, ACCOUNT_LOCKED, VALIDATION, … */
  code?: string;
  /** ISO time an ACCOUNT_LOCKED account opens again. */
  lockedUntil?: string;
  /** Seconds from a 429's Retry-After header. */
  retryAfterSeconds?: number;
  /** Field messages of a 400 VALIDATION reply. */
  fields?: Record<string, string>;
}

/** A failed authentication call: `message` is always one of spec §8's texts. */
export class AuthError extends Error {
  override readonly name = "AuthError";
  readonly kind: AuthErrorKind;
  readonly rejection: AuthRejection | undefined;

  constructor(kind: AuthErrorKind, message: string, options: { cause?: unknown; rejection?: AuthRejection } = {}) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.rejection = options.rejection;
  }
}

export interface AccessVerdict {
  isAllowed: boolean;
  redirect?: string;
}

export interface AuthCallsDeps {
  api: ApiClient;
  state: AuthState;
  logger: ErrorLogger;
  /** Spec §4: logout goes to /. */
  navigate: (to: string) => void;
  /** The key for encrypted login replies; the embedded one by default. */
  replyKey?: string;
}

export interface AuthCalls {
  /**
   * Signs in; sets both flags on success, clears them on any failure (spec §4). For an account with two-factor
   * sign-in a right password resolves to TwoFactorPending and no flag is set until completeTwoFactor succeeds.
   */
  login(email: string, password: string): Promise<AuthUser | TwoFactorPending>;
  /** The code that finishes a two-factor sign-in; sets both flags like login. */
  completeTwoFactor(code: string): Promise<AuthUser>;
  /** Spec §8: a failure of the status call counts as not authenticated; never throws. */
  checkStatus(): Promise<boolean>;
  /** Signs out on the server, clears both flags and goes to / (unless told not to). */
  logout(options?: { navigate?: boolean }): Promise<void>;
  /**
   * The session-end rule (spec §4): the server says the session is over, so end it here without asking it again,
   * and go to `/` marked so the home page says why (signed-out-marker.tsx).
   */
  endSession(): void;
  /** Spec §5: resolves only when the server allows access; anything else is 'Access denied'. */
  verifyAccess(accessPoint: string, path: string): Promise<AccessVerdict>;
}

function rejectionOf(error: ApiResponseError | ApiError): AuthRejection | undefined {
  const response = error.response;
  if (!response) return error.status === undefined ? undefined : { status: error.status };
  const data = isRecord(response.data) ? response.data : {};
  const code = typeof data.code === "string" ? data.code : undefined;
  const retryAfter = Number(response.headers.get("retry-after"));
  const fields = isRecord(data.fields)
    ? Object.fromEntries(Object.entries(data.fields).filter((e): e is [string, string] => typeof e[1] === "string"))
    : undefined;
  return {
    status: response.status,
    code,
    lockedUntil: typeof data.lockedUntil === "string" ? data.lockedUntil : undefined,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    fields,
  };
}

/**
 * Spec §8's three cases for any auth call: the server replied with an error, the request left but
 * nothing came back, or it never left. `serverReplyMessage` differs by call (login vs logout).
 */
function toAuthError(error: unknown, operation: string, serverReplyMessage: string): AuthError {
  if (error instanceof AuthError) return error;
  if (error instanceof InvalidLoginReplyError) {
    return new AuthError("invalid-response", AUTH_MESSAGES.invalidResponse, { cause: error });
  }
  if (error instanceof ApiResponseError || (error instanceof ApiError && error.serverReplied)) {
    return new AuthError("rejected", serverReplyMessage, { cause: error, rejection: rejectionOf(error) });
  }
  if (error instanceof ApiError && error.kind === "no-response") {
    return new AuthError("no-reply", AUTH_MESSAGES.noReply, { cause: error });
  }
  // Everything else never reached the server: a bad API base, a body that would not serialise, …
  return new AuthError("setup", authSetupFailureMessage(operation), { cause: error });
}

/** A 401 to a logout means the session is already gone, which is what logout wanted. */
function alreadySignedOut(error: unknown): boolean {
  if (error instanceof ApiResponseError) return error.status === 401;
  return error instanceof ApiError && (error.kind === "session-expired" || error.kind === "unauthorized");
}

/**
 * The path on this site a server redirect may be followed to, or null when it leads anywhere else, so a
 * tampered reply cannot send an administrator away. It is parsed the way the browser will parse it: tabs
 * and newlines vanish and backslashes turn into slashes, so "/\t/evil.example" and "/\\evil.example" are the
 * other site they become ("//evil.example"). Same origin, http(s), and the path is what gets followed.
 */
export function safeRedirectPath(to: string, origin: string): string | null {
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(to, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function createAuthCalls(deps: AuthCallsDeps): AuthCalls {
  const { api, state, logger, navigate } = deps;

  /** The signed-in reply of either sign-in step. */
  async function signedIn(reply: unknown) {
    // The server gave the signed-in session a new CSRF secret: the cached token would fail once.
    api.dropCsrfToken();
    const user = await parseLoginReply(reply, deps.replyKey);
    state.markSignedIn({ name: user.name, email: user.email });
    return user;
  }

  /** Either sign-in step failed: nothing is signed in, and the caller gets the spec's error. */
  function signInFailed(error: unknown) {
    state.clear();
    logger.log(AUTH_ACTIONS.login, error);
    return toAuthError(error, AUTH_ACTIONS.login, AUTH_MESSAGES.serverErrorReply);
  }

  const service: AuthCalls = {
    async login(email, password) {
      try {
        const reply = await api.post<unknown>(`/auth/${AUTH_ACTIONS.login}`, { email, password });
        if (isTwoFactorReply(reply)) {
          // Not signed in yet: the same pre-session (and CSRF token) carries on to the code.
          state.clear();
          return { twoFactorRequired: true };
        }
        return await signedIn(reply);
      } catch (error) {
        throw signInFailed(error);
      }
    },

    async completeTwoFactor(code) {
      try {
        return await signedIn(await api.post<unknown>(TWO_FACTOR_PATH, { code }));
      } catch (error) {
        throw signInFailed(error);
      }
    },

    async checkStatus() {
      try {
        const reply = await api.get<unknown>(`/auth/${AUTH_ACTIONS.status}`);
        const first = toList(isRecord(reply) && "data" in reply ? reply.data : reply)[0];
        return isRecord(first) && first.success === true && first.isAuthenticated === true;
      } catch (error) {
        logger.log(AUTH_ACTIONS.status, error);
        return false;
      }
    },

    async logout(options = {}) {
      let failure: AuthError | undefined;
      try {
        await api.post<unknown>(`/auth/${AUTH_ACTIONS.logout}`);
      } catch (error) {
        if (!alreadySignedOut(error)) {
          logger.log(AUTH_ACTIONS.logout, error);
          failure = toAuthError(error, AUTH_ACTIONS.logout, AUTH_MESSAGES.logoutFailure);
        }
      } finally {
        state.clear();
        // A destroyed session took its CSRF secret with it; a failed logout costs one fetch more at most.
        api.dropCsrfToken();
      }
      // The server may still hold the session: say so and stay, so the administrator can try again.
      if (failure) throw failure;
      if (options.navigate !== false) navigate("/");
    },

    endSession() {
      if (!state.hasSession()) return;
      // The page this leads to says the session ended, and reads from the profile whose kept work to mention.
      state.clear({ keepProfile: true });
      navigate(SESSION_EXPIRED_HOME);
    },

    async verifyAccess(accessPoint, path) {
      let reply: unknown;
      try {
        reply = await api.get<unknown>(`/secure/${VERIFY_ID}/verify`, { query: { accessPoint, path } });
      } catch (error) {
        logger.log("access verification", error);
        throw new ApiError("access-denied", { cause: error });
      }
      const verdict = isRecord(reply) && "isAllowed" in reply ? reply : toList(isRecord(reply) ? reply.data : reply)[0];
      if (!isRecord(verdict) || verdict.isAllowed !== true) {
        const denied = new ApiError("access-denied");
        logger.log("access verification", denied);
        throw denied;
      }
      return {
        isAllowed: true,
        redirect: typeof verdict.redirect === "string" && verdict.redirect !== "" ? verdict.redirect : undefined,
      };
    },
  };
  return service;
}
