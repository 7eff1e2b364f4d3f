/**
 * The office's modal dialogs (delete, leave without saving, preview) on React Aria's Modal and Dialog: focus
 * moves in and stays in, Escape closes, the page behind is hidden from screen readers, focus returns after.
 */
import type { ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { BusyButton } from "~/components/busy-button.tsx";

export function AdminDialog({
  title,
  isOpen,
  onOpenChange,
  role = "dialog",
  wide = false,
  children,
}: {
  title: string;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** "alertdialog" for a question that needs an answer (delete, leave). */
  role?: "dialog" | "alertdialog";
  /** The preview uses the page's width. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={role === "dialog"}
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
 */
export function ConfirmDialog({
  title,
  isOpen,
  confirmLabel,
  keepLabel = "Keep it",
  error,
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
  /** Set while the action runs: both buttons wait, the dialog stays, and the action's button says this. */
  busyLabel?: string | undefined;
  onConfirm(): void;
  onCancel(): void;
  children: ReactNode;
}) {
  return (
    <AdminDialog
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !busyLabel) onCancel();
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
        <BusyButton type="button" className="button button--danger" onClick={onConfirm} busy={!!busyLabel}>
          {busyLabel ?? confirmLabel}
        </BusyButton>
        <BusyButton type="button" className="button button--ghost" onClick={onCancel} busy={!!busyLabel}>
          {keepLabel}
        </BusyButton>
      </div>
    </AdminDialog>
  );
}
