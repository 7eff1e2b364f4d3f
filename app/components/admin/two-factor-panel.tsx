/**
 * "Two-factor sign-in" on the account screen (ADR 035): set it up (a QR code, the key as text for typing,
 * and a first code to confirm), the recovery codes shown once, new recovery codes, and turning it off with
 * the password and a code. One form at a time, so one error summary speaks for the panel.
 */
import { useEffect, useRef, useState } from "react";
import { BusyButton } from "~/components/busy-button.tsx";
import { TextField } from "~/components/forms/form-parts.tsx";
import { formatChangedAt } from "~/lib/admin/admin-dates.ts";
import { useOfficeForm } from "~/lib/admin/use-office-form.ts";
import { ApiResponseError } from "~/lib/api/errors.ts";
import type { TwoFactorService } from "~/lib/api/two-factor-service.ts";
import {
  disableTwoFactorSchema,
  enrolCodeSchema,
  signInCodeSchema,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from "../../../common/admins/two-factor.ts";
import { site } from "../../../common/site.ts";
import { ErrorSummary } from "./error-summary.tsx";
import { ScreenNotices } from "./screen-notices.tsx";

type View =
  | { kind: "status" }
  | { kind: "enrol"; enrolment: TwoFactorEnrolment }
  | { kind: "codes"; codes: string[] }
  | { kind: "new-codes" }
  | { kind: "turn-off" };

const CODE_HINT = `The 6-digit code your authenticator app shows for ${site.name}, or one of your recovery codes.`;

/** The key in groups of four, as authenticator apps show and take it. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

function refusalOf(error: unknown): string {
  if (error instanceof ApiResponseError) {
    const message = (error.response.data as { message?: unknown } | null)?.message;
    if (typeof message === "string") return message;
  }
  return "That did not work. Check the connection and try again.";
}

export function TwoFactorPanel({ initial, service }: { initial: TwoFactorStatus; service: TwoFactorService }) {
  const [status, setStatus] = useState(initial);
  const [view, setView] = useState<View>({ kind: "status" });
  const [flash, setFlash] = useState("");
  const [error, setError] = useState("");
  const [starting, setStarting] = useState(false);

  const show = (next: View) => {
    setError("");
    setView(next);
  };

  // The button that was pressed is gone with its view: focus moves to the new view's heading, so keyboard and
  // screen-reader users carry on from there (not on the first render, which is the page's own).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const firstView = useRef(true);
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    (view.kind === "status" ? titleRef.current : headingRef.current)?.focus();
  }, [view]);

  async function startEnrolment() {
    setFlash("");
    setError("");
    setStarting(true);
    try {
      show({ kind: "enrol", enrolment: await service.setUp() });
    } catch (failure) {
      setError(refusalOf(failure));
    } finally {
      setStarting(false);
    }
  }

  /** The codes the last enable or replace answered with, shown once after the form is done. */
  const received = useRef<string[]>([]);
  const showCodes = (message: string) => {
    setFlash(message);
    show({ kind: "codes", codes: received.current });
    // The count of codes left, as the server now says; if that read fails, the screen keeps its last word
    // until the page is loaded again (the change itself is done).
    service.status().then(setStatus, () => undefined);
  };
  const enrolForm = useOfficeForm(
    enrolCodeSchema,
    ["code"],
    async (input) => {
      received.current = await service.enable(input);
    },
    () => showCodes("Two-factor sign-in is on. Save your recovery codes now."),
  );
  const newCodesForm = useOfficeForm(
    signInCodeSchema,
    ["code"],
    async (input) => {
      received.current = await service.replaceRecoveryCodes(input);
    },
    () => showCodes("You have new recovery codes; the old ones no longer work. Save the new ones now."),
  );
  const turnOffForm = useOfficeForm(
    disableTwoFactorSchema,
    ["password", "code"],
    (input) => service.disable(input),
    () => {
      setStatus({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
      setFlash("Two-factor sign-in is off. You sign in with your password alone.");
      show({ kind: "status" });
    },
  );

  return (
    <section aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" ref={titleRef} tabIndex={-1}>
        Two-factor sign-in
      </h2>
      <ScreenNotices flash={flash} error={error} />
      {view.kind === "status" && !status.enabled ? (
        <>
          <p>
            Two-factor sign-in is off. Turn it on and signing in will also ask for a code from an authenticator app on
            your phone, so your password alone is not enough for someone else to get in.
          </p>
          <BusyButton type="button" className="button" onClick={startEnrolment} busy={starting}>
            {starting ? "Setting up…" : "Set up two-factor sign-in"}
          </BusyButton>
        </>
      ) : null}

      {view.kind === "status" && status.enabled ? (
        <>
          <p>
            Two-factor sign-in is on{status.enabledAt ? ` (since ${formatChangedAt(status.enabledAt)})` : ""}. You have{" "}
            {status.recoveryCodesLeft} unused recovery {status.recoveryCodesLeft === 1 ? "code" : "codes"}.
          </p>
          <div className="admin-actions">
            <button type="button" className="button button--ghost" onClick={() => show({ kind: "new-codes" })}>
              Make new recovery codes
            </button>
            <button type="button" className="button button--ghost" onClick={() => show({ kind: "turn-off" })}>
              Turn off two-factor sign-in
            </button>
          </div>
        </>
      ) : null}

      {view.kind === "enrol" ? (
        <>
          <h3 ref={headingRef} tabIndex={-1}>
            1. Add {site.name} to your authenticator app
          </h3>
          <p>
            Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or
            1Password).
          </p>
          <img
            className="two-factor__qr"
            src={view.enrolment.qrCode}
            width={200}
            height={200}
            alt="QR code for adding this account to an authenticator app. The same key is written out below."
          />
          <p>If you cannot scan it, choose to enter a setup key in the app and type this key:</p>
          <p>
            <code className="two-factor__key">{grouped(view.enrolment.secret)}</code>
          </p>
          <h3>2. Enter the code the app shows</h3>
          <ErrorSummary
            errors={enrolForm.errors}
            fields={[{ name: "code", targetId: "enrol-code" }]}
            focusKey={enrolForm.attempt}
            titleId="two-factor-error-title"
          />
          <form className="admin-form" noValidate aria-label="Turn on two-factor sign-in" onSubmit={enrolForm.onSubmit}>
            <TextField
              id="enrol-code"
              name="code"
              label="Code from the app"
              hint={`The 6-digit code shown for ${site.name}.`}
              autoComplete="one-time-code"
              width="medium"
              error={enrolForm.errors.code}
            />
            <div className="admin-actions">
              <BusyButton type="submit" className="button" busy={enrolForm.busy}>
                Turn on two-factor sign-in
              </BusyButton>
              <button type="button" className="button button--ghost" onClick={() => show({ kind: "status" })}>
                Cancel
              </button>
            </div>
          </form>
        </>
      ) : null}

      {view.kind === "codes" ? (
        <>
          <h3 ref={headingRef} tabIndex={-1}>
            Your recovery codes
          </h3>
          <p>
            If you lose your phone, each of these codes signs you in once in place of a code from the app. Print them or
            keep them somewhere safe: they are not shown again.
          </p>
          <ol className="two-factor__codes" aria-label="Recovery codes">
            {view.codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
          <button type="button" className="button" onClick={() => show({ kind: "status" })}>
            I have saved my recovery codes
          </button>
        </>
      ) : null}

      {view.kind === "new-codes" ? (
        <>
          <h3 ref={headingRef} tabIndex={-1}>
            Make new recovery codes
          </h3>
          <p>Your old recovery codes stop working, used or not.</p>
          <ErrorSummary
            errors={newCodesForm.errors}
            fields={[{ name: "code", targetId: "new-codes-code" }]}
            focusKey={newCodesForm.attempt}
            titleId="two-factor-error-title"
          />
          <form className="admin-form" noValidate aria-label="Make new recovery codes" onSubmit={newCodesForm.onSubmit}>
            <TextField
              id="new-codes-code"
              name="code"
              label="Code"
              hint={CODE_HINT}
              autoComplete="one-time-code"
              width="medium"
              error={newCodesForm.errors.code}
            />
            <div className="admin-actions">
              <BusyButton type="submit" className="button" busy={newCodesForm.busy}>
                Make new recovery codes
              </BusyButton>
              <button type="button" className="button button--ghost" onClick={() => show({ kind: "status" })}>
                Cancel
              </button>
            </div>
          </form>
        </>
      ) : null}

      {view.kind === "turn-off" ? (
        <>
          <h3 ref={headingRef} tabIndex={-1}>
            Turn off two-factor sign-in
          </h3>
          <p>Signing in will ask for your password alone. Your recovery codes stop working.</p>
          <ErrorSummary
            errors={turnOffForm.errors}
            fields={[
              { name: "password", targetId: "turn-off-password" },
              { name: "code", targetId: "turn-off-code" },
            ]}
            focusKey={turnOffForm.attempt}
            titleId="two-factor-error-title"
          />
          <form
            className="admin-form"
            noValidate
            aria-label="Turn off two-factor sign-in"
            onSubmit={turnOffForm.onSubmit}
          >
            <TextField
              id="turn-off-password"
              name="password"
              type="password"
              label="Your password"
              autoComplete="current-password"
              error={turnOffForm.errors.password}
            />
            <TextField
              id="turn-off-code"
              name="code"
              label="Code"
              hint={CODE_HINT}
              autoComplete="one-time-code"
              width="medium"
              error={turnOffForm.errors.code}
            />
            <div className="admin-actions">
              <BusyButton type="submit" className="button" busy={turnOffForm.busy}>
                Turn off two-factor sign-in
              </BusyButton>
              <button type="button" className="button button--ghost" onClick={() => show({ kind: "status" })}>
                Cancel
              </button>
            </div>
          </form>
        </>
      ) : null}
    </section>
  );
}
