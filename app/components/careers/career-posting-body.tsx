/** A posting's page below the breadcrumb: the public page and the office's preview render this one component. */
import { Link } from "react-router";
import { RichHtml } from "~/components/content/rich-html.tsx";
import type { CareerView } from "~/lib/career-view.ts";
import type { OutlineEntry } from "~/lib/page-outline.ts";
import { CareerFacts, ClosingDate } from "./career-facts.tsx";
import { OPEN_POSITIONS_PATH } from "./open-positions.ts";

/** Each section's heading, its id and words written once for the heading and the "On this page" list. */
const SECTIONS = {
  about: { id: "about-position", text: "About the position" },
  requirements: { id: "requirements", text: "What we look for" },
  apply: { id: "how-to-apply", text: "How to apply" },
} as const satisfies Record<string, OutlineEntry>;

/** The posting's headings in order, for its "On this page" list: a closed posting has no way to apply. */
export function postingOutline(posting: Pick<CareerView, "isOpen">): OutlineEntry[] {
  return [SECTIONS.about, SECTIONS.requirements, ...(posting.isOpen ? [SECTIONS.apply] : [])];
}

export function CareerPostingBody({ posting }: { posting: CareerView }) {
  return (
    <>
      <h1>{posting.title}</h1>
      {posting.isOpen ? null : (
        <div className="notice" role="note">
          <p>
            <strong>This position is closed.</strong>{" "}
            {posting.closingDate ? `Applications closed on ${posting.closes}. ` : ""}It is no longer taking
            applications. <Link to={OPEN_POSITIONS_PATH}>See the positions that are open now</Link>.
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
      <section aria-labelledby={SECTIONS.about.id}>
        <h2 id={SECTIONS.about.id}>{SECTIONS.about.text}</h2>
        <RichHtml html={posting.descriptionHtml} />
      </section>
      <section aria-labelledby={SECTIONS.requirements.id}>
        <h2 id={SECTIONS.requirements.id}>{SECTIONS.requirements.text}</h2>
        <RichHtml html={posting.requirementsHtml} />
      </section>
      {posting.isOpen ? (
        <section aria-labelledby={SECTIONS.apply.id} className="callout">
          <h2 id={SECTIONS.apply.id} className="callout__title">
            {SECTIONS.apply.text}
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
        <Link to={OPEN_POSITIONS_PATH}>← All open positions</Link>
      </p>
    </>
  );
}
