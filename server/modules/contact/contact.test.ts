import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "../../../common/forms/contact-schema.ts";
import {
  controlCharactersMessage,
  EMAIL_MESSAGES,
  NAME_MESSAGES,
  PHONE_MESSAGES,
} from "../../../common/forms/fields.ts";
import { RateLimitedError } from "../../errors.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { AuthClient } from "../../test-support/auth-client.ts";
import { manualClock } from "../../test-support/clock.ts";
import { testDialects } from "../../test-support/databases.ts";
import { REPEAT_WINDOW_MS } from "../forms/recent-sends.ts";

const valid = {
  name: "  Jane Doe ",
  email: "jane@example.com",
  phone: "",
  topic: "tour",
  message: "Could we visit on a Tuesday morning?",
};

describe.each(testDialects)("POST /api/contact on %s", (dialect) => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  const stored = () => t.app.services.contact.list({ limit: 500 });
  const client = () => new AuthClient(t.app);

  it("stores a valid message, trimmed, with the sender's address, and answers 200", async () => {
    const visitor = client();
    const res = await visitor.post("/api/contact", valid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const rows = (await stored()).filter((m) => m.ip === visitor.remoteAddress);
    expect(rows).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: "Jane Doe",
        email: "jane@example.com",
        phone: null,
        topic: "tour",
        message: "Could we visit on a Tuesday morning?",
        createdAt: clock.now().toISOString(),
        handled: false,
        ip: visitor.remoteAddress,
      },
    ]);
  });

  it("keeps an optional phone number when one is given", async () => {
    const visitor = client();
    expect((await visitor.post("/api/contact", { ...valid, phone: "+1 (250) 555-0199" })).statusCode).toBe(200);
    const [row] = (await stored()).filter((m) => m.ip === visitor.remoteAddress);
    expect(row?.phone).toBe("+1 (250) 555-0199");
  });

  it("names every missing field with its GOV.UK message and stores nothing", async () => {
    const before = (await stored()).length;
    const res = await client().post("/api/contact", {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: "VALIDATION",
      message: "Please correct the highlighted fields.",
      fields: {
        name: NAME_MESSAGES.missing,
        email: EMAIL_MESSAGES.missing,
        topic: CONTACT_MESSAGES.topic,
        message: CONTACT_MESSAGES.messageMissing,
      },
    });
    expect(await stored()).toHaveLength(before);
  });

  it.each([
    ["name", "   ", NAME_MESSAGES.missing],
    ["name", "x".repeat(201), NAME_MESSAGES.tooLong],
    ["email", "jane.example.com", EMAIL_MESSAGES.format],
    ["phone", "call me maybe", PHONE_MESSAGES.format],
    ["topic", "gossip", CONTACT_MESSAGES.topic],
    ["message", "x".repeat(5001), CONTACT_MESSAGES.messageTooLong],
    ["message", 42, CONTACT_MESSAGES.messageMissing],
  ])("refuses a bad %s (%j) with 400, naming only that field", async (field, value, message) => {
    const before = (await stored()).length;
    const res = await client().post("/api/contact", { ...valid, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [field]: message });
    expect(await stored()).toHaveLength(before);
  });

  it("accepts a message of exactly 5,000 characters", async () => {
    expect((await client().post("/api/contact", { ...valid, message: "x".repeat(5000) })).statusCode).toBe(200);
  });

  // PostgreSQL refuses NUL in text: before the rule it was a 500 on both ways in (issue 18).
  it.each([
    ["name", "Jane\u0000Doe", "Name"],
    ["email", "jane@example.com\u0000", "Email address"],
    ["phone", "250 555 0134\u0000", "Telephone number"],
    ["message", "Hello\u0000", "Message"],
    ["message", "Hello\u001b[2J", "Message"],
    ["name", "Jane\tDoe", "Name"],
  ])(
    "refuses a control character in %s (%j) with 400 naming that field, on the API and the service",
    async (field, value, label) => {
      const before = (await stored()).length;
      const res = await client().post("/api/contact", { ...valid, [field]: value });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: "VALIDATION" });
      expect(res.json().fields).toEqual({ [field]: controlCharactersMessage(label) });
      // The no-JavaScript path calls the same service.
      await expect(
        t.app.services.contact.submit({ ...valid, [field]: value }, { ip: "203.0.113.50" }),
      ).rejects.toMatchObject({
        code: "VALIDATION",
        fields: { [field]: controlCharactersMessage(label) },
      });
      expect(await stored()).toHaveLength(before);
    },
  );

  it("keeps tabs and line breaks in the message, a text area", async () => {
    const visitor = client();
    const message = "Two questions:\r\n\t1. Tours?\n\t2. Fees?";
    expect((await visitor.post("/api/contact", { ...valid, message })).statusCode).toBe(200);
    const [row] = (await stored()).filter((m) => m.ip === visitor.remoteAddress);
    expect(row?.message).toBe(message);
  });

  it("thanks a bot that filled the honeypot, and stores nothing", async () => {
    const before = (await stored()).length;
    const bot = client();
    const res = await bot.post("/api/contact", { ...valid, website: "https://spam.example" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    // Even a bot's invalid message looks accepted: it learns nothing about the rules.
    expect((await bot.post("/api/contact", { website: "x" })).statusCode).toBe(200);
    expect(await stored()).toHaveLength(before);
  });

  it("refuses a request without the CSRF token with 403 and stores nothing", async () => {
    const before = (await stored()).length;
    const visitor = client();
    await visitor.fetchCsrfToken();
    const res = await visitor.post("/api/contact", valid, null);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "CSRF_INVALID" });
    expect((await visitor.post("/api/contact", valid, "not-the-token")).statusCode).toBe(403);
    expect(await stored()).toHaveLength(before);
  });

  it("answers the 6th request from one address in 10 minutes with 429 and Retry-After", async () => {
    const visitor = client();
    for (let i = 1; i <= 5; i++) expect((await visitor.post("/api/contact", valid)).statusCode).toBe(200);
    const before = (await stored()).length;
    const limited = await visitor.post("/api/contact", valid);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(590);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(600);
    expect(limited.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect(await stored()).toHaveLength(before);
    // Another address is not held back.
    expect((await client().post("/api/contact", valid)).statusCode).toBe(200);
  });

  it("stores a double tap's two identical posts once and thanks both, until the repeat window has passed", async () => {
    const visitor = client();
    await visitor.fetchCsrfToken();
    // Sent together, as a double tap without JavaScript sends them: the second arrives while the first is written.
    const [first, second] = await Promise.all([
      visitor.post("/api/contact", valid),
      visitor.post("/api/contact", { ...valid, name: "Jane Doe" }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const mine = async () => (await stored()).filter((m) => m.ip === visitor.remoteAddress);
    expect(await mine()).toHaveLength(1);
    // A changed word is a new message, not a repeat.
    expect((await visitor.post("/api/contact", { ...valid, message: `${valid.message}!` })).statusCode).toBe(200);
    expect(await mine()).toHaveLength(2);
    clock.advance(REPEAT_WINDOW_MS);
    expect((await visitor.post("/api/contact", valid)).statusCode).toBe(200);
    expect(await mine()).toHaveLength(3);
  });

  it("stores the same words again at once when the office has removed the first message: it is not a repeat", async () => {
    const visitor = client();
    await visitor.fetchCsrfToken();
    const words = { ...valid, message: "Please call me about the Grade 3 opening." };
    expect((await visitor.post("/api/contact", words)).statusCode).toBe(200);
    const [first] = (await stored()).filter((m) => m.ip === visitor.remoteAddress && m.message === words.message);
    if (!first) throw new Error("the first message was not stored");
    // As the inbox's Delete leaves it: the row is gone.
    await t.app.db.kysely.deleteFrom("contact_messages").where("id", "=", first.id).execute();
    expect((await visitor.post("/api/contact", words)).statusCode).toBe(200);
    const again = (await stored()).filter((m) => m.ip === visitor.remoteAddress && m.message === words.message);
    expect(again).toHaveLength(1);
    expect(again[0]?.id).not.toBe(first.id);
  });

  it("limits one address in the service too (the no-JavaScript path), until the window has passed", async () => {
    const ip = "203.0.113.77";
    for (let i = 1; i <= 5; i++) {
      expect(await t.app.services.contact.submit(valid, { ip })).toMatchObject({ status: "stored" });
      clock.advance(60_000);
    }
    const refused = t.app.services.contact.submit(valid, { ip });
    await expect(refused).rejects.toBeInstanceOf(RateLimitedError);
    // The first of the five leaves the window 10 minutes after it was sent: 5 minutes from now.
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 300 });
    expect(await t.app.services.contact.submit(valid, { ip: "203.0.113.78" })).toMatchObject({ status: "stored" });
    clock.advance(300_000);
    expect(await t.app.services.contact.submit(valid, { ip })).toMatchObject({ status: "stored" });
  });
});
