/** /admissions/why-choose-pcs: the why-choose set, in the office's order, with families' words beside it. */
import { Link } from "react-router";
import { EmptyState } from "~/components/content/empty-state.tsx";
import { WhyChooseEntry } from "~/components/content/item-bodies.tsx";
import { TestimonialCard } from "~/components/content/testimonial-card.tsx";
import { SectionNav } from "~/components/section-nav.tsx";
import { testimonialCard, whyChooseCard } from "~/lib/content-views.server.ts";
import { pageSeo, routeMeta } from "~/lib/seo.ts";
import { site } from "../../../common/site.ts";
import type { Route } from "./+types/why-choose-pcs";

export const handle = { seo: pageSeo("/admissions/why-choose-pcs") };
export const meta = routeMeta;

export async function loader({ context }: Route.LoaderArgs) {
  const [why, voices] = await Promise.all([
    context.services.whyChoose.list({ pageSize: 20 }),
    context.services.testimonials.list({ pageSize: 2 }),
  ]);
  return { items: why.items.map(whyChooseCard), voices: voices.items.map(testimonialCard) };
}

export default function WhyChoose({ loaderData }: Route.ComponentProps) {
  const { items, voices } = loaderData;
  return (
    <div className="page container with-sidebar">
      <div className="page__body">
        <h1>Why Choose PCS</h1>
        <p className="lead">
          What families tell us sets {site.shortName} apart, and what it looks like from day to day.
        </p>
        {items.length === 0 ? (
          <EmptyState
            title="More to come"
            text="The office is writing this page. In the meantime, the best way to know us is a visit."
            action={{ label: "Book a visit", to: "/contact" }}
          />
        ) : (
          items.map((item) => <WhyChooseEntry key={item.id} item={item} />)
        )}
        {voices.length > 0 ? (
          <section aria-labelledby="voices-heading">
            <h2 id="voices-heading">In our families’ words</h2>
            <div className="testimonial-grid">
              {voices.map((voice) => (
                <TestimonialCard key={voice.id} item={voice} />
              ))}
            </div>
          </section>
        ) : null}
        <aside className="callout">
          <h2 className="callout__title">Ready to take the next step?</h2>
          <p>Read about enrolment, or come and see a school day for yourself.</p>
          <p>
            <Link className="button" to="/admissions/enrollment">
              How to enrol
            </Link>
          </p>
        </aside>
      </div>
      <SectionNav section="Admissions" currentPath="/admissions/why-choose-pcs" />
    </div>
  );
}
