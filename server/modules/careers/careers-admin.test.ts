import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CareerPosting, Page } from "../../../common/content/careers/types.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { ADMIN_NAME, AuthClient, insertAdmin } from "../../test-support/auth-client.ts";
import { testDialects } from "../../test-support/databases.ts";
import { VALIDATION_REPLY } from "../../test-support/replies.ts";

/** The tests' clock: 17:00 on 23 November 2026 in UTC, 09:00 that day in Penticton. */
const NOW = new Date("2026-11-23T17:00:00.000Z");

const POSTING = {
  title: "Grade 3 Teacher",
  department: "Elementary",
  employmentType: "term",
  location: "Penticton",
  summary: "A term position.",
  descriptionHtml: "<p>Teach Grade 3.</p>",
  requirementsHtml: "<ul><li>A B.C. teaching certificate.</li></ul>",
  startDate: "2027-01-04",
  closingDate: "2026-12-11",
  status: "published",
};

describe.each(testDialects)("the office's careers API on %s", (dialect) => {
  let t: TestApp;
  let office: AuthClient;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: () => NOW });
    adminId = await insertAdmin(t.database);
    office = new AuthClient(t.app);
    expect((await office.login()).statusCode).toBe(200);
    await office.fetchCsrfToken();
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: "PUT" | "DELETE", url: string, payload?: object) =>
    office.request({ method, url, headers: { "x-csrf-token": office.csrfToken ?? "" }, payload });
  const visitorGet = (url: string) => t.app.inject({ method: "GET", url });
  const titles = (page: Page<CareerPosting>) => page.items.map((item) => item.title);

  it("creates a posting, names who changed it last, and shows it to visitors while open", async () => {
    const res = await office.post("/api/careers", { ...POSTING, descriptionHtml: '<p onclick="x()">Teach.</p>' });
    expect(res.statusCode).toBe(201);
    const created = res.json<CareerPosting>();
    expect(created).toMatchObject({ title: "Grade 3 Teacher", version: 1, updatedBy: ADMIN_NAME, isOpen: true });
    // Rich text is sanitized on the way in, whichever way it came.
    expect(created.descriptionHtml).toBe("<p>Teach.</p>");
    expect((await visitorGet(`/api/careers/${created.id}`)).statusCode).toBe(200);
    expect(titles((await visitorGet("/api/careers")).json())).toContain("Grade 3 Teacher");
  });

  it("refuses bad input with every field named, and writes nothing", async () => {
    const before = await t.app.services.careers.count();
    const res = await office.post("/api/careers", {
      ...POSTING,
      title: "",
      employmentType: "volunteer",
      startDate: "soon",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ...VALIDATION_REPLY,
      fields: {
        title: "Job title is required.",
        employmentType: "Employment type must be one of: full-time, part-time, term, casual.",
        startDate: "The start date must be a date like 2027-01-04.",
      },
    });
    const scriptOnly = await office.post("/api/careers", { ...POSTING, descriptionHtml: "<script>alert(1)</script>" });
    expect(scriptOnly.json()).toMatchObject({ fields: { descriptionHtml: "About the position is required." } });
    expect(await t.app.services.careers.count()).toBe(before);
  });

  it("refuses a write without the CSRF token, even from a signed-in administrator", async () => {
    const res = await office.post("/api/careers", POSTING, null);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "CSRF_INVALID" });
  });

  it("keeps drafts and closed postings from visitors, and shows them to the office when asked", async () => {
    await office.post("/api/careers", { ...POSTING, title: "Draft Posting", status: "draft" });
    await office.post("/api/careers", { ...POSTING, title: "Closed Posting", closingDate: "2026-11-20" });

    const visitor = titles((await visitorGet("/api/careers?status=all&pageSize=50")).json());
    expect(visitor).not.toContain("Draft Posting");
    expect(visitor).not.toContain("Closed Posting");

    const all = titles((await office.request({ method: "GET", url: "/api/careers?status=all&pageSize=50" })).json());
    expect(all).toEqual(expect.arrayContaining(["Draft Posting", "Closed Posting", "Grade 3 Teacher"]));
    const closed = await office.request({ method: "GET", url: "/api/careers?status=closed" });
    expect(titles(closed.json())).toEqual(["Closed Posting"]);
    expect(closed.headers["cache-control"]).toBe("no-store");
    const drafts = await office.request({ method: "GET", url: "/api/careers?status=draft" });
    expect(titles(drafts.json())).toEqual(["Draft Posting"]);
    const found = await office.request({ method: "GET", url: "/api/careers?status=all&q=draft" });
    expect(titles(found.json())).toEqual(["Draft Posting"]);
    const sorted = await office.request({ method: "GET", url: "/api/careers?status=all&sort=-title&pageSize=50" });
    const names = titles(sorted.json());
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));

    const draft = (await office.request({ method: "GET", url: "/api/careers?status=draft" })).json<
      Page<CareerPosting>
    >().items[0];
    expect((await visitorGet(`/api/careers/${draft?.id}`)).statusCode).toBe(404);
    const forOffice = await office.request({ method: "GET", url: `/api/careers/${draft?.id}?status=all` });
    expect(forOffice.json()).toMatchObject({ title: "Draft Posting", status: "draft", isOpen: false });
  });

  it("answers the second of two editors with 409, the stored version and the other person's changes", async () => {
    const created = (await office.post("/api/careers", { ...POSTING, title: "Custodian" })).json<CareerPosting>();
    const colleague = new AuthClient(t.app);
    await colleague.login();
    const colleagueToken = await colleague.fetchCsrfToken();

    const first = await colleague.request({
      method: "PUT",
      url: `/api/careers/${created.id}`,
      headers: { "x-csrf-token": colleagueToken },
      payload: { summary: "Evenings, twenty hours a week.", version: 1 },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 2, summary: "Evenings, twenty hours a week." });

    const stale = await send("PUT", `/api/careers/${created.id}`, { title: "Head Custodian", version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      success: false,
      code: "VERSION_CONFLICT",
      currentVersion: 2,
      current: { title: "Custodian", summary: "Evenings, twenty hours a week.", version: 2 },
    });
    // Nothing of the stale edit was written.
    expect((await t.app.services.careers.get(created.id, { includeDrafts: true }))?.title).toBe("Custodian");

    const retried = await send("PUT", `/api/careers/${created.id}`, { title: "Head Custodian", version: 2 });
    expect(retried.json()).toMatchObject({
      title: "Head Custodian",
      summary: "Evenings, twenty hours a week.",
      version: 3,
    });
  });

  it("audits every change with who, what and a before/after summary", async () => {
    const created = (await office.post("/api/careers", { ...POSTING, title: "Librarian" })).json<CareerPosting>();
    await send("PUT", `/api/careers/${created.id}`, { title: "Teacher-Librarian", version: 1 });
    expect((await send("DELETE", `/api/careers/${created.id}`)).statusCode).toBe(204);

    const entries = (await t.app.services.audit.list()).filter((entry) => entry.detail.id === created.id);
    expect(entries.map((entry) => [entry.action, entry.actorAdminId, entry.at])).toEqual([
      ["careers.deleted", adminId, NOW.toISOString()],
      ["careers.updated", adminId, NOW.toISOString()],
      ["careers.created", adminId, NOW.toISOString()],
    ]);
    expect(entries[1]?.detail).toEqual({
      id: created.id,
      title: "Teacher-Librarian",
      changes: { title: { before: "Librarian", after: "Teacher-Librarian" } },
    });
  });

  it("answers 404 for a deleted posting, to visitors and the office, and for deleting it again", async () => {
    const created = (await office.post("/api/careers", { ...POSTING, title: "Bus Driver" })).json<CareerPosting>();
    expect((await send("DELETE", `/api/careers/${created.id}`)).statusCode).toBe(204);
    expect((await visitorGet(`/api/careers/${created.id}`)).statusCode).toBe(404);
    expect((await office.request({ method: "GET", url: `/api/careers/${created.id}?status=all` })).statusCode).toBe(
      404,
    );
    const again = await send("DELETE", `/api/careers/${created.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, code: "NOT_FOUND", message: "No career posting has that id." });
    const update = await send("PUT", `/api/careers/${created.id}`, { title: "x", version: 1 });
    expect(update.statusCode).toBe(404);
  });
});
