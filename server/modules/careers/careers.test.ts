import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CareerInput, CareerPosting, Page } from "../../../common/content/careers/types.ts";
import { ValidationError, VersionConflictError } from "../../errors.ts";
import type { Services } from "../../services.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { UNKNOWN_UUID } from "../../test-support/content-fixture.ts";
import { testDialects } from "../../test-support/databases.ts";
import { VALIDATION_REPLY } from "../../test-support/replies.ts";

const posting = (input: Partial<CareerInput>): CareerInput => ({
  title: "Posting",
  department: "Elementary",
  employmentType: "full-time",
  location: "Pinecrest Christian School, Penticton",
  summary: "Summary.",
  descriptionHtml: "<p>What you will do.</p>",
  requirementsHtml: "<ul><li>A B.C. teaching certificate.</li></ul>",
  startDate: "2027-01-04",
  status: "published",
  ...input,
});

/** Postings around 22 November 2026 in Penticton (the tests' clock). */
async function seedCareers(careers: Services["careers"]) {
  return {
    openUntilFilled: await careers.create(posting({ title: "Custodian", employmentType: "casual", closingDate: null })),
    closesToday: await careers.create(
      posting({ title: "Grade 3 Teacher", employmentType: "term", closingDate: "2026-11-22" }),
    ),
    closesLater: await careers.create(
      posting({
        title: "Math and Science Teacher",
        department: "High School",
        closingDate: "2026-12-11",
        tags: ["math"],
      }),
    ),
    closesSoon: await careers.create(
      posting({
        title: "Educational Assistant",
        employmentType: "part-time",
        department: "Support Staff",
        closingDate: "2026-11-30",
      }),
    ),
    closed: await careers.create(posting({ title: "Closed Posting", closingDate: "2026-11-21" })),
    draft: await careers.create(posting({ title: "Draft Posting", closingDate: "2026-12-31", status: "draft" })),
  };
}

