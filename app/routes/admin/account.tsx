/**
 * "Your account" at /admin/account: the signed-in administrator changes their own password (GOV.UK form) and
 * sets up or turns off their two-factor sign-in (ADR 035).
 */
import { useState } from "react";
import { useLoaderData, useRouteLoaderData } from "react-router";
import { DASHBOARD_CRUMB } from "~/components/admin/content-list.tsx";
import { ErrorSummary } from "~/components/admin/error-summary.tsx";
import { ScreenNotices } from "~/components/admin/screen-notices.tsx";
import { TwoFactorPanel } from "~/components/admin/two-factor-panel.tsx";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { BusyButton } from "~/components/busy-button.tsx";
import { TextField } from "~/components/forms/form-parts.tsx";
import { useOfficeForm } from "~/lib/admin/use-office-form.ts";
import { createAccountsService } from "~/lib/api/accounts-service.ts";
import { createTwoFactorService } from "~/lib/api/two-factor-service.ts";
import { type AccessHandle, requireAccess } from "~/lib/auth/access-guard.ts";
import type { AdminProfile } from "~/lib/auth/auth-state.ts";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { routeMeta } from "~/lib/seo.ts";
import { passwordChangeSchema } from "../../../common/admins/accounts.ts";
import type { TwoFactorStatus } from "../../../common/admins/two-factor.ts";
import type { Route } from "./+types/account";

export const handle = {
  accessPoint: "admin-account",
  seo: { title: "Your account", noindex: true },
} satisfies AccessHandle & { seo: object };

export const meta = routeMeta;

type AccountData = { twoFactor: TwoFactorStatus };

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<AccountData> {
  await requireAccess(request, handle);
  return { twoFactor: await createTwoFactorService(browserServices().api).status({ signal: request.signal }) };
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

const PASSWORD_HINT =
  "At least 12 characters. Not a common password, not a word with a year or symbols added, and not your name, e-mail or the school's name. A few unrelated words work well.";
const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

export default function AccountRoute() {
  const { twoFactor } = useLoaderData() as AccountData;
  const layout = useRouteLoaderData("routes/admin/layout") as { profile?: AdminProfile } | undefined;
  const [done, setDone] = useState(false);
  const form = useOfficeForm(
    passwordChangeSchema,
    FIELDS,
    (change) => {
      setDone(false);
      return createAccountsService(browserServices().api).changeMyPassword(change);
    },
    () => setDone(true),
  );
  const { errors } = form;

  return (
    <>
      <Breadcrumbs root={DASHBOARD_CRUMB} current="Your account" />
      <h1>Your account</h1>
      {layout?.profile ? (
        <p className="admin-lead">
          Signed in as {layout.profile.name} ({layout.profile.email}).
        </p>
      ) : null}
      <ScreenNotices
        flash={
          done
            ? "Your password is changed. You stay signed in here; anywhere else you were signed in, you are signed out."
            : ""
        }
      />
      <ErrorSummary errors={errors} fields={FIELDS.map((name) => ({ name, targetId: name }))} focusKey={form.attempt} />
      <h2>Change your password</h2>
      <form className="admin-form" noValidate onSubmit={form.onSubmit} aria-label="Change your password">
        <TextField
          id="currentPassword"
          name="currentPassword"
          type="password"
          label="Current password"
          hint="The one you signed in with today."
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <TextField
          id="newPassword"
          name="newPassword"
          type="password"
          label="New password"
          hint={PASSWORD_HINT}
          autoComplete="new-password"
          error={errors.newPassword}
        />
        <TextField
          id="confirmPassword"
          name="confirmPassword"
          type="password"
          label="New password again"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <BusyButton type="submit" className="button" busy={form.busy}>
          {form.busy ? "Changing…" : "Change password"}
        </BusyButton>
      </form>
      <TwoFactorPanel initial={twoFactor} service={createTwoFactorService(browserServices().api)} />
    </>
  );
}
