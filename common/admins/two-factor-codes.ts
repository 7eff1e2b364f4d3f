/**
 * Two-factor codes' words and shapes without a validation library, so the sign-in page (a public page's bundle)
 * can check a code without zod (issue 17). The schemas built on these are in two-factor.ts.
 */
export const TWO_FACTOR_MESSAGES = {
  code: "Enter the 6-digit code from your authenticator app",
  codeShape: "Enter the 6-digit code from your app, or a recovery code like abcde-23456",
  codeWrong: "The code is not right. Enter the code your app shows now, or a recovery code you have not used",
  enrolCodeWrong:
    "The code is not right. Check the app shows Pinecrest Christian School and enter the code it shows now",
  password: "Enter your password",
  passwordWrong: "The password is not right",
  timedOut: "Your sign-in timed out. Enter your email address and password again.",
} as const;

/** How many recovery codes an administrator gets each time. */
export const RECOVERY_CODE_COUNT = 10;

/** A code as typed: spaces and dashes are ignored and letters may be any case. */
export function normaliseCode(typed: string): string {
  return typed.replace(/[\s-]/g, "").toLowerCase();
}

/** A TOTP code: six digits. */
export const TOTP_CODE = /^\d{6}$/;
/** A recovery code: ten characters of the alphabet in server/modules/two-factor/service.ts. */
export const RECOVERY_CODE = /^[a-z2-9]{10}$/;

/** The first problem with a typed sign-in code (from the app or a recovery code), or null. */
export function signInCodeProblem(typed: string): string | null {
  const code = normaliseCode(typed);
  if (code === "") return TWO_FACTOR_MESSAGES.code;
  if (typed.length > 40 || !(TOTP_CODE.test(code) || RECOVERY_CODE.test(code))) return TWO_FACTOR_MESSAGES.codeShape;
  return null;
}
