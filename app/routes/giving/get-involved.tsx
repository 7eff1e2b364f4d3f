/**
 * /giving/get-involved?eventId=…: ways to volunteer and the sign-up form (ADR 009); the optional eventId
 * (spec §2) names the event chosen and preselects it in the form.
 */
import { useEffect } from "react";
import { Link, useActionData, useLocation } from "react-router";
import { ConfirmationPanel, ErrorSummary, problemsOf, useOutcomeFocus } from "~/components/forms/form-parts.tsx";
import {
  type SeriesDateChoices,
  VOLUNTEER_FIELDS,
  VOLUNTEER_LIST_FIELDS,
  VolunteerForm,
  volunteerFieldId,
} from "~/components/forms/volunteer-form.tsx";
import { PageBlocks } from "~/components/page-blocks.tsx";
import { SectionNav } from "~/components/section-nav.tsx";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { eventCard } from "~/lib/content-views.server.ts";
import { formatEventWhen } from "~/lib/event-when.ts";
import { submitClientForm } from "~/lib/forms/client-submit.ts";
import { handleFormPost } from "~/lib/forms/form-action.server.ts";
import type { FormState } from "~/lib/forms/form-state.ts";
import { pageCopyAt } from "~/lib/page-copy.server.ts";
import { pageSeo, routeMeta } from "~/lib/seo.ts";
import { VOLUNTEER_FORM_ID, volunteerHref } from "~/lib/volunteer-links.ts";
import { seriesAt } from "../../../common/content/events/recurrence.ts";
import { volunteerSchema } from "../../../common/forms/volunteer-schema.ts";
import { DATES_OFFERED, datePlacesText, placesLeftText } from "../../../common/inbox/places.ts";
import { formPageHeaders } from "../../lib/forms/form-headers.ts";
import type { Route } from "./+types/get-involved";

export const handle = {
  seo: { ...pageSeo("/giving/get-involved"), canonicalPath: "/giving/get-involved" },
};
export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  const eventId = new URL(request.url).searchParams.get("eventId");
  const now = context.services.now();
  const [event, upcoming] = await Promise.all([
    eventId ? context.services.events.get(eventId) : undefined,
    context.services.events.upcoming({ limit: 50, now }),
  ]);
  // The chosen event first: a series seen at its next date in `upcoming` is the same event.
  const asked = [...(event ? [event] : []), ...upcoming.filter((e) => e.volunteersWanted && e.id !== event?.id)];
  const series = asked.filter((e) => e.repeat);
  const [places, dates] = await Promise.all([
    context.services.volunteers.placesFor(event ? [event, ...upcoming] : upcoming),
    context.services.volunteers.datesFor(series),
  ]);
  // Every series the form may offer, full ones too, so the thank-you can name the date taken.
  const seriesDates: Record<string, SeriesDateChoices> = {};
  for (const e of series) {
    seriesDates[e.id] = {
      title: e.title,
      needed: e.volunteersNeeded,
      dates: (dates[e.id] ?? []).slice(0, DATES_OFFERED).map((date) => ({
        value: date.startsAt,
        when: formatEventWhen({ ...date, allDay: e.allDay }),
        places: datePlacesText(date),
        full: date.left === 0,
      })),
    };
  }
  const full = (id: string) => places[id]?.left === 0;
  // A full event is listed (with thanks) but not offered in the form: the server would refuse the sign-up.
  const wanted = upcoming.filter((e) => e.volunteersWanted).map((e) => eventCard(e, now));
  // The chosen event is offered even if it did not ask for helpers, as long as it has not ended (a series: its
  // last date, as the server's check has it); a series is shown at its next date, as the list shows it.
  const asNow = event ? seriesAt(event, now) : undefined;
  const ended = asNow?.ended ?? false;
  const chosen = asNow && !ended ? eventCard(asNow.shown, now) : null;
  const options = (chosen && !wanted.some((e) => e.id === chosen.id) ? [chosen, ...wanted] : wanted).filter(
    (e) => !full(e.id),
  );
  return {
    // The copy is read here, so the browser never downloads every page's words.
    copy: await pageCopyAt(context.services, "/giving/get-involved"),
    eventId,
    /** The event named by ?eventId= when the form can still offer it. */
    event: chosen,
    /** The event named by ?eventId= when it has already ended, so the form cannot offer it. */
    pastEvent: asNow && ended ? eventCard(asNow.shown, now) : null,
    chosenEventId: chosen && !full(chosen.id) ? chosen.id : null,
    /** The chosen event has every helper it asked for. */
    chosenFull: chosen ? full(chosen.id) : false,
    volunteerEvents: wanted.slice(0, 6).map((e) => ({ ...e, places: places[e.id] ?? null })),
    /** Each repeating event's next dates, for the form's date question (ADR 067). */
    seriesDates,
    /** The form's list, with what the form says about the one chosen in it. */
    eventOptions: options.map((e) => ({
      value: e.id,
      label: `${e.title} — ${e.when}`,
      title: e.title,
      when: e.when,
      location: e.location,
      url: e.url,
      repeats: e.repeats,
    })),
  };
}

/** The 429 answer keeps its Retry-After (the no-JavaScript path). */
export const headers = formPageHeaders;

/** Without JavaScript: the same service as POST /api/volunteers, guarded by a same-origin check (ADR 009). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleFormPost({
    request,
    siteUrl: context.siteUrl,
    clientIp: context.clientIp,
    limit: () => context.limitFormPost("volunteers"),
    listFields: VOLUNTEER_LIST_FIELDS,
    submit: (values, sender) => context.services.volunteers.submit(values, sender),
  });
}

/** With JavaScript: checked in the browser, then sent through the API client (CSRF token, spec §7–8). */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormState> {
  return submitClientForm({
    formData: await request.formData(),
    schema: volunteerSchema,
    path: "/volunteers",
    api: browserServices().api,
    listFields: VOLUNTEER_LIST_FIELDS,
  });
}

