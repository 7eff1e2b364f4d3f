/**
 * The question before unsaved work is left (the office's editors): a route change inside the dashboard asks in
 * a dialog; a reload, a closed tab or a typed address gets the browser's own question. Signing out asks the same
 * question before the session ends (SignOutQuestion).
 */
import { createContext, type RefObject, useContext, useEffect, useState } from "react";
import { useBlocker } from "react-router";
import { AdminDialog } from "./admin-dialog.tsx";

/**
 * Filled by the open screen's guard while it holds unsaved work, for the office's frame to ask before signing out
 * (admin-shell.tsx); resolves true for "Leave". The frame cannot simply move to `/` and let the guard block that
 * move as it blocks any other: the session has to end before the move, and once it has, "Stay" would leave a form
 * whose every save fails.
 */
export const SignOutQuestion = createContext<RefObject<(() => Promise<boolean>) | null> | null>(null);

/** The state of the frame's move to `/` after signing out: the guard already asked, so it lets the move through. */
export const SIGNED_OUT_MOVE = { signedOut: true } as const;

function isSignedOutMove(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { signedOut?: unknown }).signedOut === true;
}

/**
 * Guards `dirty` work; `leaving` is set by the screen just before it navigates itself away (after a create or a
 * delete), when nothing is left unsaved. `kept`: the work is in this browser's storage right now (the content
 * editors, ADR 047), so leaving does not lose it and the question must not say it does; a screen that keeps
 * nothing (school details) says it will be lost. Render the returned element anywhere on the screen.
 */
export function useLeaveGuard(dirty: boolean, leaving: RefObject<boolean>, what: string, kept: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current &&
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      !isSignedOutMove(nextLocation.state),
  );
  const signOutQuestion = useContext(SignOutQuestion);
  // The frame's sign-out waiting on the answer (no move is blocked then: nothing has moved yet).
  const [signOutAnswer, setSignOutAnswer] = useState<(leave: boolean) => void>();

  useEffect(() => {
    if (!dirty || !signOutQuestion) return;
    let pending: ((leave: boolean) => void) | undefined;
    signOutQuestion.current = () =>
      new Promise<boolean>((resolve) => {
        pending = resolve;
        setSignOutAnswer(() => resolve);
      });
    return () => {
      signOutQuestion.current = null;
      // The question goes with the form (it was saved, or the screen closed): the sign-out that waited on it is
      // answered "stay", so its button does not say "Signing out…" for ever. A settled promise ignores this.
      pending?.(false);
      setSignOutAnswer(undefined);
    };
  }, [dirty, signOutQuestion]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  function answer(leave: boolean) {
    if (signOutAnswer) {
      setSignOutAnswer(undefined);
      signOutAnswer(leave);
    } else if (blocker.state === "blocked") {
      if (leave) blocker.proceed();
      else blocker.reset();
    }
  }

  return (
    <AdminDialog
      title="Leave without saving?"
      role="alertdialog"
      isOpen={blocker.state === "blocked" || signOutAnswer !== undefined}
      onOpenChange={(open) => {
        if (!open) answer(false);
      }}
    >
      <p>
        Your changes to {what} are not saved. If you leave now,{" "}
        {kept
          ? "they are kept in this browser and offered back the next time you open this form here."
          : "they will be lost."}
      </p>
      <div className="admin-actions">
        <button type="button" className="button" onClick={() => answer(false)}>
          Stay on this page
        </button>
        <button type="button" className="button button--danger" onClick={() => answer(true)}>
          {kept ? "Leave without saving" : "Leave and lose my changes"}
        </button>
      </div>
    </AdminDialog>
  );
}
