/** Holds the browser's requests to a URL pattern until the test releases them, to see a pending state. */
import type { Page } from "@playwright/test";

/** Routes `pattern` through a gate; requests wait until the returned `release` is called, then go on. */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
