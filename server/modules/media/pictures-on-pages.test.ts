/**
 * A library picture shown by a page's picture block (ADR 068): named where the library lists it, never deleted from
 * under the page, given a new description where the block copied the old one, and never saved, restored or put back
 * as a broken picture.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PutBackItem } from "../../../common/content/deleted.ts";
import type { Page } from "../../../common/content/types.ts";
import type { MediaItem } from "../../../common/media/media.ts";
import type { Block, PageRecord } from "../../../common/pages/types.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { ADMIN_NAME, type AuthClient, signedInOffice } from "../../test-support/auth-client.ts";
import { ADDED_PAGE, UNKNOWN_UUID } from "../../test-support/content-fixture.ts";
import { testDialects } from "../../test-support/databases.ts";
import { whileHeldInTurn } from "../../test-support/held-rows.ts";
import { multipart } from "../../test-support/multipart.ts";

const GONE =
  "its picture is no longer in the picture library (it was deleted). Choose another picture, or take the block out.";

describe.each(testDialects)("pictures on pages (ADR 068) on %s", (dialect) => {
  let t: TestApp;
  let office: AuthClient;
  let colour = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    office = await signedInOffice(t.app, t.database);
  });
  afterAll(async () => {
    await t.close();
  });

  async function upload(alt: string): Promise<MediaItem> {
    colour += 1;
    const data = await sharp({
      create: { width: 600, height: 400, channels: 3, background: { r: 40, g: colour, b: 120 } },
    })
      .jpeg()
      .toBuffer();
    const body = await multipart({ alt }, { data, name: `page-photo-${colour}.jpg`, type: "image/jpeg" });
    const res = await office.request({
      method: "POST",
      url: "/api/media",
      headers: { "content-type": body.contentType, "x-csrf-token": office.csrfToken ?? "" },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<MediaItem>();
  }

  const pictureBlock = (picture: MediaItem, alt = picture.alt, caption?: string): Block => ({
    type: "picture",
    src: picture.url,
    alt,
    width: picture.width,
    height: picture.height,
    ...(caption ? { caption } : {}),
  });

  const get = (url: string) => office.request({ method: "GET", url });
  const pageAt = async (path: string) =>
    (await get(`/api/pages?status=all&pageSize=50`)).json<Page<PageRecord>>().items.find((page) => page.path === path);
  const stored = async (id: string) => (await get(`/api/pages/${id}?status=all`)).json<PageRecord>();
  const inLibrary = async (picture: MediaItem) =>
    (await get("/api/media")).json<{ items: MediaItem[] }>().items.find((item) => item.id === picture.id);

  /** The page saved with these blocks after its own, as the office's editor sends it. */
  async function withBlocks(page: PageRecord, blocks: Block[]) {
    return office.send("PUT", `/api/pages/${page.id}`, {
      heading: page.heading,
      lead: page.lead,
      blocks,
      status: page.status,
      version: page.version,
    });
  }

  async function added(path: string, blocks: Block[]): Promise<PageRecord> {
    const res = await office.post("/api/pages", { ...ADDED_PAGE, path, title: `Page at ${path}`, blocks });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PageRecord>();
  }

  it("are named where the library lists the picture; a link to its address in a text is not a use", async () => {
    const picture = await upload("The chapel at sunrise");
    const tuition = (await pageAt("/admissions/tuition-and-fees")) as PageRecord;
    const saved = await withBlocks(tuition, [...tuition.blocks, pictureBlock(picture, picture.alt, "Our chapel")]);
    expect(saved.statusCode, saved.body).toBe(200);
    await added("/admissions/chapel-words", [
      { type: "paragraph", text: `See [the chapel photo](${picture.url}) in full.` },
    ]);

    expect((await inLibrary(picture))?.usedBy).toEqual([{ set: "pages", id: tuition.id, title: tuition.title }]);
  });

  it("keep their picture: its delete is refused with the page named, and nothing changes until the page lets go", async () => {
    const picture = await upload("Grade 5 on the orchard walk");
    const page = await added("/admissions/orchard-walk", [
      { type: "paragraph", text: "Every fall we walk the orchard." },
      pictureBlock(picture),
    ]);
    const second = await added("/admissions/orchard-walk-2", [pictureBlock(picture)]);
    const heard = t.database.db.changes.count();

    const refused = await office.send("DELETE", `/api/media/${picture.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "CONFLICT",
      message: `The pages “${page.title}” and “${second.title}” show this picture. Take it off those pages in their editor (or choose another picture there) first, then delete it.`,
    });
    expect(await inLibrary(picture)).toBeDefined();
    expect((await stored(page.id)).version).toBe(page.version);
    expect(t.database.db.changes.count()).toBe(heard);
    expect((await t.app.inject({ method: "GET", url: picture.url })).statusCode).toBe(200);

    expect((await withBlocks(second, [{ type: "paragraph", text: "No picture now." }])).statusCode).toBe(200);
    const one = await office.send("DELETE", `/api/media/${picture.id}`);
    expect(one.statusCode).toBe(409);
    expect(one.json().message).toBe(
      `The page “${page.title}” shows this picture. Take it off that page in the page's editor (or choose another picture there) first, then delete it.`,
    );

    // A draft shows it once published, so it keeps it too.
    const draft = await stored(page.id);
    const unpublished = await office.send("PUT", `/api/pages/${page.id}`, { status: "draft", version: draft.version });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect((await office.send("DELETE", `/api/media/${picture.id}`)).statusCode).toBe(409);

    const now = await stored(page.id);
    expect((await withBlocks(now, now.blocks.slice(0, 1))).statusCode).toBe(200);
    expect((await office.send("DELETE", `/api/media/${picture.id}`)).statusCode).toBe(204);
  });

  it("take the picture's new description where the block copied the old one, as a new version; their own words stay", async () => {
    const picture = await upload("Choir in the gym");
    const page = await added("/admissions/choir", [
      pictureBlock(picture),
      pictureBlock(picture, "Our choir, in its words"),
    ]);

    const res = await office.send("PATCH", `/api/media/${picture.id}`, { alt: "The senior choir singing in the gym" });
    expect(res.statusCode, res.body).toBe(200);
    const after = await stored(page.id);
    expect(after.version).toBe(page.version + 1);
    expect(after.updatedBy).toBe(`${ADMIN_NAME} in the picture library`);
    expect(after.blocks.map((block) => (block.type === "picture" ? block.alt : ""))).toEqual([
      "The senior choir singing in the gym",
      "Our choir, in its words",
    ]);
  });

  it("are refused on a save when the picture is not in the library, naming the block, and nothing is written", async () => {
    const kept = await upload("The old sign");
    expect((await office.send("DELETE", `/api/media/${kept.id}`)).statusCode).toBe(204);
    const page = await added("/admissions/sign", [{ type: "paragraph", text: "Our sign." }]);

    const deleted = await withBlocks(page, [...page.blocks, pictureBlock(kept)]);
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().fields).toEqual({ blocks: `Block 2: ${GONE}` });

    const unknown = await withBlocks(page, [
      { ...pictureBlock(kept), src: `/media/${UNKNOWN_UUID}/640.webp` } as Block,
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ blocks: `Block 1: ${GONE}` });

    const create = await office.post("/api/pages", {
      ...ADDED_PAGE,
      path: "/admissions/sign-2",
      blocks: [pictureBlock(kept)],
    });
    expect(create.statusCode).toBe(400);
    expect(create.json().fields).toEqual({ blocks: `Block 1: ${GONE}` });
    expect(await pageAt("/admissions/sign-2")).toBeUndefined();
    expect((await stored(page.id)).version).toBe(page.version);
  });

  it("never end up showing a picture deleted at the same moment as the page's save: one of the two is refused", async () => {
    // On PostgreSQL the page's write waits on its table while the delete looks for pages that show the picture,
    // then both go on together; on SQLite one after the other. Checked only before its write, a save could land
    // after the delete found no page, leaving the page showing a deleted picture.
    const picture = await upload("The orchard in blossom");
    const page = await added("/admissions/blossom", [{ type: "paragraph", text: "Every spring." }]);
    const [saved, removed] = await whileHeldInTurn(t.database, "LOCK TABLE pages IN EXCLUSIVE MODE", [
      () => withBlocks(page, [...page.blocks, pictureBlock(picture)]),
      () => office.send("DELETE", `/api/media/${picture.id}`),
    ]);
    const shown = (await stored(page.id)).blocks.some((block) => block.type === "picture");
    const kept = (await inLibrary(picture)) !== undefined;
    if (saved.statusCode === 200) {
      // The save came first: the delete is refused, naming the page.
      expect(removed.statusCode).toBe(409);
      expect([shown, kept]).toEqual([true, true]);
    } else {
      // The delete came first: the save is refused, naming the block.
      expect(saved.json().fields).toEqual({ blocks: `Block 2: ${GONE}` });
      expect(removed.statusCode).toBe(204);
      expect([shown, kept]).toEqual([false, false]);
    }
  });

  it("refuse to restore a version whose picture was deleted since, naming the block", async () => {
    const picture = await upload("Sports day relay");
    const page = await added("/admissions/sports-day", [pictureBlock(picture)]);
    const without = await withBlocks(page, [{ type: "paragraph", text: "Sports day was a joy." }]);
    expect(without.statusCode).toBe(200);
    expect((await office.send("DELETE", `/api/media/${picture.id}`)).statusCode).toBe(204);

    const current = await stored(page.id);
    const res = await office.send("POST", `/api/pages/${page.id}/restore`, {
      version: page.version,
      currentVersion: current.version,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ blocks: `Block 1: ${GONE}` });
    expect((await stored(page.id)).version).toBe(current.version);

    // Put back, the picture lets the version come back.
    expect((await office.send("POST", `/api/media/deleted/${picture.id}/restore`)).statusCode).toBe(200);
    const restored = await office.send("POST", `/api/pages/${page.id}/restore`, {
      version: page.version,
      currentVersion: current.version,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<PageRecord>().blocks).toEqual([pictureBlock(picture)]);
  });

  it("put a deleted page back only after its picture, or without a picture deleted for good, and say so", async () => {
    const picture = await upload("The new playground");
    const page = await added("/admissions/playground", [
      { type: "paragraph", text: "The playground opened in May." },
      pictureBlock(picture, picture.alt, "Opening day"),
    ]);
    expect((await office.send("DELETE", `/api/pages/${page.id}`)).statusCode).toBe(204);
    // No page shows it now: it can go.
    expect((await office.send("DELETE", `/api/media/${picture.id}`)).statusCode).toBe(204);

    const refused = await office.send("POST", `/api/pages/deleted/${page.id}/restore`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "This page shows the picture “The new playground”, which is under Pictures › Recently deleted. Put the picture back first, then put the page back.",
    );
    expect(await pageAt("/admissions/playground")).toBeUndefined();

    expect((await office.send("POST", `/api/media/deleted/${picture.id}/restore`)).statusCode).toBe(200);
    const back = await office.send("POST", `/api/pages/deleted/${page.id}/restore`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<PutBackItem<PageRecord>>().blocks).toEqual(page.blocks);
    expect(back.json<PutBackItem<PageRecord>>().pictureLeftOff).toBeUndefined();

    // Deleted, then its picture deleted for good: the page comes back without that block, and the answer says so.
    expect((await office.send("DELETE", `/api/pages/${page.id}`)).statusCode).toBe(204);
    expect((await office.send("DELETE", `/api/media/${picture.id}`)).statusCode).toBe(204);
    expect((await office.send("DELETE", `/api/media/deleted/${picture.id}`)).statusCode).toBe(204);
    const without = await office.send("POST", `/api/pages/deleted/${page.id}/restore`);
    expect(without.statusCode, without.body).toBe(200);
    expect(without.json<PutBackItem<PageRecord>>()).toMatchObject({
      blocks: [page.blocks[0]],
      pictureLeftOff: { kept: false },
    });
    expect((await pageAt("/admissions/playground"))?.blocks).toEqual([page.blocks[0]]);
  });
});
