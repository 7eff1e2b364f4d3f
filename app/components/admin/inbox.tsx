/** The office's inbox screens: the list of contact messages with its filters, and one message with what to do next. */
import { useState } from "react";
import { Link, useLocation, useNavigate, useNavigation, useRevalidator } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { BusyButton } from "~/components/busy-button.tsx";
import { Pager } from "~/components/content/pager.tsx";
import { formatChangedAt } from "~/lib/admin/admin-dates.ts";
import type { InboxFilters, InboxPage, InboxService } from "~/lib/api/inbox-service.ts";
import { useOnePress } from "~/lib/forms/one-press.ts";
import { DELETED_KEPT_DAYS } from "../../../common/content/deleted.ts";
import { CONTACT_TOPIC_LABELS, CONTACT_TOPICS } from "../../../common/forms/contact-schema.ts";
import {
  type DeletedMessage,
  INBOX_STATE_LABELS,
  INBOX_STATES,
  type InboxMessage,
  messageTitle,
  type OpenedMessage,
} from "../../../common/inbox/messages.ts";
import { site } from "../../../common/site.ts";
import { ConfirmDialog } from "./admin-dialog.tsx";
import { DASHBOARD_CRUMB, type FlashState } from "./content-list.tsx";
import type { DeletedPlace } from "./deleted-items.tsx";
import { EmailAddress } from "./email-address.tsx";
import {
  countLine,
  EmptyList,
  FilterSearch,
  FilterSelect,
  ListFilters,
  ListToolbar,
  RecentlyDeletedLink,
} from "./list-filters.tsx";
import { ArrivalNotice, ScreenNotices } from "./screen-notices.tsx";

export const INBOX_PATH = "/admin/messages";

/** The inbox as its "Recently deleted" knows it (ADR 062): where it is, and what it says differently from a set. */
export const INBOX_PLACE: DeletedPlace<DeletedMessage> = {
  accessPoint: "admin-messages",
  apiPath: "/messages",
  adminPath: INBOX_PATH,
  names: { plural: "Contact messages", singular: "message" },
  deletedWords: {
    whereBack: "in the inbox again",
    itemHeading: "Message",
    detailOf: (message) =>
      `${message.email} · ${CONTACT_TOPIC_LABELS[message.topic]} · sent ${formatChangedAt(message.createdAt)}`,
    openVerb: "Open",
    foreverNote: "The message will be removed for good.",
    // A message also goes at the end of the retention period counted from when it was sent (ADR 062).
    keptNote: `What was deleted is kept for ${DELETED_KEPT_DAYS} days, or less for a message near the end of the time messages are kept: “Kept until” gives each one's date.`,
  },
};
const INBOX_CRUMB = { text: INBOX_PLACE.names.plural, to: INBOX_PLACE.adminPath };

/** Where a message stands, in the words the list and the message use. */
function statusOf(message: InboxMessage): string {
  if (message.handledAt) {
    return `Handled ${formatChangedAt(message.handledAt)}${message.handledBy ? ` by ${message.handledBy}` : ""}`;
  }
  return message.readAt ? "Read, not handled yet" : "Unread";
}

