/** /admin/privacy: what the school holds about one e-mail address (B.C. PIPA) — find it, hand it over, delete it. */
import { useState } from "react";
import { Form, useLoaderData, useLocation, useRevalidator } from "react-router";
import { ConfirmDialog } from "~/components/admin/admin-dialog.tsx";
import { DASHBOARD_CRUMB } from "~/components/admin/content-list.tsx";
import { ErrorSummary } from "~/components/admin/error-summary.tsx";
import { ScreenNotices } from "~/components/admin/screen-notices.tsx";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { BusyButton } from "~/components/busy-button.tsx";
import { FieldErrorMessage } from "~/components/forms/form-parts.tsx";
import { formatChangedAt } from "~/lib/admin/admin-dates.ts";
import { useOfficeForm } from "~/lib/admin/use-office-form.ts";
import { type AccessHandle, requireAccess } from "~/lib/auth/access-guard.ts";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { routeMeta } from "~/lib/seo.ts";
import { ERASED_MARKER } from "../../../common/audit/entries.ts";
import { countWords } from "../../../common/count-words.ts";
import { type FieldErrors, fieldErrorsOf } from "../../../common/forms/field-errors.ts";
import {
  DEFAULT_RETENTION_MONTHS,
  type ErasedCounts,
  erasedInWords,
  type HeldRecords,
  privacyQuerySchema,
  RETENTION_CHOICES,
  retentionSchema,
} from "../../../common/privacy/records.ts";
import type { Route } from "./+types/privacy";

export const handle = {
  accessPoint: "admin-privacy",
  seo: { title: "Privacy requests", noindex: true },
} satisfies AccessHandle & { seo: object };

export const meta = routeMeta;

type Held = HeldRecords & { retentionMonths: number };
type PrivacyData = {
  email: string;
  held: Held | null;
  /** The address refused by the API's own schema (empty when it was not searched for, or found). */
  errors: FieldErrors;
  retentionMonths: number;
};

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<PrivacyData> {
  await requireAccess(request, handle);
  const params = new URL(request.url).searchParams;
  const typed = params.get("email");
  const { api } = browserServices();
  const { months: retentionMonths } = await api.get<{ months: number }>("/privacy/retention", {
    signal: request.signal,
  });
  // The screen opened without a search asks nothing; "Find" pressed with the field empty asks for an address.
  if (typed === null) return { email: "", held: null, errors: {}, retentionMonths };
  // Checked with the API's own schema, so an address it would refuse is a field error here, not its 400 as the
  // error page.
  const checked = privacyQuerySchema.safeParse({ email: typed });
  if (!checked.success) {
    return { email: typed.trim(), held: null, errors: fieldErrorsOf(checked.error.issues), retentionMonths };
  }
  const { email } = checked.data;
  const held = await api.get<Held>("/privacy", { query: { email }, signal: request.signal });
  return { email, held, errors: {}, retentionMonths };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <>
      <h1>Privacy requests</h1>
      <p role="status">Loading…</p>
    </>
  );
}

