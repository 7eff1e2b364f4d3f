/** Administrators' accounts as the office's screens and the API see them (issue 15). */
import { z } from "zod";
import { noControlCharacters } from "../content/schema-parts.ts";

export type AccountStatus = "active" | "invited" | "deactivated";

export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  active: "Active",
  invited: "Invited, has not set a password yet",
  deactivated: "Deactivated",
};

export interface AdminAccount {
  id: number;
  email: string;
  name: string;
  status: AccountStatus;
  createdAt: string;
  lastLoginAt: string | null;
  deactivatedAt: string | null;
}

export const PASSWORD_CHANGE_MESSAGES = {
  current: "Enter your current password",
  currentWrong: "The current password is not right",
  next: "Enter a new password",
  confirm: "Enter the new password again",
  mismatch: "The two new passwords do not match",
} as const;

/** Changing one's own password: the current one, and the new one twice (the rules themselves are checked on the server). */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: PASSWORD_CHANGE_MESSAGES.current }).min(1, PASSWORD_CHANGE_MESSAGES.current),
    newPassword: z.string({ error: PASSWORD_CHANGE_MESSAGES.next }).min(1, PASSWORD_CHANGE_MESSAGES.next),
    confirmPassword: z.string({ error: PASSWORD_CHANGE_MESSAGES.confirm }).min(1, PASSWORD_CHANGE_MESSAGES.confirm),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword && value.newPassword && value.confirmPassword !== value.newPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: PASSWORD_CHANGE_MESSAGES.mismatch });
    }
  });
export type PasswordChange = z.output<typeof passwordChangeSchema>;

export const INVITE_MESSAGES = {
  name: "Enter the person's full name",
  email: "Enter an e-mail address in the correct format, like name@example.com",
  duplicate: "An administrator with that e-mail address already exists",
} as const;

/**
 * What an invitation (or the same one sent again) answers: the account, and whether it went by e-mail. With
 * e-mail off the message waits in the outbox, so the link itself is given to the inviter to pass on (ADR 054).
 */
export interface InvitationSent extends AdminAccount {
  invitation: { emailed: boolean; link: string | null };
}

export const RESEND_MESSAGES = {
  accepted:
    "This administrator has already accepted the invitation and chosen a password. If they have forgotten it, they can use “Forgot your password?” on the sign-in page.",
  deactivated: "This account is deactivated. Reactivate it first, then send the invitation again.",
} as const;

/** Inviting someone: their name and the address the invitation goes to. */
export const inviteSchema = z.object({
  name: z
    .string({ error: INVITE_MESSAGES.name })
    .trim()
    .min(1, INVITE_MESSAGES.name)
    .max(100, "The name must be at most 100 characters")
    .refine(...noControlCharacters("The name")),
  email: z
    .string({ error: INVITE_MESSAGES.email })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: INVITE_MESSAGES.email }).max(254, INVITE_MESSAGES.email)),
});
export type Invite = z.output<typeof inviteSchema>;

export const RESET_MESSAGES = {
  email: "Enter your e-mail address, like name@pinecrest.example",
  sent: "If an administrator has that address, we have sent a link to it. The link works for 30 minutes. Check your spam folder if it has not arrived in a few minutes.",
  token: "This link has expired or has already been used. Ask for a new one from the sign-in page.",
  /** The sign-in page cannot help an account that has no password yet: only the inviter can send a new link. */
  invitationExpired: "This invitation has expired. Ask the person who invited you to send it again.",
  password: "Enter a new password",
  confirm: "Enter the new password again",
  mismatch: "The two passwords do not match",
} as const;

export const resetRequestSchema = z.object({
  email: z
    .string({ error: RESET_MESSAGES.email })
    .trim()
    .max(254, RESET_MESSAGES.email)
    .pipe(z.email({ error: RESET_MESSAGES.email })),
});

/** Setting a password from an e-mailed link (an invitation or a reset): the link's token and the password twice. */
export const setPasswordSchema = z
  .object({
    token: z.string({ error: RESET_MESSAGES.token }).min(20, RESET_MESSAGES.token).max(200, RESET_MESSAGES.token),
    password: z.string({ error: RESET_MESSAGES.password }).min(1, RESET_MESSAGES.password),
    confirmPassword: z.string({ error: RESET_MESSAGES.confirm }).min(1, RESET_MESSAGES.confirm),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword && value.password && value.confirmPassword !== value.password) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: RESET_MESSAGES.mismatch });
    }
  });
export type SetPassword = z.output<typeof setPasswordSchema>;

/** How long the links work. */
export const INVITE_VALID_MS = 48 * 3_600_000;
export const RESET_VALID_MS = 30 * 60_000;
