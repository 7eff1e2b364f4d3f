/**
 * The pages' requests through Fastify, the pages plugin and React Router (issue 18): body limit, methods, the
 * no-JavaScript form posts' content types and limit, and one log line for a visitor's mistake.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FORM_RATE_LIMIT } from "../server/modules/forms/submission.ts";
import { PAGE_BODY_LIMIT } from "../server/plugins/page-requests.ts";
import { createTestApp, type TestApp } from "../server/test-support/app.ts";
import { randomClientAddress } from "../server/test-support/auth-client.ts";
import { testDialects } from "../server/test-support/databases.ts";
import { UNREADABLE_FORM_MESSAGE, UNSUPPORTED_FORM_MESSAGE } from "./lib/forms/form-body.server.ts";
import { action as contactAction, headers as contactHeaders } from "./routes/contact.tsx";
import { action as volunteerAction, headers as volunteerHeaders } from "./routes/giving/get-involved.tsx";
import { type PageSummary, pageBuild } from "./test-support/page-build.ts";

const ORIGIN = "http://localhost";
const VALID = "name=Jane+Doe&email=jane%40example.com&phone=&topic=tour&message=Hello&website=";

describe.each(testDialects)("page requests on %s", (dialect) => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      {},
      {
        pageBuild: pageBuild({
          "/contact": { action: contactAction, headers: contactHeaders } as never,
          "/giving/get-involved": { action: volunteerAction, headers: volunteerHeaders } as never,
        }),
      },
    );
    origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await t.close();
  });

  const messages = () => t.app.services.contact.list({ limit: 500 });

  it("tells a tab opened before every route was sent up front to load the next page whole (ADR 074)", async () => {
    // What React Router's lazy route discovery asked of the server when such a tab was opened.
    const answer = await t.app.inject({ method: "GET", url: "/__manifest?paths=%2Fabout&version=4a1f0c2e" });
    expect(answer.statusCode).toBe(204);
    expect(answer.headers["x-remix-reload-document"]).toBe("true");
    expect(answer.body).toBe("");
  });

  function post(
    url: string,
    payload: string,
    headers: Record<string, string> = {},
    remoteAddress = randomClientAddress(),
  ) {
    return t.app.inject({
      method: "POST",
      url,
      remoteAddress,
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", ...headers },
      payload,
    });
  }

  it("sends a contact message without JavaScript, as before", async () => {
    const res = await post("/contact", VALID);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as PageSummary).actionData).toEqual({ status: "sent", email: "jane@example.com" });
  });

  it("refuses a body over the limit with 413 and stores nothing (it was read whole, up to hundreds of MB)", async () => {
    const before = (await messages()).length;
    const res = await post("/contact", VALID.replace("Hello", "x".repeat(PAGE_BODY_LIMIT)));
    expect(res.statusCode).toBe(413);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers.connection).toBe("close");
    expect(res.body).toContain("The form is too large");
    expect(await messages()).toHaveLength(before);
    // Just under the limit is read as usual (and refused by the form's own rules).
    const under = await post("/contact", VALID.replace("Hello", "x".repeat(PAGE_BODY_LIMIT - VALID.length)));
    expect(under.statusCode).toBe(400);
  });

  it("refuses a Content-Length over the limit before reading the body", async () => {
    const answer = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      const req = httpRequest(`${origin}/giving/get-involved`, {
        method: "POST",
        headers: {
          origin,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(600 * 2 ** 20),
        },
      });
      req.on("response", (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, sent: req.socket?.bytesWritten ?? 0 });
      });
      req.on("error", reject);
      req.write("name=Sam");
    });
    expect(answer.status).toBe(413);
  });

  it("counts a body without Content-Length as it arrives and refuses it once past the limit", async () => {
    const total = 10 * 2 ** 20;
    const chunk = Buffer.alloc(16 * 1024, "a");
    const answer = await new Promise<{ status: number; written: number }>((resolve, reject) => {
      let written = 0;
      let answered = false;
      const req = httpRequest(`${origin}/contact`, {
        method: "POST",
        headers: { origin, "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" },
      });
      req.on("response", (res) => {
        answered = true;
        res.resume();
        resolve({ status: res.statusCode ?? 0, written });
        req.destroy();
      });
      req.on("error", (error) => {
        if (!answered) reject(error);
      });
      const pump = () => {
        while (!answered && written < total) {
          written += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        if (!answered) req.end();
      };
      pump();
    });
    expect(answer.status).toBe(413);
    // Refused long before the 10 MB were sent.
    expect(answer.written).toBeLessThan(total);
  });

  it("answers a form sent as JSON or without a content type with 415, and a broken multipart body with 400", async () => {
    const json = await post("/contact", JSON.stringify({ name: "Jane" }), { "content-type": "application/json" });
    expect(json.statusCode).toBe(415);
    expect((json.json() as PageSummary).actionData).toMatchObject({ formError: UNSUPPORTED_FORM_MESSAGE });

    const bare = await t.app.inject({
      method: "POST",
      url: "/giving/get-involved",
      remoteAddress: randomClientAddress(),
      headers: { origin: ORIGIN },
      payload: Buffer.from("name=Sam"),
    });
    expect(bare.statusCode).toBe(415);

    const broken = await post("/contact", '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nJane', {
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(broken.statusCode).toBe(400);
    expect((broken.json() as PageSummary).actionData).toMatchObject({ formError: UNREADABLE_FORM_MESSAGE });
  });

  it("limits no-JavaScript posts per form and address like the API, invalid ones included", async () => {
    const address = randomClientAddress();
    for (let attempt = 1; attempt <= FORM_RATE_LIMIT.max; attempt++) {
      expect((await post("/contact", "name=&website=", {}, address)).statusCode).toBe(400);
    }
    const limited = await post("/contact", VALID, {}, address);
    expect(limited.statusCode).toBe(429);
    // Told how long to wait, as the API's 429 says it.
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(FORM_RATE_LIMIT.timeWindow / 1000);
    expect((limited.json() as PageSummary).actionData).toMatchObject({
      formError: expect.stringContaining("Please try again in 10 minutes"),
    });
    // Another form, and another address, count on their own.
    expect((await post("/giving/get-involved", "name=&website=", {}, address)).statusCode).toBe(400);
    expect((await post("/contact", VALID)).statusCode).toBe(200);
  });

  it("answers TRACE, PUT, PATCH and DELETE to a page with 405 and Allow (TRACE was a 500)", async () => {
    for (const method of ["TRACE", "PUT", "PATCH", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: method === "TRACE" ? "/" : "/contact" });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD, POST");
    }
  });

  it("answers a POST to a page without an action with 405 and logs one line, without a stack", async () => {
    const info = vi.spyOn(t.app.log, "info");
    const error = vi.spyOn(t.app.log, "error");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await post("/", "a=1");
      expect(res.statusCode).toBe(405);
      expect((res.json() as PageSummary).errors).toEqual({ root: 405 });
      const lines = info.mock.calls.filter(([, message]) => String(message).startsWith("page request refused"));
      expect(lines).toEqual([
        [{ status: 405, method: "POST", path: "/" }, "page request refused: 405 Method Not Allowed"],
      ]);
      expect(error).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
