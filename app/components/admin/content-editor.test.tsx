// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { formatSchoolDay, schoolToday } from "~/lib/admin/admin-dates.ts";
import { alertsSet } from "~/lib/admin/alerts-set.tsx";
import { careersSet } from "~/lib/admin/careers-set.tsx";
import { eventsSet } from "~/lib/admin/events-set.tsx";
import { draftKey, keepDraft } from "~/lib/admin/kept-drafts.ts";
import { pagesSet } from "~/lib/admin/pages-set.tsx";
import type { ApiClient } from "~/lib/api/client.ts";
import type { ContentService } from "~/lib/api/content-service.ts";
import { ApiError, ApiResponseError } from "~/lib/api/errors.ts";
import type { RunItemAction } from "~/lib/api/item-actions.ts";
import { formatFullDate } from "~/lib/event-when.ts";
import type { Alert } from "../../../common/content/alerts/types.ts";
import type { CareerPosting } from "../../../common/content/careers/types.ts";
import type { SchoolEvent } from "../../../common/content/events/types.ts";
import type { PageRecord } from "../../../common/pages/types.ts";
import { addDays, zonedDate, zonedToInstant } from "../../../common/zoned-time.ts";
import { schoolEvent } from "../../../server/test-support/school-event.ts";
import { type Answer, fakeServer, json, officeApiClient } from "../../test-support/fake-api-server.ts";
import { heldReloads } from "../../test-support/held-reloads.ts";
import { ContentEditor } from "./content-editor.tsx";
import type { RichTextEditorProps } from "./rich-text-editor.tsx";

/** The API the editor's own requests go to (the events set's delete question): set by the test that needs one. */
/** The API the event editor's delete question reads from: set by the test that renders it. */
let eventApi: ApiClient | undefined;

// TipTap needs layout jsdom lacks; its own tests are in rich-text-editor.test.tsx. Here a plain text area
// with the same contract stands in, so these tests are about the form around it.
vi.mock("./rich-text-editor.tsx", () => ({
  RichTextEditor: ({ id, labelId, describedBy, value, onChange, invalid }: RichTextEditorProps) => (
    <textarea
      id={id}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  ),
}));

const stored: CareerPosting = {
  id: "p1",
  title: "Grade 4 Teacher",
  department: "Elementary",
  employmentType: "full-time",
  location: "Penticton campus",
  summary: "Teach a grade 4 class.",
  descriptionHtml: "<p>You will teach grade 4.</p>",
  requirementsHtml: "<p>A BC teaching certificate.</p>",
  howToApplyHtml: "",
  startDate: "2027-08-30",
  closingDate: "2027-03-31",
  opensOn: null,
  tags: [],
  status: "published",
  isOpen: true,
  createdAt: "2026-11-01T17:00:00.000Z",
  updatedAt: "2026-11-02T17:00:00.000Z",
  version: 2,
  updatedBy: "Grace Whitfield",
};

type Service = ContentService<CareerPosting, Record<string, unknown>>;

function fakeService(overrides: Partial<Service> = {}): Service {
  return {
    fetchAll: vi.fn(),
    fetchOne: vi.fn(),
    create: vi.fn(async (input) => ({ ...stored, ...input, id: "new-1", version: 1 }) as CareerPosting),
    update: vi.fn(async (_id, input) => ({ ...stored, ...input, version: input.version + 1 }) as CareerPosting),
    remove: vi.fn(async () => {}),
    ...overrides,
  };
}

function ListStandIn() {
  const location = useLocation();
  return (
    <>
      <h1>Careers postings</h1>
      <p>{(location.state as { flash?: string } | null)?.flash}</p>
    </>
  );
}

function EditStandIn() {
  const location = useLocation();
  return (
    <p>
      Now at {location.pathname}: {(location.state as { flash?: string } | null)?.flash}
    </p>
  );
}

/** What the routes below show: set by each test before it renders. */
let subject: { service: Service; item?: CareerPosting } = { service: fakeService() };

function EditRoute() {
  const { service, item } = subject;
  if (!item) return <EditStandIn />;
  return <ContentEditor set={careersSet} service={service} item={item} startValues={careersSet.valuesOf(item)} />;
}

