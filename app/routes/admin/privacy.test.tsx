// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { HeldRecords } from "../../../common/privacy/records.ts";
import { csrfTokens, fakeServer, json, officeApiClient } from "../../test-support/fake-api-server.ts";
import { heldAnswers } from "../../test-support/held-reloads.ts";

/** The period as stored; its reloads after a save each wait until the test lets them go. */
let months = 18;
let reloads = heldAnswers();
/** What the server says to a period, when it refuses it. */
let refusal: string | null = null;

const server = fakeServer({
  "GET /api/csrf-token": csrfTokens(),
  "GET /api/privacy/retention": async () => {
    await reloads.pass();
    return json(200, { months });
  },
  "PUT /api/privacy/retention": async (request) => {
    if (refusal) return json(400, { code: "VALIDATION", message: "Check the period.", fields: { months: refusal } });
    months = Number((await request.json()).months);
    reloads.hold();
    return json(200, { months });
  },
  "GET /api/privacy": (request) => {
    const email = new URL(request.url).searchParams.get("email") ?? "";
    return json(200, { ...(held[email] ?? nothingHeld), email, retentionMonths: months });
  },
  "DELETE /api/privacy": (request) => {
    const email = new URL(request.url).searchParams.get("email") ?? "";
    const was = held[email] ?? nothingHeld;
    delete held[email];
    return json(200, {
      deleted: {
        messages: was.messages.length,
        signups: was.signups.length,
        emails: was.emails.length,
        logEntries: was.logEntries.length,
      },
    });
  },
});
const nothingHeld: Omit<HeldRecords, "email"> = { messages: [], signups: [], emails: [], logEntries: [] };
/** What the fake API holds, by address; erasing one empties it. */
let held: Record<string, Omit<HeldRecords, "email">> = {};
const api = officeApiClient(server.fetch);
const auth = {
  verifyAccess: vi.fn(async () => ({ isAllowed: true })),
  checkStatus: vi.fn(async () => true),
  logout: vi.fn(async () => {}),
};
vi.mock("~/lib/auth/browser-services.ts", () => ({ browserServices: () => ({ api, auth }) }));

const { default: PrivacyScreen, clientLoader } = await import("./privacy.tsx");

/** The stub's first paint, before its loader answers: nothing, as the tests wait for the screen itself. */
function Loading() {
  return null;
}

function renderScreen(address = "/admin/privacy") {
  const Stub = createRoutesStub([
    { path: "/admin/privacy", Component: PrivacyScreen, HydrateFallback: Loading, loader: clientLoader as never },
  ]);
  render(<Stub initialEntries={[address]} />);
  return userEvent.setup();
}

beforeEach(() => {
  months = 18;
  reloads = heldAnswers();
  refusal = null;
  held = {};
  server.requests.length = 0;
});

