/** Two-factor sign-in (issue 18) as the API, the sign-in page and the account screen share it: codes and their words. */
import { z } from "zod";

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

/** A code from the app or a recovery code, refused unless it has the shape of one. */
export const signInCodeSchema = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.code })
    .max(40, TWO_FACTOR_MESSAGES.codeShape)
    .transform(normaliseCode)
    .refine((code) => code !== "", TWO_FACTOR_MESSAGES.code)
    .refine((code) => code === "" || TOTP_CODE.test(code) || RECOVERY_CODE.test(code), TWO_FACTOR_MESSAGES.codeShape),
});

/** Confirming enrolment: only a code from the app proves the app holds the secret. */
export const enrolCodeSchema = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.code })
    .max(40, TWO_FACTOR_MESSAGES.code)
    .transform(normaliseCode)
    .refine((code) => TOTP_CODE.test(code), TWO_FACTOR_MESSAGES.code),
});

/** Turning two-factor sign-in off: the password and a code. */
export const disableTwoFactorSchema = z.object({
  password: z
    .string({ error: TWO_FACTOR_MESSAGES.password })
    .min(1, TWO_FACTOR_MESSAGES.password)
    .max(200, TWO_FACTOR_MESSAGES.passwordWrong),
  code: signInCodeSchema.shape.code,
});

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  /** Unused recovery codes. */
  recoveryCodesLeft: number;
}

/** What enrolment shows once: the secret as text, the otpauth address, and the same as a QR code picture. */
export interface TwoFactorEnrolment {
  secret: string;
  uri: string;
  /** `data:image/svg+xml;base64,…` */
  qrCode: string;
}
