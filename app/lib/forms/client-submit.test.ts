import { describe, expect, it } from "vitest";
import { contactSchema } from "../../../common/forms/contact-schema.ts";
import { csrfTokens, fakeServer, json } from "../../test-support/fake-api-server.ts";
import { createApiClient } from "../api/client.ts";
import { submitClientForm } from "./client-submit.ts";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

const valid = { name: "Jane", email: "jane@example.com", phone: "", topic: "general", message: "Hi", website: "" };

function setup(answer: Parameters<typeof fakeServer>[0][string]) {
  const server = fakeServer({ "GET /api/csrf-token": csrfTokens(), "POST /api/contact": answer });
  const api = createApiClient({
    baseUrl: "https://www.pinecrest.example",
    fetch: server.fetch,
    pageKind: () => "public",
    onSessionEnd: () => {},
  });
  const submit = (values: Record<string, string>) =>
    submitClientForm({ formData: form(values), schema: contactSchema, path: "/contact", api });
  return { server, submit };
}

describe("submitClientForm", () => {
  it("shows mistakes the schema finds without sending anything, keeping the values but not the honeypot", async () => {
    const { server, submit } = setup(() => json(200, { success: true }));
    const state = await submit({ ...valid, email: "jane", message: "" });
    expect(state).toEqual({
      status: "invalid",
      values: { name: "Jane", email: "jane", phone: "", topic: "general", message: "" },
      fieldErrors: {
        email: "Enter an email address in the correct format, like name@example.com",
        message: "Enter your message",
      },
    });
    expect(server.requests).toEqual([]);
  });

  it("posts through the API client with the CSRF token and reports the reply address", async () => {
    const { server, submit } = setup(() => json(200, { success: true }));
    expect(await submit(valid)).toEqual({ status: "sent", email: "jane@example.com" });
    const [post] = server.to("POST /api/contact");
    expect(post?.headers.get("x-csrf-token")).toBe("token-1");
    expect(JSON.parse(post?.body ?? "{}")).toMatchObject({ name: "Jane", topic: "general" });
  });

  it("gets a fresh token and tries again when the server refuses the token (spec §8)", async () => {
    const { server, submit } = setup([() => json(403, { code: "CSRF_INVALID" }), () => json(200, { success: true })]);
    expect(await submit(valid)).toMatchObject({ status: "sent" });
    expect(server.to("POST /api/contact").map((r) => r.headers.get("x-csrf-token"))).toEqual(["token-1", "token-2"]);
  });

  it("sends a filled honeypot without checking, so a bot gets the server's ordinary thanks", async () => {
    const { server, submit } = setup(() => json(200, { success: true }));
    expect(await submit({ website: "spam" })).toMatchObject({ status: "sent" });
    expect(server.to("POST /api/contact")).toHaveLength(1);
  });

  it("puts the server's field messages beside the fields", async () => {
    const { submit } = setup(() =>
      json(400, { code: "VALIDATION", fields: { email: "Enter an email address in the correct format" } }),
    );
    expect(await submit(valid)).toMatchObject({
      status: "invalid",
      fieldErrors: { email: "Enter an email address in the correct format" },
    });
  });

  it("explains a rate limit with the minutes from Retry-After", async () => {
    const { submit } = setup(() => json(429, { code: "RATE_LIMITED" }, { "retry-after": "540" }));
    expect(await submit(valid)).toMatchObject({
      status: "invalid",
      fieldErrors: {},
      formError: expect.stringContaining("Please try again in 9 minutes"),
    });
  });

  it("gives the spec's catalogue message when the server fails or does not answer", async () => {
    const failing = setup(() => json(500, { code: "INTERNAL" }));
    expect(await failing.submit(valid)).toMatchObject({
      formError: "An unexpected error occurred. Please try again later.",
    });
    const silent = setup(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await silent.submit(valid)).toMatchObject({
      formError: "No response received from the server. Please check your network connection.",
    });
  });
});
