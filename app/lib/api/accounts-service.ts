/** Administrators' accounts through the API client (DESIGN.md: office, /api/admins). */
import type { AdminAccount, InvitationSent, Invite, PasswordChange } from "../../../common/admins/accounts.ts";
import type { ApiClient } from "./client.ts";

export interface AccountsService {
  list(options?: { signal?: AbortSignal }): Promise<AdminAccount[]>;
  deactivate(id: number): Promise<AdminAccount>;
  reactivate(id: number): Promise<AdminAccount>;
  changeMyPassword(change: PasswordChange): Promise<void>;
  invite(invite: Invite): Promise<InvitationSent>;
  /** A new link for someone who has not accepted yet; the old one stops working. */
  resendInvitation(id: number): Promise<InvitationSent>;
}

export function createAccountsService(api: ApiClient): AccountsService {
  return {
    async list(options) {
      return (await api.get<{ items: AdminAccount[] }>("/admins", { signal: options?.signal })).items;
    },
    deactivate: (id) => api.post<AdminAccount>(`/admins/${id}/deactivate`),
    reactivate: (id) => api.post<AdminAccount>(`/admins/${id}/reactivate`),
    invite: (invite) => api.post<InvitationSent>("/admins", invite),
    resendInvitation: (id) => api.post<InvitationSent>(`/admins/${id}/resend-invitation`),
    async changeMyPassword(change) {
      await api.put("/admins/me/password", change);
    },
  };
}
