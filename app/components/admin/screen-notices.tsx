import { type ReactNode, useEffect, useRef } from "react";

/**
 * A confirmation spoken when it appears (saved, marked handled). The live region itself stays in the page and in
 * the accessibility tree, empty until there is something to say: a region that is hidden and shown together with
 * its words is not announced by screen readers, which only follow regions they already know.
 */
export function StatusNotice({
  text,
  focusKey = 0,
  children,
}: {
  text: string | undefined;
  /** What to do next, after the words (a link to the item just put back). */
  children?: ReactNode;
  /**
   * Raised by a screen whose pressed control has just gone (the conflict panel, removed once it is settled): the
   * words take focus, so focus does not fall to <body>, and the reader is where the answer to the press is.
   */
  focusKey?: number;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);
  return (
    <div role="status">
      {text ? (
        <p className="admin-flash" tabIndex={focusKey > 0 ? -1 : undefined} ref={ref}>
          {text}
          {children ? <> {children}</> : null}
        </p>
      ) : null}
    </div>
  );
}

/**
 * What just happened on an office screen: a spoken confirmation (kept in the page, empty until there is one) and an
 * error. `focusKey` as StatusNotice's, for a confirmation whose pressed control is gone.
 */
export function ScreenNotices({
  flash,
  error,
  focusKey,
  children,
}: {
  flash: string;
  error?: string | undefined;
  focusKey?: number;
  /** After the confirmation's words, as StatusNotice's. */
  children?: ReactNode;
}) {
  return (
    <>
      <StatusNotice text={flash} focusKey={focusKey}>
        {children}
      </StatusNotice>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * What the previous screen left for this one ("… was created", "… was deleted"). The screen is new, so the
 * control that was pressed is gone; focus moves here instead of falling to <body>, and a screen reader reads
 * it (a live region that arrives already filled is not announced). Tab goes on from here into the screen.
 */
export function ArrivalNotice({ flash }: { flash: string | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  // Once per arrival (callers key it on the location): a notice shown again later must not take focus from a field.
  const focused = useRef(false);
  useEffect(() => {
    if (!flash || focused.current) return;
    focused.current = true;
    ref.current?.focus();
  }, [flash]);
  if (!flash) return null;
  return (
    <p className="admin-flash" role="status" tabIndex={-1} ref={ref}>
      {flash}
    </p>
  );
}
