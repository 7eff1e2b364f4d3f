/** One open position in the careers list: title link, department, type, closing date and summary. */
import { Link } from "react-router";
import type { CareerCard as CareerCardView } from "~/lib/content-views.server.ts";

export function CareerCard({ posting }: { posting: CareerCardView }) {
  return (
    <article className="career-card">
      <h3 className="career-card__title">
        <Link to={posting.url}>{posting.title}</Link>
      </h3>
      <dl className="career-card__facts">
        <div>
          <dt>Department</dt>
          <dd>{posting.department}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{posting.employmentType}</dd>
        </div>
        <div>
          <dt>Closing date</dt>
          <dd>{posting.closingDate ? <time dateTime={posting.closingDate}>{posting.closes}</time> : posting.closes}</dd>
        </div>
      </dl>
      <p>{posting.summary}</p>
    </article>
  );
}
