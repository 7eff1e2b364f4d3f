import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { apiErrorHandler } from "./api-errors.ts";

async function appWith(route: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify({ logger: false });
  app.setErrorHandler(apiErrorHandler);
  route(app);
  await app.ready();
  return app;
}

describe("apiErrorHandler", () => {
  it("names the fields a route's JSON schema refused, in the VALIDATION shape", async () => {
    const app = await appWith((a) =>
      a.post(
        "/things",
        {
          schema: {
            body: {
              type: "object",
              required: ["title"],
              properties: { title: { type: "string" }, year: { type: "integer" } },
            },
          },
        },
        async () => ({ ok: true }),
      ),
    );
    const missing = await app.inject({ method: "POST", url: "/things", payload: { year: 2026 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, code: "VALIDATION", fields: { title: expect.any(String) } });
    const wrongType = await app.inject({ method: "POST", url: "/things", payload: { title: "x", year: "soon" } });
    expect(wrongType.json()).toMatchObject({ code: "VALIDATION", fields: { year: expect.any(String) } });
  });

  it("hides the details of a server fault behind the spec's 500 message", async () => {
    const app = await appWith((a) =>
      a.get("/boom", async () => {
        throw new Error("connection string postgres://secret@db leaked");
      }),
    );
    const res = await app.inject({ method: "GET", url: "/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      code: "INTERNAL",
      message: "An unexpected error occurred. Please try again later.",
    });
  });
});
