/**
 * /giving/get-involved/cancel?token=…: a volunteer cancels their own sign-up from the confirmation e-mail
 * (issue 15). The link only shows a question; the sign-up goes only on the button's same-origin POST, so a mail
 * scanner that opens links cancels nothing.
 */
import { data, Form, Link } from "react-router";
import { BusyButton } from "~/components/busy-button.tsx";
import { PhoneLink } from "~/components/contact-details.tsx";
import { OutcomeNotice } from "~/components/outcome-notice.tsx";
import { formatFullDate, formatTime } from "~/lib/event-when.ts";
import { readFormBody } from "~/lib/forms/form-body.server.ts";
import { isSameOriginPost } from "~/lib/forms/same-origin.ts";
import { useSendOnce } from "~/lib/forms/send-once.ts";
import { useSchoolDetails } from "~/lib/school-details.tsx";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/cancel";

export const handle = { seo: { title: "Cancel a volunteer sign-up", noindex: true } };
export const meta = routeMeta;

/**
 * The page names the volunteer and holds their link's token, and its question must go once they answer it: kept
 * by no cache, ours (page-cache/entry.ts refuses no-store) or one in front of the site.
 */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const signup =
    token.length >= 20 && token.length <= 200 ? await context.services.volunteers.byCancelToken(token) : undefined;
  // A series' helper cancels one date (ADR 067): the question names it, in the school's time.
  const date = signup?.date ? `${formatFullDate(signup.date)}, ${formatTime(signup.date)}` : null;
  return { token, signup: signup ? { ...signup, date } : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginPost(request.headers, request.url, context.siteUrl)) {
    return { outcome: "refused" as const };
  }
  const body = await readFormBody(request);
  if (!body.ok) return data({ outcome: "refused" as const }, { status: body.status });
  const token = String(body.formData.get("token") ?? "").slice(0, 200);
  const cancelled = token ? await context.services.volunteers.cancelByToken(token) : false;
  return { outcome: cancelled ? ("cancelled" as const) : ("gone" as const) };
}

export default function CancelSignup({ loaderData, actionData }: Route.ComponentProps) {
  const { token, signup } = loaderData;
  const { busy, onSubmit } = useSendOnce();
  const outcome = actionData?.outcome;
  const details = useSchoolDetails();
  // Every outcome replaces the button that was pressed; the notice in its place takes focus.
  const answered = outcome !== undefined;

  return (
    <div className="page container">
      <h1>Cancel a volunteer sign-up</h1>
      {outcome === "cancelled" ? (
        <OutcomeNotice className="form-panel" role="status" takeFocus={answered}>
          <h2 className="form-panel__title">Your sign-up is cancelled</h2>
          <p>Thank you for letting us know. Your place is free for someone else.</p>
          <p>
            <Link to="/giving/get-involved">Other ways to help</Link>
          </p>
        </OutcomeNotice>
      ) : outcome === "refused" ? (
        <OutcomeNotice as="p" className="notice" role="alert" takeFocus={answered}>
          {/* Reached only when the browser hides where the press came from (an add-on, an old browser), which a
              reload may not change: the office can always cancel it instead. */}
          This page could not be sent. Please reload it and press the button again. If it happens again, call the office
          at <PhoneLink phone={details.phone} /> or reply to your confirmation e-mail, and we will cancel it for you.
        </OutcomeNotice>
      ) : signup && outcome !== "gone" ? (
        <>
          <p className="lead">
            {signup.name}, do you want to cancel your sign-up
            {signup.eventTitle ? (
              <>
                {" "}
                for <strong>{signup.eventTitle}</strong>
                {signup.date ? (
                  <>
                    {" "}
                    on <strong>{signup.date}</strong>
                  </>
                ) : null}
              </>
            ) : (
              " to help"
            )}
            ?
          </p>
          <Form method="post" onSubmit={onSubmit}>
            <input type="hidden" name="token" value={token} />
            {/* Not disabled while it is sent: a disabled button drops focus to <body> (decision 046). */}
            <BusyButton type="submit" className="button" busy={busy}>
              {busy ? "Cancelling…" : "Yes, cancel my sign-up"}
            </BusyButton>
          </Form>
          <p>
            <Link to="/">No, keep it</Link>
          </p>
        </>
      ) : (
        <OutcomeNotice as="p" className="notice" role="status" takeFocus={answered}>
          This link no longer works: the sign-up was already cancelled or removed. To help another way, see{" "}
          <Link to="/giving/get-involved">Get Involved</Link>.
        </OutcomeNotice>
      )}
    </div>
  );
}
