/** The office's administrators: who can sign in, when they last did, and deactivating (or reactivating) an account. */
import { type FormEvent, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { formatChangedAt } from "~/lib/admin/admin-dates.ts";
import { errorsOf } from "~/lib/admin/form-state.ts";
import type { AccountsService } from "~/lib/api/accounts-service.ts";
import { ApiResponseError } from "~/lib/api/errors.ts";
import { ACCOUNT_STATUS_LABELS, type AdminAccount, inviteSchema } from "../../../common/admins/accounts.ts";
import { type FieldErrors, fieldErrorsOf } from "../../../common/forms/field-errors.ts";
import { AdminDialog } from "./admin-dialog.tsx";
import { DASHBOARD_CRUMB } from "./content-list.tsx";
import { ErrorSummary } from "./error-summary.tsx";
import { ScreenNotices } from "./screen-notices.tsx";

/** The server's own words for a refusal (the last active administrator, one's own account), or a general one. */
function refusalOf(error: unknown): string {
  if (error instanceof ApiResponseError) {
    const message = (error.response.data as { message?: unknown } | null)?.message;
    if (typeof message === "string") return message;
  }
  return "The change could not be saved. Check the connection and try again.";
}

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
  const [flash, setFlash] = useState("");
  const [error, setError] = useState("");
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

  async function reactivate(account: AdminAccount) {
    setError("");
    try {
      await service.reactivate(account.id);
      setFlash(`${account.name} can sign in again.`);
      revalidator.revalidate();
    } catch (failure) {
      setError(refusalOf(failure));
    }
  }

  return (
    <>
      <Breadcrumbs root={DASHBOARD_CRUMB} current="Administrators" />
      <h1>Administrators</h1>
      <p className="admin-lead">
        The people who can sign in to manage the website. To change your own password, go to{" "}
        <Link to="/admin/account">your account</Link>.
      </p>
      <ScreenNotices flash={flash} error={error} />
      <div className="admin-table__scroll">
        <table className="admin-table">
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
                  <td>{account.email}</td>
                  <td>{ACCOUNT_STATUS_LABELS[account.status]}</td>
                  <td>{account.lastLoginAt ? formatChangedAt(account.lastLoginAt) : "Never"}</td>
                  <td>
                    {isMe ? null : account.status === "deactivated" ? (
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        onClick={() => reactivate(account)}
                      >
                        Reactivate<span className="visually-hidden"> {account.name}</span>
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="button button--danger button--small"
                        onClick={() => {
                          setDialogError("");
                          setDeactivating(account);
                        }}
                      >
                        Deactivate<span className="visually-hidden"> {account.name}</span>
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <InviteForm
        service={service}
        onInvited={(email) => {
          setFlash(`An invitation was sent to ${email}. Its link works for 48 hours.`);
          revalidator.revalidate();
        }}
      />

      <AdminDialog
        title={deactivating ? `Deactivate ${deactivating.name}?` : "Deactivate?"}
        isOpen={deactivating !== null}
        onOpenChange={(open) => {
          if (!open) setDeactivating(null);
        }}
        role="alertdialog"
      >
        <p>
          They are signed out at once and cannot sign in again until someone reactivates them. What they wrote and
          changed stays on the site, under their name.
        </p>
        {dialogError ? (
          <p className="field__error" role="alert">
            {dialogError}
          </p>
        ) : null}
        <div className="admin-actions">
          <button type="button" className="button button--danger" onClick={confirmDeactivate}>
            Deactivate
          </button>
          <button type="button" className="button button--ghost" onClick={() => setDeactivating(null)}>
            Keep them
          </button>
        </div>
      </AdminDialog>
    </>
  );
}

const INVITE_FIELDS = [
  { name: "name", label: "Full name", type: "text", autoComplete: "off" },
  { name: "email", label: "E-mail address", type: "email", autoComplete: "off" },
] as const;

/** "Invite an administrator": a name and an address; the e-mail carries a link to choose a password. */
function InviteForm({ service, onInvited }: { service: AccountsService; onInvited(email: string): void }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [formKey, setFormKey] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const checked = inviteSchema.safeParse({ name: data.get("name"), email: data.get("email") });
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error.issues));
      setAttempt((n) => n + 1);
      return;
    }
    setSending(true);
    try {
      await service.invite(checked.data);
      setErrors({});
      setFormKey((n) => n + 1);
      onInvited(checked.data.email);
    } catch (failure) {
      setErrors(errorsOf(failure, new Set(["name", "email"])));
      setAttempt((n) => n + 1);
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="invite-heading" className="admin-invite">
      <h2 id="invite-heading">Invite an administrator</h2>
      <p>They get an e-mail with a link to choose their own password. Nobody else ever sees it.</p>
      <ErrorSummary
        errors={errors}
        fields={INVITE_FIELDS.map((f) => ({ name: f.name, targetId: `invite-${f.name}` }))}
        focusKey={attempt}
      />
      <form key={formKey} className="admin-form" noValidate onSubmit={submit} aria-label="Invite an administrator">
        {INVITE_FIELDS.map((field) => {
          const error = errors[field.name];
          const id = `invite-${field.name}`;
          return (
            <div key={field.name} className={`field${error ? " field--error" : ""}`}>
              <label className="field__label" htmlFor={id}>
                {field.label}
              </label>
              {error ? (
                <p className="field__error" id={`${id}-error`}>
                  <span className="visually-hidden">Error: </span>
                  {error}
                </p>
              ) : null}
              <input
                className="field__input field__input--long"
                id={id}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                spellCheck={false}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            </div>
          );
        })}
        <button type="submit" className="button" disabled={sending}>
          {sending ? "Sending…" : "Send the invitation"}
        </button>
      </form>
    </section>
  );
}
