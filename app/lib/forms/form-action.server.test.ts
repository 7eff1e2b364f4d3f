import { describe, expect, it, vi } from "vitest";
import { RateLimitedError, ValidationError } from "../../../server/errors.ts";
import { handleFormPost } from "./form-action.server.ts";
import { UNREADABLE_FORM_MESSAGE, UNSUPPORTED_FORM_MESSAGE } from "./form-body.server.ts";

const PAGE = "http://127.0.0.1:3205/giving/get-involved";

function post(body: string, headers: Record<string, string> = { origin: "http://127.0.0.1:3205" }) {
  return new Request(PAGE, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });
}

/** What React Router's data() gives back: the state and the response's status and headers. */
function unwrap(result: Awaited<ReturnType<typeof handleFormPost>>) {
  return { state: result.data, status: result.init?.status, headers: new Headers(result.init?.headers) };
}

describe("handleFormPost (the no-JavaScript path)", () => {
  const base = { siteUrl: "https://www.pinecrest.example", clientIp: "203.0.113.9", listFields: ["interests"] };

  it("hands the fields and the client address to the service, and confirms", async () => {
    const submit = vi.fn(async () => ({ status: "stored" as const, id: "x" }));
    const result = unwrap(
      await handleFormPost({
        ...base,
        request: post("email=sam%40example.com&interests=events&interests=coaching&website="),
        submit,
      }),
    );
    expect(submit).toHaveBeenCalledWith(
      { email: "sam@example.com", interests: ["events", "coaching"], website: "" },
      { ip: "203.0.113.9" },
    );
    expect(result).toMatchObject({ status: 200, state: { status: "sent", email: "sam@example.com" } });
  });

  it("refuses a post from another site before reading it", async () => {
    const submit = vi.fn();
    const result = unwrap(
      await handleFormPost({
        ...base,
        request: post("email=x", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }),
        submit,
      }),
    );
    expect(result.status).toBe(403);
    expect(result.state).toMatchObject({ status: "invalid", formError: expect.stringContaining("reload this page") });
    expect(submit).not.toHaveBeenCalled();
  });

  it("gives the service's field messages back with the typed values, minus the honeypot", async () => {
    const submit = vi.fn(async () => {
      throw new ValidationError({ email: "Enter your email address" });
    });
    const result = unwrap(await handleFormPost({ ...base, request: post("name=Sam&email=&website="), submit }));
    expect(result).toMatchObject({
      status: 400,
      state: {
        status: "invalid",
        values: { name: "Sam", email: "", interests: [] },
        fieldErrors: { email: "Enter your email address" },
      },
    });
    expect(result.state).not.toHaveProperty("values.website");
  });

  it("answers the service's rate limit with 429, Retry-After and the minutes to wait", async () => {
    const submit = vi.fn(async () => {
      throw new RateLimitedError(120);
    });
    const result = unwrap(await handleFormPost({ ...base, request: post("name=Sam"), submit }));
    expect(result.status).toBe(429);
    expect(result.headers.get("retry-after")).toBe("120");
    expect(result.state).toMatchObject({ formError: expect.stringContaining("try again in 2 minutes") });
  });

  it("counts the post against the form's limit before reading it, and answers 429 past it", async () => {
    const submit = vi.fn();
    const limit = vi.fn(async () => {
      throw new RateLimitedError(600);
    });
    const result = unwrap(await handleFormPost({ ...base, request: post("name=Sam"), submit, limit }));
    expect(limit).toHaveBeenCalledOnce();
    expect(result.status).toBe(429);
    expect(result.state).toMatchObject({ formError: expect.stringContaining("try again in 10 minutes") });
    expect(submit).not.toHaveBeenCalled();
  });

  it("answers a body that is not a form with 415 (JSON, no content type) or 400 (broken multipart), never a 500", async () => {
    const submit = vi.fn();
    const json = unwrap(
      await handleFormPost({
        ...base,
        request: post('{"name":"Sam"}', { "content-type": "application/json", origin: "http://127.0.0.1:3205" }),
        submit,
      }),
    );
    expect(json).toMatchObject({ status: 415, state: { status: "invalid", formError: UNSUPPORTED_FORM_MESSAGE } });
    const bare = new Request(PAGE, {
      method: "POST",
      body: new Uint8Array([110, 61, 49]),
      headers: { origin: "http://127.0.0.1:3205" },
    });
    bare.headers.delete("content-type");
    expect(unwrap(await handleFormPost({ ...base, request: bare, submit })).status).toBe(415);
    const broken = unwrap(
      await handleFormPost({
        ...base,
        request: post('--b\r\nContent-Disposition: form-data; name="x"\r\n\r\nunfinished', {
          "content-type": "multipart/form-data; boundary=b",
          origin: "http://127.0.0.1:3205",
        }),
        submit,
      }),
    );
    expect(broken).toMatchObject({ status: 400, state: { formError: UNREADABLE_FORM_MESSAGE } });
    expect(submit).not.toHaveBeenCalled();
  });
});
