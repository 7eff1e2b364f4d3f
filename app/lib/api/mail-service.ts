/** Outgoing e-mail as the office sees it (DESIGN.md: /api/mail): on or off, what waits, what failed and why. */
import type { FailedMail, MailStatus } from "../../../common/mail/status.ts";
import type { ApiClient } from "./client.ts";

export type { FailedMail, MailStatus };

export function createMailStatusService(api: ApiClient) {
  return {
    status: (options?: { signal?: AbortSignal }) => api.get<MailStatus>("/mail", { signal: options?.signal }),
    retry: (id: string) => api.post<FailedMail>(`/mail/${encodeURIComponent(id)}/retry`),
  };
}
