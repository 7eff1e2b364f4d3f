/** Two-factor sign-in (issue 18) as the API, the sign-in page and the account screen share it: codes and their words. */
import { z } from "zod";
import { normaliseCode, RECOVERY_CODE, TOTP_CODE, TWO_FACTOR_MESSAGES } from "./two-factor-codes.ts";

export {
  normaliseCode,
  RECOVERY_CODE,
  RECOVERY_CODE_COUNT,
  TOTP_CODE,
  TWO_FACTOR_MESSAGES,
} from "./two-factor-codes.ts";

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
