/**
 * The office's administrators: who can sign in, when they last did, inviting someone (and sending an invitation
 * again), and deactivating (or reactivating) an account.
 */
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { BusyButton } from "~/components/busy-button.tsx";
import { TextField } from "~/components/forms/form-parts.tsx";
import { formatChangedAt } from "~/lib/admin/admin-dates.ts";
import { useOfficeForm } from "~/lib/admin/use-office-form.ts";
import type { AccountsService } from "~/lib/api/accounts-service.ts";
import { ApiResponseError } from "~/lib/api/errors.ts";
import { useOnePress } from "~/lib/forms/one-press.ts";
import {
  ACCOUNT_STATUS_LABELS,
  type AdminAccount,
  type InvitationSent,
  inviteSchema,
} from "../../../common/admins/accounts.ts";
import { ConfirmDialog } from "./admin-dialog.tsx";
import { DASHBOARD_CRUMB } from "./content-list.tsx";
import { EmailAddress } from "./email-address.tsx";
import { ErrorSummary } from "./error-summary.tsx";
import { ScreenNotices } from "./screen-notices.tsx";
import { TableScroll } from "./table-scroll.tsx";

/** The server's own words for a refusal (the last active administrator, one's own account), or a general one. */
function refusalOf(error: unknown): string {
  if (error instanceof ApiResponseError) {
    const message = (error.response.data as { message?: unknown } | null)?.message;
    if (typeof message === "string") return message;
  }
  return "The change could not be saved. Check the connection and try again.";
}

/** What to say once an invitation is made or made again; with e-mail off, the link to pass on by hand. */
export function invitationNotice(sent: InvitationSent, again: boolean): Flash {
  const { link } = sent.invitation;
  if (link) {
    return {
      text: `E-mail is off, so no invitation e-mail was sent to ${sent.email}${again ? " (the earlier link no longer works)" : ""}. Give ${sent.name} this link yourself, in person or by a message they trust: it lets whoever has it choose the password, works once, and only for 48 hours.`,
      link,
    };
  }
  return {
    text: again
      ? `A new invitation was sent to ${sent.email}. Its link works for 48 hours; the earlier link no longer works.`
      : `An invitation was sent to ${sent.email}. Its link works for 48 hours.`,
    link: null,
  };
}

interface Flash {
  text: string;
  /** An invitation link to pass on by hand (e-mail is off). */
  link: string | null;
}

const NO_FLASH: Flash = { text: "", link: null };

