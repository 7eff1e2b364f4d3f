/** The office's volunteer sign-ups: each event's helpers against the number it asked for, the list, CSV, removal. */
import { useState } from "react";
import { Link, useLocation, useNavigation, useRevalidator } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { Pager } from "~/components/content/pager.tsx";
import { formatChangedAt, formatLongDay } from "~/lib/admin/admin-dates.ts";
import type { SignupFilters, SignupsService } from "~/lib/api/signups-service.ts";
import type { Page } from "../../../common/content/types.ts";
import { countWords } from "../../../common/count-words.ts";
import { RECORD_CHECK_LABELS, volunteerRoleWords } from "../../../common/forms/volunteer-schema.ts";
import {
  DATE_GONE_WORDS,
  type DateHelpers,
  type EventHelpers,
  type OfficeSignup,
} from "../../../common/inbox/signups.ts";
import { ConfirmDialog } from "./admin-dialog.tsx";
import { DASHBOARD_CRUMB, type FlashState } from "./content-list.tsx";
import { DateGoneWarning } from "./date-gone.tsx";
import { EmailAddress } from "./email-address.tsx";
import { countLine, EmptyList, FilterSearch, FilterSelect, ListFilters, ListToolbar } from "./list-filters.tsx";
import { ScreenNotices } from "./screen-notices.tsx";

export const SIGNUPS_PATH = "/admin/volunteers";

function eventLink(eventId: string) {
  return `${SIGNUPS_PATH}?event=${encodeURIComponent(eventId)}`;
}

function placesCell(event: EventHelpers): string {
  if (event.needed === null) return "No limit";
  const left = Math.max(0, event.needed - event.signedUp);
  return left === 0 ? `Full (${event.needed})` : `${left} of ${event.needed} left`;
}

/** One date of a series against its own number (ADR 067): "2 of 4 taken", "Full (4 of 4)", or "2 signed up". */
function datePlacesWords(date: DateHelpers, needed: number | null): string {
  if (needed === null) return `${date.signedUp} signed up`;
  return date.signedUp >= needed ? `Full (${date.signedUp} of ${needed})` : `${date.signedUp} of ${needed} taken`;
}

/** A series' places: a line per coming date, as its number is per date. */
function SeriesPlaces({ event, dates }: { event: EventHelpers; dates: DateHelpers[] }) {
  if (dates.length === 0) return <>No dates to come</>;
  return (
    <ul className="signups-dates">
      {dates.map((date) => (
        <li key={date.startsAt}>
          {formatChangedAt(date.startsAt)}: {datePlacesWords(date, event.needed)}
        </li>
      ))}
    </ul>
  );
}

/** The event a sign-up is for, with the date chosen when the event repeats. */
function signupEventWords(signup: OfficeSignup): string {
  const title = signup.eventTitle ?? (signup.eventId ? "An event since deleted" : "Any (general help)");
  return signup.date ? `${title}, ${formatChangedAt(signup.date)}` : title;
}

