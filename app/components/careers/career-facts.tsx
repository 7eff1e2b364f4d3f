/** A posting's facts as a description list (department, type, dates…): the careers list's cards and the posting's page. */
import type { ReactNode } from "react";

/** The closing day as a machine-readable date, or "Open until filled". */
export function ClosingDate({ posting }: { posting: { closingDate: string | null; closes: string } }) {
  return posting.closingDate ? <time dateTime={posting.closingDate}>{posting.closes}</time> : posting.closes;
}

export function CareerFacts({
  facts,
  className,
}: {
  facts: readonly [term: string, detail: ReactNode][];
  className: string;
}) {
  return (
    <dl className={className}>
      {facts.map(([term, detail]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
