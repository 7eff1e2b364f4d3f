/** The security headers (ADR 079): each response's own CSP nonces, in its policy and handed to the page's render. */
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import securityHeaders from "./security-headers.ts";

async function appWith(options: { development: boolean; https: boolean }) {
  const app = Fastify();
  await app.register(securityHeaders, options);
  app.get("/page", async (_request, reply) => reply.cspNonce);
  return app;
}

/** The nonce a directive of the policy names, if any. */
function nonceIn(policy: string, directive: string): string | undefined {
  const sources = policy.split(";").find((part) => part.startsWith(`${directive} `));
  return sources?.match(/'nonce-([^']+)'/)?.[1];
}

describe("security headers", () => {
  it("names in each response's policy the nonces its page is rendered with, new for every response", async () => {
    const app = await appWith({ development: false, https: false });
    const first = await app.inject("/page");
    const second = await app.inject("/page");
    const seen = new Set<string>();
    for (const answer of [first, second]) {
      const policy = String(answer.headers["content-security-policy"]);
      const given = answer.json<{ script: string; style: string }>();
      expect(given.script).toMatch(/^[0-9a-f]{32}$/);
      expect(given.style).toMatch(/^[0-9a-f]{32}$/);
      expect(nonceIn(policy, "script-src")).toBe(given.script);
      expect(nonceIn(policy, "style-src")).toBe(given.style);
      seen.add(given.script).add(given.style);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toContain("upgrade-insecure-requests");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(answer.headers["strict-transport-security"]).toBeUndefined();
    }
    expect(seen.size).toBe(4);
    await app.close();
  });

  it("never gives two responses the same nonce, over more responses than one batch of random bytes serves", async () => {
    const app = await appWith({ development: false, https: false });
    const nonces = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const given = (await app.inject("/page")).json<{ script: string; style: string }>();
      nonces.add(given.script).add(given.style);
    }
    expect(nonces.size).toBe(600);
    await app.close();
  });

  it("over https, asks browsers to keep to https and to upgrade what the page asks over http", async () => {
    const app = await appWith({ development: false, https: true });
    const answer = await app.inject("/page");
    expect(answer.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(String(answer.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
    await app.close();
  });

  it("sends no policy in development, where Vite's own inline scripts run, and the other headers still", async () => {
    const app = await appWith({ development: true, https: false });
    const answer = await app.inject("/page");
    expect(answer.headers["content-security-policy"]).toBeUndefined();
    expect(answer.json()).toEqual({ script: "", style: "" });
    expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
    await app.close();
  });
});
