/**
 * A button that waits while its action runs without giving up focus. A `disabled` button drops the focus it
 * holds (to <body>, where a screen reader loses its place and Tab starts again from the top), so this one is
 * only marked `aria-disabled` and ignores presses (and, as a submit button, Enter in the form) until it is done.
 * The public forms and the sign-in pages use it as well as the office, so it lives outside the office's folder
 * and imports nothing but React's types. A `busy` that arrives with a later render, or ends before the screen
 * shows the outcome, cannot stop a double click by itself: the action runs through useOnePress
 * (app/lib/forms/one-press.ts), and a form's post through useSendOnce, which uses it.
 */
import type { ButtonHTMLAttributes } from "react";

export function BusyButton({
  busy,
  type = "button",
  onClick,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> & {
  /** Its own action is running. */
  busy: boolean;
  type?: "button" | "submit";
  /**
   * `disabled` stays for a button that cannot be used at all for another reason (unsaved changes elsewhere),
   * which is never the one just pressed; never pass the busy state here.
   */
  disabled?: boolean;
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