describe("the privacy screen's retention period", () => {
  it("tells the office, in the field's hint, to change the privacy policy page when they change the period", async () => {
    renderScreen();
    const period = await screen.findByRole("combobox", { name: "Keep messages, sign-ups and e-mails for" });
    expect((period as HTMLSelectElement).value).toBe("18");
    const hint = (period.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ")
      .replace(/\s+/g, " ");
    expect(hint).toContain(
      "The Privacy Policy page tells families how long they are kept: when you change this, change that page too, under Pages.",
    );
  });

  it("saves once when Save is pressed again after the answer, as the screen is read again", async () => {
    const user = renderScreen();
    await user.selectOptions(
      await screen.findByRole("combobox", { name: "Keep messages, sign-ups and e-mails for" }),
      "24",
    );
    const button = screen.getByRole("button", { name: "Save the period" });
    await user.click(button);
    await waitFor(() => expect(reloads.waiting()).toBe(1));
    await user.click(button);
    expect(server.to("PUT /api/privacy/retention")).toHaveLength(1);
    reloads.release();
    await screen.findByText("Messages, sign-ups and e-mails are now kept for 24 months, then deleted.");
    expect(server.to("PUT /api/privacy/retention")).toHaveLength(1);
    expect((screen.getByRole("combobox", { name: /Keep messages/ }) as HTMLSelectElement).value).toBe("24");
  });

  it("says a refused period in a summary that takes focus and links to the field", async () => {
    refusal = "Choose how many months to keep them: 6, 12, 18, 24, 36, 60, 84.";
    const user = renderScreen();
    const period = await screen.findByRole("combobox", { name: "Keep messages, sign-ups and e-mails for" });
    await user.click(screen.getByRole("button", { name: "Save the period" }));

    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("heading", { name: "There is a problem" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    await user.click(within(summary).getByRole("link", { name: refusal }));
    expect(document.activeElement).toBe(period);
    expect(period.getAttribute("aria-invalid")).toBe("true");
    expect(period.getAttribute("aria-describedby")).toContain("retention-months-error");
    expect(document.getElementById("retention-months-error")?.textContent).toBe(`Error: ${refusal}`);
  });
});

describe("finding what is held about an address", () => {
  it("refuses a wrong or missing address with a summary that takes focus and links to the field", async () => {
    const user = renderScreen();
    const field = await screen.findByLabelText("E-mail address");
    await user.type(field, "jane.example.com{Enter}");

    const summary = await screen.findByRole("alert");
    const message = "Enter an e-mail address, like name@example.com";
    await waitFor(() => expect(document.activeElement).toBe(summary));
    await user.click(within(summary).getByRole("link", { name: message }));
    const refused = screen.getByLabelText("E-mail address");
    expect(document.activeElement).toBe(refused);
    expect(refused.getAttribute("aria-invalid")).toBe("true");
    expect((refused as HTMLInputElement).value).toBe("jane.example.com");
    expect(server.to("GET /api/privacy")).toHaveLength(0);

    // One the API would refuse (a dot before the @) is refused here too, not sent to come back as an error page.
    await user.clear(refused);
    await user.type(refused, "jane.@example.com{Enter}");
    await waitFor(() => expect(screen.getByRole("link", { name: message })).toBeTruthy());
    await waitFor(() =>
      expect((screen.getByLabelText("E-mail address") as HTMLInputElement).value).toBe("jane.@example.com"),
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("alert")));
    expect(server.to("GET /api/privacy")).toHaveLength(0);

    // Find with the field emptied is refused too, and the summary is heard again.
    await user.clear(refused);
    await user.click(screen.getByRole("button", { name: "Find" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("alert")));
    expect(server.to("GET /api/privacy")).toHaveLength(0);

    // Saving the period then reads the screen again, with the same refused address: that is no new search, and
    // focus stays on the button pressed.
    const period = screen.getByRole("combobox", { name: /Keep messages/ });
    await user.selectOptions(period, "24");
    const save = screen.getByRole("button", { name: "Save the period" });
    await user.click(save);
    await waitFor(() => expect(reloads.waiting()).toBe(1));
    reloads.release();
    // The screen read again has drawn the field anew for the saved period.
    await waitFor(() => expect(screen.getByRole("combobox", { name: /Keep messages/ })).not.toBe(period));
    await screen.findByRole("button", { name: "Save the period" });
    expect(document.activeElement).toBe(save);
  });
});

describe("a volunteer's sign-ups", () => {
  it("name the event and, for a repeating one, the date they chose", async () => {
    const signup = {
      createdAt: "2026-11-20T17:00:00.000Z",
      name: "Dana Parent",
      email: "dana@example.com",
      phone: "250 555 0199",
      interests: [],
      availability: null,
      criminalRecordCheck: "no",
      notes: null,
      ip: null,
    };
    held["dana@example.com"] = {
      ...nothingHeld,
      signups: [
        { ...signup, id: "s1", eventTitle: "Hot lunch", date: "2026-12-06T19:00:00.000Z" },
        { ...signup, id: "s2", eventTitle: "Christmas Concert", date: null },
        { ...signup, id: "s3", eventTitle: null, date: null },
      ],
    };
    renderScreen("/admin/privacy?email=dana@example.com");
    const found = await screen.findByRole("region", { name: "What is held about dana@example.com" });
    expect(within(found).getByText(/volunteer sign-ups/).textContent).toBe(
      "3 volunteer sign-ups (Hot lunch on Dec 6, 2026, 11:00 AM; Christmas Concert; general help)",
    );
  });
});

describe("a request that reaches the activity log (ADR 065)", () => {
  it("lists the log's entries that name the address, and says them in the counts after deleting everything", async () => {
    held["maria@example.com"] = {
      messages: [
        {
          id: "m1",
          createdAt: "2026-11-20T17:00:00.000Z",
          name: "Maria Gomez",
          email: "maria@example.com",
          phone: null,
          topic: "tour",
          message: "May we visit?",
          ip: "203.0.113.7",
          readAt: null,
          handledAt: null,
          deletedAt: null,
        },
      ],
      signups: [],
      emails: [
        {
          id: "e1",
          createdAt: "2026-11-20T17:00:00.000Z",
          to: "office@pinecrest.example",
          replyTo: "maria@example.com",
          subject: "Website message",
          body: "May we visit?",
          status: "sent",
          sentAt: "2026-11-20T17:01:00.000Z",
        },
      ],
      logEntries: [
        {
          id: 7,
          at: "2026-11-21T18:00:00.000Z",
          description: "Marked a contact message from maria@example.com as handled",
        },
        { id: 9, at: "2026-11-22T18:00:00.000Z", description: "Removed the volunteer sign-up of maria@example.com" },
      ],
    };
    const user = renderScreen("/admin/privacy?email=maria@example.com");

    const found = await screen.findByRole("region", { name: "What is held about maria@example.com" });
    const entries = within(found)
      .getByText(/2 activity log entries naming them/)
      .closest("li");
    expect(entries?.textContent).toMatch(/Marked a contact message from maria@example\.com as handled/);
    expect(entries?.textContent).toMatch(/Removed the volunteer sign-up of maria@example\.com/);
    expect(
      within(found)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toContain("1 e-mail to or about them");
    expect(screen.getByText("4 records are held about maria@example.com.")).toBeTruthy();

    await user.click(within(found).getByRole("button", { name: "Delete everything about this address" }));
    const question = await screen.findByRole("alertdialog", { name: "Delete everything about maria@example.com?" });
    expect(question.textContent).toContain("In the activity log their address and name become “(erased on request)”");
    await user.click(within(question).getByRole("button", { name: "Delete everything" }));

    await screen.findByText(
      "Deleted everything held about maria@example.com: 1 message, 0 sign-ups, 1 e-mail, 2 activity log entries.",
    );
    await screen.findByText("Nothing: no message, sign-up, e-mail or activity log entry has this address.");
  });

  it("offers to delete an address that only the activity log still names", async () => {
    held["ben@example.com"] = {
      ...nothingHeld,
      logEntries: [{ id: 3, at: "2026-11-21T18:00:00.000Z", description: "Sign-in failed for ben@example.com" }],
    };
    renderScreen("/admin/privacy?email=ben@example.com");
    const found = await screen.findByRole("region", { name: "What is held about ben@example.com" });
    expect(within(found).getByText(/1 activity log entry naming them/)).toBeTruthy();
    expect(within(found).getByRole("button", { name: "Delete everything about this address" })).toBeTruthy();
  });
});
