/** The administrator dashboard at /admin (route name AdminDashboard): the office's sections and what comes next. */
import { Link } from "react-router";
import { MailPanel } from "~/components/admin/mail-panel.tsx";
import { formatSchoolDay } from "~/lib/admin/admin-dates.ts";
import { alumniSet } from "~/lib/admin/alumni-set.tsx";
import { type Attention, loadAttention } from "~/lib/admin/attention.ts";
import { careersSet } from "~/lib/admin/careers-set.tsx";
import type { AdminItem, ContentSetConfig } from "~/lib/admin/content-set.ts";
import { eventsSet } from "~/lib/admin/events-set.tsx";
import { newsSet } from "~/lib/admin/news-set.tsx";
import { scheduledEntries, type Waiting, waitingOf } from "~/lib/admin/scheduled.ts";
import { ADMIN_SECTIONS } from "~/lib/admin/sections.ts";
import { testimonialsSet } from "~/lib/admin/testimonials-set.tsx";
import { whyChooseSet } from "~/lib/admin/why-choose-set.tsx";
import { createContentService } from "~/lib/api/content-service.ts";
import { createInboxService } from "~/lib/api/inbox-service.ts";
import { createMailStatusService, type MailStatus } from "~/lib/api/mail-service.ts";
import { type AccessHandle, requireAccess } from "~/lib/auth/access-guard.ts";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { formatEventWhen } from "~/lib/event-when.ts";
import { routeMeta } from "~/lib/seo.ts";
import { countWords } from "../../../common/count-words.ts";
import type { Route } from "./+types/dashboard";

export const handle = {
  accessPoint: "admin-dashboard",
  seo: { title: "Administrator dashboard", noindex: true },
} satisfies AccessHandle & { seo: object };

export const meta = routeMeta;

/** What is scheduled to appear and how many messages are unread; null where it could not be read. */
type DashboardData = {
  waiting: Waiting[] | null;
  unread: number | null;
  mail: MailStatus | null;
  attention?: Attention;
};

/** Up to this many waiting items of each set: the dashboard is a glance, the set's list has the rest. */
const PER_SET = 20;

/** One set's scheduled items, soonest first, as waiting entries. */
async function waitingIn<E extends AdminItem>(
  set: ContentSetConfig<E>,
  kind: string,
  at: (item: E) => string | null,
  sort: string | undefined,
  signal: AbortSignal,
): Promise<Waiting[]> {
  const { api } = browserServices();
  const page = await createContentService<E, unknown>(api, set.apiPath).fetchAll(
    { status: "scheduled", pageSize: PER_SET, ...(sort ? { sort } : {}) },
    { signal },
  );
  return waitingOf(page.items, { kind, adminPath: set.adminPath, titleOf: set.titleOf, at });
}

