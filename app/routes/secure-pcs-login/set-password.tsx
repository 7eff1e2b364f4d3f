/** /secure-pcs-login/set-password?token=…: the page an invitation or a reset e-mail opens, to choose a password. */
import { Form, Link, useActionData, useSearchParams } from "react-router";
import { BusyButton } from "~/components/busy-button.tsx";
import {
  ConfirmationPanel,
  ErrorSummary,
  problemsOf,
  TextField,
  useOutcomeFocus,
} from "~/components/forms/form-parts.tsx";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { setPasswordFromForm } from "~/lib/auth/password-links.server.ts";
import { submitClientForm } from "~/lib/forms/client-submit.ts";
import { handleFormPost } from "~/lib/forms/form-action.server.ts";
import type { FormState } from "~/lib/forms/form-state.ts";
import { useSendOnce } from "~/lib/forms/send-once.ts";
import { notFound } from "~/lib/not-found.ts";
import { routeMeta } from "~/lib/seo.ts";
import { RESET_MESSAGES, setPasswordSchema } from "../../../common/admins/accounts.ts";
import { formPageHeaders } from "../../lib/forms/form-headers.ts";
import type { Route } from "./+types/set-password";

// The token is in the address: keep the page out of search engines.
export const handle = { seo: { title: "Choose your password", noindex: true } };
export const meta = routeMeta;

export function loader({ context }: Route.LoaderArgs) {
  if (!context.authEnabled) notFound();
  return null;
}

/** The 429 answer keeps its Retry-After (the no-JavaScript path). */
export const headers = formPageHeaders;

/** Without JavaScript: the same service as POST /api/auth/password-reset/confirm, after a same-origin check. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.authEnabled) notFound();
  return handleFormPost({
    request,
    siteUrl: context.siteUrl,
    clientIp: context.clientIp,
    limit: () => context.limitFormPost("set-password"),
    submit: async (values, sender) => {
      await setPasswordFromForm(context.services, values, sender.ip);
      return undefined;
    },
  });
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormState> {
  return submitClientForm({
    formData: await request.formData(),
    schema: setPasswordSchema,
    path: "/auth/password-reset/confirm",
    api: browserServices().api,
  });
}

/** The fields in the page's order; a problem with the link itself (`token`) is listed against the first. */
const FIELDS = ["password", "confirmPassword"] as const;

export default function SetPassword() {
  const [params] = useSearchParams();
  const state = useActionData<FormState>();
  const { busy: saving, onSubmit } = useSendOnce();
  const { summaryRef, panelRef } = useOutcomeFocus(state);
  const problems = problemsOf(state, FIELDS, (field) => field);
  const errorOf = (field: string) => (state?.status === "invalid" ? state.fieldErrors[field] : undefined);

  if (state?.status === "sent") {
    return (
      <div className="page container auth-page">
        <h1>Choose your password</h1>
        <ConfirmationPanel title="Your password is set" panelRef={panelRef}>
          <p>Sign in with your e-mail address and your new password.</p>
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
      {/* A run-out invitation is renewed by whoever sent it; the sign-in page's reset sends it nothing. */}
      {errorOf("token") && errorOf("token") !== RESET_MESSAGES.invitationExpired ? (
        <p>
          <Link to="/secure-pcs-login/forgot-password">Ask for a new link</Link>
        </p>
      ) : null}
      <Form method="post" className="auth-form" noValidate aria-busy={saving} onSubmit={onSubmit}>
        <input type="hidden" name="token" value={params.get("token") ?? ""} />
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
        <BusyButton type="submit" className="button" busy={saving}>
          {saving ? "Saving…" : "Set my password"}
        </BusyButton>
      </Form>
    </div>
  );
}