export default function PrivacyScreen() {
  const { email, held, errors, retentionMonths } = useLoaderData() as PrivacyData;
  const revalidator = useRevalidator();
  // Each search is a navigation: a refused one takes the summary focus anew. The screen read again after saving the
  // period (same address, same location) is not a search, and leaves focus on Save.
  const { key } = useLocation();
  const emailError = errors.email;
  const [confirming, setConfirming] = useState(false);
  const [flash, setFlash] = useState("");
  const [error, setError] = useState("");
  // Raised by "Delete everything": its button and the dialog go, so the notice takes focus (StatusNotice's focusKey).
  const [erasedCount, setErasedCount] = useState(0);
  // The field shows the address searched for, and follows the address bar (back, forward) without being rebuilt:
  // a rebuilt field drops the focus of someone who has just pressed Enter in it.
  const [typed, setTyped] = useState(email);
  const [typedFor, setTypedFor] = useState(email);
  if (typedFor !== email) {
    setTypedFor(email);
    setTyped(email);
  }
  const total = held ? held.messages.length + held.signups.length + held.emails.length + held.logEntries.length : 0;
  const exportUrl = held
    ? `${browserServices().api.urlOf("/privacy/export.json")}?email=${encodeURIComponent(held.email)}`
    : "";

  async function erase() {
    if (!held) return;
    try {
      const { deleted } = await browserServices().api.delete<{ deleted: ErasedCounts }>("/privacy", {
        query: { email: held.email },
      });
      setConfirming(false);
      setErasedCount((count) => count + 1);
      setFlash(`Deleted everything held about ${held.email}: ${erasedInWords(deleted)}.`);
      revalidator.revalidate();
    } catch {
      setError("Nothing could be deleted. Check the connection and try again.");
    }
  }

  return (
    <>
      <Breadcrumbs root={DASHBOARD_CRUMB} current="Privacy requests" />
      <h1>Privacy requests</h1>
      <p className="admin-lead">
        When someone asks what the school holds about them, or asks for it to be deleted, find it by their e-mail
        address. Messages and sign-ups are deleted automatically after {retentionMonths} months.
      </p>
      <ScreenNotices flash={flash} focusKey={erasedCount} />
      <RetentionForm
        months={retentionMonths}
        onSaved={(months) => {
          setFlash(`Messages, sign-ups and e-mails are now kept for ${months} months, then deleted.`);
          return revalidator.revalidate();
        }}
      />
      {/* Above the form it speaks for: the screen has two. */}
      <ErrorSummary
        errors={errors}
        fields={[{ name: "email", targetId: "privacy-email" }]}
        focusKey={emailError ? key : 0}
        titleId="privacy-find-error-title"
      />
      {/* noValidate: the summary above says what is wrong, not the browser's own bubble. */}
      <Form method="get" className="admin-filters" aria-label="Find by e-mail address" noValidate>
        <div className={`field${emailError ? " field--error" : ""}`}>
          <label className="field__label" htmlFor="privacy-email">
            E-mail address
          </label>
          <FieldErrorMessage id="privacy-email" error={emailError} />
          <input
            className="field__input field__input--long"
            id="privacy-email"
            name="email"
            type="email"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            spellCheck={false}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? "privacy-email-error" : undefined}
          />
        </div>
        <div className="admin-filters__actions">
          <button type="submit" className="button">
            Find
          </button>
        </div>
      </Form>
      {/* What a search found, spoken while focus stays in the field (as the lists' counts are); in the page before
          its words change, so screen readers follow it. */}
      <p className="visually-hidden" role="status">
        {searchOutcome(held, total)}
      </p>
      {held ? (
        <section aria-labelledby="held-heading">
          <h2 id="held-heading">What is held about {held.email}</h2>
          {total === 0 ? (
            <p className="admin-empty">Nothing: no message, sign-up, e-mail or activity log entry has this address.</p>
          ) : (
            <>
              <ul>
                <li>
                  {countWords(held.messages.length, "contact message", "contact messages")}
                  {held.messages.length > 0
                    ? ` (${held.messages
                        .map((m) => `${formatChangedAt(m.createdAt)}${m.deletedAt ? ", under “Recently deleted”" : ""}`)
                        .join("; ")})`
                    : ""}
                </li>
                <li>
                  {countWords(held.signups.length, "volunteer sign-up", "volunteer sign-ups")}
                  {held.signups.length > 0
                    ? ` (${held.signups.map((s) => (s.eventTitle ? `${s.eventTitle}${s.date ? ` on ${formatChangedAt(s.date)}` : ""}` : "general help")).join("; ")})`
                    : ""}
                </li>
                <li>{countWords(held.emails.length, "e-mail", "e-mails")} to or about them</li>
                <li>
                  {countWords(held.logEntries.length, "activity log entry", "activity log entries")} naming them
                  {held.logEntries.length > 0 ? ":" : ""}
                  {held.logEntries.length > 0 ? (
                    <ul>
                      {held.logEntries.map((entry) => (
                        <li key={entry.id}>
                          {formatChangedAt(entry.at)}: {entry.description}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              </ul>
              <div className="admin-actions">
                <a className="button button--ghost" href={exportUrl} download>
                  Download it all as a file (JSON)
                </a>
                <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
                  Delete everything about this address
                </button>
              </div>
            </>
          )}
        </section>
      ) : null}
      <ConfirmDialog
        title={held ? `Delete everything about ${held.email}?` : "Delete?"}
        isOpen={confirming}
        confirmLabel="Delete everything"
        error={error}
        busyLabel="Deleting…"
        onConfirm={erase}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Their contact messages (those under “Recently deleted” too), volunteer sign-ups and the e-mails to or about
          them are deleted for good. In the activity log their address and name become “{ERASED_MARKER}”, and a line
          says this was done and how much went, without the address.
        </p>
      </ConfirmDialog>
    </>
  );
}

/**
 * What the search found, in a sentence for the status line ("" before any search). A refused address is said by
 * the error summary, which takes focus.
 */
function searchOutcome(held: Held | null, total: number): string {
  if (!held) return "";
  if (total === 0) return `Nothing is held about ${held.email}.`;
  return `${countWords(total, "record is", "records are")} held about ${held.email}.`;
}

/** How long the school keeps messages, sign-ups and e-mails (B.C. PIPA: no longer than it needs them). */
function RetentionForm({ months, onSaved }: { months: number; onSaved(months: number): Promise<void> }) {
  const form = useOfficeForm(
    retentionSchema,
    ["months"],
    (input) => browserServices().api.put("/privacy/retention", input),
    (input) => onSaved(input.months),
    { emptyWhenDone: false },
  );
  const error = form.errors.months;

  return (
    <>
      <ErrorSummary
        errors={form.errors}
        fields={[{ name: "months", targetId: "retention-months" }]}
        focusKey={form.attempt}
        titleId="retention-error-title"
      />
      <form
        className="admin-filters"
        aria-label="How long to keep messages and sign-ups"
        onSubmit={form.onSubmit}
        noValidate
      >
        <div className={`field${error ? " field--error" : ""}`}>
          <label className="field__label" htmlFor="retention-months">
            Keep messages, sign-ups and e-mails for
          </label>
          <p className="field__hint" id="retention-months-hint">
            Older ones are deleted each night. Keep them no longer than the school needs them. The Privacy Policy page
            tells families how long they are kept: when you change this, change that page too, under Pages.
          </p>
          <FieldErrorMessage id="retention-months" error={error} />
          <select
            id="retention-months"
            name="months"
            className="field__input field__input--medium"
            defaultValue={String(months)}
            key={months}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "retention-months-hint retention-months-error" : "retention-months-hint"}
          >
            {RETENTION_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice} months{choice === DEFAULT_RETENTION_MONTHS ? " (the usual)" : ""}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-filters__actions">
          <BusyButton type="submit" className="button button--ghost" busy={form.busy}>
            {form.busy ? "Saving…" : "Save the period"}
          </BusyButton>
        </div>
      </form>
    </>
  );
}
