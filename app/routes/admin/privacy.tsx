/** /admin/privacy: what the school holds about one e-mail address (B.C. PIPA) — find it, hand it over, delete it. */
import { useState } from "react";
import { Form, useLoaderData, useRevalidator } from "react-router";
import { ConfirmDialog } from "~/components/admin/admin-dialog.tsx";
import { DASHBOARD_CRUMB } from "~/components/admin/content-list.tsx";
import { ScreenNotices } from "~/components/admin/screen-notices.tsx";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { formatChangedAt } from "~/lib/admin/admin-dates.ts";
import { type AccessHandle, requireAccess } from "~/lib/auth/access-guard.ts";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { HeldRecords } from "../../../common/privacy/records.ts";
import type { Route } from "./+types/privacy";

export const handle = {
  accessPoint: "admin-privacy",
  seo: { title: "Privacy requests", noindex: true },
} satisfies AccessHandle & { seo: object };

export const meta = routeMeta;

type Held = HeldRecords & { retentionMonths: number };
type PrivacyData = { email: string; held: Held | null; invalid: boolean };

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<PrivacyData> {
  await requireAccess(request, handle);
  const email = (new URL(request.url).searchParams.get("email") ?? "").trim().slice(0, 254);
  if (!email) return { email, held: null, invalid: false };
  if (!LOOKS_LIKE_EMAIL.test(email)) return { email, held: null, invalid: true };
  const held = await browserServices().api.get<Held>("/privacy", { query: { email }, signal: request.signal });
  return { email, held, invalid: false };
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
  const { email, held, invalid } = useLoaderData() as PrivacyData;
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  const [flash, setFlash] = useState("");
  const [error, setError] = useState("");
  const total = held ? held.messages.length + held.signups.length + held.emails.length : 0;
  const exportUrl = held
    ? `${browserServices().api.urlOf("/privacy/export.json")}?email=${encodeURIComponent(held.email)}`
    : "";

  async function erase() {
    if (!held) return;
    try {
      const { deleted } = await browserServices().api.delete<{
        deleted: { messages: number; signups: number; emails: number };
      }>("/privacy", { query: { email: held.email } });
      setConfirming(false);
      setFlash(
        `Deleted everything held about ${held.email}: ${deleted.messages} messages, ${deleted.signups} sign-ups, ${deleted.emails} e-mails.`,
      );
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
        address.
        {held ? ` Messages and sign-ups are deleted automatically after ${held.retentionMonths} months.` : ""}
      </p>
      <ScreenNotices flash={flash} />
      <Form method="get" className="admin-filters" aria-label="Find by e-mail address">
        <div className={`field${invalid ? " field--error" : ""}`}>
          <label className="field__label" htmlFor="privacy-email">
            E-mail address
          </label>
          {invalid ? (
            <p className="field__error" id="privacy-email-error">
              <span className="visually-hidden">Error: </span>Enter an e-mail address, like name@example.com
            </p>
          ) : null}
          <input
            className="field__input field__input--long"
            id="privacy-email"
            name="email"
            type="email"
            defaultValue={email}
            key={email}
            spellCheck={false}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? "privacy-email-error" : undefined}
          />
        </div>
        <div className="admin-filters__actions">
          <button type="submit" className="button">
            Find
          </button>
        </div>
      </Form>
      {held ? (
        <section aria-labelledby="held-heading">
          <h2 id="held-heading">What is held about {held.email}</h2>
          {total === 0 ? (
            <p className="admin-empty">Nothing: no message, sign-up or e-mail has this address.</p>
          ) : (
            <>
              <ul>
                <li>
                  {held.messages.length} contact {held.messages.length === 1 ? "message" : "messages"}
                  {held.messages.length > 0
                    ? ` (${held.messages.map((m) => formatChangedAt(m.createdAt)).join("; ")})`
                    : ""}
                </li>
                <li>
                  {held.signups.length} volunteer {held.signups.length === 1 ? "sign-up" : "sign-ups"}
                  {held.signups.length > 0
                    ? ` (${held.signups.map((s) => s.eventTitle ?? "general help").join("; ")})`
                    : ""}
                </li>
                <li>
                  {held.emails.length} {held.emails.length === 1 ? "e-mail" : "e-mails"} to or about them
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
        onConfirm={erase}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Their contact messages, volunteer sign-ups and the e-mails to or about them are deleted for good. The activity
          log keeps a line saying this was done, without the contents.
        </p>
      </ConfirmDialog>
    </>
  );
}
