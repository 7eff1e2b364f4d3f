/**
 * What the office changes for the whole site at once (issue 14): the school's details and the alert banner.
 * These tests run against a server of their own, so a changed phone number or an emergency banner never
 * shows in another test's pages while the suite runs in parallel.
 */
import { type RunningServer, startServer } from "../../scripts/support/server.ts";
import { createAdmin, signIn, type TestAdmin } from "./support/admin.ts";
import { holdRequests } from "./support/hold-requests.ts";
import { expect, test, waitForHydration } from "./support/test.ts";

const PORT = Number(process.env.E2E_SITEWIDE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 20);

let server: RunningServer | undefined;
let admin: TestAdmin;

// One server for the file: its tests share it, so they run in order in one worker.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startServer(PORT);
  admin = createAdmin("Settings Tester", "settings", server.databaseUrl);
});

test.afterAll(async () => {
  await server?.stop();
});

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test("an administrator changes the phone number and sees it in the top bar, the footer and the contact page", async ({
  page,
  request,
}) => {
  // A visitor (no session) has the contact page from the page cache before the change.
  for (const state of ["miss", "hit"]) {
    const before = await request.get("/contact");
    expect(before.headers()["x-page-cache"]).toBe(state);
    expect(await before.text()).toContain("(250) 555-0134");
  }

  await signIn(page, admin);
  await page.getByRole("navigation", { name: "Office sections" }).getByRole("link", { name: "School details" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "School details" })).toBeVisible();

  // A mistake first: the summary names it and the field says what to do.
  const phone = page.getByLabel("Phone number");
  await phone.fill("call the office");
  await page.getByRole("button", { name: "Save the details" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toContainText("Enter the phone number like (250) 555-0134");
  await expect(summary).toBeFocused();

  await phone.fill("(250) 555-0199");
  await page.getByRole("button", { name: "Save the details" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Every page of the website shows these details now" }),
  ).toBeVisible();
  // Focus stays on the button while it waits and after (a disabled button would drop it to the page's body).
  await expect(page.getByRole("button", { name: "Save the details" })).toBeFocused();
  // This page's own footer says the new number at once, without a reload; the form keeps its confirmation and focus.
  await expect(page.locator("footer")).toContainText("Phone: (250) 555-0199");
  await expect(page.locator("footer")).not.toContainText("555-0134");
  await expect(
    page.getByRole("status").filter({ hasText: "Every page of the website shows these details now" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Save the details" })).toBeFocused();

  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByTestId("top-bar").getByRole("link", { name: /555-0199/ })).toHaveAttribute(
    "href",
    "tel:+12505550199",
  );
  await expect(page.locator("footer")).toContainText("Phone: (250) 555-0199");
  await expect(page.getByText("555-0134")).toHaveCount(0);

  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "(250) 555-0199" }).first()).toHaveAttribute("href", "tel:+12505550199");
  // The page's own words, written with the old number, now say the new one.
  await expect(main).not.toContainText("555-0134");

  // The next visitor gets the new number too: saving emptied the page cache.
  const after = await (await request.get("/contact")).text();
  expect(after).toContain("(250) 555-0199");
  expect(after).not.toContain("555-0134");
});

test("an emergency alert shows at the top of every page, is announced, and cannot be dismissed; a notice can", async ({
  page,
  browser,
}) => {
  // A visitor's browser, apart from the office's: its pages come from the page cache.
  const visitor = await browser.newPage({ baseURL: `http://127.0.0.1:${PORT}` });
  await visitor.goto("/about/history");
  expect((await visitor.goto("/about/history"))?.headers()["x-page-cache"]).toBe("hit");
  await expect(visitor.getByTestId("alert-banner").getByRole("alert")).toHaveCount(0);

  await signIn(page, admin);
  await page.goto("/admin/alerts/new");
  await expect(page.getByRole("heading", { level: 1, name: "Create an alert" })).toBeVisible();
  await page.getByLabel("Message").fill("School is closed today because of snow.");
  await page.getByLabel("Level").selectOption("emergency");
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Edit “School is closed today/ })).toBeVisible();

  for (const path of ["/", "/about/history", "/events/calendar", "/contact"]) {
    await page.goto(path);
    await waitForHydration(page);
    const banner = page.getByTestId("alert-banner");
    await expect(banner.getByRole("alert")).toHaveText("Emergency: School is closed today because of snow.");
    await expect(banner.getByRole("button", { name: /Dismiss/ })).toHaveCount(0);
    // Above the top bar.
    const bannerBox = await banner.boundingBox();
    const topBarBox = await page.getByTestId("top-bar").boundingBox();
    expect(bannerBox && topBarBox && bannerBox.y + bannerBox.height <= topBarBox.y + 1).toBe(true);
  }

  // The visitor sees it at once on the page their browser had just been given from the cache.
  const cached = await visitor.reload();
  expect(cached?.headers()["x-page-cache"]).toBe("miss");
  await expect(visitor.getByTestId("alert-banner").getByRole("alert")).toHaveText(
    "Emergency: School is closed today because of snow.",
  );
  await visitor.close();

  // A notice beside it: dismissed for the visit, it stays away on the next page; the emergency stays.
  await page.goto("/admin/alerts/new");
  await page.getByLabel("Message").fill("Picture day is moved to Thursday.");
  await page.getByLabel("Level").selectOption("information");
  await page.getByLabel("Link for more information").fill("/events/calendar");
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Edit “Picture day/ })).toBeVisible();

  await page.goto("/");
  await waitForHydration(page);
  const banner = page.getByTestId("alert-banner");
  const notice = banner.getByRole("status");
  await expect(notice).toContainText("Notice: Picture day is moved to Thursday.");
  await expect(notice.getByRole("link", { name: "More information" })).toHaveAttribute("href", "/events/calendar");
  await notice.getByRole("button", { name: "Dismiss this notice" }).click();
  await expect(banner.getByRole("status")).toHaveCount(0);
  await page.getByRole("link", { name: "Contact", exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  // The scripts arrive only after the first paint (ADR 043): the dismissed notice must be hidden before that,
  // not shown and then pulled away. What the page showed once it was parsed is noted before any script of ours ran.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const notice = document.querySelector('[data-testid="alert-banner"] [role="status"]');
      const seen = notice === null ? "absent" : notice.checkVisibility() ? "visible" : "hidden";
      (window as { noticeWhenParsed?: string }).noticeWhenParsed = seen;
    });
  });
  await page.reload();
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as { noticeWhenParsed?: string }).noticeWhenParsed)).toBe("hidden");
  await expect(page.getByTestId("alert-banner").getByRole("status")).toHaveCount(0);
  await expect(page.getByTestId("alert-banner").getByRole("alert")).toContainText("School is closed today");

  // The office's list says what is showing.
  await page.goto("/admin/alerts");
  await expect(page.getByRole("heading", { level: 1, name: "Alerts" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Showing now");
});

test("an administrator ends a showing alert now, and visitors no longer see it on their next page", async ({
  page,
  browser,
}) => {
  const message = "The water is off: please bring a full bottle.";
  await signIn(page, admin);
  await page.goto("/admin/alerts/new");
  await page.getByLabel("Message").fill(message);
  await page.getByLabel("Level").selectOption("warning");
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Edit “The water is off/ })).toBeVisible();

  const visitor = await browser.newPage({ baseURL: `http://127.0.0.1:${PORT}` });
  await visitor.goto("/");
  // The visitor's next page would come from the page cache, with the alert in it, unless ending it empties it.
  expect((await visitor.goto("/"))?.headers()["x-page-cache"]).toBe("hit");
  await expect(visitor.getByTestId("alert-banner")).toContainText(message);

  // The office's own page shows the banner too, as soon as the alert is created and again after each save,
  // without a reload.
  const officeBanner = page.getByRole("region", { name: "School alerts" });
  await expect(officeBanner.getByText(message)).toBeVisible();
  await page.getByLabel("Message").fill(`${message} Fountains too.`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/^Saved at .+\. The website shows this version\.$/)).toBeVisible();
  await expect(officeBanner.getByText(`${message} Fountains too.`)).toBeVisible();
  await page.getByRole("button", { name: "End this alert now" }).click();
  // The button is gone with the alert; focus goes to what happened, not to the page's body.
  await expect(
    page.getByRole("status").filter({ hasText: /^The alert ended at .+\. Visitors no longer see it\.$/ }),
  ).toBeFocused();
  await expect(page.getByRole("button", { name: "End this alert now" })).toHaveCount(0);
  // Its end time is now the form's "Take down at", saved: nothing is left to save.
  await expect(page.getByLabel("Take down at")).not.toHaveValue("");
  // The editor's status line says it has ended, as the list does, not "Published".
  await expect(page.getByText(/^Ended .+ · last changed /)).toBeVisible();
  // This page's own banner lets it go too, without a reload.
  await expect(page.getByRole("region", { name: "School alerts" }).getByText(message)).toHaveCount(0);

  await visitor.reload();
  await waitForHydration(visitor);
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByText(message)).toHaveCount(0);
  await visitor.close();

  // The office's list says it has ended.
  await page.goto("/admin/alerts");
  await expect(page.getByRole("row", { name: /The water is off/ })).toContainText("Ended");
});