/**
 * Spec §4: the access guard runs in the browser before the dashboard is shown. Then what is scheduled to
 * appear in every set; if that cannot be read, the dashboard still shows and says so.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<DashboardData> {
  await requireAccess(request, handle);
  const { signal } = request;
  const [waiting, unread, mail, attention] = await Promise.all([
    scheduled(signal),
    unreadMessages(signal),
    mailService()
      .status({ signal })
      .catch(() => null),
    loadAttention(browserServices().api, new Date(), signal),
  ]);
  return { waiting, unread, mail, attention };
}

function mailService() {
  return createMailStatusService(browserServices().api);
}

async function unreadMessages(signal: AbortSignal): Promise<number | null> {
  try {
    const page = await createInboxService(browserServices().api).list({ state: "unread" }, { signal });
    return page.unread;
  } catch {
    return null;
  }
}

async function scheduled(signal: AbortSignal): Promise<Waiting[] | null> {
  try {
    const lists = await Promise.all([
      waitingIn(careersSet, "Careers posting", (p) => p.opensOn, undefined, signal),
      waitingIn(newsSet, "News", (n) => n.publishedAt, "publishedAt", signal),
      waitingIn(eventsSet, "Event", (e) => e.publishAt, undefined, signal),
      waitingIn(alumniSet, "Alumni", (a) => a.publishAt, undefined, signal),
      waitingIn(testimonialsSet, "Testimonial", (t) => t.publishAt, undefined, signal),
      waitingIn(whyChooseSet, "Why choose PCS", (w) => w.publishAt, undefined, signal),
    ]);
    // Written out in the screen, not here: the layout installs the server's zone rules as it renders (ADR 024).
    return lists.flat();
  } catch {
    return null;
  }
}
// Run the guard on the first load too; until it has, the page shows HydrateFallback.
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <p className="admin-loading" role="status">
      Checking your sign-in…
    </p>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const scheduled = loaderData.waiting && scheduledEntries(loaderData.waiting);
  return (
    <>
      <h1>Administrator dashboard</h1>
      <section className="admin-attention" aria-labelledby="attention-heading">
        <h2 id="attention-heading">Needs attention</h2>
        <ul>
          <li>
            {loaderData.unread === null ? (
              "The contact messages could not be counted. Reload the page to try again."
            ) : loaderData.unread === 0 ? (
              <>
                No unread contact messages. <Link to="/admin/messages">Open the messages</Link>
              </>
            ) : (
              <Link to="/admin/messages?state=unread">
                {countWords(loaderData.unread, "unread contact message", "unread contact messages")}
              </Link>
            )}
          </li>
          <MailPanel status={loaderData.mail} onRetry={(id) => mailService().retry(id)} />
          {loaderData.attention ? <AttentionItems attention={loaderData.attention} /> : null}
        </ul>
      </section>
      {loaderData.attention?.soonEvents?.length ? (
        <section className="admin-scheduled" aria-labelledby="soon-heading">
          <h2 id="soon-heading">In the next two weeks</h2>
          <ul>
            {loaderData.attention.soonEvents.map((event) => (
              <li key={event.id}>
                {/* As the public pages say it: an all-day event has no "12:00 AM", one over several days its days. */}
                <strong>{formatEventWhen(event)}</strong> ·{" "}
                <Link to={`/admin/events/${encodeURIComponent(event.id)}`}>{event.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="admin-scheduled" aria-labelledby="scheduled-heading">
        <h2 id="scheduled-heading">Coming up</h2>
        {scheduled === null ? (
          <p>What is scheduled could not be loaded. Reload the page to try again.</p>
        ) : scheduled.length === 0 ? (
          <p>Nothing is scheduled: everything published is already on the site.</p>
        ) : (
          <ul>
            {scheduled.map((entry) => (
              <li key={entry.editPath}>
                <strong>{entry.when}</strong> · {entry.kind}: <Link to={entry.editPath}>{entry.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ul className="admin-sections">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.to}>
            <h2>
              <Link to={section.to}>{section.label}</Link>
            </h2>
            <p>{section.description}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Drafts, new sign-ups and postings closing soon, each a line of "Needs attention" when there is something. */
function AttentionItems({ attention }: { attention: Attention }) {
  const { drafts, newSignups, closingSoon } = attention;
  return (
    <>
      {drafts && drafts.length > 0 ? (
        <li>
          Drafts not published yet:{" "}
          {drafts.map((draft, index) => (
            <span key={draft.to}>
              {index > 0 ? ", " : ""}
              <Link to={draft.to}>
                {draft.label} ({draft.count})
              </Link>
            </span>
          ))}
        </li>
      ) : null}
      {newSignups && newSignups.count > 0 ? (
        <li>
          <Link to="/admin/volunteers">
            {/* "or more" only when a whole page of them is new: never one. */}
            {newSignups.more
              ? `${newSignups.count} or more new volunteer sign-ups`
              : countWords(newSignups.count, "new volunteer sign-up", "new volunteer sign-ups")}{" "}
            this week
          </Link>
        </li>
      ) : null}
      {closingSoon && closingSoon.length > 0 ? (
        <li>
          Careers postings closing within a week:{" "}
          {closingSoon.map((posting, index) => (
            <span key={posting.id}>
              {index > 0 ? ", " : ""}
              <Link to={`/admin/careers/${encodeURIComponent(posting.id)}`}>{posting.title}</Link> (closes{" "}
              {formatSchoolDay(posting.closingDate)})
            </span>
          ))}
        </li>
      ) : null}
      {drafts === null || newSignups === null || closingSoon === null ? (
        <li>Part of this list could not be loaded. Reload the page to try again.</li>
      ) : null}
    </>
  );
}
