/** The dashboard's word on e-mail: off (and what that means), or the messages that could not be sent, to retry. */
import { useState } from "react";
import { useRevalidator } from "react-router";
import { formatChangedAt } from "~/lib/admin/admin-dates.ts";
import type { MailStatus } from "~/lib/api/mail-service.ts";

export function MailPanel({ status, onRetry }: { status: MailStatus | null; onRetry(id: string): Promise<unknown> }) {
  const revalidator = useRevalidator();
  const [said, setSaid] = useState("");
  if (!status) return <li>The state of e-mail could not be read. Reload the page to try again.</li>;
  if (!status.enabled) {
    return (
      <li>
        <strong>E-mail is not set up yet:</strong> the website sends no e-mail until whoever looks after the website
        sets it up, so ask them. The e-mails it would have sent are kept
        {status.waiting > 0 ? ` (${status.waiting} waiting)` : ""} and go out once it is.
      </li>
    );
  }
  if (status.failed.length === 0) return null;
  async function retry(id: string, subject: string) {
    try {
      await onRetry(id);
      setSaid(`“${subject}” will be sent again in a moment.`);
      revalidator.revalidate();
    } catch {
      setSaid(`“${subject}” could not be queued again. Try once more.`);
    }
  }
  return (
    <li>
      <strong>
        {status.failed.length === 1
          ? "1 e-mail could not be sent"
          : `${status.failed.length} e-mails could not be sent`}
      </strong>
      <p className="visually-hidden" role="status">
        {said}
      </p>
      <ul className="mail-failed">
        {status.failed.map((mail) => (
          <li key={mail.id}>
            “{mail.subject}” to {mail.to}, {formatChangedAt(mail.createdAt)}. The mail server said:{" "}
            {mail.lastError ?? "nothing"}.{" "}
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => retry(mail.id, mail.subject)}
            >
              Try again<span className="visually-hidden">: {mail.subject}</span>
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}
