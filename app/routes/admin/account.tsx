/** "Your account" at /admin/account: the signed-in administrator changes their own password (GOV.UK form). */
import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { DASHBOARD_CRUMB } from "~/components/admin/content-list.tsx";
import { ErrorSummary } from "~/components/admin/error-summary.tsx";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { errorsOf } from "~/lib/admin/form-state.ts";
import { createAccountsService } from "~/lib/api/accounts-service.ts";
import { type AccessHandle, requireAccess } from "~/lib/auth/access-guard.ts";
import type { AdminProfile } from "~/lib/auth/auth-state.ts";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { routeMeta } from "~/lib/seo.ts";
import { passwordChangeSchema } from "../../../common/admins/accounts.ts";
import { type FieldErrors, fieldErrorsOf } from "../../../common/forms/field-errors.ts";
import type { Route } from "./+types/account";

export const handle = {
  accessPoint: "admin-account",
  seo: { title: "Your account", noindex: true },
} satisfies AccessHandle & { seo: object };

export const meta = routeMeta;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAccess(request, handle);
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <>
      <h1>Your account</h1>
      <p role="status">Checking your sign-in…</p>
    </>
  );
}

const FIELDS = [
  {
    name: "currentPassword",
    label: "Current password",
    hint: "The one you signed in with today.",
    autoComplete: "current-password",
  },
  {
    name: "newPassword",
    label: "New password",
    hint: "At least 12 characters. Not a common password, not a word with a year or symbols added, and not your name, e-mail or the school's name. A few unrelated words work well.",
    autoComplete: "new-password",
  },
  { name: "confirmPassword", label: "New password again", hint: undefined, autoComplete: "new-password" },
] as const;

type Values = Record<(typeof FIELDS)[number]["name"], string>;
const EMPTY: Values = { currentPassword: "", newPassword: "", confirmPassword: "" };
const FIELD_NAMES = new Set<string>(FIELDS.map((field) => field.name));

export default function AccountRoute() {
  const layout = useRouteLoaderData("routes/admin/layout") as { profile?: AdminProfile } | undefined;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setDone(false);
    const checked = passwordChangeSchema.safeParse(values);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error.issues));
      setAttempt((n) => n + 1);
      return;
    }
    setSaving(true);
    try {
      await createAccountsService(browserServices().api).changeMyPassword(checked.data);
      setErrors({});
      setValues(EMPTY);
      setDone(true);
    } catch (failure) {
      setErrors(errorsOf(failure, FIELD_NAMES));
      setAttempt((n) => n + 1);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Breadcrumbs root={DASHBOARD_CRUMB} current="Your account" />
      <h1>Your account</h1>
      {layout?.profile ? (
        <p className="admin-lead">
          Signed in as {layout.profile.name} ({layout.profile.email}).
        </p>
      ) : null}
      <p className="admin-flash" role="status" hidden={!done}>
        {done
          ? "Your password is changed. You stay signed in here; anywhere else you were signed in, you are signed out."
          : ""}
      </p>
      <ErrorSummary
        errors={errors}
        fields={FIELDS.map((f) => ({ name: f.name, targetId: f.name }))}
        focusKey={attempt}
      />
      <h2>Change your password</h2>
      <form className="admin-form" noValidate onSubmit={submit} aria-label="Change your password">
        {FIELDS.map((field) => {
          const error = errors[field.name];
          const hintId = field.hint ? `${field.name}-hint` : undefined;
          const errorId = error ? `${field.name}-error` : undefined;
          return (
            <div key={field.name} className={`field${error ? " field--error" : ""}`}>
              <label className="field__label" htmlFor={field.name}>
                {field.label}
              </label>
              {field.hint ? (
                <p className="field__hint" id={hintId}>
                  {field.hint}
                </p>
              ) : null}
              {error ? (
                <p className="field__error" id={errorId}>
                  <span className="visually-hidden">Error: </span>
                  {error}
                </p>
              ) : null}
              <input
                className="field__input field__input--long"
                id={field.name}
                name={field.name}
                type="password"
                autoComplete={field.autoComplete}
                value={values[field.name]}
                aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
                aria-invalid={error ? true : undefined}
                onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
              />
            </div>
          );
        })}
        <button type="submit" className="button" disabled={saving}>
          {saving ? "Changing…" : "Change password"}
        </button>
      </form>
    </>
  );
}
