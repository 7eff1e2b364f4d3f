/** The frame of every office screen: the sections, who is signed in, and signing out. Built once (ADR 021). */
import { type ReactNode, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { BusyButton } from "~/components/busy-button.tsx";
import { AUTH_MESSAGES } from "~/lib/api/messages.ts";
import { AuthError } from "~/lib/auth/auth-calls.ts";
import type { AdminProfile } from "~/lib/auth/auth-state.ts";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { SIGNED_OUT_MOVE, SignOutQuestion } from "./leave-guard.tsx";
import { OfficeNav } from "./office-nav.tsx";

/**
 * "Signed in as Ruth Okafor (ruth@pinecrest.example)". The address is its own element: on a phone it is left out
 * (admin-screens.css), so the line stays one line above the screen; the account screen shows it in full.
 */
function SignedInAs({ profile }: { profile: AdminProfile | null }) {
  const who = profile?.name ?? profile?.email;
  if (!who) return <>Signed in as an administrator</>;
  return (
    <>
      Signed in as {who}
      {profile?.name && profile.email ? <span className="admin__who-email"> ({profile.email})</span> : null}
    </>
  );
}

export function AdminShell({ profile, children }: { profile: AdminProfile | null; children: ReactNode }) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const [error, setError] = useState<string>();

  // The open screen's leave guard puts its question here while it holds unsaved work (leave-guard.tsx).
  const unsavedQuestion = useRef<(() => Promise<boolean>) | null>(null);

  async function signOut() {
    setSigningOut(true);
    setError(undefined);
    // Asked before the session ends: after "Stay" the administrator is still signed in and can save. After "Leave"
    // the work stays kept in this browser (ADR 047), offered back at the next sign-in.
    const ask = unsavedQuestion.current;
    if (ask && !(await ask())) {
      setSigningOut(false);
      return;
    }
    try {
      await browserServices().auth.logout({ navigate: false });
      navigate("/", { state: SIGNED_OUT_MOVE });
    } catch (failure) {
      setError(failure instanceof AuthError ? failure.message : AUTH_MESSAGES.logoutFailure);
      setSigningOut(false);
    }
  }

  return (
    <div className="admin container">
      <div className="admin__bar">
        <p className="admin__who">
          <SignedInAs profile={profile} />
        </p>
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
        <OfficeNav />
        <div className="admin__content">
          <SignOutQuestion value={unsavedQuestion}>{children}</SignOutQuestion>
        </div>
      </div>
    </div>
  );
}
