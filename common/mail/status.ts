/** Outgoing e-mail as the office's dashboard sees it (GET /api/mail): on or off, what waits, what failed and why. */

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
