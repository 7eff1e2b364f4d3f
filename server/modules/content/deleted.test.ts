import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConflictError, ValidationError } from "../../errors.ts";
import { createServices, type Services } from "../../services.ts";
import { ADMIN_NAME, insertAdmin } from "../../test-support/auth-client.ts";
import { manualClock } from "../../test-support/clock.ts";
import { ADDED_PAGE } from "../../test-support/content-fixture.ts";
import { createTestDatabase, type TestDatabase, type TestDialect, testDialects } from "../../test-support/databases.ts";
import { whileHeldInTurn } from "../../test-support/held-rows.ts";

const DAY = 86_400_000;
const NEWS = {
  title: "Spring concert",
  summary: "Come and listen.",
  bodyHtml: "<p>Words.</p>",
  status: "published" as const,
};

/** A deleted item's rows: kept, its kept versions, and versions left among the live ones. */
async function rowsIn(database: TestDatabase, id: string | number) {
  const { kysely } = database.db;
  const count = async (table: "deleted_content" | "deleted_content_versions" | "content_versions") =>
    (await kysely.selectFrom(table).select("item_id").where("item_id", "=", String(id)).execute()).length;
  return {
    kept: await count("deleted_content"),
    keptVersions: await count("deleted_content_versions"),
    versions: await count("content_versions"),
  };
}

/**
 * A database of its own for one describe (so what a sweep counts is only what its tests deleted), with a real
 * administrator (the audit log names who acted) and services on a manual clock.
 */
function officeDatabase(dialect: TestDialect) {
  const clock = manualClock("2026-11-23T17:00:00.000Z");
  let database: TestDatabase | undefined;
  let services: Services | undefined;
  const by = { id: 0, name: ADMIN_NAME };
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    by.id = await insertAdmin(database);
    services = createServices(database.db, { now: clock.now });
  });
  afterAll(async () => {
    await database?.drop();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("used before beforeAll");
    return value;
  };
  return {
    clock,
    by,
    get database() {
      return ready(database);
    },
    get services() {
      return ready(services);
    },
  };
}

