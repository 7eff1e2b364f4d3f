import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentInfo } from "../../../common/documents/documents.ts";
import type { PageRecord } from "../../../common/pages/types.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { type AuthClient, signedInOffice } from "../../test-support/auth-client.ts";
import { testDialects } from "../../test-support/databases.ts";
import { multipart, pdfOf } from "../../test-support/multipart.ts";

const SAMPLE = readFileSync(new URL("../../db/sample-content/downloads/supply-list-2026-2027.pdf", import.meta.url));

describe.each(testDialects)("downloadable forms on %s", (dialect) => {
  let t: TestApp;
  let office: AuthClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    office = await signedInOffice(t.app, t.database);
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = async (name: string, file: { data: Buffer; name: string; type: string }, client = office) => {
    const body = await multipart({}, file);
    return client.request({
      method: "PUT",
      url: `/api/documents/${name}`,
      headers: { "content-type": body.contentType, "x-csrf-token": client.csrfToken ?? "" },
      payload: body.payload,
    });
  };
  const list = async () =>
    (await office.request({ method: "GET", url: "/api/documents" })).json<{ items: DocumentInfo[] }>().items;
  const download = (name: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: `/downloads/${name}`, headers });

  it("start as the files the site was built with, each with its size", async () => {
    const supply = (await list()).find((item) => item.name === "supply-list-2026-2027.pdf");
    expect(supply).toEqual({
      name: "supply-list-2026-2027.pdf",
      href: "/downloads/supply-list-2026-2027.pdf",
      sizeKb: Math.ceil(SAMPLE.length / 1024),
      updatedAt: null,
      updatedBy: null,
    });
    const res = await download("supply-list-2026-2027.pdf");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.equals(SAMPLE)).toBe(true);
  });

  it("are replaced by a PDF the office uploads, which families get at once (and a 304 while it is unchanged)", async () => {
    const next = pdfOf(30_000, "supply list 2027-2028");
    const res = await upload("supply-list-2026-2027.pdf", {
      data: next,
      name: "Supply list.pdf",
      type: "application/pdf",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sizeKb: 30, updatedBy: "Office Administrator" });

    const served = await download("supply-list-2026-2027.pdf");
    expect(served.rawPayload.equals(next)).toBe(true);
    expect(served.headers["cache-control"]).toBe("public, no-cache");
    const again = await download("supply-list-2026-2027.pdf", { "if-none-match": String(served.headers.etag) });
    expect(again.statusCode).toBe(304);

    const log = await office.request({ method: "GET", url: "/api/audit?section=documents" });
    expect(log.json<{ items: { description: string }[] }>().items[0]?.description).toBe(
      "Replaced the downloadable form supply-list-2026-2027.pdf",
    );
  });

  it("tell the pages a replaced file's real size", async () => {
    expect((await t.app.services.documents.sizes()).get("/downloads/supply-list-2026-2027.pdf")).toBe(30);
  });

  it("refuse what is not a PDF by its bytes, what is too large, and a bad name, keeping the file there was", async () => {
    const before = (await download("application-form.pdf")).rawPayload;
    const cases: [string, { data: Buffer; name: string; type: string }, Record<string, string>][] = [
      [
        "application-form.pdf",
        { data: Buffer.from("MZ this is a program, not a form"), name: "form.pdf", type: "application/pdf" },
        { file: "The file must be a PDF. Save it as a PDF and choose it again." },
      ],
      [
        "application-form.pdf",
        {
          data: Buffer.concat([pdfOf(1024), Buffer.alloc(10 * 1024 * 1024)]),
          name: "big.pdf",
          type: "application/pdf",
        },
        { file: "The file must be smaller than 10 MB." },
      ],
      [
        "../secrets.pdf",
        { data: pdfOf(), name: "x.pdf", type: "application/pdf" },
        { name: "The file's name must be lower-case letters, digits and hyphens, ending .pdf, like bus-form.pdf." },
      ],
    ];
    for (const [name, file, fields] of cases) {
      const res = await upload(encodeURIComponent(name), file);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().fields).toEqual(fields);
    }
    expect((await download("application-form.pdf")).rawPayload.equals(before)).toBe(true);
    expect((await download("..%2Fsecrets.pdf")).statusCode).toBe(404);
  });

  it("are linked from a page only when the file exists", async () => {
    const tuition = (await office.request({ method: "GET", url: "/api/pages?status=all&q=tuition" }))
      .json<{ items: PageRecord[] }>()
      .items.find((page) => page.path === "/admissions/tuition-and-fees") as PageRecord;
    const withDownload = (href: string) =>
      office.send("PUT", `/api/pages/${tuition.id}`, {
        blocks: [
          ...tuition.blocks,
          { type: "downloads", items: [{ label: "Bus form", href, description: "Sign up for the bus." }] },
        ],
        version: tuition.version,
      });
    const missing = await withDownload("/downloads/bus-form.pdf");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.blocks).toBe(
      `Block ${tuition.blocks.length + 1}: there is no file at /downloads/bus-form.pdf. Upload it under Downloadable forms first.`,
    );
    expect(
      (await upload("bus-form.pdf", { data: pdfOf(), name: "Bus form.pdf", type: "application/pdf" })).statusCode,
    ).toBe(200);
    expect((await withDownload("/downloads/bus-form.pdf")).statusCode).toBe(200);
  });

  it("are changed by the office only", async () => {
    const res = await t.app.inject({ method: "PUT", url: "/api/documents/application-form.pdf", payload: "x" });
    expect(res.statusCode).toBe(403);
  });
});
