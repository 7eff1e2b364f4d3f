/** A confirm dialog's button pressed again while its request is on its way, as an impatient person would. */
import type { Locator, Page } from "@playwright/test";
import { holdRequests } from "./hold-requests.ts";
import { expect } from "./test.ts";

/**
 * Presses `confirm` with the DELETE to `pattern` held, then presses the busy button ("Deleting…") again by Enter and
 * by a click, and checks it kept focus and `aria-disabled`; returns `release`, and how many DELETEs were sent so
 * far (read it after releasing, once the screen has answered).
 */
export async function pressDeleteTwice(
  page: Page,
  confirm: Locator,
  busy: Locator,
  pattern: string,
  apiPath: string,
): Promise<{ release: () => void; deletes: () => number }> {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "DELETE" && request.url().includes(apiPath)) sent.push(request.url());
  });
  const release = await holdRequests(page, pattern);
  await confirm.click();
  await expect(busy).toBeFocused();
  await expect(busy).toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Enter");
  // Playwright will not click an aria-disabled button on its own; force sends the press a person could make.
  await busy.click({ force: true });
  await expect(busy).toBeFocused();
  return { release, deletes: () => sent.length };
}
