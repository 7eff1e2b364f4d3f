// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SchoolEvent } from "../../../common/content/events/types.ts";
import { createServices, type Services } from "../../../server/services.ts";
import { manualClock } from "../../../server/test-support/clock.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../server/test-support/databases.ts";
import type { FormState } from "../../lib/forms/form-state.ts";
import { at, SEEN_AT, WEEKLY_CHOIR } from "../../test-support/weekly-series.ts";
import GetInvolved, { action, loader } from "./get-involved.tsx";

const ORIGIN = "http://localhost";

/** A loader's or action's arguments as the server hands them over. */
function args(path: string, services: Services, init?: RequestInit) {
  return {
    request: new Request(new URL(path, ORIGIN), init),
    params: {},
    context: { services, siteUrl: ORIGIN, clientIp: "203.0.113.7", limitFormPost: async () => {} },
  } as never;
}

/** The form as a browser without JavaScript posts it (a series' date among its fields when given). */
function signUpFor(eventId: string, date?: string): RequestInit {
  const body = new URLSearchParams({
    name: "Sam Lee",
    email: "sam@example.com",
    phone: "250 555 0101",
    interests: "events",
    criminalRecordCheck: "yes",
    eventId,
    ...(date ? { date } : {}),
    website: "",
  });
  return {
    method: "POST",
    body,
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
  };
}

