/** "Forgot your password?" at /secure-pcs-login/forgot-password: the same answer for every address (issue 15). */
import { Form, Link, useActionData } from "react-router";
import { BusyButton } from "~/components/busy-button.tsx";
import {
  ConfirmationPanel,
  ErrorSummary,
  problemsOf,
  TextField,
  useOutcomeFocus,
} from "~/components/forms/form-parts.tsx";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { requestResetFromForm } from "~/lib/auth/password-links.server.ts";
import { submitClientForm } from "~/lib/forms/client-submit.ts";
import { handleFormPost } from "~/lib/forms/form-action.server.ts";
import type { FormState } from "~/lib/forms/form-state.ts";
import { useSendOnce } from "~/lib/forms/send-once.ts";
import { notFound } from "~/lib/not-found.ts";
import { routeMeta } from "~/lib/seo.ts";
import { RESET_MESSAGES, resetRequestSchema } from "../../../common/admins/accounts.ts";
import { formPageHeaders } from "../../lib/forms/form-headers.ts";
import type { Route } from "./+types/forgot-password";

export const handle = { seo: { title: "Reset your password", noindex: true } };
export const meta = routeMeta;

export function loader({ context }: Route.LoaderArgs) {
  if (!context.authEnabled) notFound();
  return null;
}

/** The 429 answer keeps its Retry-After (the no-JavaScript path). */
export const headers = formPageHeaders;

/** Without JavaScript: the same service as POST /api/auth/password-reset, after a same-origin check. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.authEnabled) notFound();
  return handleFormPost({
    request,
    siteUrl: context.siteUrl,
    clientIp: context.clientIp,
    limit: () => context.limitFormPost("password-reset"),
    submit: async (values) => {
      await requestResetFromForm(context.services, values);
      return undefined;
    },
  });
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormState> {
  return submitClientForm({
    formData: await request.formData(),
    schema: resetRequestSchema,
    path: "/auth/password-reset",
    api: browserServices().api,
  });
}

const FIELDS = ["email"] as const;

export default function ForgotPassword() {
  const state = useActionData<FormState>();
  const { busy: sending, onSubmit } = useSendOnce();
  const { summaryRef, panelRef } = useOutcomeFocus(state);
  const problems = problemsOf(state, FIELDS, (field) => field);

  return (
    <div className="page container auth-page">
      <h1>Reset your password</h1>
      {state?.status === "sent" ? (
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
          <Form method="post" className="auth-form" noValidate aria-busy={sending} onSubmit={onSubmit}>
            <TextField
              id="email"
              name="email"
              type="email"
              label="Email address"
              autoComplete="email"
              spellCheck={false}
              defaultValue={state?.status === "invalid" ? String(state.values.email ?? "") : undefined}
              error={problems.find((p) => p.target === "email")?.message}
            />
            <BusyButton type="submit" className="button" busy={sending}>
              {sending ? "Sending…" : "Send me a link"}
            </BusyButton>
          </Form>
          <p>
            <Link to="/secure-pcs-login">Back to sign-in</Link>
          </p>
        </>
      )}
    </div>
  );
}
