/** "Recently deleted" (ADR 048, ADR 062): the same screen for content sets and the inbox. */
import type { Locator, Page } from "@playwright/test";
import { expect } from "./test.ts";

/**
 * Presses "Put back “title”" on a Recently deleted screen and checks what follows: the row is gone and focus is on
 * the notice that says the item is back (the pressed button went with its row). Answers the notice's paragraph,
 * whose link leads on to the item.
 */
export async function putBack(page: Page, title: string): Promise<Locator> {
  // A row's name is its cells' words: the title among them.
  const row = page.getByRole("row", { name: title });
  await row.getByRole("button", { name: `Put back “${title}”` }).click();
  const back = page
    .getByRole("status")
    .filter({ hasText: `“${title}” is back.` })
    .locator("p");
  await expect(back).toBeFocused();
  await expect(row).toHaveCount(0);
  return back;
}
