/** The administrator dashboard at /admin (route name AdminDashboard): who is signed in, sign out, and what is managed here. */
import { useState } from "react";
import { redirect, useNavigate } from "react-router";
import { AUTH_MESSAGES } from "~/lib/api/messages.ts";
import { type AccessHandle, requireAccess } from "~/lib/auth/access-guard.ts";
import { AuthError } from "~/lib/auth/auth-calls.ts";
import { type AdminProfile, authState } from "~/lib/auth/auth-state.ts";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { SIGNED_OUT_HOME } from "~/lib/auth/signed-out-marker.tsx";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/dashboard";

export const handle = {
  accessPoint: "admin-dashboard",
  seo: { title: "Administrator dashboard", noindex: true },
} satisfies AccessHandle & { seo: object };

/**
 * The server checks the session cookie itself before sending anything: signed out goes to `/`, as the
 * spec's guard does (§4), so the dashboard's HTML never reaches a visitor. The redirect is marked so the
 * browser clears sign-in flags an old session left behind (signed-out-marker.tsx).
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<{ profile: AdminProfile | null }> {
  const admin = await context.services.auth.sessionFromRequest(request);
  if (!admin) throw redirect(SIGNED_OUT_HOME);
  return { profile: { name: admin.name, email: admin.email } };
}

/** Spec §4: the access guard runs in the browser before the dashboard is shown. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  await requireAccess(request, handle);
  const fromServer = await serverLoader();
  return { profile: fromServer.profile ?? authState.profile() ?? null };
}
// Run the guard on the first load too; until it has, the page shows HydrateFallback.
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="page container">
      <p role="status">Checking your sign-in…</p>
    </div>
  );
}

/** The content sets the careers and content-management screens will fill in. */
const COMING_SECTIONS = [
  "Careers postings",
  "News and announcements",
  "Events",
  "Alumni",
  "Testimonials",
  "Why choose PCS",
  "Contact messages",
  "Volunteer sign-ups",
];

function signedInLine(profile: AdminProfile | null): string {
  if (profile?.name && profile.email) return `Signed in as ${profile.name} (${profile.email})`;
  if (profile?.name || profile?.email) return `Signed in as ${profile.name ?? profile.email}`;
  return "Signed in as an administrator";
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const [error, setError] = useState<string>();

  async function signOut() {
    setSigningOut(true);
    setError(undefined);
    try {
      await browserServices().auth.logout({ navigate: false });
      navigate("/");
    } catch (failure) {
      setError(failure instanceof AuthError ? failure.message : AUTH_MESSAGES.logoutFailure);
      setSigningOut(false);
    }
  }

  return (
    <div className="page container admin-dashboard">
      <div className="admin-dashboard__header">
        <div>
          <h1>Administrator dashboard</h1>
          <p className="admin-dashboard__who">{signedInLine(loaderData.profile)}</p>
        </div>
        <button type="button" className="button button--ghost" onClick={signOut} disabled={signingOut}>
          {signingOut ? "Signing out…" : "Sign out"}
        </button>
      </div>
      {error && (
        <p className="admin-dashboard__error" role="alert">
          {error}
        </p>
      )}

      <section className="admin-dashboard__empty" aria-labelledby="manage-heading">
        <h2 id="manage-heading">What you will manage here</h2>
        <p>Nothing to manage yet. These sections will appear here as they are added:</p>
        <ul>
          {COMING_SECTIONS.map((section) => (
            <li key={section}>{section}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export const meta = routeMeta;
