/**
 * What a public page shows in place of the button just pressed (a cancellation done, refused, too late). The
 * button is gone, so focus would fall to <body>; and a live region that appears together with its words is not
 * announced. So the notice takes focus when it arrives, and a screen reader reads it from there; Tab goes on
 * from it. The office's ArrivalNotice does the same for its screens; this one imports nothing from the office,
 * so the public bundle stays free of it.
 */
import { type ReactNode, useEffect, useRef } from "react";

export function OutcomeNotice({
  as: Element = "div",
  className,
  role,
  takeFocus,
  children,
}: {
  as?: "div" | "p";
  className: string;
  role: "status" | "alert";
  /** It answers a press on this page; on a first load it does not take focus from the top of the page. */
  takeFocus: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement & HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <Element className={className} role={role} tabIndex={-1} ref={ref}>
      {children}
    </Element>
  );
}