describe.each(testDialects)("careers on %s", (dialect) => {
  // 23:30 on 22 November in Vancouver is already 23 November in UTC.
  let clock = new Date("2026-11-23T07:30:00Z");
  let t: TestApp;
  let seeded: Awaited<ReturnType<typeof seedCareers>>;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: () => clock });
    seeded = await seedCareers(t.app.services.careers);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: "GET", url });
  const titles = async (url: string) => (await get(url)).json<Page<CareerPosting>>().items.map((p) => p.title);

  it("lists open postings to visitors, soonest closing first and open-until-filled last; drafts and closed hidden", async () => {
    const res = await get("/api/careers");
    expect(res.statusCode).toBe(200);
    const body = res.json<Page<CareerPosting>>();
    expect(body.items.map((p) => p.title)).toEqual([
      "Grade 3 Teacher",
      "Educational Assistant",
      "Math and Science Teacher",
      "Custodian",
    ]);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 10, pageCount: 1 });
    expect(body.items[2]).toEqual(seeded.closesLater);
    expect(seeded.closesLater).toMatchObject({
      department: "High School",
      employmentType: "full-time",
      startDate: "2027-01-04",
      closingDate: "2026-12-11",
      howToApplyHtml: "",
      tags: ["math"],
      status: "published",
      version: 1,
    });
    expect(body.items[3]?.closingDate).toBeNull();
  });

  it("closes a posting when its closing day ends in Penticton, not in UTC", async () => {
    const before = clock;
    try {
      clock = new Date("2026-11-23T07:59:59Z"); // 23:59:59 on the 22nd in Vancouver
      expect(await titles("/api/careers")).toContain("Grade 3 Teacher");
      clock = new Date("2026-11-23T08:00:00Z"); // midnight: the 23rd in Vancouver
      expect(await titles("/api/careers")).not.toContain("Grade 3 Teacher");
      // Its page stays, saying it is closed, rather than vanishing under a visitor who had it open.
      const page = await get(`/api/careers/${seeded.closesToday.id}`);
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ title: "Grade 3 Teacher", isOpen: false });
    } finally {
      clock = before;
    }
  });

  it("pages through the list and filters by employment type", async () => {
    const page2 = (await get("/api/careers?page=2&pageSize=3")).json<Page<CareerPosting>>();
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3, pageCount: 2 });
    expect(page2.items.map((p) => p.title)).toEqual(["Custodian"]);
    const beyond = (await get("/api/careers?page=5")).json<Page<CareerPosting>>();
    expect(beyond).toMatchObject({ items: [], total: 4 });
    expect(await titles("/api/careers?employmentType=part-time")).toEqual(["Educational Assistant"]);
  });

  it("counts the whole list on a full page, a last page, an exact last page and an empty list alike", async () => {
    // A page that is not full is the last one and counts itself; a full one has to ask (the store's shortcut).
    const counts = async (query: string) => {
      const { total, pageCount, items } = (await get(`/api/careers?${query}`)).json<Page<CareerPosting>>();
      return { total, pageCount, shown: items.length };
    };
    expect(await counts("pageSize=10")).toEqual({ total: 4, pageCount: 1, shown: 4 });
    expect(await counts("pageSize=3")).toEqual({ total: 4, pageCount: 2, shown: 3 });
    expect(await counts("pageSize=2&page=2")).toEqual({ total: 4, pageCount: 2, shown: 2 });
    expect(await counts("pageSize=4")).toEqual({ total: 4, pageCount: 1, shown: 4 });
    expect(await counts("pageSize=2&page=3")).toEqual({ total: 4, pageCount: 2, shown: 0 });
    expect(await counts("q=nothing-of-the-sort")).toEqual({ total: 0, pageCount: 1, shown: 0 });
  });

  it("answers 400 VALIDATION with a message per bad field", async () => {
    const res = await get("/api/careers?page=0&pageSize=51&employmentType=volunteer");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ...VALIDATION_REPLY,
      fields: {
        page: "Page must be a whole number from 1 to 100000.",
        pageSize: "Page size must be a whole number from 1 to 50.",
        employmentType: "Employment type must be one of: full-time, part-time, term, casual.",
      },
    });
    expect((await get("/api/careers?page=abc")).statusCode).toBe(400);
  });

  it("cannot be talked into showing drafts or closed postings through the query string", async () => {
    expect(await titles("/api/careers?includeDrafts=true&status=draft&pageSize=50")).toHaveLength(4);
  });

  it("GET /:id answers the posting, a closed one marked closed, and 404 for drafts, unknown and malformed ids", async () => {
    const res = await get(`/api/careers/${seeded.openUntilFilled.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...seeded.openUntilFilled, isOpen: true });
    expect((await get(`/api/careers/${seeded.closesToday.id.toUpperCase()}`)).statusCode).toBe(200);
    expect((await get(`/api/careers/${seeded.closed.id}`)).json()).toMatchObject({
      title: "Closed Posting",
      isOpen: false,
    });

    for (const id of [seeded.draft.id, UNKNOWN_UUID, "not-a-uuid", "1", "%27%3B--"]) {
      const miss = await get(`/api/careers/${id}`);
      expect(miss.statusCode, id).toBe(404);
      expect(miss.json()).toEqual({ success: false, code: "NOT_FOUND", message: "No career posting has that id." });
    }
  });

  it("gives administrators drafts and closed postings through the service", async () => {
    const all = await t.app.services.careers.list({ includeDrafts: true, pageSize: 50 });
    expect(all.total).toBe(6);
    expect(all.items.map((p) => p.title)).toEqual([
      "Closed Posting",
      "Grade 3 Teacher",
      "Educational Assistant",
      "Math and Science Teacher",
      "Draft Posting",
      "Custodian",
    ]);
    expect(await t.app.services.careers.get(seeded.closed.id, { includeDrafts: true })).toMatchObject({
      closingDate: "2026-11-21",
    });
  });
});

describe.each(testDialects)("careers writes on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it("sanitizes rich text, trims text and defaults to a draft open until filled", async () => {
    const item = await t.app.services.careers.create({
      ...posting({ title: "  Librarian  ", status: undefined }),
      descriptionHtml: '<p onclick="x()">Books <script>alert(1)</script><img src=x onerror=alert(1)></p>',
      howToApplyHtml: '<p><a href="mailto:careers@pinecrest.example" target="_blank">Write to us</a></p>',
    });
    expect(item).toMatchObject({
      title: "Librarian",
      descriptionHtml: "<p>Books </p>",
      howToApplyHtml: '<p><a href="mailto:careers@pinecrest.example">Write to us</a></p>',
      closingDate: null,
      status: "draft",
      tags: [],
      version: 1,
    });
    expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await t.app.services.careers.create(posting({ closingDate: "" }))).closingDate).toBeNull();
  });

  it("rejects invalid input with a message per field", async () => {
    const attempt = t.app.services.careers.create({
      ...posting({}),
      title: "",
      department: " ",
      employmentType: "volunteer" as "casual",
      requirementsHtml: "<script>only a script</script>",
      startDate: "2027-02-30",
      closingDate: "next Friday",
    });
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    const error = (await attempt.catch((e: unknown) => e)) as ValidationError;
    expect(error.fields).toEqual({
      title: "Job title is required.",
      department: "Department is required.",
      employmentType: "Employment type must be one of: full-time, part-time, term, casual.",
      requirementsHtml: "What we look for is required.",
      startDate: "The start date must be a date like 2027-01-04.",
      closingDate: "The closing date must be a date like 2027-01-04, or empty when the position is open until filled.",
    });
  });

  it("updates with the current version, refuses a stale one, and removes", async () => {
    const careers = t.app.services.careers;
    const item = await careers.create(posting({ title: "Bus Driver", closingDate: "2027-01-15" }));
    const updated = await careers.update(item.id, { closingDate: null, version: 1 });
    expect(updated).toMatchObject({ title: "Bus Driver", closingDate: null, version: 2, status: "published" });
    expect(updated?.createdAt).toBe(item.createdAt);

    const stale = careers.update(item.id, { title: "Coach", version: 1 });
    await expect(stale).rejects.toBeInstanceOf(VersionConflictError);
    await expect(stale).rejects.toMatchObject({ currentVersion: 2 });
    expect((await careers.get(item.id))?.title).toBe("Bus Driver");

    expect(await careers.update(UNKNOWN_UUID, { title: "x", version: 1 })).toBeUndefined();
    expect(await careers.remove(item.id)).toBe(true);
    expect(await careers.remove(item.id)).toBe(false);
    expect(await careers.get(item.id, { includeDrafts: true })).toBeUndefined();
  });
});
