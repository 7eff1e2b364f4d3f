/**
 * The question before unsaved work is left (the office's editors): a route change inside the dashboard asks in
 * a dialog; a reload, a closed tab or a typed address gets the browser's own question.
 */
import { type RefObject, useEffect } from "react";
import { useBlocker } from "react-router";
import { AdminDialog } from "./admin-dialog.tsx";

/**
 * Guards `dirty` work; `leaving` is set by the screen just before it navigates itself away (after a create or a
 * delete), when nothing is left unsaved. Render the returned element anywhere on the screen.
 */
export function useLeaveGuard(dirty: boolean, leaving: RefObject<boolean>, what: string) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current && dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  return (
    <AdminDialog
      title="Leave without saving?"
      role="alertdialog"
      isOpen={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open && blocker.state === "blocked") blocker.reset();
      }}
    >
      <p>Your changes to {what} are not saved. If you leave now, they will be lost.</p>
      <div className="admin-actions">
        <button type="button" className="button" onClick={() => blocker.reset?.()}>
          Stay on this page
        </button>
        <button type="button" className="button button--danger" onClick={() => blocker.proceed?.()}>
          Leave and lose my changes
        </button>
      </div>
    </AdminDialog>
  );
}
