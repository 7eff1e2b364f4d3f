/**
 * The office manages news, alumni, testimonials and why-choose with the same screens as careers (ADR 021):
 * a news item edited in the dashboard changes on the public pages; every set's list, editor and error
 * summary pass axe on a tablet; the rich-text editor's toolbar fits its text box from tablet to desktop.
 */
import type { Page } from "@playwright/test";
import { createAdmin, signIn, type TestAdmin } from "./support/admin.ts";
import { layoutProblems } from "./support/layout-check.ts";
import type { OfficeApi } from "./support/office-api.ts";
import { pressDeleteTwice } from "./support/press-while-busy.ts";
import { expect, expectNoAxeViolations, scaled, test, waitForHydration } from "./support/test.ts";

let admin: TestAdmin;

test.beforeAll(() => {
  admin = createAdmin("Daniel Brooks", "sets");
});

test("an administrator writes a news item, sees it on the news pages, changes it, restores the first version and removes it", async ({
  page,
}) => {
  test.setTimeout(scaled(90_000));
  const title = `Orchard day ${test.info().workerIndex}-${Date.now()}`;
  await signIn(page, admin);
  await page
    .getByRole("navigation", { name: "Office sections" })
    .getByRole("link", { name: "News and announcements" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "News and announcements" })).toBeVisible();
  await page.getByRole("link", { name: "Create a news item" }).click();

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Summary").fill("Grade 2 picks apples in Naramata.");
  const story = page.getByRole("textbox", { name: "The story" });
  await story.click();
  await story.pressSequentially("Forty children and twelve parents picked three bins of apples.");
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save" }).click();
  // The new item's screen replaces the form: focus goes to what happened, not to the page's body.
  await expect(page.getByRole("status").filter({ hasText: "The news item was created and published." })).toBeFocused();
  const editUrl = page.url();
  const id = editUrl.split("/").pop() as string;

  await page.goto("/events/news-and-announcements");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await page.goto(`/events/news-and-announcements/${id}`);
  await expect(page.getByText("Forty children and twelve parents picked three bins of apples.")).toBeVisible();

  await page.goto(editUrl);
  await page.getByLabel("Title").fill(`${title}, with photos`);
  // "Saved" is spoken: it arrives in a live region a screen reader already knows, not one shown along with it.
  await page.getByRole("status").evaluateAll((regions) => {
    for (const region of regions) region.setAttribute("data-live-before-save", "");
  });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/^Saved at .*The website shows this version\.$/)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at / })).toHaveAttribute("data-live-before-save");
  // Focus stays on Save while it waits and after (a disabled button would drop it to the page's body).
  await expect(page.getByRole("button", { name: "Save" })).toBeFocused();
  await page.goto(`/events/news-and-announcements/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: `${title}, with photos` })).toBeVisible();

  // The history: who saved each version, the first beside the form, and restoring it as a new version.
  await page.goto(editUrl);
  await page.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: `History of “${title}, with photos”` });
  await expect(history.getByRole("row", { name: /^2 \(now\)/ })).toContainText("Daniel Brooks");
  await history.getByRole("button", { name: "Compare version 1" }).click();
  await expect(history.getByRole("row", { name: /^Title/ })).toContainText(title);
  await expectNoAxeViolations(page);
  await history.getByRole("button", { name: "Restore version 1" }).click();
  await expect(page.getByText("Version 1 is restored: it is now version 3.")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await page.goto(`/events/news-and-announcements/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await page.goto(editUrl);
  await page.getByRole("button", { name: "Delete" }).click();
  const question = page.getByRole("alertdialog", { name: `Delete “${title}”?` });
  // Pressed again while the deletion is held, by Enter and by a click: one request goes, and the button keeps
  // focus while it waits.
  const { release, deletes } = await pressDeleteTwice(
    page,
    question.getByRole("button", { name: `Delete “${title}”` }),
    question.getByRole("button", { name: "Deleting…" }),
    `**/api/news/${id}`,
    "/api/news/",
  );
  release();
  // Back on the list, focus is on the confirmation, not lost to the page's body.
  await expect(page.getByRole("status").filter({ hasText: `“${title}” was deleted.` })).toBeFocused();
  expect(deletes()).toBe(1);
});

