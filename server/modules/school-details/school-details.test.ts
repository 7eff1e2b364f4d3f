import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_SCHOOL_DETAILS, type StoredSchoolDetails } from "../../../common/school-details/details.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { type AuthClient, signedInOffice } from "../../test-support/auth-client.ts";
import { testDialects } from "../../test-support/databases.ts";

describe.each(testDialects)("the school's details on %s", (dialect) => {
  let t: TestApp;
  let office: AuthClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    office = await signedInOffice(t.app, t.database);
  });
  afterAll(async () => {
    await t.close();
  });

  const read = async () => (await t.app.inject({ method: "GET", url: "/api/settings" })).json<StoredSchoolDetails>();

  it("are the sample details, at version 0, until the office saves its own", async () => {
    expect(await read()).toEqual({ ...SAMPLE_SCHOOL_DETAILS, version: 0, updatedAt: null, updatedBy: null });
  });

  it("are refused to a visitor who is not signed in", async () => {
    const res = await t.app.inject({ method: "PUT", url: "/api/settings", payload: { ...SAMPLE_SCHOOL_DETAILS } });
    expect(res.statusCode).toBe(403);
    expect((await read()).version).toBe(0);
  });

  it("are saved with their version, tidied, logged by field, and a stale version is a 409 with the details as they are", async () => {
    const first = await office.send("PUT", "/api/settings", {
      ...SAMPLE_SCHOOL_DETAILS,
      phone: "  (250) 555-0199 ",
      postalCode: "v2a0a0",
      region: "bc",
      version: 0,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      phone: "(250) 555-0199",
      postalCode: "V2A 0A0",
      region: "BC",
      version: 1,
      updatedBy: "Office Administrator",
    });
    expect(await read()).toMatchObject({ phone: "(250) 555-0199", version: 1 });

    const stale = await office.send("PUT", "/api/settings", { ...SAMPLE_SCHOOL_DETAILS, fax: "", version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: "VERSION_CONFLICT",
      currentVersion: 1,
      current: { phone: "(250) 555-0199", fax: SAMPLE_SCHOOL_DETAILS.fax },
    });
    expect((await read()).fax).toBe(SAMPLE_SCHOOL_DETAILS.fax);

    const log = await office.request({ method: "GET", url: "/api/audit?section=settings" });
    expect(log.json<{ items: { description: string }[] }>().items.map((entry) => entry.description)).toEqual([
      "Changed the school details: phone",
    ]);
  });

  it("refuse bad details with each field named, and keep what was there", async () => {
    const before = await read();
    const res = await office.send("PUT", "/api/settings", {
      ...SAMPLE_SCHOOL_DETAILS,
      phone: "call us",
      email: "office@",
      postalCode: "12345",
      opens: "16:00",
      closes: "08:00",
      virtualTour: "http://tour.example/3d",
      social: "javascript:alert(1)",
      version: before.version,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      phone: "Enter the phone number like (250) 555-0134 or +1 250 555 0134",
      email: "Enter the office e-mail address in the correct format, like office@example.com",
      postalCode: "Enter the postal code, like V2A 0A0",
      closes: "The closing time must be after the opening time",
      virtualTour: "Enter the address of the virtual tour as a full web address starting with https://",
      social: "Enter the address of the social media page as a full web address starting with https://",
    });
    expect(await read()).toEqual(before);
  });

  it("show on the pages' data the moment they are saved", async () => {
    const before = await read();
    const res = await office.send("PUT", "/api/settings", { ...before, email: "hello@pinecrest.example" });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.services.schoolDetails.get()).email).toBe("hello@pinecrest.example");
  });
});