export function AdministratorsScreen({
  accounts,
  myEmail,
  service,
}: {
  accounts: AdminAccount[];
  /** The signed-in administrator's address: their own row cannot be deactivated. */
  myEmail: string | undefined;
  service: AccountsService;
}) {
  const revalidator = useRevalidator();
  const [flash, setFlashWith] = useState<Flash>(NO_FLASH);
  const setFlash = (text: string) => setFlashWith({ text, link: null });
  const [error, setError] = useState("");
  // A row's action at a time: a second "Send the invitation again" would e-mail a second link and void the first.
  const rowAction = useOnePress<string>();
  const [deactivating, setDeactivating] = useState<AdminAccount | null>(null);
  const [dialogError, setDialogError] = useState("");

  async function confirmDeactivate() {
    if (!deactivating) return;
    try {
      await service.deactivate(deactivating.id);
      setFlash(`${deactivating.name} is deactivated and was signed out.`);
      setDeactivating(null);
      revalidator.revalidate();
    } catch (failure) {
      setDialogError(refusalOf(failure));
    }
  }

  /** Each row action holds every row's buttons until the table shows its outcome (the reload after it). */
  async function reactivate(account: AdminAccount) {
    setError("");
    try {
      await service.reactivate(account.id);
    } catch (failure) {
      setError(refusalOf(failure));
      return;
    }
    setFlash(`${account.name} can sign in again.`);
    await revalidator.revalidate();
  }

  async function resend(account: AdminAccount) {
    setError("");
    try {
      setFlashWith(invitationNotice(await service.resendInvitation(account.id), true));
    } catch (failure) {
      setFlashWith(NO_FLASH);
      setError(refusalOf(failure));
      return;
    }
    await revalidator.revalidate();
  }

  return (
    <>
      <Breadcrumbs root={DASHBOARD_CRUMB} current="Administrators" />
      <h1>Administrators</h1>
      <p className="admin-lead">
        The people who can sign in to manage the website. To change your own password, go to{" "}
        <Link to="/admin/account">your account</Link>.
      </p>
      <ScreenNotices flash={flash.text} error={error}>
        {flash.link ? <code className="invitation-link">{flash.link}</code> : null}
      </ScreenNotices>
      {/* On a phone the rows stack; a table still too wide for its box scrolls sideways, and a row may hold nothing
          to focus: the region is a tab stop. */}
      <TableScroll label="Administrators">
        <table className="admin-table stack-table">
          <caption className="visually-hidden">Administrators, active first</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Status</th>
              <th scope="col">Last signed in</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => {
              const isMe = account.email === myEmail;
              return (
                <tr key={account.id}>
                  <th scope="row">
                    {account.name}
                    {isMe ? " (you)" : ""}
                  </th>
                  <td data-label="E-mail">
                    <EmailAddress email={account.email} />
                  </td>
                  <td data-label="Status">{ACCOUNT_STATUS_LABELS[account.status]}</td>
                  <td data-label="Last signed in">
                    {account.lastLoginAt ? formatChangedAt(account.lastLoginAt) : "Never"}
                  </td>
                  <td>
                    {account.status === "invited" ? (
                      <BusyButton
                        type="button"
                        className="button button--ghost button--small"
                        busy={rowAction.busy}
                        onClick={() => rowAction.run(() => resend(account), `resend-${account.id}`)}
                      >
                        {rowAction.isRunning(`resend-${account.id}`) ? "Sending…" : "Send the invitation again"}
                        <span className="visually-hidden"> to {account.name}</span>
                      </BusyButton>
                    ) : null}{" "}
                    {isMe ? null : account.status === "deactivated" ? (
                      <BusyButton
                        type="button"
                        className="button button--ghost button--small"
                        busy={rowAction.busy}
                        onClick={() => rowAction.run(() => reactivate(account), `reactivate-${account.id}`)}
                      >
                        {rowAction.isRunning(`reactivate-${account.id}`) ? "Reactivating…" : "Reactivate"}
                        <span className="visually-hidden"> {account.name}</span>
                      </BusyButton>
                    ) : (
                      // The same component as Reactivate: its button element stays, and with it the focus.
                      <BusyButton
                        type="button"
                        className="button button--danger button--small"
                        busy={rowAction.busy}
                        onClick={() => {
                          setDialogError("");
                          setDeactivating(account);
                        }}
                      >
                        Deactivate<span className="visually-hidden"> {account.name}</span>
                      </BusyButton>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>

      <InviteForm
        service={service}
        onInvited={(sent) => {
          setFlashWith(invitationNotice(sent, false));
          return revalidator.revalidate();
        }}
      />

      <ConfirmDialog
        title={deactivating ? `Deactivate ${deactivating.name}?` : "Deactivate?"}
        isOpen={deactivating !== null}
        confirmLabel="Deactivate"
        keepLabel="Keep them"
        error={dialogError}
        busyLabel="Deactivating…"
        onConfirm={confirmDeactivate}
        onCancel={() => setDeactivating(null)}
      >
        <p>
          They are signed out at once and cannot sign in again until someone reactivates them. What they wrote and
          changed stays on the site, under their name.
        </p>
      </ConfirmDialog>
    </>
  );
}

const INVITE_FIELDS = ["name", "email"] as const;

/** "Invite an administrator": a name and an address; the e-mail carries a link to choose a password. */
function InviteForm({
  service,
  onInvited,
}: {
  service: AccountsService;
  /** Its promise (the table's reload) holds the button until the new row is shown. */
  onInvited(sent: InvitationSent): Promise<void>;
}) {
  const form = useOfficeForm(
    inviteSchema,
    INVITE_FIELDS,
    (invite) => service.invite(invite),
    (_invite, sent) => onInvited(sent),
  );
  return (
    <section aria-labelledby="invite-heading" className="admin-invite">
      <h2 id="invite-heading">Invite an administrator</h2>
      <p>They get an e-mail with a link to choose their own password. Nobody else ever sees it.</p>
      <ErrorSummary
        errors={form.errors}
        fields={INVITE_FIELDS.map((name) => ({ name, targetId: `invite-${name}` }))}
        focusKey={form.attempt}
      />
      <form className="admin-form" noValidate onSubmit={form.onSubmit} aria-label="Invite an administrator">
        <TextField id="invite-name" name="name" label="Full name" autoComplete="off" error={form.errors.name} />
        <TextField
          id="invite-email"
          name="email"
          type="email"
          label="E-mail address"
          autoComplete="off"
          spellCheck={false}
          error={form.errors.email}
        />
        <BusyButton type="submit" className="button" busy={form.busy}>
          {form.busy ? "Sending…" : "Send the invitation"}
        </BusyButton>
      </form>
    </section>
  );
}