test("a news item set to appear later waits on the dashboard under Coming up", async ({ page }) => {
  const title = `Christmas concert tickets ${test.info().workerIndex}-${Date.now()}`;
  // Two days from now, 07:00 at the school (the form's time is Penticton's whatever the browser's zone).
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Vancouver" }).format(
    new Date(Date.now() + 2 * 86_400_000),
  );
  await signIn(page, admin);
  await page.goto("/admin/news/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Summary").fill("Tickets go on sale at the office.");
  const story = page.getByRole("textbox", { name: "The story" });
  await story.click();
  await story.pressSequentially("Two evenings, both in the gym.");
  await page.getByLabel("Publish at").fill(`${day}T07:00`);
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/^The news item was created and will be published on .*, 7:00 AM\.$/)).toBeVisible();
  const editUrl = page.url();

  await page.goto("/events/news-and-announcements");
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);

  await page.goto("/admin");
  const coming = page.getByRole("region", { name: "Coming up" });
  await expect(coming.getByRole("link", { name: title })).toBeVisible();
  await expect(coming).toContainText("7:00 AM · News");
  await expectNoAxeViolations(page);

  await page.goto(editUrl);
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("button", { name: `Delete “${title}”` }).click();
  await expect(page.getByText(`“${title}” was deleted.`)).toBeVisible();
});

