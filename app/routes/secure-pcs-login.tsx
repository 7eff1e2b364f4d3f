/**
 * Administrator sign-in at /secure-pcs-login (route name Login): email and password, errors beside the fields and
 * in a summary; for an account with two-factor sign-in, a second step asks for the code (ADR 035).
 */
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { Form, Link, redirect, type ShouldRevalidateFunctionArgs, useActionData } from "react-router";
import { BusyButton } from "~/components/busy-button.tsx";
import { FieldErrorMessage } from "~/components/forms/form-parts.tsx";
import { type AccessHandle, requireAccess } from "~/lib/auth/access-guard.ts";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { type LoginField, type LoginFormState, submitCode, submitLogin } from "~/lib/auth/login-form.ts";
import { useSendOnce } from "~/lib/forms/send-once.ts";
import { notFound } from "~/lib/not-found.ts";
import { routeMeta } from "~/lib/seo.ts";
import { ADMIN_DASHBOARD_PATH } from "../../common/constants.ts";
import { site } from "../../common/site.ts";
import { installZoneRules, zoneRulesAround } from "../../common/zoned-time.ts";
import type { Route } from "./+types/secure-pcs-login";

export const handle = {
  /** Open to everyone; for a signed-in administrator the server's answer carries a redirect to /admin. */
  accessPoint: "admin-login",
  seo: {
    title: "Administrator sign-in",
    description: `Sign-in for ${site.name} office staff.`,
    noindex: true,
  },
} satisfies AccessHandle & { seo: object };

/**
 * With authentication turned off (spec §9) the sign-in page does not exist; an administrator who is
 * already signed in goes straight to the dashboard, as the server's access check says. The school zone's rules
 * come along, as to the office's screens (ADR 023): a locked account's unlock time is written in the browser.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.authEnabled) notFound();
  if (await context.services.auth.sessionFromRequest(request)) throw redirect(ADMIN_DASHBOARD_PATH);
  return { zoneRules: zoneRulesAround(context.services.now()) };
}

/**
 * Reached only without JavaScript, or when Sign in is pressed before the page's scripts have loaded: signing in
 * goes through the browser's API client (spec §7). The address typed stays in its field; the password never
 * comes back.
 */
export async function action({ request }: Route.ActionArgs): Promise<LoginFormState> {
  return {
    values: { email: await typedAddress(request) },
    fieldErrors: {},
    formError: "Signing in needs JavaScript. Please turn it on and try again.",
  };
}

/** The address a form post carried, for its field; nothing for a body that is not a form (the answer is the same). */
async function typedAddress(request: Request): Promise<string> {
  try {
    const email = (await request.formData()).get("email");
    return typeof email === "string" ? email.slice(0, 254) : "";
  } catch {
    return "";
  }
}

