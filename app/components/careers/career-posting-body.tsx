/** A posting's page below the breadcrumb: the public page and the office's preview render this one component. */
import { Link } from "react-router";
import { RichHtml } from "~/components/content/rich-html.tsx";
import type { CareerView } from "~/lib/career-view.ts";
import { CareerFacts, ClosingDate } from "./career-facts.tsx";

export function CareerPostingBody({ posting }: { posting: CareerView }) {
  return (
    <>
      <h1>{posting.title}</h1>
      {posting.isOpen ? null : (
        <div className="notice" role="note">
          <p>
            <strong>This position is closed.</strong>{" "}
            {posting.closingDate ? `Applications closed on ${posting.closes}. ` : ""}It is no longer taking
            applications. <Link to="/careers#open-positions">See the positions that are open now</Link>.
          </p>
        </div>
      )}
      <p className="lead">{posting.summary}</p>
      <CareerFacts
        className="career-facts"
        facts={[
          ["Department", posting.department],
          ["Type", posting.employmentType],
          ["Location", posting.location],
          ["Start date", posting.starts],
          ["Closing date", <ClosingDate key="closes" posting={posting} />],
        ]}
      />
      <section aria-labelledby="about-position">
        <h2 id="about-position">About the position</h2>
        <RichHtml html={posting.descriptionHtml} />
      </section>
      <section aria-labelledby="requirements">
        <h2 id="requirements">What we look for</h2>
        <RichHtml html={posting.requirementsHtml} />
      </section>
      {posting.isOpen ? (
        <section aria-labelledby="how-to-apply" className="callout">
          <h2 id="how-to-apply" className="callout__title">
            How to apply
          </h2>
          {posting.howToApplyHtml ? <RichHtml html={posting.howToApplyHtml} /> : null}
          <p>
            E-mail your application to <a href={`mailto:${posting.mailbox}`}>{posting.mailbox}</a>
            {posting.closingDate ? ` by ${posting.closes}` : ""}. We thank everyone who applies; only shortlisted
            candidates are contacted.
          </p>
          <p>
            <a className="button" href={posting.applyHref}>
              Apply by e-mail
            </a>
          </p>
        </section>
      ) : null}
      <p>
        <Link to="/careers#open-positions">← All open positions</Link>
      </p>
    </>
  );
}
