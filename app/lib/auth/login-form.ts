/** The sign-in form's rules and texts: field checks, and what to tell the administrator when the server says no. */
import { normaliseCode, signInCodeProblem, TWO_FACTOR_MESSAGES } from "../../../common/admins/two-factor-codes.ts";
import { formatSchoolDay } from "../../../common/day-words.ts";
import { site } from "../../../common/site.ts";
import { zonedClockWords, zonedDate } from "../../../common/zoned-time.ts";
import { authSetupFailureMessage } from "../api/messages.ts";
import { type AuthCalls, AuthError } from "./auth-calls.ts";
import type { AuthUser } from "./login-reply.ts";

export type LoginField = "email" | "password" | "code";

export const LOGIN_FIELD_MESSAGES = {
  emailMissing: "Enter your email address",
  emailFormat: "Enter an email address in the correct format, like name@example.com",
  passwordMissing: "Enter your password",
} as const;

export interface LoginFormState {
  /** What the administrator typed, given back so nothing has to be typed twice (never the password). */
  values: { email: string };
  fieldErrors: Partial<Record<LoginField, string>>;
  /** A problem with the whole attempt (wrong password, locked, too many tries, no reply). */
  formError?: string;
  /** "code": the password was right and the account has two-factor sign-in, so the code is asked for next. */
  step?: "password" | "code";
}

export type LoginOutcome = { ok: true; user: AuthUser } | ({ ok: false } & LoginFormState);

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLogin(email: string, password: string): LoginFormState["fieldErrors"] {
  const errors: LoginFormState["fieldErrors"] = {};
  if (email === "") errors.email = LOGIN_FIELD_MESSAGES.emailMissing;
  else if (!EMAIL_SHAPE.test(email)) errors.email = LOGIN_FIELD_MESSAGES.emailFormat;
  if (password === "") errors.password = LOGIN_FIELD_MESSAGES.passwordMissing;
  return errors;
}

/** The unlock time in the school's zone, whatever the visitor's computer says. */
export function formatUnlockTime(iso: string, timeZone: string = site.timeZone): string | undefined {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return undefined;
  // Day and time both from the zone's rules (the server's, where the page installed them).
  return `${formatSchoolDay(zonedDate(when, timeZone))} at ${zonedClockWords(when, timeZone)}`;
}

export function lockedMessage(lockedUntil: string | undefined): string {
  const time = lockedUntil ? formatUnlockTime(lockedUntil) : undefined;
  const base = "This account is locked after too many failed sign-in attempts.";
  return time ? `${base} You can try again after ${time} (Pacific time).` : `${base} Please try again later.`;
}

export function rateLimitedMessage(retryAfterSeconds: number | undefined): string {
  if (!retryAfterSeconds) return "Too many sign-in attempts. Please wait a few minutes and try again.";
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`;
}

/** The server's "no": locked and rate-limited get their own words; everything else keeps the spec's message. */
export function describeLoginFailure(error: AuthError): Pick<LoginFormState, "fieldErrors" | "formError"> {
  const rejection = error.rejection;
  if (rejection?.code === "ACCOUNT_LOCKED") return { fieldErrors: {}, formError: lockedMessage(rejection.lockedUntil) };
  if (rejection?.status === 429) return { fieldErrors: {}, formError: rateLimitedMessage(rejection.retryAfterSeconds) };
  if (rejection?.code === "VALIDATION" && rejection.fields) {
    const { email, password } = rejection.fields;
    const fieldErrors: LoginFormState["fieldErrors"] = {};
    if (email) fieldErrors.email = email;
    if (password) fieldErrors.password = password;
    if (email || password) return { fieldErrors };
  }
  return { fieldErrors: {}, formError: error.message };
}

/**
 * The server's "no" to a code: a wrong one is the code field's problem; a lock or a wait that ran out sends the
 * administrator back to the password (the server has forgotten the right one); the rest stay on the code.
 */
export function describeCodeFailure(error: AuthError): Pick<LoginFormState, "fieldErrors" | "formError" | "step"> {
  const rejection = error.rejection;
  if (rejection?.code === "ACCOUNT_LOCKED") {
    return { step: "password", fieldErrors: {}, formError: lockedMessage(rejection.lockedUntil) };
  }
  if (rejection?.status === 401) return { step: "password", fieldErrors: {}, formError: TWO_FACTOR_MESSAGES.timedOut };
  if (rejection?.status === 429) {
    return { step: "code", fieldErrors: {}, formError: rateLimitedMessage(rejection.retryAfterSeconds) };
  }
  if (rejection?.code === "INVALID_CREDENTIALS") {
    return { step: "code", fieldErrors: { code: TWO_FACTOR_MESSAGES.codeWrong } };
  }
  if (rejection?.code === "VALIDATION" && rejection.fields?.code) {
    return { step: "code", fieldErrors: { code: rejection.fields.code } };
  }
  return { step: "code", fieldErrors: {}, formError: error.message };
}

/** The second step: checks the code's shape, then sends it. The e-mail rides along only to refill the first step. */
export async function submitCode(
  formData: FormData,
  auth: Pick<AuthCalls, "completeTwoFactor">,
): Promise<LoginOutcome> {
  const values = { email: String(formData.get("email") ?? "").trim() };
  const typed = String(formData.get("code") ?? "");
  const problem = signInCodeProblem(typed);
  if (problem) return { ok: false, step: "code", values, fieldErrors: { code: problem } };
  try {
    return { ok: true, user: await auth.completeTwoFactor(normaliseCode(typed)) };
  } catch (error) {
    const failure =
      error instanceof AuthError ? error : new AuthError("setup", authSetupFailureMessage("login"), { cause: error });
    return { ok: false, values, ...describeCodeFailure(failure) };
  }
}

/** Checks the fields, then signs in. Field problems never reach the server. */
export async function submitLogin(formData: FormData, auth: Pick<AuthCalls, "login">): Promise<LoginOutcome> {
  const email = String(formData.get("email") ?? "").trim();
  const password = String(formData.get("password") ?? "");
  const values = { email };
  const fieldErrors = validateLogin(email, password);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, values, fieldErrors };
  try {
    const signedIn = await auth.login(email, password);
    if ("twoFactorRequired" in signedIn) return { ok: false, step: "code", values, fieldErrors: {} };
    return { ok: true, user: signedIn };
  } catch (error) {
    const failure =
      error instanceof AuthError ? error : new AuthError("setup", authSetupFailureMessage("login"), { cause: error });
    return { ok: false, values, ...describeLoginFailure(failure) };
  }
}