/** The page as a browser shows it, its loader and its server action (the no-JavaScript path) reading `services`. */
function renderPage(path: string, services: Services) {
  const Stub = createRoutesStub([
    {
      path: "/giving/get-involved",
      Component: GetInvolved as never,
      loader: ({ request }) => loader(args(request.url, services)),
      action: async ({ request }) => {
        const body = new URLSearchParams();
        for (const [name, value] of await request.formData()) body.append(name, String(value));
        const headers = { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" };
        return action(args("/giving/get-involved", services, { method: "POST", body, headers }));
      },
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

/** Fills the contact details and the record check, as a visitor would. */
async function fillIn(user: ReturnType<typeof userEvent.setup>, name = "") {
  const fullName = await screen.findByLabelText("Full name");
  if (name) await user.type(fullName, name);
  await user.type(screen.getByLabelText("Email address"), "pat@example.com");
  await user.type(screen.getByLabelText("Phone number"), "250 555 0177");
  await user.click(screen.getByLabelText("Yes, I have a current check"));
}

/** A radio's label and its hint, as a screen reader reads them together. */
function radioWords(radio: HTMLElement): string {
  const label = document.querySelector(`label[for="${radio.id}"]`)?.textContent ?? "";
  const hint = radio.getAttribute("aria-describedby");
  return [label, hint ? document.getElementById(hint)?.textContent : ""].filter(Boolean).join(" ");
}

describe.each(testDialects)("volunteering for a weekly series on %s", (dialect) => {
  const clock = manualClock(SEEN_AT);
  let database: TestDatabase;
  let services: Services;
  let choir: SchoolEvent;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createServices(database.db, { now: clock.now });
    choir = await services.events.create(WEEKLY_CHOIR);
  });
  afterAll(async () => {
    await database.drop();
  });

  const path = () => `/giving/get-involved?eventId=${choir.id}`;
  const next = "Tuesday, November 24, 2026, 7:00 PM – 8:30 PM";

  it("offers the series at its next date once its first date has passed, not as over", async () => {
    const loaded = await loader(args(path(), services));
    expect(loaded).toMatchObject({ pastEvent: null, chosenEventId: choir.id, chosenFull: false });
    expect(loaded.event).toMatchObject({ id: choir.id, when: next });
    expect(loaded.eventOptions).toEqual([
      {
        value: choir.id,
        label: `Choir practice — ${next}`,
        title: "Choir practice",
        when: next,
        location: "Chapel",
        url: `/event/${choir.id}`,
        repeats: "Repeats every week",
      },
    ]);

    renderPage(path(), services);
    const chosen = await screen.findByTestId("chosen-event");
    expect(chosen.textContent).toContain("You are volunteering for: Choir practice");
    expect(chosen.textContent).toContain(next);
    expect(screen.queryByTestId("past-event")).toBeNull();
  });

  it("takes the sign-up from the form without JavaScript once a date is chosen, and thanks for that date", async () => {
    type Posted = { data: FormState; init: { status: number } };
    const refused = (await action(args("/giving/get-involved", services, signUpFor(choir.id)))) as unknown as Posted;
    expect(refused.init.status).toBe(400);
    expect(refused.data).toMatchObject({ status: "invalid", fieldErrors: { date: "Choose which date you will help" } });

    const date = at("2026-12-01", "19:00");
    const result = (await action(
      args("/giving/get-involved", services, signUpFor(choir.id, date)),
    )) as unknown as Posted;
    expect(result.init.status).toBe(200);
    expect(result.data).toMatchObject({ status: "sent", eventId: choir.id, date });
    expect((await services.volunteers.list()).map((signup) => [signup.eventId, signup.date])).toEqual([
      [choir.id, date],
    ]);
  });

  it("asks which date, listing the next dates with their places; a full date is shown but cannot be chosen", async () => {
    const helperFive = { name: "Helper 5", email: "helper5@example.com", phone: "250 555 0101" };
    // Three more take the rest of December 1's four places.
    for (const n of [2, 3, 4]) {
      const helper = { name: `Helper ${n}`, email: `helper${n}@example.com`, phone: "250 555 0101" };
      await services.volunteers.submit(
        { ...helper, criminalRecordCheck: "yes", eventId: choir.id, date: at("2026-12-01", "19:00") },
        { ip: `203.0.113.${n}` },
      );
    }
    renderPage(path(), services);
    const question = await screen.findByRole("group", { name: "Which date?" });
    expect(question.getAttribute("aria-describedby")).toBe("volunteer-date-hint");
    expect(document.getElementById("volunteer-date-hint")?.textContent).toBe(
      "Choir practice repeats: choose the date you will come. 4 helpers needed each date; a full date cannot be chosen.",
    );
    const dates = within(question).getAllByRole("radio");
    expect(dates.map((radio) => radioWords(radio))).toEqual([
      "Tuesday, November 24, 2026, 7:00 PM – 8:30 PM 4 places left",
      "Tuesday, December 1, 2026, 7:00 PM – 8:30 PM Full",
      "Tuesday, December 8, 2026, 7:00 PM – 8:30 PM 4 places left",
      "Tuesday, December 15, 2026, 7:00 PM – 8:30 PM 4 places left",
    ]);
    expect(dates.map((radio) => (radio as HTMLInputElement).disabled)).toEqual([false, true, false, false]);
    const user = userEvent.setup();
    await user.click(within(question).getByLabelText("Tuesday, December 1, 2026, 7:00 PM – 8:30 PM"));
    expect((dates[1] as HTMLInputElement).checked).toBe(false);
    await user.click(within(question).getByLabelText("Tuesday, December 8, 2026, 7:00 PM – 8:30 PM"));
    expect((dates[2] as HTMLInputElement).checked).toBe(true);

    // The server refuses the full date too, on the date.
    await expect(
      services.volunteers.submit(
        { ...helperFive, criminalRecordCheck: "yes", eventId: choir.id, date: at("2026-12-01", "19:00") },
        { ip: "203.0.113.5" },
      ),
    ).rejects.toMatchObject({ fields: { date: "That date is full: choose another" } });
  });

  it("says the series has taken place once its last date has ended, and the form refuses it", async () => {
    try {
      // The last Tuesday, 15 December, ended at 8:30 PM.
      clock.set(at("2026-12-15", "20:30"));
      const loaded = await loader(args(path(), services));
      // Named at its last date: its first (November 17) would say it ended a month before it did.
      expect(loaded).toMatchObject({
        event: null,
        chosenEventId: null,
        pastEvent: { id: choir.id, when: "Tuesday, December 15, 2026, 7:00 PM – 8:30 PM" },
      });
      expect(loaded.eventOptions).toEqual([]);
      const result = (await action(args("/giving/get-involved", services, signUpFor(choir.id)))) as unknown as {
        data: { fieldErrors?: Record<string, string> };
        init: { status: number };
      };
      expect(result.init.status).toBe(400);
      expect(result.data.fieldErrors).toHaveProperty("eventId");
    } finally {
      clock.set(SEEN_AT);
    }
  });

  it("says the event now chosen in the list, never the one the link chose", async () => {
    const fair = await services.events.create({
      ...WEEKLY_CHOIR,
      title: "Winter fair",
      location: "Gym",
      startsAt: at("2026-11-28", "10:00"),
      endsAt: at("2026-11-28", "14:00"),
      repeat: null,
      repeatUntil: null,
    });
    renderPage(path(), services);
    const user = userEvent.setup();
    expect((await screen.findByTestId("chosen-event")).textContent).toContain(
      "You are volunteering for: Choir practice",
    );
    const list = screen.getByLabelText("Which event would you like to help with?");

    await user.selectOptions(list, fair.id);
    const chosen = screen.getByTestId("chosen-event");
    expect(within(chosen).getByRole("heading").textContent).toBe("You are volunteering for: Winter fair");
    expect(chosen.textContent).toContain("Saturday, November 28, 2026");
    expect(chosen.textContent).toContain("Gym");
    expect(within(chosen).getByRole("link", { name: "About this event" }).getAttribute("href")).toBe(
      `/event/${fair.id}`,
    );

    // A single event has one date: no date question.
    expect(screen.queryByRole("group", { name: "Which date?" })).toBeNull();

    await user.selectOptions(list, "");
    expect(screen.queryByTestId("chosen-event")).toBeNull();
    expect(screen.queryByRole("group", { name: "Which date?" })).toBeNull();

    await user.selectOptions(list, choir.id);
    expect(screen.getByTestId("chosen-event").textContent).toContain("You are volunteering for: Choir practice");
    expect(within(screen.getByRole("group", { name: "Which date?" })).getAllByRole("radio")).toHaveLength(4);
  });

  it("says a missing date with every other problem at once, before anything is sent", async () => {
    const before = (await services.volunteers.list()).length;
    renderPage(path(), services);
    const user = userEvent.setup();
    await screen.findByRole("group", { name: "Which date?" });
    await user.click(screen.getByRole("button", { name: "Sign up to volunteer" }));
    const summary = await screen.findByRole("alert");
    const problems = within(summary)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(problems).toContain("Enter your name");
    expect(problems).toContain("Choose which date you will help");
    expect(await services.volunteers.list()).toHaveLength(before);
  });

  it("says a missing date beside the question and in the error summary, keeps a date chosen, and thanks for it", async () => {
    renderPage(path(), services);
    const user = userEvent.setup();
    await fillIn(user, "Pat Quill");
    await user.click(screen.getByRole("button", { name: "Sign up to volunteer" }));
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("link", { name: "Choose which date you will help" }).getAttribute("href")).toBe(
      "#volunteer-date",
    );
    const question = screen.getByRole("group", { name: "Which date?" });
    expect(question.getAttribute("aria-describedby")).toBe("volunteer-date-hint volunteer-date-error");
    expect(document.getElementById("volunteer-date-error")?.textContent).toBe("Error: Choose which date you will help");

    // A date chosen stays chosen when something else is wrong.
    await user.click(within(question).getByLabelText("Tuesday, December 8, 2026, 7:00 PM – 8:30 PM"));
    await user.clear(screen.getByLabelText("Phone number"));
    await user.click(screen.getByRole("button", { name: "Sign up to volunteer" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Enter a telephone number"));
    expect(screen.getByRole("alert").textContent).not.toContain("Choose which date you will help");
    expect((screen.getByLabelText("Tuesday, December 8, 2026, 7:00 PM – 8:30 PM") as HTMLInputElement).checked).toBe(
      true,
    );

    await user.type(screen.getByLabelText("Phone number"), "250 555 0177");
    await user.click(screen.getByRole("button", { name: "Sign up to volunteer" }));
    const panel = await screen.findByRole("status", { name: "Thank you for signing up" });
    // The date chosen, not the series' next one.
    expect(panel.textContent).toContain(
      "You offered to help with Choir practice — Tuesday, December 8, 2026, 7:00 PM – 8:30 PM.",
    );
  });
});