test("a news item scheduled a year ahead says so, with its day and time, in the confirmation, the editor and the list", async ({
  page,
}) => {
  const title = `Next year's open house ${test.info().workerIndex}-${Date.now()}`;
  // A year from now at the school, 9:30 AM (the form's time is Penticton's whatever the browser's zone).
  const ahead = new Date(Date.now() + 365 * 86_400_000);
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Vancouver" }).format(ahead);
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const monthWord = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", month: "short" }).format(
    new Date(Date.UTC(year, month - 1, date, 12)),
  );
  // "Nov 26, 2027, 9:30 AM": how the office's screens write a time.
  const when = `${monthWord} ${date}, ${year}, 9:30 AM`;
  await signIn(page, admin);
  await page.goto("/admin/news/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Summary").fill("Families visit the classrooms.");
  const story = page.getByRole("textbox", { name: "The story" });
  await story.click();
  await story.pressSequentially("Tours every half hour.");
  await page.getByLabel("Publish at").fill(`${day}T09:30`);
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `The news item was created and will be published on ${when}.` }),
  ).toBeFocused();
  const editUrl = page.url();
  await expect(page.getByText(`Scheduled for ${when} · last changed`)).toBeVisible();
  await expect(page.getByText(/^Published · last changed/)).toHaveCount(0);

  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByText(
      new RegExp(`^Saved at .*\\. It will be published on ${when}: until then only the office sees it\\.$`),
    ),
  ).toBeVisible();

  await page.goto(`/admin/news?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText(`Scheduled: ${when}`);

  await page.goto(editUrl);
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("button", { name: `Delete “${title}”` }).click();
  await expect(page.getByText(`“${title}” was deleted.`)).toBeVisible();
});

test("a news item published a minute ahead appears on the news list at its time, with nobody acting", async ({
  page,
}) => {
  test.setTimeout(scaled(240_000));
  const title = `Gym floor reopens ${test.info().workerIndex}-${Date.now()}`;
  await signIn(page, admin);
  await page.goto("/admin/news/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Summary").fill("The new floor is sealed and dry.");
  const story = page.getByRole("textbox", { name: "The story" });
  await story.click();
  await story.pressSequentially("Practices move back to the gym.");
  // The next whole minute at least 45 s after the form is ready for it, so signing in and typing, however slow
  // the machine, never eat into the lead; then the item waits up to a minute more.
  const at = new Date(Math.ceil((Date.now() + 45_000) / 60_000) * 60_000);
  // The form's time is Penticton's, whatever the browser's zone.
  const local = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "America/Vancouver",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(at)
    .replace(" ", "T");
  await page.getByLabel("Publish at").fill(local);
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/^The news item was created and will be published on /)).toBeVisible();
  const editUrl = page.url();

  await page.goto("/events/news-and-announcements");
  // Before its minute (checked only while it is still ahead, so a slow machine cannot make this flaky).
  if (Date.now() < at.getTime() - 2_000) await expect(page.getByRole("link", { name: title })).toHaveCount(0);

  await expect
    .poll(
      async () => {
        await page.goto("/events/news-and-announcements");
        return page.getByRole("link", { name: title }).count();
      },
      { timeout: scaled(150_000), intervals: [5_000] },
    )
    .toBe(1);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());

  await page.goto(editUrl);
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("button", { name: `Delete “${title}”` }).click();
  await expect(page.getByText(`“${title}” was deleted.`)).toBeVisible();
});

test.describe("at 768 px (a tablet)", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  for (const set of [
    { path: "/admin/news", heading: "News and announcements", create: "Create a news item" },
    { path: "/admin/events", heading: "Events", create: "Create an event" },
    { path: "/admin/alumni", heading: "Alumni", create: "Create a graduate" },
    { path: "/admin/testimonials", heading: "Testimonials", create: "Create a testimonial" },
    { path: "/admin/why-choose", heading: "Why choose PCS", create: "Create a reason" },
  ]) {
    test(`${set.path}: the list, an item's editor and an empty form's errors pass axe and fit the screen`, async ({
      page,
    }) => {
      await signIn(page, admin);
      await page.goto(set.path);
      await expect(page.getByRole("heading", { level: 1, name: set.heading })).toBeVisible();
      expect(await layoutProblems(page), "the list at 768 px").toEqual([]);
      // A sample item: tests running beside this one rename and delete the items they made (named "… 3-1795…").
      const first = page
        .getByRole("table")
        .getByRole("rowheader")
        .filter({ hasNotText: /\d+-\d{13}/ })
        .first()
        .getByRole("link");
      const name = (await first.textContent()) ?? "";
      await first.click();
      await expect(page.getByRole("heading", { level: 1, name: `Edit “${name}”` })).toBeVisible();
      await expect(page.locator(".rich-text-editor").first()).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await layoutProblems(page), "the editor at 768 px").toEqual([]);

      await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: set.heading }).click();
      await page.getByRole("link", { name: set.create }).click();
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeFocused();
      await expectNoAxeViolations(page);
    });
  }
});

test("the rich-text editor's toolbar fits its text box, and every button fits the toolbar, from 768 to 1280 px", async ({
  page,
}) => {
  await signIn(page, admin);
  for (const width of [768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/news/new");
    const editor = page.locator(".rich-text-editor").first();
    await expect(editor.getByRole("textbox", { name: "The story" })).toBeVisible();
    const sides = await editor.evaluate((element) => {
      const toolbar = element.querySelector('[role="toolbar"]') as HTMLElement;
      const text = element.querySelector('[role="textbox"]') as HTMLElement;
      const box = (el: Element) => {
        const { left, right } = el.getBoundingClientRect();
        return { left: Math.round(left), right: Math.round(right) };
      };
      return {
        toolbar: box(toolbar),
        text: box(text),
        buttons: [...toolbar.querySelectorAll("button")].map((button) => ({
          name: button.textContent,
          ...box(button),
        })),
      };
    });
    // The toolbar sits on the text box as its top edge: the same left and right sides.
    expect(sides.toolbar, `the toolbar and the text box at ${width} px`).toEqual(sides.text);
    for (const button of sides.buttons) {
      expect(button.right, `"${button.name}" at ${width} px`).toBeLessThanOrEqual(sides.toolbar.right);
    }
    expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
  }
});

test("words typed when the session has ended are not lost: after signing in again the editor offers them back", async ({
  page,
  officeApi,
}) => {
  await signIn(page, admin);
  const { name, editUrl } = await openNewsItemOfItsOwn(page, officeApi, "Choir tour");
  const summary = `Kept through a session that ended ${Date.now()}.`;
  await page.getByLabel("Summary").fill(summary);

  // The session ends while the words are typed (30 idle minutes, or signed out elsewhere): Save is refused and
  // the screen goes to the home page; the browser's "Leave site?" is answered Leave.
  await page.context().clearCookies();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/$/);
  // The home page says why they are there, where the words are, and how to get them back; once.
  const ended = page.getByRole("status").filter({ hasText: "Admin session expired. Please log in again." });
  await expect(ended).toBeFocused();
  await expect(ended).toContainText("The changes you had not saved are kept in this browser");
  await expect(ended).toContainText("sign in and open the same item again");
  await expectNoAxeViolations(page);
  await page.reload();
  await waitForHydration(page);
  await expect(ended).toHaveCount(0);

  await signIn(page, admin);
  await page.goto(editUrl);
  const offer = page.getByRole("region", { name: "You have changes that were not saved" });
  await expect(offer).toBeFocused();
  await expect(offer).toContainText("(Summary)");
  await expectNoAxeViolations(page);
  await expect(page.getByLabel("Summary")).not.toHaveValue(summary);
  await offer.getByRole("button", { name: "Put my changes back" }).click();
  await expect(page.getByText("Your changes are back in the form. Save to keep them.")).toBeFocused();
  await expect(page.getByLabel("Summary")).toHaveValue(summary);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/^Saved at /)).toBeVisible();

  // Saved: nothing is offered any more.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: `Edit “${name}”` })).toBeVisible();
  await expect(page.getByLabel("Summary")).toHaveValue(summary);
  await expect(offer).toHaveCount(0);
});

test("an office list asked for a page past its end says so and leads back to the last page, its search kept", async ({
  page,
  officeApi,
}) => {
  await signIn(page, admin);
  const { name } = await openNewsItemOfItsOwn(page, officeApi, "Past the end");
  const search = encodeURIComponent(name);
  await page.goto(`/admin/news?q=${search}&page=999`);
  const empty = page.getByText(/Page 999 is past the end/);
  await expect(empty).toHaveText("Page 999 is past the end: the list has only 1 page. Go to page 1.");
  await expect(page.getByText(/There are no news items yet/)).toHaveCount(0);
  await page.getByRole("link", { name: "Go to page 1" }).click();
  await expect(page).toHaveURL(/[?&]page=1$/);
  expect(new URL(page.url()).searchParams.get("q")).toBe(name);
  await expect(page.getByRole("link", { name })).toBeVisible();
});

/**
 * A news item of the test's own, opened in its editor: tests running beside this one create, edit and delete news,
 * and one of theirs could be first in the list. The office's own API makes it, as its editor would (the editor has
 * its own tests above), and deletes it after the test.
 */
test("an item changed in two tabs: each tab is told, and the work of the tab not saved stays kept", async ({
  page,
  officeApi,
}) => {
  await signIn(page, admin);
  const { name, editUrl } = await openNewsItemOfItsOwn(page, officeApi, "Two tabs");
  await page.getByLabel("Title").fill(`${name} (first tab)`);

  // A tab opened from a link has not signed in itself; it still files and finds work as the first tab does.
  const openTab = async () => {
    const tab = await page.context().newPage();
    await tab.goto(editUrl);
    await waitForHydration(tab);
    return tab;
  };
  const offerIn = (tab: Page) => tab.getByRole("region", { name: "You have changes that were not saved" });
  const second = await openTab();
  await expect(offerIn(second)).toContainText("(Title)");
  await offerIn(second).getByRole("button", { name: "Throw them away" }).click();
  await second.getByLabel("Summary").fill("The senior choir sings in Kelowna and Vernon.");

  const notice = page.getByRole("status").filter({ hasText: "You are also changing this news item in another tab" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Save in one tab and close the other");
  await expect(page.getByLabel("Title"), "the first tab's words stay in its form").toHaveValue(`${name} (first tab)`);
  await expectNoAxeViolations(page);

  await second.getByRole("button", { name: "Save" }).click();
  await expect(second.getByText(/^Saved at /)).toBeVisible();
  await expect(notice).toHaveCount(0);
  await second.close();

  // The save removed what the browser kept for the item; the first tab, still unsaved, kept its own again.
  const third = await openTab();
  await expect(offerIn(third)).toContainText("(Title)");
  await third.close();
});

async function openNewsItemOfItsOwn(
  page: Page,
  officeApi: OfficeApi,
  title: string,
): Promise<{ name: string; editUrl: string }> {
  const name = `${title} ${test.info().workerIndex}-${Date.now()}`;
  const { id } = await officeApi.create("/api/news", {
    data: {
      title: name,
      summary: "The senior choir sings in Kelowna.",
      bodyHtml: "<p>Twenty singers, three concerts.</p>",
      status: "published",
    },
  });
  const editUrl = `/admin/news/${id}`;
  await page.goto(editUrl);
  await expect(page.getByRole("heading", { level: 1, name: `Edit “${name}”` })).toBeVisible();
  return { name, editUrl };
}

async function signedIn(page: Page): Promise<boolean> {
  const reply = (await (await page.request.get("/api/auth/status")).json()) as {
    data: { isAuthenticated: boolean }[];
  };
  return reply.data[0]?.isAuthenticated === true;
}

test("signing out with unsaved changes asks first: Stay keeps the session, Leave signs out and the words are kept", async ({
  page,
  officeApi,
}) => {
  await signIn(page, admin);
  const { name, editUrl } = await openNewsItemOfItsOwn(page, officeApi, "Bake sale");
  const summary = `Typed before signing out ${Date.now()}.`;
  await page.getByLabel("Summary").fill(summary);

  const signOut = page.getByRole("button", { name: "Sign out" });
  await signOut.click();
  const question = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await question.getByRole("button", { name: "Stay on this page" }).click();
  await expect(question).toHaveCount(0);
  // Nothing has ended: still signed in, the button usable again, the words still in the form.
  await expect(signOut).toBeFocused();
  await expect(signOut).not.toHaveAttribute("aria-disabled", "true");
  expect(await signedIn(page)).toBe(true);
  await expect(page.getByLabel("Summary")).toHaveValue(summary);

  await signOut.click();
  await question.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => signedIn(page)).toBe(false);

  // The words were kept in this browser (ADR 047): the editor offers them back after signing in again.
  await signIn(page, admin);
  await page.goto(editUrl);
  await expect(page.getByRole("heading", { level: 1, name: `Edit “${name}”` })).toBeVisible();
  await expect(page.getByRole("region", { name: "You have changes that were not saved" })).toContainText("(Summary)");
});
