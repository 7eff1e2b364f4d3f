import { Fragment, type ReactNode } from "react";

/**
 * An e-mail address that a narrow column may wrap before its "@" or a dot, where a reader expects the break (the
 * next line starts with the punctuation, which says the address goes on), rather than widening its table past the
 * screen or breaking the address at any letter. `<wbr>` adds no character, so the address copies as it is.
 */
export function EmailAddress({ email }: { email: string }) {
  const shown: ReactNode[] = [];
  let from = 0;
  for (const part of email.split(/(?=[.@])/)) {
    // Keyed by where the part starts in the address: the same address always gives the same keys.
    shown.push(
      <Fragment key={from}>
        {from > 0 ? <wbr /> : null}
        {part}
      </Fragment>,
    );
    from += part.length;
  }
  return <>{shown}</>;
}
