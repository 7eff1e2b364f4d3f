import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETED_KEPT_DAYS, type DeletedList, type PutBackItem } from "../../../common/content/deleted.ts";
import type { DeletedPicture, MediaItem, PutBackPicture } from "../../../common/media/media.ts";
import { placeholderOf } from "../../../common/media/media.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { ADMIN_NAME, AuthClient, signedInOffice } from "../../test-support/auth-client.ts";
import { manualClock } from "../../test-support/clock.ts";
import { UNKNOWN_UUID } from "../../test-support/content-fixture.ts";
import { testDialects } from "../../test-support/databases.ts";
import { whileHeldInTurn } from "../../test-support/held-rows.ts";
import { multipart } from "../../test-support/multipart.ts";
import { VALIDATION_REPLY } from "../../test-support/replies.ts";

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const BY_LIBRARY = `${ADMIN_NAME} in the picture library`;

/** What the test reads of a news item, event or graduate. */
interface Content {
  id: string | number;
  version: number;
  imageUrl: string | null;
  imageAlt: string | null;
  updatedBy: string | null;
}

describe.each(testDialects)("a deleted picture kept 30 days (ADR 066) on %s", (dialect) => {
  let t: TestApp;
  let office: AuthClient;
  const clock = manualClock();
  let colour = 0;

  /** A new picture in the library with this description. */
  async function upload(alt: string): Promise<MediaItem> {
    colour += 1;
    const data = await sharp({
      create: { width: 700, height: 500, channels: 3, background: { r: colour, g: 90, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    const body = await multipart({ alt }, { data, name: `photo-${colour}.jpg`, type: "image/jpeg" });
    const res = await office.request({
      method: "POST",
      url: "/api/media",
      headers: { "content-type": body.contentType, "x-csrf-token": office.csrfToken ?? "" },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    clock.advance(MINUTE);
    return res.json<MediaItem>();
  }

  async function news(title: string, picture: MediaItem | null, imageAlt = picture?.alt): Promise<Content> {
    const res = await office.post("/api/news", {
      title,
      summary: "What happened.",
      bodyHtml: "<p>The story.</p>",
      imageUrl: picture?.url ?? null,
      imageAlt: imageAlt ?? null,
      status: "published",
    });
    expect(res.statusCode).toBe(201);
    return res.json<Content>();
  }

  async function graduate(name: string, picture: MediaItem, imageAlt: string): Promise<Content> {
    const res = await office.post("/api/alumni", {
      name,
      graduationYear: 2015,
      headline: "Sings in the city choir",
      bioHtml: "<p>She started in our choir.</p>",
      imageUrl: picture.url,
      imageAlt,
      status: "published",
    });
    expect(res.statusCode).toBe(201);
    return res.json<Content>();
  }

  const get = (url: string) => office.request({ method: "GET", url });
  const item = async (set: string, id: string | number) => (await get(`/api/${set}/${id}`)).json<Content>();
  const deleted = async () => (await get("/api/media/deleted")).json<DeletedList<DeletedPicture>>().items;
  const libraryIds = async (query = "") =>
    (await get(`/api/media${query}`)).json<{ items: MediaItem[] }>().items.map((picture) => picture.id);
  const served = async (url: string) => (await t.app.inject({ method: "GET", url })).statusCode;
  const filesOf = (picture: MediaItem) => [
    picture.url,
    `/media/${picture.id}/${picture.variants[0]}.avif`,
    placeholderOf(picture.url) as string,
  ];

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now });
    office = await signedInOffice(t.app, t.database);
  });
  afterAll(async () => {
    await t.close();
  });

  it("is for administrators only: a visitor gets 401, a write without the CSRF token 403, and the routes are documented", async () => {
    const picture = await upload("The gym before the open house");
    const visitor = new AuthClient(t.app);
    expect((await visitor.request({ method: "GET", url: "/api/media/deleted" })).statusCode).toBe(401);
    expect((await office.request({ method: "DELETE", url: `/api/media/${picture.id}` })).statusCode).toBe(403);
    expect((await office.send("DELETE", `/api/media/${picture.id}`)).statusCode).toBe(204);
    expect((await visitor.send("POST", `/api/media/deleted/${picture.id}/restore`)).statusCode).toBe(401);
    expect((await visitor.send("DELETE", `/api/media/deleted/${picture.id}`)).statusCode).toBe(401);
    expect(
      (await visitor.request({ method: "GET", url: `/api/media/deleted/${picture.id}/320.webp` })).statusCode,
    ).toBe(401);
    expect((await office.request({ method: "POST", url: `/api/media/deleted/${picture.id}/restore` })).statusCode).toBe(
      403,
    );
    expect((await office.request({ method: "DELETE", url: `/api/media/deleted/${picture.id}` })).statusCode).toBe(403);
    expect((await deleted()).map((kept) => kept.id)).toContain(picture.id);

    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(doc.paths["/api/media/deleted"] ?? {})).toEqual(["get"]);
    expect(Object.keys(doc.paths["/api/media/deleted/{id}/restore"] ?? {})).toEqual(["post"]);
    expect(Object.keys(doc.paths["/api/media/deleted/{id}"] ?? {})).toEqual(["delete"]);
  });

  it("keeps a deleted picture out of the library, the chooser and its addresses, and lists it with the items it was taken off", async () => {
    const picture = await upload("Grade 3 planting the school garden");
    const story = await news("The garden is planted", picture);
    const ada = await graduate("Ada Gardener", picture, "Ada with the first beans");
    expect(await libraryIds()).toContain(picture.id);
    for (const url of filesOf(picture)) expect(await served(url), url).toBe(200);

    const heard = t.database.db.changes.count();
    const deletedAt = clock.now().toISOString();
    expect((await office.send("DELETE", `/api/media/${picture.id}`)).statusCode).toBe(204);
    // Cached pages are rendered again, once.
    expect(t.database.db.changes.count()).toBe(heard + 1);

    // Gone from the library, its search (what the chooser reads) and its own address; its files answer 404.
    expect(await libraryIds()).not.toContain(picture.id);
    expect(await libraryIds("?q=garden")).toEqual([]);
    expect((await get(`/api/media/${picture.id}`)).statusCode).toBe(404);
    expect((await office.send("PATCH", `/api/media/${picture.id}`, { alt: "A garden" })).statusCode).toBe(404);
    expect((await office.send("DELETE", `/api/media/${picture.id}`)).statusCode).toBe(404);
    for (const url of filesOf(picture)) expect(await served(url), url).toBe(404);

    // The items show no picture, each as a new version saved from the library.
    for (const [set, id] of [
      ["news", story.id],
      ["alumni", ada.id],
    ] as const) {
      expect(await item(set, id), set).toMatchObject({
        imageUrl: null,
        imageAlt: null,
        version: 2,
        updatedBy: BY_LIBRARY,
      });
    }

    const res = await get("/api/media/deleted");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const [listed] = (res.json() as DeletedList<DeletedPicture>).items;
    expect(listed).toEqual({
      id: picture.id,
      title: "Grade 3 planting the school garden",
      alt: "Grade 3 planting the school garden",
      decorative: false,
      originalName: picture.originalName,
      width: 700,
      height: 500,
      variants: [320, 640, 700],
      deletedAt,
      deletedBy: ADMIN_NAME,
      keptUntil: new Date(new Date(deletedAt).getTime() + DELETED_KEPT_DAYS * DAY).toISOString(),
      takenOff: expect.arrayContaining([
        { set: "news", id: String(story.id), title: "The garden is planted" },
        { set: "alumni", id: String(ada.id), title: "Ada Gardener" },
      ]),
    });
    // The office still sees what it deleted: the thumbnail is the API's, for administrators.
    const thumbnail = await get(`/api/media/deleted/${picture.id}/320.webp`);
    expect([thumbnail.statusCode, thumbnail.headers["content-type"], thumbnail.headers["cache-control"]]).toEqual([
      200,
      "image/webp",
      "no-store",
    ]);
    expect((await get(`/api/media/deleted/${picture.id}/9999.webp`)).statusCode).toBe(404);

    // One entry in the activity log, the library's, naming the items.
    const entries = (await t.app.services.audit.list()).filter((entry) => entry.detail.id === picture.id);
    expect(entries.map((entry) => entry.action)).toEqual(["media.deleted", "media.created"]);
    expect(entries[0]?.detail.usedBy).toEqual(expect.arrayContaining([`news:${story.id}`, `alumni:${ada.id}`]));
  });

  it("gives an editor who had an item open when its picture was deleted the conflict, not the deleted address back", async () => {
    const picture = await upload("The choir on the stage");
    const article = {
      title: "Spring concert",
      summary: "The choir sang.",
      bodyHtml: "<p>Songs.</p>",
      imageUrl: picture.url,
      imageAlt: picture.alt,
      status: "published",
    };
    const story = (await office.post("/api/news", article)).json<Content>();
    expect((await office.send("DELETE", `/api/media/${picture.id}`)).statusCode).toBe(204);

    const stale = await office.send("PUT", `/api/news/${story.id}`, {
      ...article,
      summary: "The choir sang three songs.",
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: "VERSION_CONFLICT",
      currentVersion: 2,
      current: { imageUrl: null, imageAlt: null, summary: "The choir sang.", updatedBy: BY_LIBRARY },
    });
    // The history keeps the picture in the version before, to compare or restore.
    const earlier = await get(`/api/news/${story.id}/history/1`);
    expect(earlier.json<Content>().imageUrl).toBe(picture.url);
  });

  it("refuses to delete a picture that an item cannot be saved without, naming the item, and changes nothing", async () => {
    const picture = await upload("The library's reading corner");
    const story = await news("Reading week", picture);
    // Written before a rule it now breaks: its summary is longer than the form allows.
    await t.database.db.kysely
      .updateTable("news_items")
      .set({ summary: "s".repeat(600) })
      .where("id", "=", String(story.id))
      .execute();

    const refused = await office.send("DELETE", `/api/media/${picture.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "CONFLICT",
      message:
        "“Reading week” shows this picture and cannot be saved without it until it is corrected in its own editor: Summary must be at most 500 characters.",
    });
    expect(await libraryIds()).toContain(picture.id);
    expect(await served(picture.url)).toBe(200);
    expect(await item("news", story.id)).toMatchObject({ imageUrl: picture.url, version: 1 });
  });

  it("puts a picture back at its own address and onto the items still without a picture, leaving those changed meanwhile", async () => {
    const picture = await upload("Sports day relay");
    const waiting = await news("Sports day", picture);
    const ownWords = await graduate("Ben Runner", picture, "Ben takes the baton");
    const repictured = await news("Relay results", picture);
    const removed = await news("Relay practice", picture);
    expect((await office.send("DELETE", `/api/media/${picture.id}`)).statusCode).toBe(204);

    // Meanwhile one item is given another picture, and another is deleted.
    const other = await upload("The finish line");
    const changed = await office.send("PUT", `/api/news/${repictured.id}`, {
      imageUrl: other.url,
      imageAlt: other.alt,
      version: 2,
    });
    expect(changed.statusCode).toBe(200);
    expect((await office.send("DELETE", `/api/news/${removed.id}`)).statusCode).toBe(204);

    const heard = t.database.db.changes.count();
    const res = await office.send("POST", `/api/media/deleted/${picture.id}/restore`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const back = res.json<PutBackPicture>();
    expect(back).toMatchObject({
      id: picture.id,
      url: picture.url,
      alt: "Sports day relay",
      itemsBack: 2,
      deletedItemsBack: 1,
    });
    expect(back.usedBy.map((use) => use.title).sort()).toEqual(["Ben Runner", "Sports day"]);
    expect(t.database.db.changes.count()).toBe(heard + 1);

    // At its own address again, in the library, its files served.
    expect(await libraryIds()).toContain(picture.id);
    for (const url of filesOf(picture)) expect(await served(url), url).toBe(200);
    expect((await deleted()).map((kept) => kept.id)).not.toContain(picture.id);
    expect((await get(`/api/media/deleted/${picture.id}/320.webp`)).statusCode).toBe(404);

    // The items that still showed no picture have it again, with their own words, as a new version.
    expect(await item("news", waiting.id)).toMatchObject({
      imageUrl: picture.url,
      imageAlt: "Sports day relay",
      version: 3,
      updatedBy: BY_LIBRARY,
    });
    expect(await item("alumni", ownWords.id)).toMatchObject({
      imageUrl: picture.url,
      imageAlt: "Ben takes the baton",
      version: 3,
    });
    const history = (await get(`/api/news/${waiting.id}/history`)).json<{ versions: { version: number }[] }>();
    expect(history.versions.map((entry) => entry.version)).toEqual([3, 2, 1]);
    // The one given another picture keeps it; the deleted one stays deleted.
    expect(await item("news", repictured.id)).toMatchObject({ imageUrl: other.url, version: 3 });
    expect((await get(`/api/news/${removed.id}`)).statusCode).toBe(404);

    const [entry] = await t.app.services.audit.list(1);
    expect(entry).toMatchObject({ action: "media.put_back", detail: { id: picture.id } });
    expect(entry?.detail.items).toEqual(expect.arrayContaining([`news:${waiting.id}`, `alumni:${ownWords.id}`]));
    expect(entry?.detail.deletedItems).toEqual([`news:${removed.id}`]);

    // The deleted one, put back later, shows the picture again with its words: it is not lost.
    const removedBack = await putItemBack("news", removed.id);
    expect(removedBack).toMatchObject({ imageUrl: picture.url, imageAlt: "Sports day relay" });
    expect(removedBack).not.toHaveProperty("pictureLeftOff");
    expect(await item("news", removed.id)).toMatchObject({ imageUrl: picture.url });

    expect((await office.send("POST", `/api/media/deleted/${picture.id}/restore`)).statusCode).toBe(404);
  });

  /** Puts a deleted news item or graduate back through the API; answers what the office's screen reads. */
  async function putItemBack(set: string, id: string | number): Promise<PutBackItem<Content>> {
    const res = await office.send("POST", `/api/${set}/deleted/${id}/restore`);
    expect(res.statusCode).toBe(200);
    return res.json<PutBackItem<Content>>();
  }
  const takenOffOf = async (picture: MediaItem) =>
    (await deleted()).find((kept) => kept.id === picture.id)?.takenOff.map((use) => [use.set, use.id, use.title]);

  it("gives a picture back to an item deleted while it showed it and put back while the picture was deleted", async () => {
    const picture = await upload("The choir at the spring concert");
    const story = await news("Spring concert", picture);
    const singer = await graduate("Cleo Singer", picture, "Cleo sings the solo");
    // The items are deleted first, showing the picture; then the picture, which no live item shows.
    expect((await office.send("DELETE", `/api/news/${story.id}`)).statusCode).toBe(204);
    expect((await office.send("DELETE", `/api/alumni/${singer.id}`)).statusCode).toBe(204);
    expect((await office.send("DELETE", `/api/media/${picture.id}`)).statusCode).toBe(204);
    expect(await takenOffOf(picture)).toEqual([]);

    // Each comes back without it (no broken picture on its page), and the answer says where the picture is.
    const storyBack = await putItemBack("news", story.id);
    expect(storyBack).toMatchObject({
      imageUrl: null,
      imageAlt: null,
      pictureLeftOff: { kept: true, title: "The choir at the spring concert" },
    });
    expect(await putItemBack("alumni", singer.id)).toMatchObject({ imageUrl: null, pictureLeftOff: { kept: true } });
    expect(await item("news", story.id)).toMatchObject({ imageUrl: null, version: storyBack.version });
    // The picture remembers them, as if it had been taken off them.
    expect(await takenOffOf(picture)).toEqual([
      ["news", String(story.id), "Spring concert"],
      ["alumni", String(singer.id), "Cleo Singer"],
    ]);

    // Putting the picture back gives it back to both, each with the words it had, as a new version.
    const res = await office.send("POST", `/api/media/deleted/${picture.id}/restore`);
    expect(res.statusCode).toBe(200);
    expect(res.json<PutBackPicture>()).toMatchObject({ itemsBack: 2 });
    expect(await item("news", story.id)).toMatchObject({
      imageUrl: picture.url,
      imageAlt: "The choir at the spring concert",
      version: storyBack.version + 1,
      updatedBy: BY_LIBRARY,
    });
    expect(await item("alumni", singer.id)).toMatchObject({ imageUrl: picture.url, imageAlt: "Cleo sings the solo" });
  });

  it("leaves a deleted item's kept picture alone when it was given another before its delete", async () => {
    const picture = await upload("The art show's paintings");
    const story = await news("Art show", picture);
    expect((await office.send("DELETE", `/api/media/${picture.id}`)).statusCode).toBe(204);
    // Taken off it (version 2); given another picture (version 3); then deleted.
    const other = await upload("The art show's sculptures");
    const changed = await office.send("PUT", `/api/news/${story.id}`, {
      imageUrl: other.url,
      imageAlt: other.alt,
      version: 2,
    });
    expect(changed.statusCode).toBe(200);
    expect((await office.send("DELETE", `/api/news/${story.id}`)).statusCode).toBe(204);

    const res = await office.send("POST", `/api/media/deleted/${picture.id}/restore`);
    expect(res.json<PutBackPicture>()).toMatchObject({ itemsBack: 0, deletedItemsBack: 0 });
    expect(await putItemBack("news", story.id)).toMatchObject({ imageUrl: other.url, imageAlt: other.alt });
  });

  it("puts an item back with its picture when the picture was put back first", async () => {
    const picture = await upload("The robotics team's robot");
    const story = await news("Robotics final", picture);
    expect((await office.send("DELETE", `/api/news/${story.id}`)).statusCode).toBe(204);
    expect((await office.send("DELETE", `/api/media/${picture.id}`)).statusCode).toBe(204);
    const res = await office.send("POST", `/api/media/deleted/${picture.id}/restore`);
    expect(res.json<PutBackPicture>()).toMatchObject({ id: picture.id, itemsBack: 0, deletedItemsBack: 0 });

    const back = await putItemBack("news", story.id);
    expect(back).toMatchObject({ imageUrl: picture.url, imageAlt: "The robotics team's robot" });
    expect(back).not.toHaveProperty("pictureLeftOff");
    expect(await libraryIds()).toContain(picture.id);
  });

  it("says an item came back without a picture that was deleted for good", async () => {
    const picture = await upload("The old gym floor");
    const story = await news("The gym floor is new", picture);
    expect((await office.send("DELETE", `/api/news/${story.id}`)).statusCode).toBe(204);
    expect((await office.send("DELETE", `/api/media/${picture.id}`)).statusCode).toBe(204);
    expect((await office.send("DELETE", `/api/media/deleted/${picture.id}`)).statusCode).toBe(204);

    expect(await putItemBack("news", story.id)).toMatchObject({
      imageUrl: null,
      imageAlt: null,
      pictureLeftOff: { kept: false },
    });
  });

  it("leaves nothing lost when an item is put back as its picture is deleted or put back at the same moment", async () => {
    // On PostgreSQL both wait on the picture's row and go on together, in either order; on SQLite one after the other.
    const held = "LOCK TABLE media IN EXCLUSIVE MODE";
    const picture = await upload("The science fair tables");
    const story = await news("Science fair", picture);
    expect((await office.send("DELETE", `/api/news/${story.id}`)).statusCode).toBe(204);
    const [back, removed] = await whileHeldInTurn(t.database, held, [
      () => office.send("POST", `/api/news/deleted/${story.id}/restore`),
      () => office.send("DELETE", `/api/media/${picture.id}`),
    ]);
    expect([back.statusCode, removed.statusCode]).toEqual([200, 204]);
    // Either the item came back showing the picture and the picture's delete took it off, or the delete came first
    // and the item came back without it: either way it shows none now, and the picture remembers it.
    const answer = back.json<PutBackItem<Content>>();
    if (answer.pictureLeftOff) {
      expect(answer).toMatchObject({
        imageUrl: null,
        pictureLeftOff: { kept: true, title: "The science fair tables" },
      });
    } else {
      expect(answer).toMatchObject({ imageUrl: picture.url });
    }
    expect(await item("news", story.id)).toMatchObject({ imageUrl: null });
    expect(await takenOffOf(picture)).toEqual([["news", String(story.id), "Science fair"]]);

    // Given back, then deleted with the item showing it again; the picture deleted after it.
    expect((await office.send("POST", `/api/media/deleted/${picture.id}/restore`)).statusCode).toBe(200);
    expect((await office.send("DELETE", `/api/news/${story.id}`)).statusCode).toBe(204);
    expect((await office.send("DELETE", `/api/media/${picture.id}`)).statusCode).toBe(204);
    const [again, restored] = await whileHeldInTurn(t.database, held, [
      () => office.send("POST", `/api/news/deleted/${story.id}/restore`),
      () => office.send("POST", `/api/media/deleted/${picture.id}/restore`),
    ]);
    expect([again.statusCode, restored.statusCode]).toEqual([200, 200]);
    // Whichever went first, the item shows the picture in the end.
    expect(await item("news", story.id)).toMatchObject({ imageUrl: picture.url });

    // Taken off the item, then the item deleted: the picture's put back gives its kept copy the picture while the
    // item's put back waits for that copy, and the item comes back showing it.
    expect((await office.send("DELETE", `/api/media/${picture.id}`)).statusCode).toBe(204);
    expect((await office.send("DELETE", `/api/news/${story.id}`)).statusCode).toBe(204);
    const [pictureBack, itemBack] = await whileHeldInTurn(t.database, held, [
      () => office.send("POST", `/api/media/deleted/${picture.id}/restore`),
      () => office.send("POST", `/api/news/deleted/${story.id}/restore`),
    ]);
    expect([pictureBack.statusCode, itemBack.statusCode]).toEqual([200, 200]);
    expect(pictureBack.json<PutBackPicture>()).toMatchObject({ deletedItemsBack: 1 });
    expect(itemBack.json<PutBackItem<Content>>()).toMatchObject({ imageUrl: picture.url });
    expect(await item("news", story.id)).toMatchObject({ imageUrl: picture.url });
  });

  it("deletes a kept picture forever with its files; one still in the library is not touched", async () => {
    const picture = await upload("The bus at the gate");
    expect((await office.send("DELETE", `/api/media/deleted/${picture.id}`)).statusCode).toBe(404);
    expect(await libraryIds()).toContain(picture.id);

    expect((await office.send("DELETE", `/api/media/${picture.id}`)).statusCode).toBe(204);
    const res = await office.send("DELETE", `/api/media/deleted/${picture.id}`);
    expect(res.statusCode).toBe(204);
    expect((await deleted()).map((kept) => kept.id)).not.toContain(picture.id);
    const rows = await t.database.db.kysely
      .selectFrom("media_files")
      .select("name")
      .where("media_id", "=", picture.id)
      .execute();
    expect(rows).toEqual([]);
    const [entry] = await t.app.services.audit.list(1);
    expect(entry).toMatchObject({ action: "media.deleted_forever", detail: { id: picture.id } });

    expect((await office.send("DELETE", `/api/media/deleted/${picture.id}`)).statusCode).toBe(404);
    expect((await office.send("POST", `/api/media/deleted/${picture.id}/restore`)).statusCode).toBe(404);
  });

  it("answers 404 for an unknown id and 400 naming the id for one that is not, and refuses a body on put back", async () => {
    expect((await office.send("POST", `/api/media/deleted/${UNKNOWN_UUID}/restore`)).statusCode).toBe(404);
    expect((await office.send("DELETE", `/api/media/deleted/${UNKNOWN_UUID}`)).statusCode).toBe(404);
    for (const res of [
      await office.send("POST", "/api/media/deleted/not-an-id/restore"),
      await office.send("DELETE", "/api/media/deleted/not-an-id"),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(VALIDATION_REPLY);
      expect(res.json().fields).toHaveProperty("id");
    }
    expect((await office.send("POST", `/api/media/deleted/${UNKNOWN_UUID}/restore`, { items: [] })).statusCode).toBe(
      400,
    );
  });

  it(`go for good with their files in the daily sweep ${DELETED_KEPT_DAYS} days after they were deleted, counted in its entry`, async () => {
    const picture = await upload("The old sign by the road");
    const kept = await upload("The new sign by the road");
    expect((await office.send("DELETE", `/api/media/${picture.id}`)).statusCode).toBe(204);
    // What this file deleted before, minutes earlier, goes in the same sweep.
    const waiting = (await deleted()).length;
    expect(waiting).toBeGreaterThan(1);
    const stored = () =>
      t.database.db.kysely.selectFrom("media").select("id").where("id", "=", picture.id).executeTakeFirst();

    clock.advance(DELETED_KEPT_DAYS * DAY - HOUR);
    expect((await t.app.services.privacy.sweep()).deletedPictures).toBe(0);
    expect(await stored()).toEqual({ id: picture.id });

    clock.advance(2 * HOUR);
    expect((await t.app.services.privacy.sweep()).deletedPictures).toBe(waiting);
    expect(await stored()).toBeUndefined();
    const files = await t.database.db.kysely
      .selectFrom("media_files")
      .select("name")
      .where("media_id", "=", picture.id)
      .execute();
    expect(files).toEqual([]);
    expect(await t.app.services.media.deleted()).toEqual([]);
    // A picture in the library is not the sweep's.
    expect(await served(kept.url)).toBe(200);
    const [entry] = await t.app.services.audit.list(1);
    expect(entry).toMatchObject({ action: "privacy.swept", detail: { deletedPictures: waiting } });
  });
});
