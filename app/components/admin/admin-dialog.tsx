/**
 * The office's modal dialogs (delete, leave without saving, preview) on React Aria's Modal and Dialog: focus
 * moves in and stays in, Escape closes, the page behind is hidden from screen readers, focus returns after.
 */
import type { ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";

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