test("an administrator reorders two blocks of the tuition page with the keyboard and sees the order on the public page", async ({
  page,
}) => {
  await signIn(page, admin);
  await page.getByRole("navigation", { name: "Office sections" }).getByRole("link", { name: "Pages" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search pages" }).fill("tuition");
  await page.getByRole("button", { name: "Apply" }).click();
  await page.getByRole("table").getByRole("link", { name: "Tuition and Fees" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit “Tuition and Fees”" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);

  // A link to a page that does not exist is refused, and the block is named.
  const firstText = page.getByLabel("Text").first();
  const original = await firstText.inputValue();
  await firstText.fill(`${original} See the [uniform rules](/admissions/uniforms).`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
    "Block 1 links to /admissions/uniforms, which is not a page of this site.",
  );
  await firstText.fill(original);

  // The heading "Tuition for 2026-2027" (block 2) goes above the opening paragraph, by keyboard alone.
  await page.getByRole("button", { name: "Move block 2 up" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 3, name: /^1\. Heading: Tuition for 2026-2027/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Move block 1 up" })).toBeDisabled();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible();

  await page.goto("/admissions/tuition-and-fees");
  const words = ((await page.locator("article").textContent()) ?? "").replace(/\s+/g, " ");
  expect(words.indexOf("Tuition for 2026-2027")).toBeGreaterThan(-1);
  expect(words.indexOf("Tuition for 2026-2027")).toBeLessThan(words.indexOf("PCS receives partial funding"));
});

test("an administrator adds a page under Admissions and finds it in the menu, the site map and search", async ({
  page,
}) => {
  await signIn(page, admin);
  await page.goto("/admin/pages");
  await page.getByRole("link", { name: "Create a page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create a page" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill("Bus Routes");
  await page.getByLabel("Section", { exact: true }).selectOption("Admissions");
  await page.getByLabel("Address").fill("/admissions/enrollment");
  await page.getByLabel("Place in the menu").selectOption({ label: "Admissions menu, after “Enrolment”" });
  await page.getByLabel("Heading", { exact: true }).fill("Bus routes to PCS");
  await page.getByLabel("Introduction").fill("Two school buses bring students from Summerland and Okanagan Falls.");
  await page.getByLabel("Add a block at the end").selectOption("paragraph");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await page.getByLabel("Text").fill("The north bus leaves Summerland at 7:40 and reaches the school at 8:10.");
  await page.getByLabel("Published").check();

  // An address another page has is refused, by its field.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
    "That address belongs to another page of the site.",
  );
  await page.getByLabel("Address").fill("/admissions/bus-routes");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit “Bus Routes”" })).toBeVisible();

  await page.goto("/admissions/bus-routes");
  await expect(page.getByRole("heading", { level: 1, name: "Bus routes to PCS" })).toBeVisible();
  await expect(page).toHaveTitle(/Bus Routes/);
  // In the Admissions dropdown, just after Enrollment, and in the section's own menu beside the page.
  const admissions = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Admissions" });
  await admissions.click();
  await expect(admissions).toHaveAttribute("aria-expanded", "true");
  const items = page.getByRole("navigation", { name: "Main" }).getByRole("link");
  const texts = await items.allTextContents();
  expect(texts.indexOf("Bus Routes")).toBe(texts.indexOf("Enrolment") + 1);

  await page.goto("/site-map");
  await expect(
    page.getByRole("region", { name: "Admissions" }).getByRole("link", { name: "Bus Routes" }),
  ).toHaveAttribute("href", "/admissions/bus-routes");

  // The top bar's search finds it by its title; the results page finds its words.
  await page.getByRole("button", { name: "Search the site" }).click();
  await page.getByRole("combobox", { name: "Search the site" }).pressSequentially("bus routes");
  await expect(page.getByRole("listbox", { name: "Search results" }).getByRole("option").first()).toContainText(
    "Bus Routes",
  );
  await page.goto("/search?q=Summerland");
  await expect(
    page.getByRole("region", { name: "Words on our pages" }).getByRole("link", { name: "Bus Routes" }),
  ).toBeVisible();

  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/admissions/bus-routes</loc>");
});

test("an administrator is told of every unfinished block at once, and each link goes to its block", async ({
  page,
}) => {
  await signIn(page, admin);
  await page.goto("/admin/pages/new");
  for (const kind of ["paragraph", "heading", "table"]) {
    await page.getByLabel("Add a block at the end").selectOption(kind);
    await page.getByRole("button", { name: "Add", exact: true }).click();
  }
  // The table's headings typed with commas: one heading over rows of three cells.
  await page.locator("#blocks-2-caption").fill("Morning buses");
  await page.locator("#blocks-2-head").fill("Route, Stops, Time");
  await page.locator("#blocks-2-rows").fill("North | Main St | 7:45");
  await page.getByRole("button", { name: "Save", exact: true }).click();

  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary.getByRole("link", { name: /^Block \d/ })).toHaveText([
    "Block 1: The paragraph is required.",
    "Block 2: The heading is required.",
    "Block 3: Row 1 has 3 cells; the table has 1 column. Separate the headings and the cells with a vertical bar (|).",
  ]);
  await summary.getByRole("link", { name: "Block 2: The heading is required." }).click();
  await expect(page.locator("#blocks-1-text")).toBeFocused();
  await summary.getByRole("link", { name: /^Block 3:/ }).click();
  await expect(page.locator("#blocks-2-caption")).toBeFocused();
});

test("an administrator replaces a downloadable form and families get the new file, with its size", async ({ page }) => {
  await signIn(page, admin);
  await page.goto("/admin/documents");
  await expect(page.getByRole("heading", { level: 1, name: "Downloadable forms" })).toBeVisible();

  // A file that is not a PDF is refused before anything is sent.
  const replace = page.getByRole("form", { name: "Replace supply-list-2026-2027.pdf" });
  await replace.getByLabel("New file for supply-list-2026-2027.pdf").setInputFiles({
    name: "list.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: Buffer.from("PK not a pdf"),
  });
  await replace.getByRole("button", { name: "Replace" }).click();
  await expect(replace).toContainText("The file must be a PDF.");
  // Announced as every office form's errors are: the summary takes focus and its link leads to the field.
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  await summary.getByRole("link", { name: /^supply-list-2026-2027\.pdf: The file must be a PDF\./ }).click();
  await expect(replace.getByLabel("New file for supply-list-2026-2027.pdf")).toBeFocused();

  const pdf = Buffer.from(`%PDF-1.4\n% supply list 2027\n${"%".repeat(40_000)}\n%%EOF\n`, "latin1");
  await replace.getByLabel("New file for supply-list-2026-2027.pdf").setInputFiles({
    name: "Supply list 2027.pdf",
    mimeType: "application/pdf",
    buffer: pdf,
  });
  await replace.getByRole("button", { name: "Replace" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "supply-list-2026-2027.pdf is replaced (40 KB)" }),
  ).toBeVisible();
  // The button waited with focus on it and keeps it (a disabled one would have dropped it to the page's body).
  await expect(replace.getByRole("button", { name: "Replace" })).toBeFocused();

  await page.goto("/admissions/downloads");
  await expect(page.getByRole("link", { name: /supply list 2026-2027 \(PDF, 40 KB\)/ })).toBeVisible();
  const served = await page.request.get("/downloads/supply-list-2026-2027.pdf");
  expect((await served.body()).equals(pdf)).toBe(true);
});

test("an administrator sets how long messages and sign-ups are kept", async ({ page }) => {
  await signIn(page, admin);
  await page.goto("/admin/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy requests" })).toBeVisible();
  await page.getByLabel("Keep messages, sign-ups and e-mails for").selectOption("24");
  const release = await holdRequests(page, "**/api/privacy/retention");
  await page.getByRole("button", { name: "Save the period" }).click();
  // While it saves, and after, focus stays on the button (a disabled one drops it to the page's body).
  await expect(page.getByRole("button", { name: "Saving…" })).toBeFocused();
  release();
  await expect(page.getByRole("status").filter({ hasText: "now kept for 24 months" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save the period" })).toBeFocused();
  await page.reload();
  await expect(page.getByText("Messages and sign-ups are deleted automatically after 24 months.")).toBeVisible();
  await expect(page.getByLabel("Keep messages, sign-ups and e-mails for")).toHaveValue("24");
});
