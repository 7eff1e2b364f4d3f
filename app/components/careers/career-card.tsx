/** One open position in the careers list: title link, department, type, closing date and summary. */
import { Link } from "react-router";
import type { CareerCard as CareerCardView } from "~/lib/content-views.server.ts";
import { CareerFacts, ClosingDate } from "./career-facts.tsx";

export function CareerCard({ posting }: { posting: CareerCardView }) {
  return (
    <article className="career-card">
      <h3 className="career-card__title">
        <Link to={posting.url}>{posting.title}</Link>
      </h3>
      <CareerFacts
        className="career-card__facts"
        facts={[
          ["Department", posting.department],
          ["Type", posting.employmentType],
          ["Closing date", <ClosingDate key="closes" posting={posting} />],
        ]}
      />
      <p>{posting.summary}</p>
    </article>
  );
}
