/**
 * A button that waits while its action runs without giving up focus. A `disabled` button drops the focus it
 * holds (to <body>, where a screen reader loses its place and Tab starts again from the top), so this one is
 * only marked `aria-disabled` and ignores presses (and, as a submit button, Enter in the form) until it is done.
 */
import type { ButtonHTMLAttributes } from "react";

export function BusyButton({
  busy,
  type = "button",
  onClick,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "disabled" | "type"> & {
  busy: boolean;
  type?: "button" | "submit";
}) {
  return (
    <button
      {...rest}
      type={type}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    />
  );
}