export function SignupsScreen({
  page,
  events,
  filters,
  service,
}: {
  page: Page<OfficeSignup>;
  events: EventHelpers[];
  filters: SignupFilters;
  service: SignupsService;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [flash, setFlash] = useState((location.state as FlashState | null)?.flash ?? "");
  const [removing, setRemoving] = useState<OfficeSignup | null>(null);
  const [removeError, setRemoveError] = useState("");
  // Raised by each removal: the row and its Remove button go, so the notice takes focus (StatusNotice's focusKey).
  const [removedCount, setRemovedCount] = useState(0);
  // The event whose volunteers on dates gone the office is asked about e-mailing (ADR 069).
  const [telling, setTelling] = useState<EventHelpers | null>(null);
  const [tellError, setTellError] = useState("");
  const loading = navigation.state === "loading" && navigation.location.pathname === SIGNUPS_PATH;
  const filtered = Boolean(filters.event) || Boolean(filters.q);
  const chosen = events.find((event) => event.eventId === filters.event);

  async function confirmRemove() {
    if (!removing) return;
    try {
      await service.remove(removing.id);
      setFlash(`${removing.name}'s sign-up was removed.`);
      setRemovedCount((count) => count + 1);
      setRemoving(null);
      revalidator.revalidate();
    } catch {
      setRemoveError("The sign-up could not be removed. Try again.");
    }
  }

  async function confirmTell() {
    if (!telling) return;
    try {
      const { told, emailOn } = await service.tellDatesGone(telling.eventId);
      const people = countWords(told, "volunteer", "volunteers");
      setFlash(
        told === 0
          ? `Nobody was left to tell about ${telling.title}: someone else may have e-mailed them just now.`
          : emailOn
            ? `${people} of ${telling.title} ${told === 1 ? "was" : "were"} e-mailed that their date is no longer held.`
            : `${told === 1 ? "An e-mail to 1 volunteer" : `E-mails to ${people}`} of ${telling.title} will go out once the site's e-mail is set up.`,
      );
      // The row's button goes: the notice takes focus, as after a removal.
      setRemovedCount((count) => count + 1);
      setTelling(null);
      revalidator.revalidate();
    } catch {
      setTellError("The e-mails could not be sent. Try again.");
    }
  }

  return (
    <>
      <Breadcrumbs root={DASHBOARD_CRUMB} current="Volunteer sign-ups" />
      <h1>Volunteer sign-ups</h1>
      <ScreenNotices flash={flash} focusKey={removedCount} />

      <section aria-labelledby="helpers-heading">
        <h2 id="helpers-heading">Events and their helpers</h2>
        {events.length === 0 ? (
          <p className="admin-empty">No upcoming event is asking for helpers, and no event has sign-ups.</p>
        ) : (
          <div className="admin-table__scroll">
            <table className="admin-table stack-table">
              <caption className="visually-hidden">Events asking for helpers, soonest first</caption>
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">Date</th>
                  <th scope="col">Signed up</th>
                  <th scope="col">Places</th>
                </tr>
              </thead>
              <tbody>
                {events.map((event) => (
                  <tr key={event.eventId}>
                    <th scope="row">
                      <Link to={eventLink(event.eventId)}>
                        {event.title}
                        <span className="visually-hidden"> (show its helpers)</span>
                      </Link>
                    </th>
                    <td data-label="Date">
                      {formatLongDay(event.startsAt)}
                      {event.repeats ? <div>{event.repeats}</div> : null}
                    </td>
                    <td data-label="Signed up">
                      {event.signedUp}
                      {event.onDatesGone > 0 ? (
                        <DateGoneWarning>
                          {countWords(event.onDatesGone, "sign-up", "sign-ups")} for dates the event no longer has
                        </DateGoneWarning>
                      ) : null}
                      {event.untoldOnDatesGone > 0 ? (
                        <div>
                          <button
                            type="button"
                            className="button button--ghost button--small"
                            onClick={() => {
                              setTellError("");
                              setTelling(event);
                            }}
                          >
                            {event.untoldOnDatesGone === event.onDatesGone
                              ? "E-mail them"
                              : `E-mail the ${event.untoldOnDatesGone} not told yet`}
                            <span className="visually-hidden">
                              {" "}
                              ({event.untoldOnDatesGone === 1 ? "a volunteer" : "volunteers"} of {event.title} whose
                              date is no longer held)
                            </span>
                          </button>
                        </div>
                      ) : event.onDatesGone > 0 ? (
                        <div>Told by e-mail</div>
                      ) : null}
                    </td>
                    <td data-label="Places">
                      {event.dates ? <SeriesPlaces event={event} dates={event.dates} /> : placesCell(event)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="signups-heading">
        <h2 id="signups-heading">{chosen ? `Helpers for ${chosen.title}` : "Sign-ups"}</h2>
        <ListFilters label="Filter sign-ups" clearTo={SIGNUPS_PATH} filtered={filtered}>
          <FilterSelect
            id="signups-event"
            name="event"
            label="Event"
            value={filters.event ?? ""}
            options={[
              { value: "", label: "Every sign-up" },
              { value: "none", label: "General offers of help (no event)" },
              ...events.map((event) => ({ value: event.eventId, label: event.title })),
            ]}
          />
          <FilterSearch id="signups-q" hint="A name, e-mail address, phone number or note." value={filters.q ?? ""} />
        </ListFilters>

        <ListToolbar
          count={countLine(page, { one: "sign-up", many: "sign-ups", suffix: filtered ? " found" : "" }, loading)}
          exportUrl={page.total > 0 ? service.exportUrl(filters) : undefined}
        />

        {page.items.length === 0 ? (
          <EmptyList page={page}>
            {filtered ? (
              <p>
                No sign-ups match. <Link to={SIGNUPS_PATH}>Show every sign-up</Link>.
              </p>
            ) : (
              <p>Nobody has signed up to volunteer yet. Sign-ups from the Get Involved page appear here.</p>
            )}
          </EmptyList>
        ) : (
          <div className="admin-table__scroll" aria-busy={loading || undefined}>
            <table className="admin-table signups-table">
              <caption className="visually-hidden">Volunteer sign-ups, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Volunteer</th>
                  <th scope="col">Event</th>
                  <th scope="col">Ways to help</th>
                  <th scope="col">Availability and notes</th>
                  <th scope="col">Record check</th>
                  <th scope="col">Signed up</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((signup) => (
                  <tr key={signup.id}>
                    <th scope="row">
                      {signup.name}
                      <a className="inbox-table__email" href={`mailto:${signup.email}`}>
                        <EmailAddress email={signup.email} />
                      </a>
                      <a className="inbox-table__email" href={`tel:${signup.phone.replace(/[^\d+]/g, "")}`}>
                        {signup.phone}
                      </a>
                    </th>
                    <td data-label="Event">
                      {signup.eventTitle ?? (signup.eventId ? "An event since deleted" : "Any (general help)")}
                      {signup.date ? (
                        <div>
                          {formatChangedAt(signup.date)}
                          {signup.dateGone ? (
                            <DateGoneWarning>{DATE_GONE_WORDS[signup.dateGone]}</DateGoneWarning>
                          ) : null}
                          {signup.dateGone && signup.toldGoneAt ? (
                            <div>Told by e-mail {formatChangedAt(signup.toldGoneAt)}</div>
                          ) : null}
                        </div>
                      ) : signup.eventRepeats ? (
                        // Signed up before a series' helpers chose a date (ADR 067).
                        <div>No date chosen</div>
                      ) : null}
                    </td>
                    <td data-label="Ways to help">{signup.interests.map(volunteerRoleWords).join(", ") || "—"}</td>
                    <td data-label="Availability and notes">
                      {[signup.availability, signup.notes].filter(Boolean).join(" · ") || "—"}
                    </td>
                    <td data-label="Record check">{RECORD_CHECK_LABELS[signup.criminalRecordCheck]}</td>
                    <td data-label="Signed up">{formatChangedAt(signup.createdAt)}</td>
                    <td>
                      <button
                        type="button"
                        className="button button--danger button--small"
                        onClick={() => {
                          setRemoveError("");
                          setRemoving(signup);
                        }}
                      >
                        Remove<span className="visually-hidden"> {signup.name}'s sign-up</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager page={page.page} pageCount={page.pageCount} label="Pages of sign-ups" />
      </section>

      <ConfirmDialog
        title={removing ? `Remove ${removing.name}'s sign-up?` : "Remove the sign-up?"}
        isOpen={removing !== null}
        confirmLabel="Remove the sign-up"
        error={removeError}
        busyLabel="Removing…"
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        <p>
          {removing?.eventTitle && !removing.dateGone
            ? `Their place on ${signupEventWords(removing)} becomes free for someone else.`
            : removing?.eventTitle
              ? `Their sign-up for ${signupEventWords(removing)} will be removed.`
              : "Their offer of help will be removed."}{" "}
          This cannot be undone.
        </p>
      </ConfirmDialog>

      <ConfirmDialog
        title={
          telling
            ? `E-mail ${countWords(telling.untoldOnDatesGone, "volunteer", "volunteers")} of ${telling.title}?`
            : "E-mail the volunteers?"
        }
        isOpen={telling !== null}
        confirmLabel="Send the e-mails"
        keepLabel="Not now"
        error={tellError}
        busyLabel="Sending…"
        onConfirm={confirmTell}
        onCancel={() => setTelling(null)}
      >
        <p>
          {telling?.untoldOnDatesGone === 1 ? "The volunteer gets" : "Each gets"} an e-mail from the school saying the
          date they signed up for is no longer held: cancelled, or no longer one of the event's dates. While the event
          has dates to come, it also gives the link to choose another.
        </p>
        <p>
          Their sign-ups stay in the list, marked as told, until you remove them. An e-mail cannot be taken back once
          sent.
        </p>
      </ConfirmDialog>
    </>
  );
}