describe.each(testDialects)("the write path keeps what is deleted on %s", (dialect) => {
  const office = officeDatabase(dialect);
  const { clock, by } = office;

  const rowsOf = (id: string | number) => rowsIn(office.database, id);

  it("removes the item as before, and keeps it and its versions in the same write", async () => {
    const item = await office.services.news.create(NEWS, by);
    clock.advance(60_000);
    await office.services.news.update(item.id, { title: "Spring concert, 7 p.m.", version: 1 }, by);
    const heard = office.database.db.changes.count();
    expect(await office.services.news.remove(item.id, by)).toBe(true);
    expect(office.database.db.changes.count()).toBe(heard + 1);
    expect(await office.services.news.get(item.id, { includeDrafts: true })).toBeUndefined();
    expect(await office.services.news.history(item.id)).toBeUndefined();
    expect(await office.services.news.version(item.id, 1)).toBeUndefined();
    expect(await rowsOf(item.id)).toEqual({ kept: 1, keptVersions: 2, versions: 0 });
    expect(await office.services.news.deleted()).toEqual([
      expect.objectContaining({ id: item.id, title: "Spring concert, 7 p.m.", deletedBy: by.name }),
    ]);
    expect(await office.services.news.remove(item.id, by)).toBe(false);
  });

  it("puts it back under its id, as it was, as the version after its last, and says so like every write", async () => {
    const [kept] = await office.services.news.deleted();
    const id = String(kept?.id);
    clock.advance(60_000);
    const heard = office.database.db.changes.count();
    const back = await office.services.news.putBack(id, by);
    expect(back).toMatchObject({ id, title: "Spring concert, 7 p.m.", status: "published", version: 3 });
    expect(back?.updatedAt).toBe(clock.now().toISOString());
    expect(office.database.db.changes.count()).toBe(heard + 1);
    expect(await office.services.news.get(id)).toMatchObject({ title: "Spring concert, 7 p.m." });
    expect((await office.services.news.history(id))?.versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(await rowsOf(id)).toEqual({ kept: 0, keptVersions: 0, versions: 3 });
    expect(await office.services.news.putBack(id, by)).toBeUndefined();
  });

  it("refuses to put an item back where one has its id now, and changes nothing", async () => {
    const item = await office.services.news.create({ ...NEWS, title: "Christmas hampers" }, by);
    const { kysely } = office.database.db;
    const row = await kysely.selectFrom("news_items").selectAll().where("id", "=", item.id).executeTakeFirstOrThrow();
    await office.services.news.remove(item.id, by);
    await kysely
      .insertInto("news_items")
      .values({ ...row, title: "In its place" })
      .execute();
    await expect(office.services.news.putBack(item.id, by)).rejects.toBeInstanceOf(ConflictError);
    expect(await rowsOf(item.id)).toEqual({ kept: 1, keptVersions: 1, versions: 0 });
    expect((await office.services.news.get(item.id))?.title).toBe("In its place");
    await kysely.deleteFrom("news_items").where("id", "=", item.id).execute();
    expect((await office.services.news.putBack(item.id, by))?.title).toBe("Christmas hampers");
  });

  it("puts an item back though a version of it was kept just after the delete (a history read or save that finished then)", async () => {
    const item = await office.services.news.create({ ...NEWS, title: "Book fair" }, by);
    await office.services.news.remove(item.id, by);
    // What a history read racing the delete leaves: its keep ran after the delete's transaction, outside it.
    await office.database.db.kysely
      .insertInto("content_versions")
      .values({
        content_set: "news",
        item_id: item.id,
        version: 1,
        data: JSON.stringify(item),
        saved_at: item.updatedAt,
        saved_by: by.name,
      })
      .execute();
    expect(await office.services.news.putBack(item.id, by)).toMatchObject({
      id: item.id,
      title: "Book fair",
      version: 2,
    });
    expect((await office.services.news.history(item.id))?.versions.map((v) => v.version)).toEqual([2, 1]);
  });

  it("puts an item back once when two administrators press Put back at the same time; the other finds nothing kept", async () => {
    const item = await office.services.news.create({ ...NEWS, title: "Science fair" }, by);
    await office.services.news.remove(item.id, by);
    const answers = await Promise.all([
      office.services.news.putBack(item.id, by),
      office.services.news.putBack(item.id, by),
    ]);
    expect(answers.filter((answer) => answer?.title === "Science fair")).toHaveLength(1);
    expect(answers.filter((answer) => answer === undefined)).toHaveLength(1);
    expect(await rowsOf(item.id)).toEqual({ kept: 0, keptVersions: 0, versions: 2 });
  });

  it("does one of Put back and Delete forever pressed at the same time, and the other finds nothing kept", async () => {
    // Ten times: taking the kept row and its versions in different orders deadlocked now and then on PostgreSQL.
    for (let round = 0; round < 10; round++) {
      const item = await office.services.news.create({ ...NEWS, title: `Hot lunch ${round}` }, by);
      await office.services.news.update(item.id, { title: `Hot lunch ${round}, Fridays`, version: 1 }, by);
      await office.services.news.remove(item.id, by);
      const [back, gone] = await Promise.all([
        office.services.news.putBack(item.id, by),
        office.services.news.deleteForever(item.id, by),
      ]);
      // Exactly one of them happened, and neither failed.
      expect(Number(back !== undefined) + Number(gone), `round ${round}`).toBe(1);
      const kept = await rowsOf(item.id);
      expect(kept.kept).toBe(0);
      expect(kept.keptVersions).toBe(0);
      expect(await office.services.news.get(item.id)).toEqual(
        back ? expect.objectContaining({ id: item.id }) : undefined,
      );
    }
  });

  it("refuses to put a page back where another page is now, by its address", async () => {
    const page = await office.services.pages.create(ADDED_PAGE, by);
    await office.services.pages.remove(page.id, by);
    const newer = await office.services.pages.create({ ...ADDED_PAGE, heading: "Buses this year" }, by);
    const refused = office.services.pages.putBack(page.id, by);
    await expect(refused).rejects.toBeInstanceOf(ValidationError);
    await expect(refused).rejects.toMatchObject({
      fields: { path: expect.stringContaining("/admissions/bus-routes") },
    });
    await office.services.pages.remove(newer.id, by);
    expect((await office.services.pages.putBack(page.id, by))?.heading).toBe("Bus routes");
    expect((await office.services.pages.byPath("/admissions/bus-routes"))?.id).toBe(page.id);
  });

  it("puts an item back without a picture deleted meanwhile, and with one that is still there", async () => {
    const kept = "9a7b3c1d-2e4f-4a6b-8c9d-0e1f2a3b4c5d";
    const gone = "1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9";
    await office.database.db.kysely
      .insertInto("media")
      .values({
        id: kept,
        alt: "The choir",
        decorative: 0,
        original_name: "choir.jpg",
        width: 1600,
        height: 900,
        widths: "[320,640,1024,1600]",
        placeholder: "data:image/webp;base64,",
        bytes: 1000,
        created_at: clock.now().toISOString(),
        created_by: by.name,
      })
      .execute();
    const picture = (id: string) => ({ imageUrl: `/media/${id}/1600.webp`, imageAlt: "The choir on stage" });
    const still = await office.services.news.create({ ...NEWS, title: "Choir", ...picture(kept) }, by);
    const lost = await office.services.news.create({ ...NEWS, title: "Band", ...picture(gone) }, by);
    await office.services.news.remove(still.id, by);
    await office.services.news.remove(lost.id, by);
    const back = await office.services.news.putBack(still.id, by);
    expect(back).toMatchObject(picture(kept));
    expect(back).not.toHaveProperty("pictureLeftOff");
    // The picture is gone for good: the answer says so, for the office's notice.
    expect(await office.services.news.putBack(lost.id, by)).toMatchObject({
      title: "Band",
      imageUrl: null,
      imageAlt: null,
      pictureLeftOff: { kept: false },
    });
  });

  it("deletes an alumna's kept profile and its versions forever, at once", async () => {
    const alumna = await office.services.alumni.create(
      { name: "Ruth Okafor", graduationYear: 2009, headline: "Nurse.", bioHtml: "<p>Bio.</p>", status: "draft" },
      by,
    );
    await office.services.alumni.update(alumna.id, { headline: "Nurse in Kelowna.", version: 1 }, by);
    await office.services.alumni.remove(alumna.id, by);
    expect((await office.services.alumni.deleted()).map((kept) => kept.id)).toEqual([alumna.id]);
    expect(await office.services.alumni.deleteForever(alumna.id, by)).toBe(true);
    expect(await rowsOf(alumna.id)).toEqual({ kept: 0, keptVersions: 0, versions: 0 });
    expect(await office.services.alumni.deleted()).toEqual([]);
    expect(await office.services.alumni.deleteForever(alumna.id, by)).toBe(false);
    expect(await office.services.alumni.putBack(alumna.id, by)).toBeUndefined();
  });
});

describe.each(testDialects)("the daily sweep of what was deleted on %s", (dialect) => {
  const office = officeDatabase(dialect);
  const { clock, by } = office;

  it("removes what was deleted more than 30 days ago, with its versions, and keeps the rest", async () => {
    const older = await office.services.testimonials.create(
      { author: "A parent", relationship: "Parent", quote: "Known.", storyHtml: "<p>Story.</p>", status: "draft" },
      by,
    );
    await office.services.testimonials.remove(older.id, by);
    clock.advance(20 * DAY);
    const younger = await office.services.testimonials.create(
      { author: "A pupil", relationship: "Student", quote: "Kind.", storyHtml: "<p>Story.</p>", status: "draft" },
      by,
    );
    await office.services.testimonials.remove(younger.id, by);
    clock.advance(10 * DAY - 60_000);
    expect((await office.services.privacy.sweep()).deletedItems).toBe(0);
    clock.advance(2 * 60_000);
    expect((await office.services.privacy.sweep()).deletedItems).toBe(1);
    expect((await office.services.testimonials.deleted()).map((kept) => kept.title)).toEqual(["A pupil"]);
    expect(await rowsIn(office.database, older.id)).toEqual({ kept: 0, keptVersions: 0, versions: 0 });
    expect(await rowsIn(office.database, younger.id)).toEqual({ kept: 1, keptVersions: 1, versions: 0 });
  });
});

/** A test office.database with helpers for events that want volunteers, their sign-ups and what a deletion remembered. */
function eventsWithSignups(dialect: TestDialect) {
  const office = officeDatabase(dialect);
  const { by } = office;
  let addresses = 0;

  const event = (title: string) =>
    office.services.events.create(
      {
        title,
        summary: "Helpers wanted.",
        descriptionHtml: "<p>In the gym.</p>",
        location: "PCS Gymnasium",
        category: "community",
        startsAt: "2026-12-04T11:30:00-08:00",
        endsAt: "2026-12-04T13:00:00-08:00",
        volunteersWanted: true,
        volunteersNeeded: 3,
        status: "published",
      },
      by,
    );
  /** A sign-up from an address of its own, so the form's per-address limit stays out of the way. */
  const signUp = async (name: string, eventId: string | null) => {
    addresses += 1;
    const outcome = await office.services.volunteers.submit(
      {
        name,
        email: `helper${addresses}@example.com`,
        phone: "250 555 0101",
        interests: ["events"],
        availability: "",
        criminalRecordCheck: "yes",
        notes: "",
        eventId,
      },
      { ip: `203.0.113.${addresses}` },
    );
    if (outcome.status !== "stored") throw new Error("the sign-up was not stored");
    return outcome.id;
  };
  const eventOf = async (signupId: string) =>
    (
      await office.database.db.kysely
        .selectFrom("volunteer_signups")
        .select("event_id")
        .where("id", "=", signupId)
        .executeTakeFirst()
    )?.event_id;
  const remembered = async (eventId: string) =>
    (
      await office.database.db.kysely
        .selectFrom("deleted_content")
        .select("links")
        .where("content_set", "=", "events")
        .where("item_id", "=", eventId)
        .executeTakeFirst()
    )?.links;

  // The office's database and services, with the helpers beside them.
  return Object.assign(office, { event, signUp, eventOf, remembered });
}

describe.each(testDialects)("an event's volunteer sign-ups across its delete and put back on %s", (dialect) => {
  const world = eventsWithSignups(dialect);
  const { by, event, signUp, eventOf, remembered } = world;

  it("links an event's sign-ups to it again when it is put back, so its places left are as before", async () => {
    const fair = await event("Christmas fair");
    const signups = [await signUp("Ann Lee", fair.id), await signUp("Bo Chan", fair.id)];
    const general = await signUp("Cy Dunn", null);
    const before = await world.services.volunteers.placesFor([fair]);
    expect(before).toEqual({ [fair.id]: { needed: 3, taken: 2, left: 1 } });

    expect(await world.services.events.remove(fair.id, by)).toBe(true);
    // As before: the delete turns them into general offers of help.
    expect(await Promise.all(signups.map(eventOf))).toEqual([null, null]);
    expect(JSON.parse((await remembered(fair.id)) ?? "null")).toEqual({ volunteerSignups: [...signups].sort() });

    const back = await world.services.events.putBack(fair.id, by);
    expect(back?.id).toBe(fair.id);
    expect(await Promise.all(signups.map(eventOf))).toEqual([fair.id, fair.id]);
    expect(await eventOf(general)).toBeNull();
    expect(await world.services.volunteers.placesFor([fair])).toEqual(before);
    expect(await world.services.volunteers.byEvent()).toContainEqual(
      expect.objectContaining({ eventId: fair.id, signedUp: 2, needed: 3 }),
    );
    expect(await remembered(fair.id)).toBeUndefined();
  });

  it("leaves a sign-up removed or given another event meanwhile as it is, and puts the event back all the same", async () => {
    const concert = await event("Carol concert");
    const other = await event("Hamper drive");
    const [stays, removed, moved] = [
      await signUp("Di Ford", concert.id),
      await signUp("Ed Gray", concert.id),
      await signUp("Flo Hart", concert.id),
    ];
    await world.services.events.remove(concert.id, by);
    expect(await world.services.volunteers.remove(removed, by)).toBe(true);
    // Nothing in the office does this today; a put back must not take such a sign-up back all the same.
    await world.database.db.kysely
      .updateTable("volunteer_signups")
      .set({ event_id: other.id })
      .where("id", "=", moved)
      .execute();

    expect((await world.services.events.putBack(concert.id, by))?.id).toBe(concert.id);
    expect(await eventOf(stays)).toBe(concert.id);
    expect(await eventOf(removed)).toBeUndefined();
    expect(await eventOf(moved)).toBe(other.id);
    expect(await world.services.volunteers.placesFor([concert])).toEqual({
      [concert.id]: { needed: 3, taken: 1, left: 2 },
    });
  });

  it("remembers nothing for an event without sign-ups, and Delete forever drops what it remembered", async () => {
    const quiet = await event("Staff meeting");
    await world.services.events.remove(quiet.id, by);
    expect(await remembered(quiet.id)).toBeNull();

    const drive = await event("Coat drive");
    const signup = await signUp("Gus Ives", drive.id);
    await world.services.events.remove(drive.id, by);
    expect(await remembered(drive.id)).toEqual(expect.stringContaining(signup));
    expect(await world.services.events.deleteForever(drive.id, by)).toBe(true);
    expect(await remembered(drive.id)).toBeUndefined();
    expect(await world.services.events.putBack(drive.id, by)).toBeUndefined();
    // The sign-up itself stays, as the general offer of help the delete made it.
    expect(await eventOf(signup)).toBeNull();
  });
});

// SQLite runs one transaction at a time; on PostgreSQL a sign-up being stored can overlap the delete.
describe.runIf(process.env.TEST_DATABASE_URL)(
  "an event deleted while a sign-up for it is stored, on PostgreSQL",
  () => {
    const world = eventsWithSignups("postgres");

    it("remembers a sign-up that was being stored as the event was deleted", async () => {
      const party = await world.event("Class party");
      // The sign-up holds its event's row and waits on its own table; the delete then comes.
      const [id, removed] = await whileHeldInTurn<[string, boolean]>(
        world.database,
        "LOCK TABLE volunteer_signups IN EXCLUSIVE MODE",
        [() => world.signUp("Hal Jones", party.id), () => world.services.events.remove(party.id, world.by)],
      );
      expect(removed).toBe(true);
      expect(await world.remembered(party.id)).toEqual(expect.stringContaining(id));
      expect((await world.services.events.putBack(party.id, world.by))?.id).toBe(party.id);
      expect(await world.eventOf(id)).toBe(party.id);
    });
  },
);
