/** The static pages' copy in the browser: every page renders, downloads are real files, FAQ answers open. */
import { expect, test } from "./support/test.ts";

/** Every address app/routes.ts sends to the static-page module, with the heading each shows. */
const staticPages: [path: string, heading: string][] = [
  ["/about/mission-statement", "Mission Statement"],
  ["/about/history", "Our History"],
  ["/about/best-okanagan", "Best of the Okanagan"],
  ["/about/about-pcs", "About PCS"],
  ["/about/our-faculty", "Our Faculty"],
  ["/about/safety-policies", "Safety Policies"],
  ["/about/campus-expansion", "Campus Expansion"],
  ["/about/life-with-pcs", "Life with PCS"],
  ["/admissions", "Admissions"],
  ["/admissions/overview", "Admissions"],
  ["/admissions/enrollment", "Enrolment"],
  ["/admissions/typical-day-at-pcs", "A Typical Day at PCS"],
  ["/admissions/school-schedule", "School Schedule"],
  ["/admissions/FAQ", "Frequently Asked Questions"],
  ["/admissions/tuition-and-fees", "Tuition and Fees"],
  ["/giving/how-to-give", "How to Give"],
  ["/giving/donate", "Donate to PCS"],
  ["/privacy-policy", "Privacy Policy"],
];

test("every static page is served with its copy in the HTML", async ({ request }) => {
  for (const [path, heading] of staticPages) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toContain(`<h1>${heading}</h1>`);
    expect(html, path).toContain('class="lead"');
  }
});

test("the downloads page offers PDFs that download and open", async ({ page, request }) => {
  await page.goto("/admissions/downloads");
  await expect(page.getByRole("heading", { level: 1, name: "Downloads" })).toBeVisible();
  const links = page.locator("a[download]");
  expect(await links.count()).toBeGreaterThanOrEqual(5);
  const form = page.getByRole("link", { name: /^Application form \(PDF, \d+ KB\)$/ });
  const href = await form.getAttribute("href");
  expect(href).toBe("/downloads/application-form.pdf");

  const [download] = await Promise.all([page.waitForEvent("download"), form.click()]);
  expect(download.suggestedFilename()).toBe("application-form.pdf");

  for (const link of await links.all()) {
    const res = await request.get((await link.getAttribute("href")) ?? "");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/pdf");
    expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");
  }
});

test("a FAQ answer opens when its question is chosen", async ({ page }) => {
  await page.goto("/admissions/FAQ");
  const answer = page.getByText("We welcome families of every faith background, and of none.");
  await expect(answer).toBeHidden();
  await page.getByText("Do we have to be Christians to enrol?").click();
  await expect(answer).toBeVisible();
});

test("tuition figures are shown in a table a screen reader can navigate", async ({ page }) => {
  await page.goto("/admissions/tuition-and-fees");
  const table = page.getByRole("table", { name: "Annual tuition per student, 2026-2027" });
  await expect(table.getByRole("rowheader", { name: "Grades 10 to 12" })).toBeVisible();
  await expect(table.getByRole("row", { name: /Kindergarten \(full day\) \$5,400 \$540/ })).toBeVisible();
});
