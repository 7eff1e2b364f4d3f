// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { formatChangedAt } from "~/lib/admin/admin-dates.ts";
import type { SignupsService } from "~/lib/api/signups-service.ts";
import type { EventHelpers, OfficeSignup } from "../../../common/inbox/signups.ts";
import { SignupsScreen } from "./signups.tsx";

const LUNCH_ID = "5a0c1e2f-3b4d-4e5f-8a6b-7c8d9e0f1a2b";
// The screen shows what the server computed; the dates themselves need only be readable.
const NEXT = "2026-12-04T19:30:00.000Z";
const AFTER = "2026-12-11T19:30:00.000Z";

function signup(
  name: string,
  date: string,
  dateGone: OfficeSignup["dateGone"],
  toldGoneAt: string | null = null,
): OfficeSignup {
  return {
    id: `${name.length}0000000-0000-4000-8000-000000000000`,
    name,
    email: `${name.split(" ")[0]?.toLowerCase()}@example.com`,
    phone: "250 555 0101",
    eventId: LUNCH_ID,
    eventTitle: "Hot lunch",
    eventRepeats: true,
    date,
    dateGone,
    toldGoneAt,
    interests: [],
    availability: null,
    criminalRecordCheck: "yes",
    notes: null,
    createdAt: "2026-11-23T17:00:00.000Z",
  };
}

let signups = [
  signup("Ann Lee", NEXT, null),
  signup("Bo Chan", AFTER, "cancelled"),
  signup("Cyrus Racer", NEXT, "not-a-date"),
];

const lunch: EventHelpers = {
  eventId: LUNCH_ID,
  title: "Hot lunch",
  startsAt: NEXT,
  endsAt: "2026-12-04T21:00:00.000Z",
  needed: 4,
  signedUp: 3,
  onDatesGone: 2,
  untoldOnDatesGone: 2,
  repeats: "Every week on Thursday until January 28, 2027",
  dates: [{ startsAt: "2026-12-03T19:30:00.000Z", endsAt: "2026-12-03T21:00:00.000Z", signedUp: 0 }],
};

const service: SignupsService = {
  list: vi.fn(),
  events: vi.fn(),
  countFor: vi.fn(),
  datesToComeFor: vi.fn(),
  remove: vi.fn(),
  tellDatesGone: vi.fn(),
  exportUrl: () => "http://localhost/api/volunteers/export.csv",
};

/** The summary's events the screen below shows: set by each test before it renders. */
let shownEvents: EventHelpers[] = [];

function SignupsRoute() {
  const page = { items: signups, total: signups.length, page: 1, pageSize: 25, pageCount: 1 };
  return <SignupsScreen page={page} events={shownEvents} filters={{}} service={service} />;
}

function renderScreen(events: EventHelpers[]) {
  shownEvents = events;
  const Stub = createRoutesStub([{ path: "/admin/volunteers", Component: SignupsRoute }]);
  render(<Stub initialEntries={["/admin/volunteers"]} />);
}

/** The sign-ups table's row of one volunteer, by the name in its header cell. */
function rowOf(name: string): HTMLElement {
  const table = screen.getByRole("table", { name: "Volunteer sign-ups, newest first" });
  const header = within(table).getByRole("rowheader", { name: new RegExp(`^${name}`) });
  const row = header.closest("tr");
  if (!row) throw new Error(`${name} has a row`);
  return row;
}

describe("the office's volunteer sign-ups, for dates a series no longer has", () => {
  it("marks each sign-up whose date was cancelled or is no longer a date, beside that date, as a warning", () => {
    renderScreen([lunch]);
    const cancelled = within(rowOf("Bo Chan")).getAllByRole("cell")[0];
    expect(cancelled?.textContent).toBe(`Hot lunch${formatChangedAt(AFTER)}!Warning: This date was cancelled`);
    const gone = within(rowOf("Cyrus Racer")).getAllByRole("cell")[0];
    expect(gone?.textContent).toBe(
      `Hot lunch${formatChangedAt(NEXT)}!Warning: This date is no longer one of the event's dates`,
    );
    // Bold words, not a colour: the icon is for the eye only and "Warning" for a screen reader only.
    const mark = within(rowOf("Bo Chan")).getByText("This date was cancelled");
    expect(mark.tagName).toBe("STRONG");
    expect(within(mark).getByText("!").getAttribute("aria-hidden")).toBe("true");
    expect(within(mark).getByText("Warning:").className).toBe("visually-hidden");

    // A date that still happens is shown as it was.
    expect(within(rowOf("Ann Lee")).getAllByRole("cell")[0]?.textContent).toBe(`Hot lunch${formatChangedAt(NEXT)}`);
  });

  it("says in the event's summary how many sign-ups are for dates it no longer has, and nothing when none are", () => {
    renderScreen([lunch]);
    const summary = screen.getByRole("table", { name: "Events asking for helpers, soonest first" });
    const row = within(summary)
      .getByRole("rowheader", { name: /^Hot lunch/ })
      .closest("tr");
    expect(row?.textContent).toContain("3!Warning: 2 sign-ups for dates the event no longer has");
  });

  it("says nothing in the summary when every sign-up's date still happens", () => {
    renderScreen([{ ...lunch, onDatesGone: 0, untoldOnDatesGone: 0 }]);
    const summary = screen.getByRole("table", { name: "Events asking for helpers, soonest first" });
    expect(summary.textContent).not.toContain("no longer");
    expect(within(summary).queryByText(/Warning/)).toBeNull();
  });

  it("does not promise a freed place when removing a sign-up whose date no longer happens", async () => {
    const user = userEvent.setup();
    renderScreen([lunch]);
    await user.click(within(rowOf("Bo Chan")).getByRole("button", { name: /Remove/ }));
    const gone = await screen.findByRole("alertdialog", { name: "Remove Bo Chan's sign-up?" });
    expect(gone.textContent).toContain(
      `Their sign-up for Hot lunch, ${formatChangedAt(AFTER)} will be removed. This cannot be undone.`,
    );
    expect(gone.textContent).not.toContain("becomes free");
    await user.click(within(gone).getByRole("button", { name: "Keep it" }));

    await user.click(within(rowOf("Ann Lee")).getByRole("button", { name: /Remove/ }));
    const held = await screen.findByRole("alertdialog", { name: "Remove Ann Lee's sign-up?" });
    expect(held.textContent).toContain(
      `Their place on Hot lunch, ${formatChangedAt(NEXT)} becomes free for someone else.`,
    );
  });
});