function NewRoute() {
  return <ContentEditor set={careersSet} service={subject.service} startValues={careersSet.emptyValues()} />;
}

/** A screen's first paint, before its loader answers. */
function Loading() {
  return null;
}

function DashboardStandIn() {
  return <h1>Dashboard</h1>;
}

function renderEditor(service: Service, item?: CareerPosting) {
  subject = { service, item };
  const Stub = createRoutesStub([
    { path: "/admin/careers/:id", Component: EditRoute },
    { path: "/admin/careers/new", Component: NewRoute },
    { path: "/admin/careers", Component: ListStandIn },
    { path: "/admin", Component: DashboardStandIn },
  ]);
  render(<Stub initialEntries={[item ? `/admin/careers/${item.id}` : "/admin/careers/new"]} />);
  return userEvent.setup();
}

const fairEvent: SchoolEvent = schoolEvent({
  id: "0b6f6f55-3c1d-4f4e-9a57-4c3f2f0d9e01",
  title: "Fall fair",
  summary: "Games and food.",
  descriptionHtml: "<p>Come along.</p>",
  location: "PCS Gymnasium",
  startsAt: "2027-10-02T17:00:00.000Z",
  endsAt: "2027-10-02T21:00:00.000Z",
  category: "community",
  volunteersWanted: true,
  volunteersNeeded: 6,
  createdAt: "2026-11-01T17:00:00.000Z",
  updatedAt: "2026-11-02T17:00:00.000Z",
  updatedBy: "Grace Whitfield",
});

function EventEditRoute() {
  return (
    <ContentEditor
      set={eventsSet}
      service={fakeService() as unknown as ContentService<SchoolEvent, Record<string, unknown>>}
      item={fairEvent}
      startValues={eventsSet.valuesOf(fairEvent)}
      api={eventApi}
    />
  );
}

/** An emergency alert showing now, whatever the day the test runs. */
const snowAlert: Alert = {
  id: "7c2d5e10-1a2b-4c3d-8e4f-5a6b7c8d9e0f",
  message: "School is closed today because of snow.",
  level: "emergency",
  link: null,
  startsAt: null,
  endsAt: null,
  status: "published",
  version: 1,
  createdAt: "2026-11-20T15:00:00.000Z",
  updatedAt: "2026-11-20T15:00:00.000Z",
  updatedBy: "Grace Whitfield",
};

/** The alert's "End this alert now", as the server answers it: set by the test that renders it. */
let endAlert: RunItemAction<Alert> = async () => snowAlert;

function AlertEditRoute() {
  return (
    <ContentEditor
      set={alertsSet}
      service={fakeService() as unknown as ContentService<Alert, Record<string, unknown>>}
      item={snowAlert}
      startValues={alertsSet.valuesOf(snowAlert)}
      act={endAlert}
    />
  );
}

