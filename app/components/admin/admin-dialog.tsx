/**
 * The office's modal dialogs (delete, leave without saving, preview) on React Aria's Modal and Dialog: focus
 * moves in and stays in, Escape closes, the page behind is hidden from screen readers, focus returns after.
 */
import type { ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { BusyButton } from "~/components/busy-button.tsx";
import { useOnePress } from "~/lib/forms/one-press.ts";

export function AdminDialog({
  title,
  isOpen,
  onOpenChange,
  role = "dialog",
  wide = false,
  holdsTyping = false,
  children,
}: {
  title: string;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** "alertdialog" for a question that needs an answer (delete, leave). */
  role?: "dialog" | "alertdialog";
  /** The preview uses the page's width. */
  wide?: boolean;
  /** A dialog with a form in it: a tap beside it must not throw away what was typed (Escape and Cancel still close). */
  holdsTyping?: boolean;
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={role === "dialog" && !holdsTyping}
      className="admin-dialog__overlay"
    >
      <Modal className={`admin-dialog${wide ? " admin-dialog--wide" : ""}`}>
        <Dialog role={role} className="admin-dialog__body">
          <Heading slot="title" className="admin-dialog__title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * The question before something that cannot be undone (delete, remove, deactivate): what will happen, an error
 * if the attempt failed, the action as a danger button and a way to keep things as they are.
 *
 * While the action runs (the promise `onConfirm` returns, or the caller's own `busy`), both buttons wait and
 * the dialog stays: a second press would send the request again, and a `disabled` button would drop focus.
 * Every caller gets this by returning its promise, rather than each keeping its own busy state.
 */
export function ConfirmDialog({
  title,
  isOpen,
  confirmLabel,
  keepLabel = "Keep it",
  error,
  busy = false,
  busyLabel,
  onConfirm,
  onCancel,
  children,
}: {
  title: string;
  isOpen: boolean;
  confirmLabel: string;
  keepLabel?: string;
  error?: string | undefined;
  /** The caller's own busy state, for an action that goes on after its promise (a move to another page). */
  busy?: boolean;
  /** What the action's button says while it runs; its own label if not given. */
  busyLabel?: string | undefined;
  /** The action; while the promise it returns (if any) is pending the dialog is busy. */
  onConfirm(): unknown;
  onCancel(): void;
  children: ReactNode;
}) {
  // Two presses can arrive before React renders the busy state of the first; the caller shows its own error.
  const press = useOnePress();
  const waiting = busy || press.busy;
  const confirm = () => press.run(onConfirm);

  return (
    <AdminDialog
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !waiting) onCancel();
      }}
      role="alertdialog"
    >
      {children}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="admin-actions">
        <BusyButton type="button" className="button button--danger" onClick={confirm} busy={waiting}>
          {waiting ? (busyLabel ?? confirmLabel) : confirmLabel}
        </BusyButton>
        <BusyButton type="button" className="button button--ghost" onClick={onCancel} busy={waiting}>
          {keepLabel}
        </BusyButton>
      </div>
    </AdminDialog>
  );
}