export function InboxList({
  page,
  filters,
  service,
  deletedCount,
}: {
  page: InboxPage;
  filters: Required<Pick<InboxFilters, "state">> & InboxFilters;
  service: InboxService;
  /** Deleted messages still kept: a link to "Recently deleted" when any are; null when they could not be counted. */
  deletedCount: number | null;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const flash = (location.state as FlashState | null)?.flash;
  const loading = navigation.state === "loading" && navigation.location.pathname === INBOX_PATH;
  const filtered = filters.state !== "open" || Boolean(filters.topic) || Boolean(filters.q);

  return (
    <>
      <Breadcrumbs root={DASHBOARD_CRUMB} current="Contact messages" />
      <h1>Contact messages</h1>
      <p className="admin-lead">
        Messages sent from the contact page. {page.unread === 1 ? "1 is" : `${page.unread} are`} unread.
      </p>
      <ArrivalNotice key={location.key} flash={flash} />

      <ListFilters label="Filter messages" clearTo={INBOX_PATH} filtered={filtered}>
        <FilterSelect
          id="inbox-state"
          name="state"
          label="Show"
          value={filters.state}
          options={INBOX_STATES.map((state) => ({ value: state, label: INBOX_STATE_LABELS[state] }))}
        />
        <FilterSelect
          id="inbox-topic"
          name="topic"
          label="Topic"
          value={filters.topic ?? ""}
          options={[
            { value: "", label: "Every topic" },
            ...CONTACT_TOPICS.map((topic) => ({ value: topic, label: CONTACT_TOPIC_LABELS[topic] })),
          ]}
        />
        <FilterSearch id="inbox-q" hint="Words in the name, e-mail address or message." value={filters.q ?? ""} />
      </ListFilters>

      <ListToolbar
        count={countLine(
          page,
          { one: "message", many: "messages", suffix: filtered ? " found" : " not handled yet" },
          loading,
        )}
        exportUrl={page.total > 0 ? service.exportUrl(filters) : undefined}
      >
        <RecentlyDeletedLink place={INBOX_PLACE} count={deletedCount} />
      </ListToolbar>

      {page.items.length === 0 ? (
        <EmptyList page={page}>
          {filtered ? (
            <p>
              No messages match. <Link to={INBOX_PATH}>Show the messages not handled yet</Link>.
            </p>
          ) : (
            <p>
              Every message has been handled. <Link to={`${INBOX_PATH}?state=all`}>Show all messages</Link>.
            </p>
          )}
        </EmptyList>
      ) : (
        <div className="admin-table__scroll" aria-busy={loading || undefined}>
          <table className="admin-table stack-table inbox-table">
            <caption className="visually-hidden">Contact messages, newest first</caption>
            <thead>
              <tr>
                <th scope="col">From</th>
                <th scope="col">Topic</th>
                <th scope="col">Message</th>
                <th scope="col">Received</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((message) => {
                const unread = !message.readAt && !message.handledAt;
                return (
                  <tr key={message.id} className={unread ? "inbox-table__unread" : undefined}>
                    <th scope="row">
                      <Link to={`${INBOX_PATH}/${encodeURIComponent(message.id)}`}>
                        {message.name}
                        {unread ? <span className="visually-hidden"> (unread)</span> : null}
                      </Link>
                      <span className="inbox-table__email">
                        <EmailAddress email={message.email} />
                      </span>
                    </th>
                    <td data-label="Topic">{CONTACT_TOPIC_LABELS[message.topic]}</td>
                    <td className="inbox-table__excerpt" data-label="Message">
                      {excerpt(message.message)}
                    </td>
                    <td data-label="Received">{formatChangedAt(message.createdAt)}</td>
                    <td data-label="Status">{statusOf(message)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page.page} pageCount={page.pageCount} label="Pages of messages" />
    </>
  );
}

/**
 * Until when a deleted message can be put back, as the server counted it when the message was opened: the same date
 * "Recently deleted" will show under "Kept until" (or a few minutes before it, the time the screen was open), which
 * is sooner than DELETED_KEPT_DAYS for a message near the end of its retention period (ADR 062).
 */
function putBackWords(message: OpenedMessage): string {
  return message.keptUntilIfDeleted === null
    ? "It is older than the time messages are kept, so it will be removed for good within a day, deleted or not."
    : `You can put it back from “Recently deleted” until ${formatChangedAt(message.keptUntilIfDeleted)}.`;
}

/** The start of a message, for the list: enough to recognise it. */
function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 90 ? `${flat.slice(0, 89)}…` : flat;
}

export function MessageView({ message, service }: { message: OpenedMessage; service: InboxService }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [flash, setFlash] = useState("");
  const [error, setError] = useState("");
  // Held until the message shows its new state: a double click must not mark it twice, or back again.
  const marking = useOnePress();
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState("");

  const replyHref = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(
    `Re: your message to ${site.name}`,
  )}`;

  async function setHandled(handled: boolean) {
    setError("");
    try {
      await service.setHandled(message.id, handled);
    } catch {
      setError("The change could not be saved. Check the connection and try again.");
      return;
    }
    setFlash(handled ? "The message is marked as handled." : "The message is marked as not handled yet.");
    await revalidator.revalidate();
  }

  async function confirmDelete() {
    try {
      await service.remove(message.id);
      const state: FlashState = { flash: `The message from ${message.name} was deleted. ${putBackWords(message)}` };
      // Awaited so the dialog stays busy until the list has arrived, not only until the message is gone.
      await navigate(INBOX_PATH, { state });
    } catch {
      setDeleteError("The message could not be deleted. Try again.");
    }
  }

  return (
    <>
      <Breadcrumbs root={DASHBOARD_CRUMB} trail={[INBOX_CRUMB]} current={messageTitle(message.name)} />
      <h1>{messageTitle(message.name)}</h1>
      <ScreenNotices flash={flash} error={error} />
      <dl className="inbox-details">
        <dt>From</dt>
        <dd>{message.name}</dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${message.email}`}>{message.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          {message.phone ? <a href={`tel:${message.phone.replace(/[^\d+]/g, "")}`}>{message.phone}</a> : "Not given"}
        </dd>
        <dt>Topic</dt>
        <dd>{CONTACT_TOPIC_LABELS[message.topic]}</dd>
        <dt>Received</dt>
        <dd>{formatChangedAt(message.createdAt)}</dd>
        <dt>Status</dt>
        <dd>{statusOf(message)}</dd>
      </dl>
      <h2 className="visually-hidden">The message</h2>
      <div className="inbox-message">{message.message}</div>
      <div className="admin-actions">
        <a className="button" href={replyHref}>
          Reply by e-mail
        </a>
        {/* One button whose words change, so focus stays on it after the change. */}
        <BusyButton
          className="button button--ghost"
          busy={marking.busy}
          onClick={() => marking.run(() => setHandled(!message.handledAt))}
        >
          {message.handledAt ? "Mark as not handled" : "Mark as handled"}
        </BusyButton>
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            setDeleteError("");
            setDeleting(true);
          }}
        >
          Delete
        </button>
      </div>
      <p>
        <Link to={INBOX_PATH}>Back to the messages</Link>
      </p>

      <ConfirmDialog
        title={`Delete the message from ${message.name}?`}
        isOpen={deleting}
        confirmLabel="Delete the message"
        error={deleteError}
        busyLabel="Deleting…"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(false)}
      >
        <p>The message will be removed from the inbox. {putBackWords(message)}</p>
      </ConfirmDialog>
    </>
  );
}
