/**
 * The parts of the news, alumni, testimonial and why-choose pages that show one item: each public page and
 * the office's preview of it render the same component, so a preview cannot drift from its page.
 */
import { Link } from "react-router";
import { FeatureIcon } from "./feature-icon.tsx";
import { LeadImage } from "./lead-image.tsx";
import { RichHtml } from "./rich-html.tsx";

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
