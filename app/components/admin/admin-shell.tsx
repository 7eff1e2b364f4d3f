/** The frame of every office screen: the sections, who is signed in, and signing out. Built once (ADR 021). */
import { type ReactNode, useState } from "react";
import { Link, NavLink, useNavigate } from "react-router";
import { BusyButton } from "~/components/busy-button.tsx";
import { ADMIN_SECTIONS } from "~/lib/admin/sections.ts";
import { AUTH_MESSAGES } from "~/lib/api/messages.ts";
import { AuthError } from "~/lib/auth/auth-calls.ts";
import type { AdminProfile } from "~/lib/auth/auth-state.ts";
import { browserServices } from "~/lib/auth/browser-services.ts";

export function signedInLine(profile: AdminProfile | null): string {
  if (profile?.name && profile.email) return `Signed in as ${profile.name} (${profile.email})`;
  if (profile?.name || profile?.email) return `Signed in as ${profile.name ?? profile.email}`;
  return "Signed in as an administrator";
}

export function AdminShell({ profile, children }: { profile: AdminProfile | null; children: ReactNode }) {
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
    <div className="admin container">
      <div className="admin__bar">
        <p className="admin__who">{signedInLine(profile)}</p>
        <Link className="admin__account" to="/admin/account">
          Your account
        </Link>
        <BusyButton type="button" className="button button--ghost button--small" onClick={signOut} busy={signingOut}>
          {signingOut ? "Signing out…" : "Sign out"}
        </BusyButton>
      </div>
      {error ? (
        <p className="admin__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="admin__frame">
        <nav className="admin__nav" aria-label="Office sections">
          <ul>
            <li>
              <NavLink to="/admin" end>
                Dashboard
              </NavLink>
            </li>
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to}>{section.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin__content">{children}</div>
      </div>
    </div>
  );
}
