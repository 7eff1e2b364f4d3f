/**
 * The office adds pictures with their descriptions (a fake picture is refused from its bytes), uses one in a
 * news item, and the public page shows it with srcset; deleting a used picture says where it is used, and it waits
 * under "Recently deleted" to be put back, onto the news item too (ADR 066). A changed description reaches an
 * editor who has the item open as the usual conflict, their typing kept.
 */
import sharp from "sharp";
import { createAdmin, signIn, type TestAdmin } from "./support/admin.ts";
import { holdRequests } from "./support/hold-requests.ts";
import { csrfHeaders } from "./support/office-api.ts";
import { putBack } from "./support/recently-deleted.ts";
import { expect, expectNoAxeViolations, scaled, test } from "./support/test.ts";

let admin: TestAdmin;

test.beforeAll(() => {
  admin = createAdmin("Grace Liu", "media");
});

test("an administrator uploads pictures, uses one in a news item, sees it with srcset, deletes it and puts it back", async ({
  page,
}) => {
  test.setTimeout(scaled(120_000));
  const tag = `${test.info().workerIndex}-${Date.now()}`;
  const alt = `Grade 5 choir on the chapel steps ${tag}`;
  const title = `Choir photo day ${tag}`;
  const photo = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#2f5d3a" } })
    .jpeg()
    .toBuffer();

  await signIn(page, admin);
  await page.getByRole("navigation", { name: "Office sections" }).getByRole("link", { name: "Pictures" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pictures" })).toBeVisible();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose pictures" }).click();
  // The refused one first: a second press while it goes up would have sent the choir photo twice (ADR 060).
  await (await chooser).setFiles([
    { name: `notes-${tag}.jpg`, mimeType: "image/jpeg", buffer: Buffer.from("These are meeting notes, not a photo.") },
    { name: `choir-${tag}.jpg`, mimeType: "image/jpeg", buffer: photo },
  ]);
  await page.getByLabel(`Description of choir-${tag}.jpg`).fill(alt);
  await page.getByLabel(`Description of notes-${tag}.jpg`).fill("Notes");
  await expectNoAxeViolations(page);
  // Each file the page sends, in order; the refused one is held on its way until the button has been pressed again.
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/media") {
      sent.push(/filename="([^"]+)"/.exec(request.postDataBuffer()?.toString("latin1") ?? "")?.[1] ?? "?");
    }
  });
  const release = await holdRequests(page, "**/api/media");
  await page.getByRole("button", { name: "Upload 2 pictures" }).click();
  const busy = page.getByRole("button", { name: "Uploading…" });
  await expect(busy).toHaveAttribute("aria-disabled", "true");
  await expect.poll(() => sent).toEqual([`notes-${tag}.jpg`]);
  await expect(busy).toBeFocused();
  await page.keyboard.press("Enter");
  // Playwright will not click an aria-disabled button on its own; force sends the press a person could make.
  await busy.click({ force: true });
  release();
  await expect(page.getByText("1 picture uploaded, 1 not: see the messages beside them.")).toBeAttached();
  const queue = page.locator(".media-queue");
  await expect(queue.getByRole("listitem").filter({ hasText: `choir-${tag}.jpg` })).toContainText("Uploaded.");
  const refusal = "The picture must be a JPEG, PNG or WebP image.";
  await expect(queue.getByRole("listitem").filter({ hasText: `notes-${tag}.jpg` })).toContainText(refusal);
  // The refusal is in the error summary, which takes focus; its link goes to the way to put it right.
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  await summary.getByRole("link", { name: `notes-${tag}.jpg: ${refusal}` }).click();
  await expect(queue.getByRole("button", { name: `Remove notes-${tag}.jpg` })).toBeFocused();
  const card = page.locator(".media-card").filter({ hasText: alt });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Not used on the site.");
  // Each picture went up once: the presses while the first was on its way sent nothing.
  expect(sent).toEqual([`notes-${tag}.jpg`, `choir-${tag}.jpg`]);

  // The news item takes the picture from the library; its description comes with it.
  await page.goto("/admin/news/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Summary").fill("Photos from the choir's day.");
  const story = page.getByRole("textbox", { name: "The story" });
  await story.click();
  await story.pressSequentially("Forty voices and one very patient photographer.");
  await page.getByRole("button", { name: "Choose from the pictures" }).click();
  const picker = page.getByRole("dialog", { name: "Choose a picture" });
  await picker.getByLabel("Search pictures").fill(tag);
  await picker.getByRole("button", { name: "Search" }).click();
  await picker.getByRole("button", { name: `Use this picture: ${alt}` }).click();
  await expect(page.getByLabel("Picture address")).toHaveValue(/^\/media\/[0-9a-f-]{36}\/1600\.webp$/);
  await expect(page.getByLabel("Picture description")).toHaveValue(alt);
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The news item was created and published.")).toBeVisible();
  const id = page.url().split("/").pop() as string;

  await page.goto(`/events/news-and-announcements/${id}`);
  const image = page.getByRole("img", { name: alt });
  await expect(image).toBeVisible();
  const srcset = (await image.getAttribute("srcset")) ?? "";
  expect(srcset).toMatch(/\/media\/[0-9a-f-]{36}\/320\.webp 320w, .*\/1600\.webp 1600w$/);
  expect(await page.locator("picture source[type='image/avif']").getAttribute("srcset")).toContain("320.avif 320w");
  // The browser chose one of the encoded files and it loaded.
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectNoAxeViolations(page);

  // Deleting a used picture first says where it is used, and that it can be put back.
  await page.goto(`/admin/media?q=${encodeURIComponent(tag)}`);
  await expect(card.getByRole("link", { name: title })).toBeVisible();
  await card.getByRole("button", { name: /^Delete/ }).click();
  const question = page.getByRole("alertdialog", { name: `Delete “${alt}”?` });
  await expect(question).toContainText("This picture shows on 1 item.");
  await expect(question).toContainText(`News: ${title}`);
  await expect(question).toContainText("You can put it back from “Recently deleted” for 30 days");
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: "Delete the picture" }).click();
  const deleted = page.getByText(`The picture “${alt}” was deleted.`);
  await expect(page.getByRole("status").filter({ hasText: `The picture “${alt}” was deleted.` })).toBeVisible();
  // The card and its button are gone: focus is on the notice, not dropped to the page.
  await expect(deleted).toBeFocused();
  await expect(page.getByText("No pictures match.")).toBeVisible();
  // The news item stays, now without a picture rather than with a broken one.
  await page.goto(`/events/news-and-announcements/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("img", { name: alt })).toHaveCount(0);

  // Deleted by mistake: it waits under "Recently deleted", with its thumbnail and the item it was taken off.
  await page.goto("/admin/media");
  await page.getByRole("link", { name: /^Recently deleted \(\d+\)$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Recently deleted pictures" })).toBeVisible();
  const row = page.getByRole("row", { name: alt });
  await expect(row).toContainText(`choir-${tag}.jpg · taken off “${title}”`);
  await expect(row).toContainText("by Grace Liu");
  const thumbnail = row.locator("img");
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expectNoAxeViolations(page);

  const back = await putBack(page, alt);
  await expect(back).toContainText("It is in the library again and shows on 1 item again.");
  // At its own address on the news item's page again, straight away (the page cache heard the change).
  await page.goto(`/events/news-and-announcements/${id}`);
  const again = page.getByRole("img", { name: alt });
  await expect(again).toBeVisible();
  await expect.poll(() => again.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await again.getAttribute("srcset")).toBe(srcset);
  await expectNoAxeViolations(page);
});

test("the chooser closes with its own button, and a picture's description is changed after upload, on the page too", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(scaled(90_000));
  const tag = `${test.info().workerIndex}-${Date.now()}`;
  const typo = `Grade 2 at the aquarim ${tag}`;
  const fixed = `Grade 2 at the aquarium ${tag}`;
  const fileName = `aquarium-${tag}.jpg`;
  const title = `Aquarium trip ${tag}`;
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#1d4e89" } })
    .jpeg()
    .toBuffer();

  await signIn(page, admin);
  await page.goto("/admin/media");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose pictures" }).click();
  await (await chooser).setFiles([{ name: fileName, mimeType: "image/jpeg", buffer: photo }]);
  await page.getByLabel(`Description of ${fileName}`).fill(typo);
  await page.getByRole("button", { name: "Upload the picture" }).click();
  await expect(page.getByText("1 picture uploaded.")).toBeAttached();

  // On a tablet there is no Escape key: the chooser has a button that closes it, choosing nothing.
  await page.goto("/admin/news/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Summary").fill("Sharks, rays and one sleepy turtle.");
  const story = page.getByRole("textbox", { name: "The story" });
  await story.click();
  await story.pressSequentially("The class counted forty kinds of fish.");
  const open = page.getByRole("button", { name: "Choose from the pictures" });
  await open.click();
  const picker = page.getByRole("dialog", { name: "Choose a picture" });
  await expect(picker).toBeVisible();
  await picker.getByRole("button", { name: "Close without choosing" }).click();
  await expect(picker).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.getByLabel("Picture address")).toHaveValue("");

  await open.click();
  await picker.getByLabel("Search pictures").fill(tag);
  await picker.getByRole("button", { name: "Search" }).click();
  await picker.getByRole("button", { name: `Use this picture: ${typo}` }).click();
  await expect(page.getByLabel("Picture description")).toHaveValue(typo);
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The news item was created and published.")).toBeVisible();
  const id = page.url().split("/").pop() as string;

  // A visitor's copy of the page is in the page cache (again if a test beside this one emptied it meanwhile).
  const visitor = await playwright.request.newContext({ baseURL });
  const newsPage = `/events/news-and-announcements/${id}`;
  await expect(async () => {
    await visitor.get(newsPage);
    const cached = await visitor.get(newsPage);
    expect(cached.headers()["x-page-cache"]).toBe("hit");
    expect(await cached.text()).toContain(`alt="${typo}"`);
  }).toPass({ timeout: scaled(15_000) });

  // The typo is mended in the library; the news item, which showed the same words, follows.
  await page.goto(`/admin/media?q=${encodeURIComponent(tag)}`);
  const card = page.locator(".media-card").filter({ hasText: fileName });
  const change = card.getByRole("button", { name: `Change the description of ${fileName}` });
  await change.click();
  const dialog = page.getByRole("dialog", { name: `Change the description of ${fileName}` });
  const description = dialog.getByLabel("Description", { exact: true });
  await expect(description).toHaveValue(typo);
  await description.fill("");
  await dialog.getByRole("button", { name: "Save the description" }).click();
  await expect(dialog.getByRole("link", { name: /^Describe the picture for people who cannot see it/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await description.fill(fixed);
  await dialog.getByRole("button", { name: "Save the description" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole("status").filter({ hasText: `The description of ${fileName} was changed.` }),
  ).toBeVisible();
  await expect(change).toBeFocused();
  await expect(card).toContainText(fixed);

  // Visitors get the new words at once, not the cached page.
  const after = await (await visitor.get(newsPage)).text();
  expect(after).toContain(`alt="${fixed}"`);
  expect(after).not.toContain(typo);
  await visitor.dispose();
  await page.goto(newsPage);
  await expect(page.getByRole("img", { name: fixed })).toBeVisible();
});

test("an editor open on a news item when its picture's description changes gets the conflict on Save, with their typing kept", async ({
  page,
  officeApi,
}) => {
  // Signing in, two editor loads and axe on each: a busy machine needs more than a page check.
  test.setTimeout(scaled(120_000));
  const tag = `${test.info().workerIndex}-${Date.now()}`;
  const typo = `The choir in the chapell ${tag}`;
  const fixed = `The choir in the chapel ${tag}`;
  const title = `Choir evening ${tag}`;
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#6b3a5d" } })
    .jpeg()
    .toBuffer();

  // The office's own API makes the picture and the item, as the screens would (they have their own tests above).
  await signIn(page, admin);
  const picture = await officeApi.create<{ id: string; url: string }>("/api/media", {
    multipart: { alt: typo, file: { name: `choir-${tag}.jpg`, mimeType: "image/jpeg", buffer: photo } },
  });
  const { id: newsId } = await officeApi.create("/api/news", {
    data: {
      title,
      summary: "The choir sang for the parents.",
      bodyHtml: "<p>Three songs and an encore.</p>",
      imageUrl: picture.url,
      imageAlt: typo,
      status: "published",
    },
  });

  await page.goto(`/admin/news/${newsId}`);
  await expect(page.getByRole("heading", { level: 1, name: `Edit “${title}”` })).toBeVisible();
  await expect(page.getByLabel("Picture description")).toHaveValue(typo);
  await page.getByLabel("Summary").fill("Typed while the library changed, and never lost.");

  // Meanwhile the typo is mended in the library (another administrator, or this one in another tab).
  const changed = await page.request.patch(`/api/media/${picture.id}`, {
    headers: await csrfHeaders(page.request),
    data: { alt: fixed },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  await page.getByRole("button", { name: "Save" }).click();
  const conflict = page.getByRole("region", {
    name: "Grace Liu in the picture library saved this while you were editing",
  });
  await expect(conflict).toBeFocused();
  await expect(page.getByLabel("Summary")).toHaveValue("Typed while the library changed, and never lost.");
  const pictureRow = conflict.getByRole("group", { name: /Picture description/ });
  await expect(pictureRow).toContainText(fixed);
  await expectNoAxeViolations(page);

  await pictureRow.getByLabel("Use theirs").check();
  await conflict.getByRole("button", { name: "Save with these choices" }).click();
  await expect(page.getByText(/^Saved at /)).toBeFocused();
  await expect(page.getByLabel("Summary")).toHaveValue("Typed while the library changed, and never lost.");
  await expect(page.getByLabel("Picture description")).toHaveValue(fixed);
});
