/** A family's words, with a link to their whole story. */
import { PageLink } from "~/components/page-link.tsx";
import type { TestimonialCard as TestimonialCardView } from "~/lib/content-views.server.ts";

export function TestimonialCard({ item }: { item: TestimonialCardView }) {
  return (
    <figure className="testimonial-card">
      <blockquote>
        <p>“{item.quote}”</p>
      </blockquote>
      <figcaption>
        <span className="testimonial-card__author">{item.author}</span>
        <span className="testimonial-card__relationship">{item.relationship}</span>
        <PageLink to={item.url} className="testimonial-card__more">
          Read {item.author}’s story
        </PageLink>
      </figcaption>
    </figure>
  );
}