type Loaded = Route.ComponentProps["loaderData"];

/** What the form says when the event a link chose cannot be offered: that it is full, over, or not found. */
function LinkedEventNotice({
  eventId,
  event,
  pastEvent,
  chosenFull,
}: Pick<Loaded, "eventId" | "event" | "pastEvent" | "chosenFull">) {
  if (event && chosenFull) {
    return (
      <p className="notice" role="status" data-testid="full-event">
        <Link to={event.url}>{event.title}</Link> ({event.when}) has all the helpers it needs. Thank you! Choose another
        event below, or sign up without one.
      </p>
    );
  }
  if (event) return null;
  if (pastEvent) {
    return (
      <p className="notice" role="status" data-testid="past-event">
        <Link to={pastEvent.url}>{pastEvent.title}</Link> ({pastEvent.when}) has already taken place. Choose another
        event below, or sign up without one.
      </p>
    );
  }
  if (eventId) {
    return (
      <p className="notice" role="status">
        We could not find that event; it may have been moved or cancelled. Choose another event below, or sign up
        without one.
      </p>
    );
  }
  return null;
}

/** The event chosen in the form's list at this moment, the link's or the visitor's own. */
function ChosenEvent({ event }: { event: Loaded["eventOptions"][number] | undefined }) {
  if (!event) return null;
  return (
    <aside className="callout" aria-labelledby="chosen-event" data-testid="chosen-event">
      <h3 id="chosen-event" className="callout__title">
        You are volunteering for: {event.title}
      </h3>
      <p>
        {event.when}
        {event.location ? ` · ${event.location}` : ""}
      </p>
      {event.repeats ? <p>{event.repeats}: choose your date below.</p> : null}
      <p>
        <Link to={event.url}>About this event</Link>
      </p>
    </aside>
  );
}

/** A link to the form (volunteerHref) lands there: focus follows, so Tab goes on into the form, not from the top. */
function useFocusOnArrival() {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (a new key)
  useEffect(() => {
    if (location.hash !== `#${VOLUNTEER_FORM_ID}`) return;
    document.getElementById(VOLUNTEER_FORM_ID)?.focus({ preventScroll: true });
  }, [location.key]);
}

export default function GetInvolved({ loaderData }: Route.ComponentProps) {
  const { copy, eventId, event, pastEvent, volunteerEvents, eventOptions, chosenEventId, chosenFull, seriesDates } =
    loaderData;
  const state = useActionData<FormState>();
  const { summaryRef, panelRef } = useOutcomeFocus(state);
  useFocusOnArrival();
  const problems = problemsOf(state, VOLUNTEER_FIELDS, volunteerFieldId);
  const sentSeries = state?.status === "sent" && state.eventId ? seriesDates[state.eventId] : undefined;
  const sentDate = state?.status === "sent" ? sentSeries?.dates.find((d) => d.value === state.date) : undefined;
  const sentFor =
    state?.status === "sent"
      ? sentSeries && sentDate
        ? // A series' helper comes on the date chosen, not on the next date the list names it by.
          { label: `${sentSeries.title} — ${sentDate.when}` }
        : (eventOptions.find((o) => o.value === state.eventId) ??
          (event && event.id === state.eventId ? { label: `${event.title} — ${event.when}` } : undefined))
      : undefined;
  return (
    <div className="page container with-sidebar">
      <div className="page__body">
        <h1>{copy?.heading ?? "Get Involved"}</h1>
        {copy ? <p className="lead">{copy.lead}</p> : null}
        <div className="form-outcome">
          {problems.length > 0 ? <ErrorSummary problems={problems} summaryRef={summaryRef} /> : null}
          {state?.status === "sent" ? (
            <ConfirmationPanel title="Thank you for signing up" panelRef={panelRef}>
              <p>
                {sentFor ? (
                  <>
                    You offered to help with <strong>{sentFor.label}</strong>.{" "}
                  </>
                ) : null}
                The volunteer coordinator will contact you at <strong>{state.email}</strong> within a week.
              </p>
              <p>
                <Link to="/giving/get-involved">Sign up for something else</Link>
              </p>
            </ConfirmationPanel>
          ) : null}
        </div>
        {volunteerEvents.length > 0 ? (
          <section aria-labelledby="needs-heading">
            <h2 id="needs-heading">Events that need helpers</h2>
            <ul className="link-list">
              {volunteerEvents.map((e) => (
                <li key={e.id}>
                  <Link to={volunteerHref(e.id)}>{e.title}</Link> — {e.when}
                  {e.places ? ` (${placesLeftText(e.places)})` : e.helpersNeeded ? ` (${e.helpersNeeded})` : ""}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {copy ? <PageBlocks blocks={copy.blocks} /> : null}
        {/* Once signed up, the thank-you above says which event; the form and what it said about the event go. */}
        {state?.status === "sent" ? null : (
          <VolunteerForm
            state={state}
            events={eventOptions}
            chosenEventId={chosenEventId}
            seriesDates={seriesDates}
            chosen={(chosenId) => (
              <>
                <LinkedEventNotice {...{ eventId, event, pastEvent, chosenFull }} />
                <ChosenEvent event={eventOptions.find((o) => o.value === chosenId)} />
              </>
            )}
          />
        )}
      </div>
      <SectionNav section="Giving" currentPath="/giving/get-involved" />
    </div>
  );
}
