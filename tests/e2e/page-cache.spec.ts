/**
 * The rendered-page cache seen from outside (ADR 030): a cached page carries no nonce, its policy names its
 * own inline scripts by hash (so they run and nothing else inline does), and nothing personal is cached.
 */
import { createHash } from "node:crypto";
import type { APIResponse } from "@playwright/test";
import { createAdmin, signIn } from "./support/admin.ts";
import { expect, scaled, test, waitForHydration } from "./support/test.ts";

function scriptSources(policy: string): string[] {
  const directive = policy.split(";").find((part) => part.trim().startsWith("script-src "));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\ssrc\s*=/.test(match[1] ?? ""))
    .map((match) => match[2] ?? "");
}

test("two visitors get the same cached home page with no nonce; its policy lists exactly its inline scripts' hashes", async ({
  playwright,
  baseURL,
}) => {
  const first = await playwright.request.newContext({ baseURL });
  const second = await playwright.request.newContext({ baseURL });
  let a: APIResponse | undefined;
  // Again if a test beside this one saved content in between: any write empties the cache.
  await expect(async () => {
    await first.get("/");
    a = await first.get("/");
    const b = await second.get("/");
    expect(a.headers()["x-page-cache"]).toBe("hit");
    expect(b.headers()["x-page-cache"]).toBe("hit");
    expect(await b.text()).toBe(await a.text());
  }).toPass({ timeout: scaled(15_000) });
  if (!a) throw new Error("no answer");
  expect(a.headers()["set-cookie"]).toBeUndefined();
  const html = await a.text();

  expect(html).not.toMatch(/\snonce=/);
  const policy = a.headers()["content-security-policy"] ?? "";
  expect(policy).not.toContain("nonce-");
  expect(policy).not.toContain("unsafe-inline");
  const hashes = inlineScripts(html).map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  expect(hashes.length).toBeGreaterThan(1);
  expect(new Set(scriptSources(policy))).toEqual(new Set(["'self'", ...hashes]));
  await first.dispose();
  await second.dispose();
});

test("a cached page runs its own scripts under that policy and refuses one it did not list", async ({
  page,
  consoleErrors,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // Cached first (again if a test beside this one saved content in between: any write empties the cache).
  await expect(async () => {
    await page.request.get("/about");
    const response = await page.goto("/about");
    expect(response?.headers()["x-page-cache"]).toBe("hit");
  }).toPass({ timeout: scaled(15_000) });
  await waitForHydration(page);
  // Hydrated: the search toggle (rendered by script) opens its field.
  await page.getByRole("button", { name: "Search the site" }).click();
  await expect(page.getByRole("combobox", { name: "Search the site" })).toBeFocused();
  expect(violations).toEqual([]);

  // An inline script the page did not ship is refused, as a nonce policy would refuse it.
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true;";
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  // The refusal is the only thing logged: the browser's own line, and the one every page here logs for a refusal.
  await expect.poll(() => consoleErrors.length).toBe(2);
  expect(consoleErrors).toEqual(
    expect.arrayContaining([
      expect.stringContaining("violates the following Content Security Policy directive"),
      expect.stringMatching(/^CSP refused script-src-elem inline/),
    ]),
  );
  consoleErrors.length = 0;
});

test("an administrator's pages are never cached, and each of their answers has its own nonce", async ({ page }) => {
  const admin = createAdmin("Cache Tester", "page-cache");
  await signIn(page, admin);
  const answers = [await page.request.get("/admin"), await page.request.get("/admin"), await page.request.get("/")];
  const nonces = answers.map((answer) => {
    expect(answer.headers()["x-page-cache"]).toBeUndefined();
    return /'nonce-([^']+)'/.exec(answer.headers()["content-security-policy"] ?? "")?.[1];
  });
  for (const nonce of nonces) expect(nonce).toMatch(/^[\w+/=-]{16,}$/);
  expect(new Set(nonces).size).toBe(3);
  expect(await answers[0]?.text()).toContain("Cache Tester");
});
