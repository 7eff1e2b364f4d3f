/**
 * The office's warning beside a volunteer's date that the event no longer has (ADR 067): GOV.UK's warning text, an
 * icon and bold words with "Warning" for screen readers, so it is noticed without relying on colour.
 */
import type { ReactNode } from "react";

export function DateGoneWarning({ children }: { children: ReactNode }) {
  return (
    <strong className="date-gone">
      <span className="date-gone__icon" aria-hidden="true">
        !
      </span>
      <span className="visually-hidden">Warning: </span>
      {children}
    </strong>
  );
}
