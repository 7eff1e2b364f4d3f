/**
 * A picture a page shows is named in the library, and the library does not delete it from under the page (ADR 068):
 * the delete button says which page shows it and leads to that page's editor. The public page keeps its picture.
 */
import sharp from "sharp";
import type { MediaItem } from "../../common/media/media.ts";
import { createAdmin, signIn } from "./support/admin.ts";
import { expect, expectNoAxeViolations, test } from "./support/test.ts";

test("a picture on a page is named in the library, and its delete leads to the page's editor instead", async ({
  page,
  officeApi,
}) => {
  const tag = `${test.info().workerIndex}-${Date.now()}`;
  const alt = `The orchard walk in October ${tag}`;
  const title = `Orchard walk ${tag}`;
  const path = `/admissions/orchard-walk-${tag}`;
  await signIn(page, createAdmin("Grace Liu", "pages-pictures"));
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#6b4a2f" } })
    .jpeg()
    .toBuffer();
  const picture = await officeApi.create<MediaItem>("/api/media", {
    multipart: { alt, file: { name: `orchard-${tag}.jpg`, mimeType: "image/jpeg", buffer: photo } },
  });
  const shown = await officeApi.create<{ id: string }>("/api/pages", {
    data: {
      title,
      path,
      section: "Admissions",
      menuPlace: "none",
      description: "The walk every family is invited to.",
      heading: title,
      lead: "Every October the whole school walks the orchard.",
      blocks: [
        { type: "paragraph", text: "We leave after chapel." },
        {
          type: "picture",
          src: picture.url,
          alt,
          width: picture.width,
          height: picture.height,
          caption: "Grade 2 at the top of the hill",
        },
      ],
      status: "published",
    },
  });

  // The visitor sees the picture on the page.
  await page.goto(path);
  await expect(page.getByRole("img", { name: alt })).toBeVisible();

  await page.goto(`/admin/media?q=${encodeURIComponent(tag)}`);
  const uses = page.getByRole("list", { name: `Where orchard-${tag}.jpg is used` });
  await expect(uses).toContainText(`Page: ${title}`);
  await page.getByRole("button", { name: /^Delete/ }).click();
  const dialog = page.getByRole("dialog", { name: `“${alt}” is on a page` });
  await expect(dialog).toContainText("A picture cannot be deleted while a page shows it");
  await expect(dialog.getByRole("button", { name: /Delete/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Close gives focus back to the card's Delete button; the link leads to the page's editor.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Delete/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await dialog.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pages/${shown.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);

  // Nothing was deleted: the public page still shows it.
  await page.goto(path);
  await expect(page.getByRole("img", { name: alt })).toBeVisible();
});
