/**
 * The office manages careers postings in the browser, against the real server: create through the form, see
 * it on /careers, edit, a second tab saving first (the 409 keeps what was typed), delete, and the page's 404;
 * axe on every admin screen and dialog at 1280 and at 768 px (a tablet).
 */
import type { Page } from "@playwright/test";
import { createAdmin, signIn, type TestAdmin } from "./support/admin.ts";
import { expect, expectNoAxeViolations, scaled, test } from "./support/test.ts";

let admin: TestAdmin;

test.beforeAll(() => {
  admin = createAdmin("Ruth Okafor", "careers");
});

/** A school day (YYYY-MM-DD) some days from now in Vancouver: the server runs on the real clock. */
function daysFromNow(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Vancouver" }).format(day);
}

async function typeRichText(page: Page, label: string, text: string) {
  const editor = page.getByRole("textbox", { name: label });
  await editor.click();
  await editor.pressSequentially(text);
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("an administrator creates a posting, sees it on /careers, edits it, keeps their text through a conflict, and deletes it", async ({
    page,
    context,
  }) => {
    // The office's whole day with one posting, in one test: longer than a page check.
    test.setTimeout(scaled(120_000));
    const title = `Grade 4 Teacher ${test.info().workerIndex}-${Date.now()}`;
    await signIn(page, admin);
    await page
      .getByRole("navigation", { name: "Office sections" })
      .getByRole("link", { name: "Careers postings" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Careers postings" })).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
    await expectNoAxeViolations(page);

    // Create: an empty save first shows GOV.UK's error summary, with focus on it.
    await page.getByRole("link", { name: "Create a posting" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Create a posting" })).toBeVisible();
    // As a person would: once the text editors have loaded (the form settles then, and Save stays put).
    await expect(page.getByText("Loading the text editor…")).toHaveCount(0);
    await page.getByRole("button", { name: "Save" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: "Job title is required." })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("Job title").fill(title);
    await page.getByLabel("Department").fill("Elementary");
    await page.getByLabel("Type of position").selectOption("Term");
    await page.getByLabel("Location").fill("Penticton campus");
    await page.getByLabel("Summary").fill("Teach a grade 4 class for the spring term.");
    await typeRichText(page, "About the position", "You will teach a class of twenty-two.");
    await typeRichText(page, "What we look for", "A BC teaching certificate.");
    await page.getByLabel("Start date").fill(daysFromNow(90));
    await page.getByLabel("Closing date").fill(daysFromNow(30));
    await page.getByLabel("Published").check();

    // The preview shows the page from the form, before anything is saved.
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("dialog", { name: "Preview" });
    await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(preview.getByText("You will teach a class of twenty-two.")).toBeVisible();
    await expectNoAxeViolations(page);
    await preview.getByRole("button", { name: "Close the preview" }).click();

    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The posting was created and published.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/careers\/[^/]+$/);
    const editUrl = page.url();
    const id = editUrl.split("/").pop() as string;

    // Visitors see it on /careers.
    await page.goto("/careers");
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    await page.goto(`/careers/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("You will teach a class of twenty-two.")).toBeVisible();

    // Edit it.
    await page.goto(editUrl);
    await page.getByLabel("Location").fill("Penticton and Summerland campuses");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(/^Saved at .*The website shows this version\.$/)).toBeVisible();

    // A second tab saves first; this tab's typing survives the 409.
    const other = await context.newPage();
    await other.goto(editUrl);
    await other.getByLabel("Job title").fill(`${title} (term)`);
    await page.getByLabel("Summary").fill("Typed in the first tab and never lost.");
    await other.getByRole("button", { name: "Save" }).click();
    await expect(other.getByText(/^Saved at /)).toBeVisible();
    await other.close();

    await page.getByRole("button", { name: "Save" }).click();
    const conflict = page.getByRole("region", { name: "Ruth Okafor saved this while you were editing" });
    await expect(conflict).toBeFocused();
    await expect(page.getByLabel("Summary")).toHaveValue("Typed in the first tab and never lost.");
    const titleRow = conflict.getByRole("group", { name: /Job title/ });
    await expect(titleRow).toContainText(`${title} (term)`);
    await expectNoAxeViolations(page);

    await titleRow.getByLabel("Use theirs").check();
    await conflict.getByRole("button", { name: "Save with these choices" }).click();
    // The panel holding the pressed button is gone: focus goes to the words saying it worked, not to <body>.
    await expect(page.getByText(/^Saved at /)).toBeFocused();
    await expect(conflict).toHaveCount(0);
    await expect(page.getByLabel("Job title")).toHaveValue(`${title} (term)`);

    await page.goto(`/careers/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: `${title} (term)` })).toBeVisible();
    await expect(page.getByText("Typed in the first tab and never lost.")).toBeVisible();

    // Leaving unsaved work asks first.
    await page.goto(editUrl);
    await page.getByLabel("Department").fill("Elementary school");
    await page.getByRole("navigation", { name: "Office sections" }).getByRole("link", { name: "Dashboard" }).click();
    const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await expect(leave).toBeVisible();
    await expectNoAxeViolations(page);
    await leave.getByRole("button", { name: "Stay on this page" }).click();
    await expect(page.getByLabel("Department")).toHaveValue("Elementary school");

    // Delete, after a confirmation that names it; its page is gone.
    await page.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete “${title} (term)”?` });
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: `Delete “${title} (term)”` }).click();
    await expect(page).toHaveURL(/\/admin\/careers$/);
    await expect(page.getByText(`“${title} (term)” was deleted.`)).toBeVisible();

    const gone = await page.goto(`/careers/${id}`);
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  });
});

test.describe("at 768 px (a tablet)", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("every admin screen and dialog passes axe, and the list finds, filters and opens a posting", async ({
    page,
  }) => {
    await signIn(page, admin);
    await expect(page.getByRole("heading", { level: 1, name: "Administrator dashboard" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/admin/careers?status=open&sort=title");
    await expect(page.getByRole("heading", { level: 1, name: "Careers postings" })).toBeVisible();
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows.first()).toBeVisible();
    const firstTitle = (await rows.nth(1).getByRole("link").textContent()) ?? "";
    expect(firstTitle).not.toBe("");

    await page.getByRole("searchbox", { name: "Search careers postings" }).fill("no posting has these words zzqx");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("No postings match.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Show every posting" }).click();
    await expect(page.getByRole("table")).toBeVisible();

    await page.getByRole("table").getByRole("link", { name: firstTitle }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: `Edit “${firstTitle}”` })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "About the position" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Duplicate" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `New posting from “${firstTitle}”` })).toBeVisible();
    await expect(page.getByLabel("Job title")).toHaveValue(firstTitle);
    await expect(page.getByLabel("Closing date")).toHaveValue("");
    await expect(page.getByLabel("Draft")).toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByRole("dialog", { name: "Preview" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