describe("the office's posting form", () => {
  it("checks the form with the API's schema: an error summary takes focus and each field says what is wrong", async () => {
    const service = fakeService();
    const user = renderEditor(service);
    await user.click(screen.getByRole("button", { name: "Save" }));

    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("heading", { name: "There is a problem" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(screen.getByLabelText("Job title").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Job title").getAttribute("aria-describedby")).toContain("title-error");
    expect(document.getElementById("title-error")?.textContent).toBe("Error: Job title is required.");
    expect(service.create).not.toHaveBeenCalled();

    // The summary's link takes the keyboard to the field.
    await user.click(within(summary).getByRole("link", { name: "Job title is required." }));
    expect(document.activeElement).toBe(screen.getByLabelText("Job title"));
  });

  it("creates a posting and opens it with a message", async () => {
    const service = fakeService();
    const user = renderEditor(service);
    await user.type(screen.getByLabelText("Job title"), "Librarian");
    await user.type(screen.getByLabelText("Department"), "Library");
    await user.type(screen.getByLabelText("Location"), "Penticton campus");
    await user.type(screen.getByLabelText("Summary"), "Run the library.");
    await user.type(screen.getByLabelText("About the position"), "<p>Books.</p>");
    await user.type(screen.getByLabelText("What we look for"), "<p>Love of books.</p>");
    await user.type(screen.getByLabelText("Start date"), "2027-08-30");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(
      await screen.findByText("Now at /admin/careers/new-1: The posting was created and saved as a draft."),
    ).toBeTruthy();
    expect(service.create).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Librarian", status: "draft", closingDate: null, tags: [] }),
    );
  });

  it("says a published posting whose opening day is ahead is scheduled, with that day, not published", async () => {
    // A year from now at the school, whatever today is (the spec's dates are never hard-coded).
    const opensOn = schoolToday(new Date(Date.now() + 365 * 86_400_000));
    const waiting: CareerPosting = { ...stored, opensOn, closingDate: null, isOpen: false };
    const service = fakeService();
    const user = renderEditor(service, waiting);
    const meta = screen.getByText(/ · last changed /);
    expect(meta.textContent).toMatch(new RegExp(`^Scheduled for ${formatSchoolDay(opensOn)} · `));

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        new RegExp(
          `^Saved at .*\\. It will be published on ${formatSchoolDay(opensOn)}: until then only the office sees it\\.$`,
        ),
      ),
    ).toBeTruthy();
  });

  it("says a published posting past its closing date is closed, as the list does, not published", () => {
    const closed: CareerPosting = { ...stored, isOpen: false };
    renderEditor(fakeService(), closed);
    expect(screen.getByText(/ · last changed /).textContent).toMatch(/^Closed · last changed /);
  });

  it("keeps what was typed and never saved, and offers it back when the posting is opened again", async () => {
    const service = fakeService();
    const user = renderEditor(service, stored);
    await user.clear(screen.getByLabelText("Job title"));
    await user.type(screen.getByLabelText("Job title"), "Grade 4 and 5 Teacher");
    // The session ends, the tab is closed: the screen goes without a save.
    cleanup();

    renderEditor(service, stored);
    const offer = await screen.findByRole("region", { name: "You have changes that were not saved" });
    await waitFor(() => expect(document.activeElement).toBe(offer));
    expect(offer.textContent).toMatch(
      /kept what you typed in this posting on .+, but it was never saved \(Job title\)\./,
    );
    expect((screen.getByLabelText("Job title") as HTMLInputElement).value).toBe("Grade 4 Teacher");

    await user.click(within(offer).getByRole("button", { name: "Put my changes back" }));
    expect((screen.getByLabelText("Job title") as HTMLInputElement).value).toBe("Grade 4 and 5 Teacher");
    const back = await screen.findByText("Your changes are back in the form. Save to keep them.");
    await waitFor(() => expect(document.activeElement).toBe(back));

    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText(/^Saved at /);
    expect(service.update).toHaveBeenCalledWith(
      "p1",
      expect.objectContaining({ title: "Grade 4 and 5 Teacher", version: 2 }),
    );
    // Saved, it is kept no longer: the next opening offers nothing.
    cleanup();
    renderEditor(service, stored);
    expect(screen.queryByRole("region", { name: "You have changes that were not saved" })).toBeNull();
  });

  it("offers nothing for kept work that says what the form already does, and removes it", () => {
    const key = draftKey("administrator", careersSet.apiPath, stored.id);
    const same = careersSet.valuesOf(stored);
    keepDraft(key, { values: same, base: same, version: stored.version, keptAt: new Date().toISOString() });
    renderEditor(fakeService(), stored);
    expect(screen.queryByRole("region", { name: "You have changes that were not saved" })).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it("throws kept work away when asked, and then offers nothing", async () => {
    const user = renderEditor(fakeService(), stored);
    await user.type(screen.getByLabelText("Department"), " and Middle");
    cleanup();
    renderEditor(fakeService(), stored);
    const offer = await screen.findByRole("region", { name: "You have changes that were not saved" });
    await user.click(within(offer).getByRole("button", { name: "Throw them away" }));
    expect(screen.queryByRole("region", { name: "You have changes that were not saved" })).toBeNull();
    expect((screen.getByLabelText("Department") as HTMLInputElement).value).toBe("Elementary");
    cleanup();
    renderEditor(fakeService(), stored);
    expect(screen.queryByRole("region", { name: "You have changes that were not saved" })).toBeNull();
  });

  it("says so while another tab of this browser keeps changes to the same posting, and keeps its own again when that tab removes them", async () => {
    const user = renderEditor(fakeService(), stored);
    const key = draftKey("administrator", careersSet.apiPath, stored.id);
    const notice = "You are also changing this posting in another tab";
    // What the browser tells this tab when another one writes or removes kept work (never the tab that wrote).
    const otherTabWrites = (writtenKey: string | null, newValue: string | null) =>
      act(() => {
        window.dispatchEvent(new StorageEvent("storage", { key: writtenKey, newValue, storageArea: localStorage }));
      });

    otherTabWrites(draftKey("administrator", careersSet.apiPath, "another-posting"), "{}");
    expect(screen.queryByRole("heading", { name: notice })).toBeNull();

    otherTabWrites(key, "{}");
    const heading = await screen.findByRole("heading", { name: notice });
    expect(heading.closest('[role="status"]'), "a live region says it").not.toBeNull();
    expect(screen.getByText(/keeps unsaved changes from only one of the tabs: the one you typed in last/)).toBeTruthy();
    // Said without taking the typist away from the field they are in.
    await user.click(screen.getByLabelText("Department"));
    otherTabWrites(key, "{}");
    expect(document.activeElement).toBe(screen.getByLabelText("Department"));

    // The other tab saved or threw its changes away: nothing to warn of any more. The removal took this tab's
    // kept work with it, so this tab keeps its own again.
    await user.type(screen.getByLabelText("Department"), " and Middle");
    expect(localStorage.getItem(key)).toContain("Elementary and Middle");
    localStorage.removeItem(key);
    otherTabWrites(key, null);
    expect(screen.queryByRole("heading", { name: notice })).toBeNull();
    await waitFor(() => expect(localStorage.getItem(key)).toContain("Elementary and Middle"));
    otherTabWrites(key, "{}");
    await screen.findByRole("heading", { name: notice });
    // The other tab cleared the browser's storage, this work with it.
    otherTabWrites(null, null);
    expect(screen.queryByRole("heading", { name: notice })).toBeNull();
  });

  it("puts back work kept on a version saved again since through the conflict panel, where each side is chosen", async () => {
    const user = renderEditor(fakeService(), stored);
    await user.type(screen.getByLabelText("Summary"), " Small class.");
    cleanup();
    // Meanwhile someone else saved a new location: version 3.
    const since: CareerPosting = { ...stored, location: "Summerland campus", version: 3, updatedBy: "Ruth Okafor" };
    const service = fakeService();
    renderEditor(service, since);
    const offer = await screen.findByRole("region", { name: "You have changes that were not saved" });
    await user.click(within(offer).getByRole("button", { name: "Put my changes back" }));
    const panel = await screen.findByRole("region", { name: "Ruth Okafor saved this while you were editing" });
    expect(panel.textContent).toContain("Summary");
    expect((screen.getByLabelText("Summary") as HTMLTextAreaElement).value).toBe("Teach a grade 4 class. Small class.");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText(/^Saved at /);
    // Saved against the version it now knows, with the new summary and their location (changed only by them).
    expect(service.update).toHaveBeenCalledWith(
      "p1",
      expect.objectContaining({
        summary: "Teach a grade 4 class. Small class.",
        location: "Summerland campus",
        version: 3,
      }),
    );
  });

  it("shows the server's field errors beside the fields", async () => {
    const response = {
      status: 400,
      data: { success: false, code: "VALIDATION", fields: { summary: "Summary must be at most 500 characters." } },
      headers: new Headers(),
    };
    const service = fakeService({
      update: vi.fn(async () => Promise.reject(new ApiError("unexpected", { response }))),
    });
    const user = renderEditor(service, stored);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Summary must be at most 500 characters.", { selector: "a" })).toBeTruthy();
    expect(screen.getByLabelText("Summary").getAttribute("aria-invalid")).toBe("true");
  });

  it("saves once when Save is pressed again after the answer, as the site's frame is read again", async () => {
    const service = fakeService();
    subject = { service, item: stored };
    // The site's frame (an alert's banner, the menus) is read again after a save; here it waits until the test says.
    const frame = heldReloads({});
    const Stub = createRoutesStub([
      { path: "/admin/careers/:id", Component: EditRoute, HydrateFallback: Loading, loader: frame.loader },
    ]);
    render(<Stub initialEntries={[`/admin/careers/${stored.id}`]} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Summary"), " In Penticton.");
    const button = screen.getByRole("button", { name: "Save" });
    await user.click(button);
    await waitFor(() => expect(frame.reloads()).toBe(1));
    await user.click(button);
    expect(service.update).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Saving…" }).getAttribute("aria-disabled")).toBe("true");
    frame.release();
    await screen.findByRole("button", { name: "Save" });
    // A second press would have saved the same words again, as one more version in the posting's history.
    expect(service.update).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/^Saved at .*The website shows this version\.$/)).toBeTruthy();
  });

  it("on a 409 keeps what was typed, shows the other version, and saves the chosen merge on the new version", async () => {
    const theirs: CareerPosting = {
      ...stored,
      summary: "Their new summary.",
      closingDate: "2027-04-15",
      version: 3,
      updatedBy: "Ruth Okafor",
    };
    const update = vi
      .fn<Service["update"]>()
      .mockRejectedValueOnce(
        new ApiResponseError({
          status: 409,
          data: { code: "VERSION_CONFLICT", currentVersion: 3, current: theirs },
          headers: new Headers(),
        }),
      )
      .mockImplementation(async (_id, input) => ({ ...stored, ...input, version: 4 }) as CareerPosting);
    const service = fakeService({ update });
    const user = renderEditor(service, stored);

    const title = screen.getByLabelText("Job title");
    await user.clear(title);
    await user.type(title, "Grade 4 Teacher (term)");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const panel = await screen.findByRole("region", { name: "Ruth Okafor saved this while you were editing" });
    expect((screen.getByLabelText("Job title") as HTMLInputElement).value).toBe("Grade 4 Teacher (term)");
    const summaryRow = within(panel).getByRole("group", { name: /Summary/ });
    expect(summaryRow.textContent).toContain("Their new summary.");
    expect(summaryRow.textContent).toContain("Teach a grade 4 class.");

    // A field only they changed starts on theirs, so saving does not quietly undo it; what was typed starts on mine.
    expect((within(summaryRow).getByLabelText("Use theirs") as HTMLInputElement).checked).toBe(true);
    const closingRow = within(panel).getByRole("group", { name: /Closing date/ });
    expect((within(closingRow).getByLabelText("Use theirs") as HTMLInputElement).checked).toBe(true);
    const titleRow = within(panel).getByRole("group", { name: /Job title/ });
    expect((within(titleRow).getByLabelText("Keep mine") as HTMLInputElement).checked).toBe(true);
    // Their closing date is not wanted after all.
    await user.click(within(closingRow).getByLabelText("Keep mine"));
    await user.click(within(panel).getByRole("button", { name: "Save with these choices" }));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1]?.[1]).toEqual(
      expect.objectContaining({
        version: 3,
        title: "Grade 4 Teacher (term)",
        summary: "Their new summary.",
        closingDate: "2027-03-31",
      }),
    );
    expect(await screen.findByText(/^Saved at .*The website shows this version\.$/)).toBeTruthy();
    expect(screen.queryByRole("region", { name: /saved this while you were editing/ })).toBeNull();
  });

  it("asks before leaving unsaved changes, saying they stay in this browser, and stays with them kept", async () => {
    const user = renderEditor(fakeService(), stored);
    await user.type(screen.getByLabelText("Job title"), " and librarian");
    await user.click(screen.getByRole("link", { name: "Careers postings" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    // The work is kept in this browser (ADR 047): the question must not say it will be lost.
    expect(dialog.textContent).toContain(
      "Your changes to this posting are not saved. If you leave now, they are kept in this browser and offered back the next time you open this form here.",
    );
    expect(dialog.textContent).not.toContain("lost");
    await user.click(within(dialog).getByRole("button", { name: "Stay on this page" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect((screen.getByLabelText("Job title") as HTMLInputElement).value).toBe("Grade 4 Teacher and librarian");

    await user.click(screen.getByRole("link", { name: "Careers postings" }));
    await user.click(await screen.findByRole("button", { name: "Leave without saving" }));
    expect(await screen.findByRole("heading", { name: "Careers postings" })).toBeTruthy();
    // And they are: the posting opened again offers them back.
    renderEditor(fakeService(), stored);
    expect(await screen.findByRole("button", { name: "Put my changes back" })).toBeTruthy();
  });

  it("deletes only after a confirmation that names the posting", async () => {
    const service = fakeService();
    const user = renderEditor(service, stored);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete “Grade 4 Teacher”?" });
    // Nothing is lost: the question says where the posting can be put back from (ADR 048).
    expect(dialog.textContent).toContain("You can put it back from “Recently deleted” for 30 days.");
    expect(dialog.textContent).not.toContain("cannot be undone");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(service.remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(await screen.findByRole("button", { name: "Delete “Grade 4 Teacher”" }));
    expect(await screen.findByText("“Grade 4 Teacher” was deleted.")).toBeTruthy();
    expect(service.remove).toHaveBeenCalledWith("p1");
  });

  it("says, before an event with volunteers is deleted, how many signed up and what becomes of their sign-ups", async () => {
    // Counted each time the question opens: three the first time, then the API fails.
    const server = fakeServer({
      "GET /api/volunteers/count": [
        () => json(200, { count: 3 }),
        () => json(500, { code: "INTERNAL", message: "Something went wrong." }),
      ],
    });
    eventApi = officeApiClient(server.fetch);
    const Stub = createRoutesStub([
      {
        path: "/admin/events/:id",
        Component: EventEditRoute,
      },
    ]);
    render(<Stub initialEntries={[`/admin/events/${fairEvent.id}`]} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Delete" }));
    let dialog = await screen.findByRole("alertdialog", { name: "Delete “Fall fair”?" });
    expect(dialog.textContent).toContain(
      "3 people signed up to help with this event. Their sign-ups stay under Volunteers as offers of general help; they are not told. If you put the event back, the sign-ups go back to it.",
    );
    expect(server.to("GET /api/volunteers/count")[0]?.url.searchParams.get("event")).toBe(fairEvent.id);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    await user.click(screen.getByRole("button", { name: "Delete" }));
    dialog = await screen.findByRole("alertdialog", { name: "Delete “Fall fair”?" });
    expect(dialog.textContent).toContain(
      "We could not check whether anyone signed up to help with this event. Any sign-ups for it stay under Volunteers",
    );
  });

  it("ends an alert once when its action is pressed twice, saying so while it works", async () => {
    let answer: (alert: Alert) => void = () => {};
    const ended = { ...snowAlert, endsAt: "2026-11-20T16:00:00.000Z", version: 2 };
    const act = vi.fn((_id: string | number, _name: string) => new Promise<Alert>((resolve) => (answer = resolve)));
    endAlert = act;
    const Stub = createRoutesStub([{ path: "/admin/alerts/:id", Component: AlertEditRoute }]);
    render(<Stub initialEntries={[`/admin/alerts/${snowAlert.id}`]} />);
    const user = userEvent.setup();

    await user.dblClick(await screen.findByRole("button", { name: "End this alert now" }));
    expect(act).toHaveBeenCalledTimes(1);
    expect(act).toHaveBeenCalledWith(snowAlert.id, "end");
    expect(screen.getByRole("button", { name: "Ending the alert…" }).getAttribute("aria-disabled")).toBe("true");
    answer(ended);
    expect(await screen.findByText(/The alert ended at/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "End this alert now" })).toBeNull();
    expect(act).toHaveBeenCalledTimes(1);
  });

  it("previews the public page from what is typed, before anything is saved", async () => {
    // Open until filled, so the preview offers applying on whatever day the test runs.
    const user = renderEditor(fakeService(), { ...stored, closingDate: null });
    await user.clear(screen.getByLabelText("Summary"));
    await user.type(screen.getByLabelText("Summary"), "A summary not yet saved.");
    await user.click(screen.getByRole("button", { name: "Preview" }));
    const dialog = await screen.findByRole("dialog", { name: "Preview" });
    expect(within(dialog).getByRole("heading", { level: 1, name: "Grade 4 Teacher" })).toBeTruthy();
    expect(within(dialog).getByText("A summary not yet saved.")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Apply by e-mail" })).toBeTruthy();
  });
});

/** The school's day `n` days from now and an instant on it: the series below follows the clock, not the calendar. */
const dayFromNow = (n: number) => addDays(zonedDate(new Date()), n);
const atSchool = (day: string, time: string) => zonedToInstant(day, time).toISOString();

/** Hot lunch every week at 11:30, from three days ago, asking for helpers on each date. */
const lunchEvent: SchoolEvent = schoolEvent({
  id: "5a0c1e2f-3b4d-4e5f-8a6b-7c8d9e0f1a2b",
  title: "Hot lunch",
  summary: "Serve lunch in the gym.",
  descriptionHtml: "<p>Aprons provided.</p>",
  location: "PCS Gymnasium",
  category: "community",
  startsAt: atSchool(dayFromNow(-3), "11:30"),
  endsAt: atSchool(dayFromNow(-3), "13:00"),
  repeat: "weekly",
  repeatUntil: dayFromNow(60),
  volunteersWanted: true,
  volunteersNeeded: 4,
});
const soon = atSchool(dayFromNow(4), "11:30");
const later = atSchool(dayFromNow(11), "11:30");

/** The event the event form below edits, and its service: set by each test before it renders. */
let eventSubject: { event: SchoolEvent; service: ContentService<SchoolEvent, Record<string, unknown>> };

function EventSubjectRoute() {
  const { event, service } = eventSubject;
  return (
    <ContentEditor
      set={eventsSet}
      service={service}
      item={event}
      startValues={eventsSet.valuesOf(event)}
      api={eventApi}
    />
  );
}

/** Renders the event form on `event`, its API answering sign-up counts with `count`; the service saves as asked. */
function renderEventForm(event: SchoolEvent, count: Answer | Answer[]) {
  const server = fakeServer({ "GET /api/volunteers/count": count });
  eventApi = officeApiClient(server.fetch);
  const update = vi.fn(
    async (_id: string | number, input: Record<string, unknown>) =>
      ({ ...event, ...input, version: Number(input.version) + 1, updatedAt: new Date().toISOString() }) as SchoolEvent,
  );
  eventSubject = { event, service: { ...fakeService(), update } as unknown as typeof eventSubject.service };
  const Stub = createRoutesStub([{ path: "/admin/events/:id", Component: EventSubjectRoute }]);
  render(<Stub initialEntries={[`/admin/events/${event.id}`]} />);
  return { user: userEvent.setup(), server, update };
}

describe("the office's event form, before a save that takes dates away from a series' helpers", () => {
  /** Two helpers on the next date and one on the date after: the dates still to come the server counts. */
  const signedUp = () =>
    json(200, {
      count: 4,
      datesToCome: [
        { date: soon, count: 2 },
        { date: later, count: 1 },
      ],
    });
  const saved = () => screen.findByText(/^Saved at /);

  it("names the helpers' dates the change takes away; Go back saves nothing, and Save anyway saves", async () => {
    const { user, server, update } = renderEventForm(lunchEvent, signedUp);
    // Weekly becomes monthly on the same date: the next two weeks' dates are no longer the event's.
    await user.selectOptions(screen.getByLabelText(/^Repeats/), "monthly");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Save the changes to “Hot lunch”?" });
    expect(dialog.textContent).toContain(
      `2 people signed up to help on ${formatFullDate(soon)} at 11:30 AM and 1 on ${formatFullDate(later)} at 11:30 AM. After this change the event no longer takes place at those times. They are not told yet: their sign-ups stay under Volunteers, marked, where you can e-mail them.`,
    );
    expect(server.to("GET /api/volunteers/count")[0]?.url.searchParams.get("event")).toBe(lunchEvent.id);

    await user.click(within(dialog).getByRole("button", { name: "Go back" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(update).not.toHaveBeenCalled();
    // The change is still in the form, unsaved.
    expect((screen.getByLabelText(/^Repeats/) as HTMLSelectElement).value).toBe("monthly");
    expect(screen.queryByText(/^Saved at /)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Save" }));
    const again = await screen.findByRole("alertdialog", { name: "Save the changes to “Hot lunch”?" });
    await user.click(within(again).getByRole("button", { name: "Save anyway" }));
    expect(await saved()).toBeTruthy();
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0]?.[1]).toMatchObject({ repeat: "monthly", version: lunchEvent.version });
  });

  it("says one helper on a date the series no longer reaches in the singular", async () => {
    const { user } = renderEventForm(lunchEvent, () =>
      json(200, { count: 1, datesToCome: [{ date: later, count: 1 }] }),
    );
    // Every week until the day before `later`: that date is no longer one of the event's.
    await user.clear(screen.getByLabelText(/^Last date/));
    await user.type(screen.getByLabelText(/^Last date/), dayFromNow(10));
    await user.click(screen.getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain(
      `1 person signed up to help on ${formatFullDate(later)} at 11:30 AM. After this change the event no longer takes place at that time. They are not told yet: their sign-up stays under Volunteers, marked, where you can e-mail them.`,
    );
  });

  it("saves without a question when no one signed up for the dates the change takes away", async () => {
    // The only helpers are on the next date, which a last date in ten days keeps.
    const { user, server, update } = renderEventForm(lunchEvent, () =>
      json(200, { count: 2, datesToCome: [{ date: soon, count: 2 }] }),
    );
    await user.clear(screen.getByLabelText(/^Last date/));
    await user.type(screen.getByLabelText(/^Last date/), dayFromNow(10));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await saved()).toBeTruthy();
    expect(server.to("GET /api/volunteers/count")).toHaveLength(1);
    expect(update).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("asks nothing, and reads nothing, when the change keeps every date or the event never repeated", async () => {
    const { user, server, update } = renderEventForm(lunchEvent, signedUp);
    await user.type(screen.getByLabelText("Title"), " (grades 1 to 7)");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await saved()).toBeTruthy();
    expect(update).toHaveBeenCalledTimes(1);
    cleanup();

    const single = renderEventForm(fairEvent, signedUp);
    await single.user.type(screen.getByLabelText("Title"), " and bake sale");
    await single.user.click(screen.getByRole("button", { name: "Save" }));
    expect(await saved()).toBeTruthy();
    expect(single.update).toHaveBeenCalledTimes(1);
    expect([...server.requests, ...single.server.requests]).toEqual([]);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("says so when it could not check, rather than saving as if no one were affected", async () => {
    const { user, update } = renderEventForm(lunchEvent, () =>
      json(500, { code: "INTERNAL", message: "Something went wrong." }),
    );
    await user.selectOptions(screen.getByLabelText(/^Repeats/), "monthly");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Save the changes to “Hot lunch”?" });
    expect(dialog.textContent).toContain(
      "This change takes dates out of the event, and we could not check whether anyone signed up to help on them.",
    );
    expect(update).not.toHaveBeenCalled();
  });
});

const pageService = fakeService() as unknown as ContentService<PageRecord, Record<string, unknown>>;

function NewPage() {
  return <ContentEditor set={pagesSet} service={pageService} startValues={pagesSet.emptyValues()} />;
}

describe("the office's page form", () => {
  it("lists every block at fault at once, each linked to its block's first input", async () => {
    const service = pageService;
    const Stub = createRoutesStub([{ path: "/admin/pages/new", Component: NewPage }]);
    render(<Stub initialEntries={["/admin/pages/new"]} />);
    const user = userEvent.setup();
    const add = screen.getByLabelText("Add a block at the end");
    for (const kind of ["Paragraph", "Heading", "Table"]) {
      await user.selectOptions(add, within(add).getByRole("option", { name: new RegExp(`^${kind}`) }));
      await user.click(screen.getByRole("button", { name: "Add" }));
    }
    await user.click(screen.getByRole("button", { name: "Save" }));

    const summary = await screen.findByRole("alert");
    const links = within(summary)
      .getAllByRole("link")
      .map((link) => link.textContent)
      .filter((text) => text?.startsWith("Block"));
    expect(links).toEqual([
      "Block 1: The paragraph is required.",
      "Block 2: The heading is required.",
      "Block 3: The table's caption is required.",
    ]);
    await user.click(within(summary).getByRole("link", { name: "Block 2: The heading is required." }));
    expect(document.activeElement?.id).toBe("blocks-1-text");
    await user.click(within(summary).getByRole("link", { name: "Block 3: The table's caption is required." }));
    expect(document.activeElement).toBe(document.getElementById("blocks-2-caption"));
    expect(service.create).not.toHaveBeenCalled();
  });
});
