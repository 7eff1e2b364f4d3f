/** Administrators' accounts as the office's screens and the API see them (issue 15). */
import { z } from "zod";

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
