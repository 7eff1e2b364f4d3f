/** Home: the welcome, why families choose PCS, what is coming up, the latest news, and families' own words. */

import { PhoneLink } from "~/components/contact-details.tsx";
import { EventCard } from "~/components/content/event-card.tsx";
import { FeatureIcon } from "~/components/content/feature-icon.tsx";
import { NewsCard } from "~/components/content/news-card.tsx";
import { TestimonialCard } from "~/components/content/testimonial-card.tsx";
import { Valley } from "~/components/illustrations/valley.tsx";
import { PageLink } from "~/components/page-link.tsx";
import { balancedGrid } from "~/lib/balanced-grid.ts";
import { eventCard, newsCard, testimonialCard, whyChooseSummary } from "~/lib/content-views.server.ts";
import { useSchoolDetails } from "~/lib/school-details.tsx";
import { routeMeta } from "~/lib/seo.ts";
import { localityLine } from "../../common/school-details/details.ts";
import { site } from "../../common/site.ts";
import type { Route } from "./+types/home";

export const handle = { seo: { title: "Home", shareTitle: site.name } };
export const meta = routeMeta;

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  const now = services.now();
  // Kept between requests until something on it changes (ADR 070); the cards are made per request, as of now.
  const { why, events, news, testimonials } = await services.homeLists();
  return {
    why: why.map(whyChooseSummary),
    events: events.map((event) => eventCard(event, now)),
    news: news.map(newsCard),
    testimonials: testimonials.map(testimonialCard),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { why, events, news, testimonials } = loaderData;
  const details = useSchoolDetails();
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container hero__inner">
          <p className="hero__kicker">
            {site.name} · {site.grades} · {localityLine(details)}
          </p>
          <h1 id="hero-heading">Where every child is known, loved and challenged</h1>
          <p className="lead">
            A Christ-centred school family in the South Okanagan since {site.founded}. Small classes, B.C.-certified
            teachers and a community that welcomes families of every background.
          </p>
          <p className="hero__actions">
            <PageLink className="button button--gold" to="/admissions">
              Explore admissions
            </PageLink>
            <PageLink className="button" to="/contact">
              Book a visit
            </PageLink>
            <PageLink className="button button--ghost" to="/giving/donate">
              Donate
            </PageLink>
          </p>
        </div>
        <Valley className="hero__art" />
      </section>

      {why.length > 0 ? (
        <section className="home-section container" aria-labelledby="why-heading">
          <h2 id="why-heading">Why families choose PCS</h2>
          <div className="grid-box">
            <ul className={`feature-grid ${balancedGrid(why.length, 240)}`}>
              {why.map((item) => (
                <li key={item.id} className="feature">
                  <FeatureIcon name={item.icon} />
                  <h3>{item.title}</h3>
                  <p>{item.summary}</p>
                </li>
              ))}
            </ul>
          </div>
          <p>
            <PageLink to="/admissions/why-choose-pcs">More reasons families choose PCS</PageLink>
          </p>
        </section>
      ) : null}

      <div className="home-columns container">
        <section className="home-section" aria-labelledby="events-heading">
          <h2 id="events-heading">Coming up</h2>
          {events.length > 0 ? (
            <div className="card-list">
              {events.map((event) => (
                <EventCard key={event.id} event={event} />
              ))}
            </div>
          ) : (
            <p>There are no events on the calendar right now. Check back soon.</p>
          )}
          <p>
            <PageLink to="/events/upcoming-events">All upcoming events</PageLink> ·{" "}
            <PageLink to="/events/calendar">Calendar</PageLink>
          </p>
        </section>
        <section className="home-section" aria-labelledby="news-heading">
          <h2 id="news-heading">Latest news</h2>
          {news.length > 0 ? (
            <div className="card-list">
              {news.map((item) => (
                <NewsCard key={item.id} item={item} />
              ))}
            </div>
          ) : (
            <p>No news yet this term.</p>
          )}
          <p>
            <PageLink to="/events/news-and-announcements">All news and announcements</PageLink>
          </p>
        </section>
      </div>

      {testimonials.length > 0 ? (
        <section className="home-section home-voices" aria-labelledby="voices-heading">
          <div className="container">
            <h2 id="voices-heading">In our families’ words</h2>
            <div className="grid-box">
              <div className={`testimonial-grid ${balancedGrid(testimonials.length, 260)}`}>
                {testimonials.map((item) => (
                  <TestimonialCard key={item.id} item={item} />
                ))}
              </div>
            </div>
          </div>
        </section>
      ) : null}

      <section className="home-section container" aria-labelledby="cta-heading">
        <div className="cta-band">
          <h2 id="cta-heading">Come and see for yourself</h2>
          <p>
            Tours run every weekday during office hours. Call <PhoneLink phone={details.phone} /> or send us a note, and
            we will find a time.
          </p>
          <p className="hero__actions">
            <PageLink className="button button--gold" to="/admissions/enrollment">
              Start your application
            </PageLink>
            <PageLink className="button" to="/contact">
              Contact the office
            </PageLink>
          </p>
        </div>
      </section>
    </div>
  );
}
