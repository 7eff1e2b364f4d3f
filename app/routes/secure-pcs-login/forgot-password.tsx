/** "Forgot your password?" at /secure-pcs-login/forgot-password: the same answer for every address (issue 15). */
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { ConfirmationPanel, ErrorSummary, type Problem, TextField } from "~/components/forms/form-parts.tsx";
import { problemsFrom, requestPasswordReset, useFocusRef } from "~/lib/auth/password-link-forms.ts";
import { notFound } from "~/lib/not-found.ts";
import { routeMeta } from "~/lib/seo.ts";
import { RESET_MESSAGES, resetRequestSchema } from "../../../common/admins/accounts.ts";
import type { Route } from "./+types/forgot-password";

export const handle = { seo: { title: "Reset your password", noindex: true } };
export const meta = routeMeta;

export function loader({ context }: Route.LoaderArgs) {
  if (!context.authEnabled) notFound();
  return null;
}

export default function ForgotPassword() {
  const [problems, setProblems] = useState<Problem[]>([]);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [summaryRef, panelRef] = [useFocusRef<HTMLDivElement>(problems), useFocusRef<HTMLDivElement>(sent)];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    const checked = resetRequestSchema.safeParse({ email });
    if (!checked.success) {
      setProblems([{ target: "email", message: RESET_MESSAGES.email }]);
      return;
    }
    setSending(true);
    try {
      await requestPasswordReset(checked.data.email);
      setProblems([]);
      setSent(true);
    } catch (error) {
      setProblems(problemsFrom(error, ["email"]));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="page container auth-page">
      <h1>Reset your password</h1>
      {sent ? (
        <ConfirmationPanel title="Check your e-mail" panelRef={panelRef}>
          <p>{RESET_MESSAGES.sent}</p>
          <p>
            <Link to="/secure-pcs-login">Back to sign-in</Link>
          </p>
        </ConfirmationPanel>
      ) : (
        <>
          <p className="lead">
            Enter the e-mail address you sign in with. We will send you a link to choose a new password.
          </p>
          {problems.length > 0 ? <ErrorSummary problems={problems} summaryRef={summaryRef} /> : null}
          <form className="auth-form" noValidate onSubmit={submit} aria-busy={sending}>
            <TextField
              id="email"
              name="email"
              type="email"
              label="Email address"
              autoComplete="email"
              spellCheck={false}
              error={problems.find((p) => p.target === "email")?.message}
            />
            <button type="submit" className="button" disabled={sending}>
              {sending ? "Sending…" : "Send me a link"}
            </button>
          </form>
          <p>
            <Link to="/secure-pcs-login">Back to sign-in</Link>
          </p>
        </>
      )}
    </div>
  );
}
