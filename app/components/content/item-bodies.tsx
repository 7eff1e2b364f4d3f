/**
 * The parts of the event, news, alumni, testimonial and why-choose pages that show one item: each public page and
 * the office's preview of it render the same component, so a preview cannot drift from its page.
 */
import { Link } from "react-router";
import type { SeriesDatesView } from "~/lib/event-when.ts";
import { volunteerHref } from "~/lib/volunteer-links.ts";
import { type Places, placesLeftText } from "../../../common/inbox/places.ts";
import { FeatureIcon } from "./feature-icon.tsx";
import { LeadImage } from "./lead-image.tsx";
import { RichHtml } from "./rich-html.tsx";

export interface EventBodyView extends SeriesDatesView {
  id: string;
  categoryLabel: string;
  title: string;
  when: string;
  location: string;
  summary: string;
  /** "Every week on Tuesday until …" for a series, else null. */
  repeatsText: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
  descriptionHtml: string;
  volunteersWanted: boolean;
  volunteersNeeded: number | null;
  /** Over (a series: its last date): the volunteer call is left out, as the form would refuse the sign-up. */
  ended?: boolean;
}

/** An event: when and where, a series' dates, the description and the volunteer call, below its breadcrumb. */
/** `places`: how many helpers the event still needs, when it asked for a number (the public page knows; a preview does not). */
export function EventBody({ event, places }: { event: EventBodyView; places?: Places | undefined }) {
  return (
    <>
      <p className="tag">{event.categoryLabel}</p>
      <h1>{event.title}</h1>
      <dl className="event-facts">
        <div>
          <dt>When</dt>
          <dd>{event.when}</dd>
        </div>
        {event.location ? (
          <div>
            <dt>Where</dt>
            <dd>{event.location}</dd>
          </div>
        ) : null}
      </dl>
      <p className="lead">{event.summary}</p>
      {event.repeatsText ? (
        <section className="event-dates" aria-labelledby="event-dates">
          <h2 id="event-dates">{event.repeatsText}</h2>
          {event.dates.length > 0 ? (
            <ul>
              {event.dates.map((date) => (
                <li key={date.key} className={date.note === "Cancelled" ? "event-dates__cancelled" : undefined}>
                  {date.note === "Cancelled" ? <s>{date.when}</s> : date.when}
                  {date.note ? <strong> {date.note}</strong> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p>Every date of this event has passed.</p>
          )}
          {event.moreDates > 0 ? (
            <p>
              And {event.moreDates} more {event.moreDates === 1 ? "date" : "dates"}: add the event to your calendar to
              see them all.
            </p>
          ) : null}
        </section>
      ) : null}
      <LeadImage src={event.imageUrl} alt={event.imageAlt} />
      <RichHtml html={event.descriptionHtml} />
      {event.volunteersWanted && !event.ended ? (
        <aside className="callout">
          <h2 className="callout__title">Volunteers wanted</h2>
          {places ? (
            <p>
              We would love your help with this event: <strong>{placesLeftText(places)}</strong>
            </p>
          ) : (
            <p>
              We would love your help with this event
              {event.volunteersNeeded
                ? ` — we need ${event.volunteersNeeded} ${event.volunteersNeeded === 1 && event.repeatsText ? "helper" : "helpers"}${event.repeatsText ? " each date" : ""}`
                : ""}
              .
            </p>
          )}
          {places?.left === 0 ? (
            <p>
              <Link to="/giving/get-involved">See other ways to help</Link>
            </p>
          ) : (
            <p>
              <Link className="button" to={volunteerHref(event.id)}>
                Volunteer for this event
              </Link>
            </p>
          )}
        </aside>
      ) : null}
    </>
  );
}

export interface NewsBodyView {
  category: string;
  categoryLabel: string;
  publishedAt: string;
  published: string;
  title: string;
  summary: string;
  imageUrl: string | null;
  imageAlt: string | null;
  bodyHtml: string;
}

/** A news item or announcement, below its breadcrumb. */
export function NewsBody({ item }: { item: NewsBodyView }) {
  return (
    <>
      <p className="news-card__meta">
        <span className={item.category === "announcement" ? "tag tag--gold" : "tag"}>{item.categoryLabel}</span>{" "}
        <time dateTime={item.publishedAt}>{item.published}</time>
      </p>
      <h1>{item.title}</h1>
      <p className="lead">{item.summary}</p>
      <LeadImage src={item.imageUrl} alt={item.imageAlt} />
      <RichHtml html={item.bodyHtml} />
      <p>
        <Link to="/events/news-and-announcements">← All news and announcements</Link>
      </p>
    </>
  );
}

export interface AlumnusBodyView {
  name: string;
  graduationYear: number | string;
  headline: string;
  bioHtml: string;
}

/** One graduate's story, below its breadcrumb. */
export function AlumnusBody({ person }: { person: AlumnusBodyView }) {
  return (
    <>
      <h1>{person.name}</h1>
      <p className="lead">
        Class of {person.graduationYear} · {person.headline}
      </p>
      <RichHtml html={person.bioHtml} />
      <p>
        <Link to="/about/alumni">← All alumni</Link>
      </p>
    </>
  );
}

export interface TestimonialBodyView {
  author: string;
  relationship: string;
  quote: string;
  storyHtml: string;
}

/** One family's story. */
export function TestimonialBody({ item }: { item: TestimonialBodyView }) {
  return (
    <>
      <h1>In {item.author}’s words</h1>
      <figure className="quote">
        <blockquote>
          <p>“{item.quote}”</p>
        </blockquote>
        <figcaption>
          {item.author}, {item.relationship}
        </figcaption>
      </figure>
      <RichHtml html={item.storyHtml} />
      <p>
        <Link to="/admissions/why-choose-pcs">Why families choose PCS</Link> · <Link to="/contact">Book a visit</Link>
      </p>
    </>
  );
}

export interface WhyChooseEntryView {
  id: string;
  icon: string;
  title: string;
  summary: string;
  bodyHtml: string;
}

/** One reason on /admissions/why-choose-pcs. */
export function WhyChooseEntry({ item }: { item: WhyChooseEntryView }) {
  return (
    <section className="why-item" aria-labelledby={`why-${item.id}`}>
      <FeatureIcon name={item.icon} />
      <div>
        <h2 id={`why-${item.id}`}>{item.title}</h2>
        <p className="why-item__summary">{item.summary}</p>
        <RichHtml html={item.bodyHtml} />
      </div>
    </section>
  );
}