/**
 * Spec §4's guard in the browser: a signed-in administrator is sent on to the dashboard ("allowed with
 * redirect"). No HydrateFallback, so on the first load the server-rendered form stays on screen while the
 * guard asks; the page only changes when the guard says go elsewhere.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  await requireAccess(request, handle);
  return serverLoader();
}
clientLoader.hydrate = true as const;

/** A refused sign-in changes nothing the guard looks at, so the form's own submits do not ask it again. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === undefined ? defaultShouldRevalidate : false;
}

/**
 * Whether sign-in is switched on is the server's call alone: its loader answers 404 when it is off (so
 * this page never renders), and its API refuses a sign-in all the same. No build-time flag is consulted.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const { auth } = browserServices();
  const outcome = form.get("step") === "code" ? await submitCode(form, auth) : await submitLogin(form, auth);
  if (outcome.ok) return redirect(ADMIN_DASHBOARD_PATH);
  return outcome;
}

const FIELD_LABELS: Record<LoginField, string> = { email: "Email address", password: "Password", code: "Code" };
const PASSWORD_STEP: LoginField[] = ["email", "password"];

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  // The server's rules, not the browser's own data, say what time an unlock is at the school.
  if (typeof document !== "undefined") installZoneRules(loaderData?.zoneRules);
  const latest = useActionData<LoginFormState>();
  // Hydration runs the guard's clientLoader, after which React Router forgets the answer the server rendered
  // (a sign-in sent before the scripts had loaded): that first answer stands until the form gives a newer one.
  const [fromServer] = useState(latest);
  const result = latest ?? fromServer;
  const { busy: pending, onSubmit } = useSendOnce();
  const summaryRef = useRef<HTMLElement>(null);

  const fieldErrors = result?.fieldErrors ?? {};
  const codeStep = result?.step === "code";
  const fieldOrder: LoginField[] = codeStep ? ["code"] : PASSWORD_STEP;
  const problems: { field: LoginField; message: string }[] = [];
  if (result?.formError) problems.push({ field: codeStep ? "code" : "email", message: result.formError });
  for (const field of fieldOrder) {
    const message = fieldErrors[field];
    if (message) problems.push({ field, message });
  }

  // GOV.UK pattern: after a failed submit, focus moves to the summary so it is read out first. It is a
  // labelled section, not role="alert": being focused already has it read, and an alert would read it twice.
  // A sign-in the server refused (or never answered) empties the password: left in its field it is one more
  // place to leak from, and it was wrong or locked anyway. The e-mail address stays, so only the password is
  // typed again (issue 16). A mistake caught in the browser (an e-mail's format) keeps both.
  // Moving on to the code (no problem yet): focus goes to its field, whose label and hint say what to do.
  const formRef = useRef<HTMLFormElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!result) return;
    const password = formRef.current?.elements.namedItem("password");
    if (result.formError && password instanceof HTMLInputElement) password.value = "";
    if (summaryRef.current) summaryRef.current.focus();
    else if (result.step === "code") codeRef.current?.focus();
  }, [result]);

  const focusField = (field: LoginField) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(field)?.focus();
  };

  return (
    <div className="page container auth-page">
      <h1>Administrator sign-in</h1>
      <p className="lead">For {site.name} office staff. Families and visitors do not need an account.</p>

      {problems.length > 0 && (
        <section className="error-summary" ref={summaryRef} tabIndex={-1} aria-labelledby="error-summary-title">
          <h2 id="error-summary-title" className="error-summary__title">
            There is a problem
          </h2>
          <ul className="error-summary__list">
            {problems.map((problem) => (
              <li key={`${problem.field}:${problem.message}`}>
                <a href={`#${problem.field}`} onClick={focusField(problem.field)}>
                  {problem.message}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {codeStep ? (
        <Form
          method="post"
          noValidate
          className="auth-form"
          aria-busy={pending}
          aria-labelledby="code-step-title"
          onSubmit={onSubmit}
        >
          <h2 id="code-step-title">Enter your two-factor code</h2>
          <input type="hidden" name="step" value="code" />
          <input type="hidden" name="email" value={result?.values.email ?? ""} />
          <div className={fieldErrors.code ? "field field--error" : "field"}>
            <label className="field__label" htmlFor="code">
              {FIELD_LABELS.code}
            </label>
            <div className="field__hint" id="code-hint">
              The 6-digit code your authenticator app shows for {site.name}. Without your phone, enter one of your
              recovery codes.
            </div>
            <FieldErrorMessage id="code" error={fieldErrors.code} />
            <input
              ref={codeRef}
              className="field__input field__input--medium"
              id="code"
              name="code"
              type="text"
              required
              autoComplete="one-time-code"
              spellCheck={false}
              autoCapitalize="none"
              aria-invalid={fieldErrors.code ? true : undefined}
              aria-describedby={fieldErrors.code ? "code-hint code-error" : "code-hint"}
            />
          </div>
          <BusyButton type="submit" className="button" busy={pending}>
            {pending ? "Checking…" : "Continue"}
          </BusyButton>
          <p className="visually-hidden" role="status">
            {pending ? "Checking the code, please wait." : ""}
          </p>
          <p>
            <Link to="/secure-pcs-login">Start again with your email address and password</Link>
          </p>
        </Form>
      ) : (
        <Form ref={formRef} method="post" noValidate className="auth-form" aria-busy={pending} onSubmit={onSubmit}>
          {PASSWORD_STEP.map((field) => {
            const error = fieldErrors[field];
            const errorId = `${field}-error`;
            return (
              <div key={field} className={error ? "field field--error" : "field"}>
                <label className="field__label" htmlFor={field}>
                  {FIELD_LABELS[field]}
                </label>
                <FieldErrorMessage id={field} error={error} />
                <input
                  className="field__input"
                  id={field}
                  name={field}
                  required
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  {...(field === "email"
                    ? {
                        type: "email",
                        autoComplete: "username",
                        spellCheck: false,
                        autoCapitalize: "none",
                        defaultValue: result?.values.email,
                      }
                    : { type: "password", autoComplete: "current-password" })}
                />
              </div>
            );
          })}
          <BusyButton type="submit" className="button" busy={pending}>
            {pending ? "Signing in…" : "Sign in"}
          </BusyButton>
          <p className="visually-hidden" role="status">
            {pending ? "Signing in, please wait." : ""}
          </p>
        </Form>
      )}
      <p>
        <Link to="/secure-pcs-login/forgot-password">Forgot your password?</Link>
      </p>
    </div>
  );
}

export const meta = routeMeta;
