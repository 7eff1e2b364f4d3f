import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "../../../common/content/types.ts";
import { allPageCopy } from "../../../common/pages/index.ts";
import { pageAt } from "../../../common/pages/registry.ts";
import type { PageRecord } from "../../../common/pages/types.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { createServices } from "../../services.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { type AuthClient, signedInOffice } from "../../test-support/auth-client.ts";
import { testDialects } from "../../test-support/databases.ts";

describe.each(testDialects)("the pages' words on %s", (dialect) => {
  let t: TestApp;
  let office: AuthClient;
  let tuition: PageRecord;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    office = await signedInOffice(t.app, t.database);
    const list = (await t.app.inject({ method: "GET", url: "/api/pages?pageSize=50" })).json<Page<PageRecord>>();
    tuition = list.items.find((page) => page.path === "/admissions/tuition-and-fees") as PageRecord;
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (page: PageRecord, changes: object) =>
    office.send("PUT", `/api/pages/${page.id}`, {
      heading: page.heading,
      lead: page.lead,
      blocks: page.blocks,
      status: "published",
      version: page.version,
      ...changes,
    });
  const stored = async (id: string) =>
    (await t.app.inject({ method: "GET", url: `/api/pages/${id}` })).json<PageRecord>();

  it("start as the code's sample copy, every page with copy once, with its address and title", async () => {
    const list = (await t.app.inject({ method: "GET", url: "/api/pages?pageSize=50" })).json<Page<PageRecord>>();
    expect(list.total).toBe(allPageCopy.length);
    const sample = allPageCopy.find((copy) => copy.path === "/admissions/tuition-and-fees");
    expect(tuition).toMatchObject({
      path: "/admissions/tuition-and-fees",
      title: pageAt("/admissions/tuition-and-fees")?.title,
      heading: sample?.heading,
      blocks: sample?.blocks,
      status: "published",
      version: 1,
    });
  });

  it("take an edit at its version: reordered blocks are what the public page reads, and a stale version is a 409", async () => {
    const [first, second, ...rest] = tuition.blocks;
    const res = await put(tuition, { blocks: [second, first, ...rest] });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<PageRecord>();
    expect(saved.version).toBe(2);
    expect(saved.updatedBy).toBe("Office Administrator");
    expect((await t.app.services.pages.byPath("/admissions/tuition-and-fees"))?.blocks.slice(0, 2)).toEqual([
      second,
      first,
    ]);

    const stale = await put(tuition, { heading: "Fees" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "VERSION_CONFLICT", currentVersion: 2 });
    tuition = saved;
  });

  it("refuse a link to a page that does not exist, naming the block, and keep what was there", async () => {
    const res = await put(tuition, {
      blocks: [...tuition.blocks, { type: "paragraph", text: "See our [uniform rules](/admissions/uniforms)." }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      blocks: `Block ${tuition.blocks.length + 1} links to /admissions/uniforms, which is not a page of this site. Check the address.`,
    });
    expect((await stored(tuition.id)).version).toBe(tuition.version);

    // Pages, items under their lists, other sites, e-mail and phone links all pass.
    const ok = await put(tuition, {
      blocks: [
        ...tuition.blocks,
        {
          type: "paragraph",
          text: "See the [FAQ](/admissions/faq#uniforms), [a story](/events/news-and-announcements/123), [BC](https://www2.gov.bc.ca), [mail](mailto:a@b.example) and [call](tel:+12505550134).",
        },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    tuition = ok.json<PageRecord>();
  });

  it("refuse a block that is not whole, naming it by its place", async () => {
    const res = await put(tuition, {
      blocks: [
        { type: "heading", text: "Fees" },
        { type: "table", caption: "Fees", head: [], rows: [] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ blocks: "Block 2: Add at least one column." });
    const unknown = await put(tuition, { blocks: [{ type: "video", url: "https://x.example" }] });
    expect(unknown.json().fields.blocks).toMatch(/^Block 1: A block must be one of/);
    const picture = { type: "picture", alt: "Grade 3 in the garden", width: 1600, height: 900 };
    const outside = await put(tuition, { blocks: [{ ...picture, src: "https://elsewhere.example/x.png" }] });
    expect(outside.json().fields).toEqual({ blocks: "Block 1: Choose a picture from the library." });
    const noAlt = await put(tuition, {
      blocks: [{ ...picture, alt: " ", src: "/media/0b4f6c00-0000-4000-8000-000000000001/1600.webp" }],
    });
    expect(noAlt.json().fields).toEqual({ blocks: "Block 1: What the picture shows is required." });
    // Every block at fault is named in the one answer, a line each, not one per save.
    const several = await put(tuition, {
      blocks: [
        { type: "paragraph", text: "" },
        { type: "heading", text: "" },
      ],
    });
    expect(several.json().fields).toEqual({
      blocks: "Block 1: The paragraph is required.\nBlock 2: The heading is required.",
    });
    // Headings typed with commas: one column over rows of three cells, which no screen reader can follow.
    const uneven = await put(tuition, {
      blocks: [{ type: "table", caption: "Buses", head: ["Route, Stops, Time"], rows: [["North", "Main St", "7:45"]] }],
    });
    expect(uneven.statusCode).toBe(400);
    expect(uneven.json().fields).toEqual({
      blocks:
        "Block 1: Row 1 has 3 cells; the table has 1 column. Separate the headings and the cells with a vertical bar (|).",
    });
    expect((await stored(tuition.id)).version).toBe(tuition.version);
  });

  it("keep a page the spec names published, at its address, and never delete it", async () => {
    const draft = await put(tuition, { status: "draft" });
    expect(draft.statusCode).toBe(400);
    expect(draft.json().fields).toEqual({
      status: "This page is one of the site's own pages: it stays published. Save it as published.",
    });
    const moved = await put(tuition, { path: "/fees" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<PageRecord>().path).toBe("/admissions/tuition-and-fees");
    tuition = moved.json<PageRecord>();

    const removed = await office.send("DELETE", `/api/pages/${tuition.id}`);
    expect(removed.statusCode).toBe(409);
    expect(await t.app.services.pages.byPath("/admissions/tuition-and-fees")).toBeDefined();
    const noAddress = await office.send("POST", "/api/pages", { heading: "New", lead: "New", blocks: [] });
    expect(noAddress.statusCode).toBe(400);
    expect(Object.keys(noAddress.json().fields)).toEqual(["path"]);
  });

  it("keep the office's edits when the server starts again on the same database", async () => {
    expect(await migrateToLatest(t.database.db)).toEqual([]);
    const again = createServices(t.database.db);
    expect((await again.pages.byPath("/admissions/tuition-and-fees"))?.version).toBe(tuition.version);
  });

  describe("a page the office adds", () => {
    const busRoutes = {
      title: "Bus Routes",
      path: "/admissions/bus-routes",
      section: "Admissions",
      menuPlace: "Admissions:3",
      description: "Where the school buses stop.",
      heading: "Bus routes",
      lead: "Two buses serve PCS families.",
      blocks: [{ type: "paragraph", text: "The north bus leaves Summerland at 7:40." }],
      status: "published",
    };
    let added: PageRecord;

    it("is made under its section, at its address, in its menu place, and shown on its address", async () => {
      const res = await office.send("POST", "/api/pages", busRoutes);
      expect(res.statusCode, res.body).toBe(201);
      added = res.json<PageRecord>();
      expect(added).toMatchObject({
        path: "/admissions/bus-routes",
        title: "Bus Routes",
        section: "Admissions",
        menuPlace: "Admissions:3",
        fixed: false,
      });
      expect((await t.app.services.pages.byPath("/admissions/bus-routes"))?.heading).toBe("Bus routes");
      expect(await t.app.services.pages.addedPages()).toEqual([
        expect.objectContaining({
          path: "/admissions/bus-routes",
          title: "Bus Routes",
          section: "Admissions",
          menuOrder: 35,
        }),
      ]);
    });

    it("never takes an address that is taken, reserved, outside its section or badly written, and names the field", async () => {
      const cases: [object, Record<string, string>][] = [
        [{}, { path: "Another page already has that address. Choose another." }],
        [{ path: "/admissions/enrollment" }, { path: "That address belongs to another page of the site." }],
        [{ path: "/about/alumni" }, { path: "That address belongs to another page of the site." }],
        [{ path: "/giving/bus" }, { path: "A page in Admissions has an address starting /admissions/." }],
        [
          { path: "/admissions/Bus Routes" },
          {
            path: "Enter an address like /admissions/bus-routes: the section, then lower-case words joined by hyphens.",
          },
        ],
        [
          { path: "/admissions/buses", menuPlace: "About:2" },
          { menuPlace: "Choose a place in the Admissions menu, or not in the menu." },
        ],
        [{ path: "/admissions/buses", title: "" }, { title: "Title is required." }],
      ];
      const before = (await office.request({ method: "GET", url: "/api/pages?status=all" })).json<Page<PageRecord>>()
        .total;
      for (const [changes, fields] of cases) {
        const res = await office.send("POST", "/api/pages", { ...busRoutes, ...changes });
        expect(res.statusCode, JSON.stringify(changes)).toBe(400);
        expect(res.json().fields, JSON.stringify(changes)).toEqual(fields);
      }
      const after = (await office.request({ method: "GET", url: "/api/pages?status=all" })).json<Page<PageRecord>>()
        .total;
      expect(after).toBe(before);
    });

    it("may be linked to from other pages, may be a draft (404 to visitors, gone from the menus) and may be deleted", async () => {
      const linked = await put(tuition, {
        blocks: [...tuition.blocks, { type: "paragraph", text: "See the [bus routes](/admissions/bus-routes)." }],
      });
      expect(linked.statusCode, linked.body).toBe(200);
      tuition = linked.json<PageRecord>();

      const draft = await office.send("PUT", `/api/pages/${added.id}`, { status: "draft", version: added.version });
      expect(draft.statusCode, draft.body).toBe(200);
      expect(await t.app.services.pages.byPath("/admissions/bus-routes")).toBeUndefined();
      expect(await t.app.services.pages.addedPages()).toEqual([]);

      expect((await office.send("DELETE", `/api/pages/${added.id}`)).statusCode).toBe(204);
      expect((await office.request({ method: "GET", url: `/api/pages/${added.id}?status=all` })).statusCode).toBe(404);
    });
  });

  it("are found by the words inside them, with the sentence that holds them", async () => {
    const found = await t.app.services.search.pages("uniform");
    const faq = found.find((page) => page.path === "/admissions/FAQ");
    expect(faq?.sentences.some((sentence) => sentence.includes("dress code rather than a full uniform"))).toBe(true);
    expect((await t.app.services.search.pages("bus")).map((page) => page.path)).toContain("/admissions/FAQ");
    expect(await t.app.services.search.pages("no page has these words zzqx")).toEqual([]);
  });

  it("let only the office write", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/pages/${tuition.id}`,
      payload: { heading: "Hacked", lead: "x", blocks: [], version: tuition.version },
    });
    expect(res.statusCode).toBe(403);
  });
});
