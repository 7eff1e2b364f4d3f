import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaItem } from "../../../common/media/media.ts";
import { placeholderOf, srcsetOf } from "../../../common/media/media.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { ADMIN_NAME, AuthClient, signedInOffice } from "../../test-support/auth-client.ts";
import { testDialects } from "../../test-support/databases.ts";
import { multipart } from "../../test-support/multipart.ts";
import { sniffImageType } from "./images.ts";

/** What the test reads of a news item, event or graduate. */
interface Content {
  id: string | number;
  version: number;
  imageAlt: string | null;
}

/** A photo as a phone takes it: 2000×1500 pixels stored sideways (EXIF orientation 6), with GPS and camera tags. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 40, g: 120, b: 90 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Pocket 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "49/1 29/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "119/1 35/1 0/1" },
    })
    .toBuffer();
}

describe.each(testDialects)("pictures on %s", (dialect) => {
  let t: TestApp;
  let office: AuthClient;
  let photo: Buffer;
  let stored: MediaItem;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    office = await signedInOffice(t.app, t.database);
    photo = await phonePhoto();
    // The upload really carries what must not be kept.
    const original = await sharp(photo).metadata();
    expect([original.orientation, original.exif?.includes(Buffer.from("PhoneCo"))]).toEqual([6, true]);
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = async (
    fields: Record<string, string>,
    file?: { data: Buffer; name: string; type: string },
    client = office,
  ) => {
    const body = await multipart(fields, file);
    return client.request({
      method: "POST",
      url: "/api/media",
      headers: { "content-type": body.contentType, "x-csrf-token": client.csrfToken ?? "" },
      payload: body.payload,
    });
  };

  it("takes a phone's photo with its description: upright, encoded at the widths it has, and nothing of its metadata kept", async () => {
    const res = await upload(
      { alt: "Grade 3 planting the school garden" },
      { data: photo, name: "IMG_2041.jpg", type: "image/jpeg" },
    );
    expect(res.statusCode).toBe(201);
    stored = res.json<MediaItem>();
    // Turned upright by its orientation: 1500 wide, 2000 high.
    expect(stored).toMatchObject({
      width: 1500,
      height: 2000,
      alt: "Grade 3 planting the school garden",
      decorative: false,
      originalName: "IMG_2041.jpg",
      variants: [320, 640, 1024, 1500],
      url: `/media/${stored.id}/1500.webp`,
    });
    expect(stored.placeholder).toMatch(/^data:image\/webp;base64,/);

    const file = await t.app.inject({ method: "GET", url: stored.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/webp");
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1500, 2000]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from("PhoneCo"))).toBe(false);

    const avif = await t.app.inject({ method: "GET", url: `/media/${stored.id}/320.avif` });
    expect(avif.headers["content-type"]).toBe("image/avif");
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(320);
    expect(srcsetOf(stored.url)).toBe(
      [320, 640, 1024, 1500].map((w) => `/media/${stored.id}/${w}.webp ${w}w`).join(", "),
    );

    // The blurred stand-in a page shows while the picture loads: 16 pixels wide, the picture's shape.
    const blurred = await t.app.inject({ method: "GET", url: placeholderOf(stored.url) as string });
    expect(blurred.statusCode).toBe(200);
    expect(blurred.headers["content-type"]).toBe("image/webp");
    expect(blurred.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const tiny = await sharp(blurred.rawPayload).metadata();
    expect([tiny.width, tiny.height]).toEqual([16, 21]);
    const unknown = await t.app.inject({ method: "GET", url: `/media/${randomUUID()}/placeholder.webp` });
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses a picture without a description unless it is marked decorative", async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 4, background: "#0b4f6c" } })
      .png()
      .toBuffer();
    const missing = await upload({ alt: "  " }, { data: png, name: "band.png", type: "image/png" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      alt: "Describe the picture for people who cannot see it, or mark it as decorative.",
    });
    const decorative = await upload({ decorative: "true" }, { data: png, name: "band.png", type: "image/png" });
    expect(decorative.statusCode).toBe(201);
    expect(decorative.json<MediaItem>()).toMatchObject({ decorative: true, alt: "", variants: [320, 400] });
  });

  it("reads the type from the bytes: a text file named .jpg, a file over 10 MB and an image bomb are refused, nothing stored", async () => {
    const before = (await office.request({ method: "GET", url: "/api/media" })).json<{ total: number }>().total;
    const fake = await upload(
      { alt: "A photo" },
      { data: Buffer.from("GIF89a? no, just text"), name: "photo.jpg", type: "image/jpeg" },
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields).toEqual({ file: "The picture must be a JPEG, PNG or WebP image." });

    const huge = Buffer.concat([photo, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload({ alt: "A photo" }, { data: huge, name: "big.jpg", type: "image/jpeg" });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().fields).toEqual({ file: "The picture must be smaller than 10 MB." });

    // 8000×6000 of one colour: a few kilobytes on the wire, 48 megapixels to decode.
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const refused = await upload({ alt: "White" }, { data: bomb, name: "white.png", type: "image/png" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      file: "The picture is too large in pixels. Use one of at most 40 megapixels.",
    });
    expect((await office.request({ method: "GET", url: "/api/media" })).json<{ total: number }>().total).toBe(before);
  });

  it("is the office's alone: no upload without a session or a CSRF token", async () => {
    const visitor = new AuthClient(t.app);
    await visitor.fetchCsrfToken();
    const anonymous = await upload({ alt: "x" }, { data: photo, name: "a.jpg", type: "image/jpeg" }, visitor);
    expect(anonymous.statusCode).toBe(401);
    const body = await multipart({ alt: "x" }, { data: photo, name: "a.jpg", type: "image/jpeg" });
    const noToken = await office.request({
      method: "POST",
      url: "/api/media",
      headers: { "content-type": body.contentType },
      payload: body.payload,
    });
    expect(noToken.statusCode).toBe(403);
    expect((await visitor.request({ method: "GET", url: "/api/media" })).statusCode).toBe(401);
  });

  it("lists where a picture is used, finds it by its description, and deletes it with its files", async () => {
    const news = await office.post("/api/news", {
      title: "The garden is planted",
      summary: "Grade 3 planted beans.",
      bodyHtml: "<p>Beans.</p>",
      imageUrl: stored.url,
      imageAlt: stored.alt,
      status: "published",
    });
    expect(news.statusCode).toBe(201);
    const found = await office.request({ method: "GET", url: "/api/media?q=garden" });
    expect(found.json<{ items: MediaItem[] }>().items.map((item) => [item.id, item.usedBy])).toEqual([
      [stored.id, [{ set: "news", id: news.json<{ id: string }>().id, title: "The garden is planted" }]],
    ]);

    const removed = await office.send("DELETE", `/api/media/${stored.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: stored.url })).statusCode).toBe(404);
    // The news item stays, without the picture: its page shows none rather than a broken one.
    const after = await t.app.inject({ method: "GET", url: `/api/news/${news.json<{ id: string }>().id}` });
    expect(after.json()).toMatchObject({ title: "The garden is planted", imageUrl: null, imageAlt: null });
    expect((await office.request({ method: "GET", url: `/api/media/${stored.id}` })).statusCode).toBe(404);
    const audit = (await t.app.services.audit.list()).filter((entry) => entry.detail.id === stored.id);
    expect(audit.map((entry) => entry.action).sort()).toEqual(["media.created", "media.deleted"]);
  });

  it("changes a picture's description with the upload's rules, and the items that copied the old one follow", async () => {
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#7a4b2a" } })
      .jpeg()
      .toBuffer();
    const added = await upload(
      { alt: "Sports day relay, Grade 4 in the lead" },
      { data: jpeg, name: "relay.jpg", type: "image/jpeg" },
    );
    const picture = added.json<MediaItem>();
    const news = (imageAlt: string) =>
      office.post("/api/news", {
        title: `Sports day: ${imageAlt}`,
        summary: "The relay.",
        bodyHtml: "<p>Running.</p>",
        imageUrl: picture.url,
        imageAlt,
        status: "published",
      });
    const copied = (await news(picture.alt)).json<{ id: string }>().id;
    const ownWords = (await news("The baton changes hands at the final bend")).json<{ id: string }>().id;
    const path = `/api/media/${picture.id}`;

    const blank = await office.send("PATCH", path, { alt: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({
      alt: "Describe the picture for people who cannot see it, or mark it as decorative.",
    });
    const long = await office.send("PATCH", path, { alt: "x".repeat(301) });
    expect(long.json().fields).toEqual({ alt: "The description must be at most 300 characters." });
    const notBoolean = await office.send("PATCH", path, { alt: "A relay", decorative: "yes" });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().fields).toEqual({ decorative: "Decorative must be true or false." });
    expect((await office.send("PATCH", `/api/media/${randomUUID()}`, { alt: "A relay" })).statusCode).toBe(404);

    const visitor = new AuthClient(t.app);
    expect((await visitor.send("PATCH", path, { alt: "A relay" })).statusCode).toBe(401);
    const noToken = await office.request({ method: "PATCH", url: path, payload: { alt: "A relay" } });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toMatchObject({ code: "CSRF_INVALID" });
    // Nothing refused was kept.
    expect((await office.request({ method: "GET", url: path })).json<MediaItem>().alt).toBe(picture.alt);

    const heard = t.database.db.changes.count();
    const changed = await office.send("PATCH", path, { alt: "  Sports day relay, Grade 5 in the lead " });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<MediaItem>()).toMatchObject({ id: picture.id, alt: "Sports day relay, Grade 5 in the lead" });
    // The public pages are rendered again rather than served from the cache.
    expect(t.database.db.changes.count()).toBeGreaterThan(heard);
    expect((await office.request({ method: "GET", url: path })).json<MediaItem>().alt).toBe(
      "Sports day relay, Grade 5 in the lead",
    );
    const publicAlt = async (id: string) =>
      (await t.app.inject({ method: "GET", url: `/api/news/${id}` })).json<{ imageAlt: string }>().imageAlt;
    expect(await publicAlt(copied)).toBe("Sports day relay, Grade 5 in the lead");
    expect(await publicAlt(ownWords)).toBe("The baton changes hands at the final bend");

    // Marked decorative, the picture has no description to give: the item keeps the one it shows.
    const decorative = await office.send("PATCH", path, { alt: "", decorative: true });
    expect(decorative.json<MediaItem>()).toMatchObject({ alt: "", decorative: true });
    expect(await publicAlt(copied)).toBe("Sports day relay, Grade 5 in the lead");

    const entries = (await t.app.services.audit.list()).filter(
      (entry) => entry.detail.id === picture.id && entry.action === "media.updated",
    );
    expect(entries.map((entry) => entry.detail.items)).toEqual(expect.arrayContaining([[`news:${copied}`], []]));
  });

  it("gives each item that follows a new description a new version saved from the library, so an editor who had it open gets the conflict", async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2a4b7a" } })
      .png()
      .toBuffer();
    const picture = (
      await upload({ alt: "The choir on the stage" }, { data: png, name: "choir.png", type: "image/png" })
    ).json<MediaItem>();
    const shown = { imageUrl: picture.url, status: "published" };
    const article = { title: "Spring concert", summary: "The choir sang.", bodyHtml: "<p>Songs.</p>", ...shown };
    const news = (await office.post("/api/news", { ...article, imageAlt: picture.alt })).json<Content>();
    const event = (
      await office.post("/api/events", {
        title: "Spring concert",
        summary: "The choir sings.",
        descriptionHtml: "<p>Songs.</p>",
        location: "Chapel",
        startsAt: "2031-05-06T02:00:00.000Z",
        endsAt: "2031-05-06T03:30:00.000Z",
        category: "arts",
        imageAlt: picture.alt,
        ...shown,
      })
    ).json<Content>();
    const graduate = (
      await office.post("/api/alumni", {
        name: "Ada Singer",
        graduationYear: 2015,
        headline: "Sings in the city choir",
        bioHtml: "<p>She started in our choir.</p>",
        imageAlt: "Ada, front row, second from the left",
        ...shown,
      })
    ).json<Content>();
    expect([news.version, event.version, graduate.version]).toEqual([1, 1, 1]);

    const heard = t.database.db.changes.count();
    const changed = await office.send("PATCH", `/api/media/${picture.id}`, { alt: "The choir singing in the chapel" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<MediaItem>()).toMatchObject({
      alt: "The choir singing in the chapel",
      usedBy: expect.arrayContaining([expect.objectContaining({ set: "news", id: news.id })]),
    });
    expect(t.database.db.changes.count()).toBeGreaterThan(heard);

    // An editor who opened the news item before the change saves their typing with the version they saw.
    const stale = await office.send("PUT", `/api/news/${news.id}`, {
      ...article,
      summary: "The choir sang three songs.",
      imageAlt: picture.alt,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const byLibrary = `${ADMIN_NAME} in the picture library`;
    expect(stale.json()).toMatchObject({
      code: "VERSION_CONFLICT",
      currentVersion: 2,
      current: { imageAlt: "The choir singing in the chapel", summary: "The choir sang.", updatedBy: byLibrary },
    });

    const history = async (set: string, id: string | number) =>
      (await office.request({ method: "GET", url: `/api/${set}/${id}/history` })).json<{
        current: number;
        versions: { version: number; savedBy: string | null }[];
      }>();
    for (const [set, id] of [
      ["news", news.id],
      ["events", event.id],
    ] as const) {
      const found = await history(set, id);
      expect(
        found.versions.map(({ version, savedBy }) => ({ version, savedBy })),
        set,
      ).toEqual([
        { version: 2, savedBy: byLibrary },
        { version: 1, savedBy: ADMIN_NAME },
      ]);
      // The words it had are kept in its history, to compare or restore.
      const earlier = await office.request({ method: "GET", url: `/api/${set}/${id}/history/1` });
      expect(earlier.json<{ imageAlt: string }>().imageAlt, set).toBe("The choir on the stage");
    }

    // The graduate's own words were not the picture's: nothing about it changed.
    const own = await office.request({ method: "GET", url: `/api/alumni/${graduate.id}` });
    expect(own.json<Content>()).toMatchObject({ version: 1, imageAlt: "Ada, front row, second from the left" });
    expect((await history("alumni", graduate.id)).versions.map((entry) => entry.version)).toEqual([1]);
  });

  it("refuses a new description that an item showing the picture cannot take, naming the item, and changes nothing", async () => {
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#7a2a4b" } })
      .png()
      .toBuffer();
    const picture = (
      await upload({ alt: "The gym before the open house" }, { data: png, name: "gym.png", type: "image/png" })
    ).json<MediaItem>();
    const news = (
      await office.post("/api/news", {
        title: "Open house",
        summary: "Come and see.",
        bodyHtml: "<p>All welcome.</p>",
        imageUrl: picture.url,
        imageAlt: picture.alt,
        status: "published",
      })
    ).json<Content>();
    // Written before a rule it now breaks: its summary is longer than the form allows.
    await t.database.db.kysely
      .updateTable("news_items")
      .set({ summary: "s".repeat(600) })
      .where("id", "=", String(news.id))
      .execute();

    const refused = await office.send("PATCH", `/api/media/${picture.id}`, { alt: "The gym set out for visitors" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "VALIDATION",
      fields: {
        alt: "“Open house” shows this picture and cannot take the new description until it is corrected in its own editor: Summary must be at most 500 characters.",
      },
    });
    // Nothing half-written: neither the picture nor the item changed.
    const library = (await office.request({ method: "GET", url: "/api/media" })).json<{ items: MediaItem[] }>();
    expect(library.items.find((item) => item.id === picture.id)?.alt).toBe("The gym before the open house");
    const item = (await office.request({ method: "GET", url: `/api/news/${news.id}` })).json<Content>();
    expect(item).toMatchObject({ version: 1, imageAlt: "The gym before the open house" });
  });

  it("knows JPEG, PNG and WebP by their first bytes", async () => {
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .webp()
      .toBuffer();
    expect([sniffImageType(photo), sniffImageType(webp), sniffImageType(Buffer.from("<svg/>"))]).toEqual([
      "image/jpeg",
      "image/webp",
      undefined,
    ]);
  });
});
