/** /contact: how to reach the office, office hours, the contact form (ADR 009) and the map (#map-section, spec §2). */

import { Link, useActionData } from "react-router";
import { CONTACT_FIELDS, ContactForm, contactFieldId } from "~/components/forms/contact-form.tsx";
import { ConfirmationPanel, ErrorSummary, problemsOf, useOutcomeFocus } from "~/components/forms/form-parts.tsx";
import { CampusMap } from "~/components/illustrations/campus-map.tsx";
import { PageBlocks } from "~/components/page-blocks.tsx";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { submitClientForm } from "~/lib/forms/client-submit.ts";
import { handleFormPost } from "~/lib/forms/form-action.server.ts";
import type { FormState } from "~/lib/forms/form-state.ts";
import { pageCopyAt } from "~/lib/page-copy.server.ts";
import { useSchoolDetails } from "~/lib/school-details.tsx";
import { pageSeo, routeMeta } from "~/lib/seo.ts";
import { contactSchema } from "../../common/forms/contact-schema.ts";
import { addressLine, officeHoursLine, phoneHref } from "../../common/school-details/details.ts";
import { site } from "../../common/site.ts";
import { formPageHeaders } from "../lib/forms/form-headers.ts";
import type { Route } from "./+types/contact";

export const handle = { seo: pageSeo("/contact") };
export const meta = routeMeta;

/** The page's copy is read on the server, so the browser never downloads every page's words. */
export async function loader({ context }: Route.LoaderArgs) {
  return { copy: await pageCopyAt(context.services, "/contact") };
}

/** Without JavaScript: the same service as POST /api/contact, guarded by a same-origin check (ADR 009). */
/** The 429 answer keeps its Retry-After (the no-JavaScript path). */
export const headers = formPageHeaders;

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
      <div className="contact-grid">
        <section aria-labelledby="contact-office" className="contact-card">
          <h2 id="contact-office">The school office</h2>
          <address>
            {site.name}
            <br />
            {addressLine(details)}
          </address>
          <p>
            Phone: <a href={phoneHref(details.phone)}>{details.phone}</a>
            {details.fax ? (
              <>
                <br />
                Fax: {details.fax}
              </>
            ) : null}
            <br />
            E-mail: <a href={`mailto:${details.email}`}>{details.email}</a>
          </p>
          <h3>Office hours</h3>
          <p>
            {officeHoursLine(details)}
            <br />
            {details.weekend}
          </p>
        </section>
        <div className="contact-copy">
          {copy ? <PageBlocks blocks={copy.blocks} /> : null}
          {state?.status === "sent" ? null : <ContactForm state={state} />}
        </div>
      </div>
      <section id="map-section" aria-labelledby="map-heading" className="map-section">
        <h2 id="map-heading">Find us</h2>
        <p>
          {addressLine(details)}. Free parking for visitors is beside the main entrance; please sign in at the office.
        </p>
        <CampusMap />
      </section>
    </div>
  );
}
