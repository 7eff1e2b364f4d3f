/** The dashboard's word on e-mail: off (and what that means), or the messages that could not be sent, to retry. */
import { useState } from "react";
import { useRevalidator } from "react-router";
import { BusyButton } from "~/components/busy-button.tsx";
import { formatChangedAt } from "~/lib/admin/admin-dates.ts";
import type { MailStatus } from "~/lib/api/mail-service.ts";
import { useOnePress } from "~/lib/forms/one-press.ts";

export function MailPanel({ status, onRetry }: { status: MailStatus | null; onRetry(id: string): Promise<unknown> }) {
  const revalidator = useRevalidator();
  const [said, setSaid] = useState("");
  // Held until the list is read again: a second press would find the e-mail queued already and say it failed.
  const retrying = useOnePress<string>();
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
    } catch {
      setSaid(`“${subject}” could not be queued again. Try once more.`);
      return;
    }
    setSaid(`“${subject}” will be sent again in a moment.`);
    await revalidator.revalidate();
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
            <BusyButton
              type="button"
              className="button button--ghost button--small"
              busy={retrying.busy}
              onClick={() => retrying.run(() => retry(mail.id, mail.subject), mail.id)}
            >
              {retrying.isRunning(mail.id) ? "Trying again…" : "Try again"}
              <span className="visually-hidden">: {mail.subject}</span>
            </BusyButton>
          </li>
        ))}
      </ul>
    </li>
  );
}
