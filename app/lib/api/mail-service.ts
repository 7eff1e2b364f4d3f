/** Outgoing e-mail as the office sees it (DESIGN.md: /api/mail): on or off, what waits, what failed and why. */
import type { ApiClient } from "./client.ts";

export interface FailedMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

export interface MailStatus {
  enabled: boolean;
  waiting: number;
  failed: FailedMail[];
}

export function createMailStatusService(api: ApiClient) {
  return {
    status: (options?: { signal?: AbortSignal }) => api.get<MailStatus>("/mail", { signal: options?.signal }),
    retry: (id: string) => api.post<FailedMail>(`/mail/${encodeURIComponent(id)}/retry`),
  };
}