describe("e-mailing the volunteers whose date is no longer held (ADR 069)", () => {
  const summaryRow = () =>
    within(screen.getByRole("table", { name: "Events asking for helpers, soonest first" }))
      .getByRole("rowheader", { name: /^Hot lunch/ })
      .closest("tr") as HTMLElement;

  it("asks first, saying what they get, then sends once, says so and gives the notice focus", async () => {
    const tell = vi.fn(async () => ({ told: 2, emailOn: true }));
    service.tellDatesGone = tell;
    renderScreen([lunch]);
    const button = within(summaryRow()).getByRole("button", { name: /^E-mail them/ });
    // A screen reader hears whom it e-mails (jsdom's name drops the space before the hidden words).
    expect(button.textContent).toBe("E-mail them (volunteers of Hot lunch whose date is no longer held)");
    await userEvent.click(button);
    const question = await screen.findByRole("alertdialog", { name: "E-mail 2 volunteers of Hot lunch?" });
    expect(question.textContent).toContain(
      "Each gets an e-mail from the school saying the date they signed up for is no longer held",
    );
    expect(question.textContent).toContain("An e-mail cannot be taken back once sent.");
    await userEvent.click(within(question).getByRole("button", { name: "Send the e-mails" }));
    expect(tell).toHaveBeenCalledTimes(1);
    expect(tell).toHaveBeenCalledWith(LUNCH_ID);
    const notice = await screen.findByText(
      "2 volunteers of Hot lunch were e-mailed that their date is no longer held.",
    );
    await waitFor(() => expect(document.activeElement).toBe(notice));
  });

  it("sends nothing on Not now", async () => {
    const tell = vi.fn(async () => ({ told: 2, emailOn: true }));
    service.tellDatesGone = tell;
    renderScreen([lunch]);
    await userEvent.click(within(summaryRow()).getByRole("button", { name: /^E-mail them/ }));
    const question = await screen.findByRole("alertdialog");
    await userEvent.click(within(question).getByRole("button", { name: "Not now" }));
    expect(tell).not.toHaveBeenCalled();
  });

  it("says the e-mails wait when the site's e-mail is not set up, and a failure in the question", async () => {
    service.tellDatesGone = vi.fn(async () => ({ told: 1, emailOn: false }));
    renderScreen([{ ...lunch, untoldOnDatesGone: 1 }]);
    await userEvent.click(within(summaryRow()).getByRole("button", { name: /^E-mail the 1 not told yet/ }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog", { name: "E-mail 1 volunteer of Hot lunch?" })).getByRole("button", {
        name: "Send the e-mails",
      }),
    );
    expect(
      await screen.findByText("An e-mail to 1 volunteer of Hot lunch will go out once the site's e-mail is set up."),
    ).toBeTruthy();

    service.tellDatesGone = vi.fn(async () => Promise.reject(new Error("offline")));
    await userEvent.click(within(summaryRow()).getByRole("button", { name: /^E-mail the 1 not told yet/ }));
    const question = await screen.findByRole("alertdialog");
    await userEvent.click(within(question).getByRole("button", { name: "Send the e-mails" }));
    expect((await within(question).findByRole("alert")).textContent).toBe("The e-mails could not be sent. Try again.");
  });

  it("says who was told, beside the sign-up and, once all were, in the summary instead of the button", () => {
    const told = "2026-11-28T18:00:00.000Z";
    const before = signups;
    signups = [signup("Bo Chan", AFTER, "cancelled", told)];
    try {
      renderScreen([{ ...lunch, onDatesGone: 1, untoldOnDatesGone: 0 }]);
      expect(within(rowOf("Bo Chan")).getAllByRole("cell")[0]?.textContent).toContain(
        `This date was cancelledTold by e-mail ${formatChangedAt(told)}`,
      );
      expect(within(summaryRow()).queryByRole("button")).toBeNull();
      expect(summaryRow().textContent).toContain("Told by e-mail");
    } finally {
      signups = before;
    }
  });
});
