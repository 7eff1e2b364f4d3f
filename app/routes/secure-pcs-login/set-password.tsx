/** /secure-pcs-login/set-password?token=…: the page an invitation or a reset e-mail opens, to choose a password. */
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ConfirmationPanel, ErrorSummary, type Problem, TextField } from "~/components/forms/form-parts.tsx";
import { problemsFrom, setPasswordFromLink, useFocusRef } from "~/lib/auth/password-link-forms.ts";
import { notFound } from "~/lib/not-found.ts";
import { routeMeta } from "~/lib/seo.ts";
import { RESET_MESSAGES, setPasswordSchema } from "../../../common/admins/accounts.ts";
import type { Route } from "./+types/set-password";

// The token is in the address: keep it out of Referer headers and search engines.
export const handle = { seo: { title: "Choose your password", noindex: true } };
export const meta = routeMeta;

export function loader({ context }: Route.LoaderArgs) {
  if (!context.authEnabled) notFound();
  return null;
}

export default function SetPassword() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [problems, setProblems] = useState<Problem[]>([]);
  const [doneFor, setDoneFor] = useState("");
  const [saving, setSaving] = useState(false);
  const summaryRef = useFocusRef<HTMLDivElement>(problems);
  const panelRef = useFocusRef<HTMLDivElement>(doneFor);
  const errorOf = (field: string) => problems.find((p) => p.target === field)?.message;
  const linkProblem = problems.find((p) => p.message === RESET_MESSAGES.token);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = {
      token,
      password: String(data.get("password") ?? ""),
      confirmPassword: String(data.get("confirmPassword") ?? ""),
    };
    const checked = setPasswordSchema.safeParse(body);
    if (!checked.success) {
      setProblems(
        checked.error.issues.map((issue) => ({
          target: String(issue.path[0] === "token" ? "password" : issue.path[0]),
          message: issue.message,
        })),
      );
      return;
    }
    setSaving(true);
    try {
      const { email } = await setPasswordFromLink(checked.data);
      setProblems([]);
      setDoneFor(email);
    } catch (error) {
      setProblems(
        problemsFrom(error, ["password", "confirmPassword", "token"]).map((p) =>
          p.target === "token" ? { ...p, target: "password" } : p,
        ),
      );
    } finally {
      setSaving(false);
    }
  }

  if (doneFor) {
    return (
      <div className="page container auth-page">
        <h1>Choose your password</h1>
        <ConfirmationPanel title="Your password is set" panelRef={panelRef}>
          <p>
            Sign in with <strong>{doneFor}</strong> and your new password.
          </p>
          <p>
            <Link to="/secure-pcs-login">Sign in</Link>
          </p>
        </ConfirmationPanel>
      </div>
    );
  }

  return (
    <div className="page container auth-page">
      <h1>Choose your password</h1>
      <p className="lead">
        At least 12 characters. Not a common password, not a word with a year or symbols added, and not your name,
        e-mail or the school's name. A few unrelated words work well.
      </p>
      {problems.length > 0 ? <ErrorSummary problems={problems} summaryRef={summaryRef} /> : null}
      {linkProblem ? (
        <p>
          <Link to="/secure-pcs-login/forgot-password">Ask for a new link</Link>
        </p>
      ) : null}
      <form className="auth-form" noValidate onSubmit={submit} aria-busy={saving}>
        <TextField
          id="password"
          name="password"
          type="password"
          label="New password"
          autoComplete="new-password"
          error={errorOf("password")}
        />
        <TextField
          id="confirmPassword"
          name="confirmPassword"
          type="password"
          label="New password again"
          autoComplete="new-password"
          error={errorOf("confirmPassword")}
        />
        <button type="submit" className="button" disabled={saving}>
          {saving ? "Saving…" : "Set my password"}
        </button>
      </form>
    </div>
  );
}
