/** /contact: how to reach the office, office hours, the contact form (ADR 009) and the map (#map-section, spec §2). */

import { Link, useActionData } from "react-router";
import { AddressLine, EmailLink, PhoneLink } from "~/components/contact-details.tsx";
import { CONTACT_FIELDS, ContactForm, contactFieldId, contactFormHeading } from "~/components/forms/contact-form.tsx";
import { ConfirmationPanel, ErrorSummary, problemsOf, useOutcomeFocus } from "~/components/forms/form-parts.tsx";
import { CampusMap } from "~/components/illustrations/campus-map.tsx";
import { NewWindowHint } from "~/components/new-window-hint.tsx";
import { OnThisPage } from "~/components/on-this-page.tsx";
import { PageBlocks } from "~/components/page-blocks.tsx";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { submitClientForm } from "~/lib/forms/client-submit.ts";
import { handleFormPost } from "~/lib/forms/form-action.server.ts";
import type { FormState } from "~/lib/forms/form-state.ts";
import { pageCopyAt } from "~/lib/page-copy.server.ts";
import { type OutlineEntry, pageOutline } from "~/lib/page-outline.ts";
import { useSchoolDetails } from "~/lib/school-details.tsx";
import { pageSeo, routeMeta } from "~/lib/seo.ts";
import { contactSchema } from "../../common/forms/contact-schema.ts";
import { directionsHref, officeHoursLine } from "../../common/school-details/details.ts";
import { site } from "../../common/site.ts";
import { formPageHeaders } from "../lib/forms/form-headers.ts";
import type { Route } from "./+types/contact";

export const handle = { seo: pageSeo("/contact") };
export const meta = routeMeta;

/** The map section's heading, written once for the heading and the "On this page" list. */
const MAP_HEADING = { id: "map-heading", text: "Find us" } as const satisfies OutlineEntry;

/** The page's copy is read on the server, so the browser never downloads every page's words. */
export async function loader({ context }: Route.LoaderArgs) {
  return { copy: await pageCopyAt(context.services, "/contact") };
}

/** The 429 answer keeps its Retry-After (the no-JavaScript path). */
export const headers = formPageHeaders;

/** Without JavaScript: the same service as POST /api/contact, guarded by a same-origin check (ADR 009). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleFormPost({
    request,
    siteUrl: context.siteUrl,
    clientIp: context.clientIp,
    limit: () => context.limitFormPost("contact"),
    submit: (values, sender) => context.services.contact.submit(values, sender),
  });
}

/** With JavaScript: checked in the browser, then sent through the API client (CSRF token, spec §7–8). */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormState> {
  return submitClientForm({
    formData: await request.formData(),
    schema: contactSchema,
    path: "/contact",
    api: browserServices().api,
  });
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const details = useSchoolDetails();
  const state = useActionData<FormState>();
  const { summaryRef, panelRef } = useOutcomeFocus(state);
  const problems = problemsOf(state, CONTACT_FIELDS, contactFieldId);
  const outline = copy ? pageOutline(copy.blocks) : [];
  return (
    <div className="page container">
      <h1>{copy?.heading ?? "Contact Us"}</h1>
      {copy ? <p className="lead">{copy.lead}</p> : null}
      <div className="form-outcome">
        {problems.length > 0 ? <ErrorSummary problems={problems} summaryRef={summaryRef} /> : null}
        {state?.status === "sent" ? (
          <ConfirmationPanel title="Message sent" panelRef={panelRef}>
            <p>
              Thank you for writing to us. The office will reply to <strong>{state.email}</strong>, usually within one
              business day.
            </p>
            <p>
              <Link to="/contact">Send another message</Link>
            </p>
          </ConfirmationPanel>
        ) : null}
      </div>
      {/* The office's details once, as links, at the top; the shell's top bar and footer carry them too. */}
      <div className="grid-box contact-cards-box">
        <ul className="contact-cards" aria-label="How to reach the office">
          <li className="contact-card">
            <h2 className="contact-card__title">Call</h2>
            <p className="contact-card__main">
              <PhoneLink phone={details.phone} />
            </p>
            {details.fax ? (
              <p className="contact-card__more">
                Fax <span className="nowrap">{details.fax}</span>
              </p>
            ) : null}
          </li>
          <li className="contact-card">
            <h2 className="contact-card__title">E-mail</h2>
            <p className="contact-card__main">
              <EmailLink email={details.email} />
            </p>
            {outline.some((entry) => entry.id === "who") ? (
              <p className="contact-card__more">
                <a href="#who">Who to contact</a> for each question
              </p>
            ) : null}
          </li>
          <li className="contact-card">
            <h2 className="contact-card__title">Visit</h2>
            <address className="contact-card__main contact-card__address">
              {site.name}
              <br />
              <AddressLine details={details} />
            </address>
            <p className="contact-card__more">
              <a href={directionsHref(details)} target="_blank" rel="noopener noreferrer">
                Get directions
                <NewWindowHint />
              </a>{" "}
              · <a href="#map-section">Map</a>
            </p>
          </li>
          <li className="contact-card">
            <h2 className="contact-card__title">Office hours</h2>
            <p className="contact-card__main">{officeHoursLine(details)}</p>
            <p className="contact-card__more">{details.weekend}</p>
          </li>
        </ul>
      </div>
      <div className="content-layout">
        <div className="content-layout__main contact-copy">
          {copy ? <PageBlocks blocks={copy.blocks} /> : null}
          {state?.status === "sent" ? null : <ContactForm state={state} />}
        </div>
        <div className="content-layout__aside">
          <OnThisPage outline={[...outline, ...(state?.status === "sent" ? [] : [contactFormHeading]), MAP_HEADING]} />
        </div>
      </div>
      <section id="map-section" aria-labelledby={MAP_HEADING.id} className="map-section">
        <h2 id={MAP_HEADING.id}>{MAP_HEADING.text}</h2>
        <p>
          <AddressLine details={details} />. Free parking for visitors is beside the main entrance; please sign in at
          the office.
        </p>
        <p>
          <a className="button button--ghost" href={directionsHref(details)} target="_blank" rel="noopener noreferrer">
            Get directions
            <NewWindowHint />
          </a>
        </p>
        <CampusMap />
      </section>
    </div>
  );
}
