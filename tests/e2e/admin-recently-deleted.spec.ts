/**
 * Nothing deleted is lost for 30 days (ADR 048): an administrator deletes a news item, finds it under "Recently
 * deleted", puts it back, and the public news page shows it again; deleted again, it can be deleted forever.
 * The Recently deleted screen and its question pass axe.
 */
import { createAdmin, signIn, type TestAdmin } from "./support/admin.ts";
import { putBack } from "./support/recently-deleted.ts";
import { expect, expectNoAxeViolations, scaled, test } from "./support/test.ts";

let admin: TestAdmin;

test.beforeAll(() => {
  admin = createAdmin("Miriam Duval", "bin");
});

test("an administrator deletes a news item, puts it back from Recently deleted, and the news page shows it again", async ({
  page,
}) => {
  test.setTimeout(scaled(90_000));
  const title = `Pumpkin patch trip ${test.info().workerIndex}-${Date.now()}`;
  await signIn(page, admin);
  await page.goto("/admin/news/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Summary").fill("Kindergarten visits the farm.");
  const story = page.getByRole("textbox", { name: "The story" });
  await story.click();
  await story.pressSequentially("Twenty-two pumpkins came home on the bus.");
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The news item was created and published." })).toBeFocused();
  const id = page.url().split("/").pop() as string;

  // The question says where it can be found again, not that it cannot be undone.
  await page.getByRole("button", { name: "Delete" }).click();
  const question = page.getByRole("alertdialog", { name: `Delete “${title}”?` });
  await expect(question).toContainText("You can put it back from “Recently deleted” for 30 days.");
  await question.getByRole("button", { name: `Delete “${title}”` }).click();
  await expect(page.getByRole("status").filter({ hasText: `“${title}” was deleted.` })).toBeFocused();
  await page.goto("/events/news-and-announcements");
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);

  await page.goto("/admin/news");
  await page.getByRole("link", { name: /^Recently deleted \(\d+\)$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Recently deleted news and announcements" })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("by Miriam Duval");
  await expectNoAxeViolations(page);

  // The pressed button's row is gone: focus is on what happened, which leads on to the item.
  const back = await putBack(page, title);
  await expect(back.getByRole("link", { name: `Edit “${title}”` })).toHaveAttribute("href", `/admin/news/${id}`);

  // The same address as before, on the public pages straight away (the page cache heard the change).
  await page.goto("/events/news-and-announcements");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await page.goto(`/events/news-and-announcements/${id}`);
  await expect(page.getByText("Twenty-two pumpkins came home on the bus.")).toBeVisible();

  // Deleted again, it can go for good, after a question that names it.
  await page.goto(`/admin/news/${id}`);
  await page.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: `Delete “${title}”` })
    .click();
  await expect(page.getByText(`“${title}” was deleted.`)).toBeVisible();
  await page.goto("/admin/news/deleted");
  await page.getByRole("button", { name: `Delete forever “${title}”` }).click();
  const forever = page.getByRole("alertdialog", { name: `Delete “${title}” forever?` });
  await expect(forever).toContainText("This cannot be undone.");
  await expectNoAxeViolations(page);
  await forever.getByRole("button", { name: `Delete “${title}” forever` }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `“${title}” was deleted forever.` })
      .locator("p"),
  ).toBeFocused();
  await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
});
