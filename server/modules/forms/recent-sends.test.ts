import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, secondProcess, type TestApp } from "../../test-support/app.ts";
import { manualClock } from "../../test-support/clock.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../../test-support/databases.ts";
import { forgetOldSends, REPEAT_WINDOW_MS, type StoredSend, sendOnce } from "./recent-sends.ts";

const message = {
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "",
  topic: "tour",
  message: "Could we visit on a Tuesday morning?",
};

describe.each(testDialects)("a double tap reaching two processes on %s", (dialect) => {
  let first: TestApp;
  let second: FastifyInstance;
  const clock = manualClock();
  beforeAll(async () => {
    first = await createTestApp(dialect, {}, { now: clock.now });
    second = await secondProcess(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("is stored once, and both presses are answered with that one message", async () => {
    // Several double taps, each with its two posts sent at once to the two processes, as two workers get them.
    for (let tap = 1; tap <= 5; tap++) {
      const ip = `198.51.100.${tap}`;
      const words = { ...message, message: `${message.message} (visit ${tap})` };
      const [one, other] = await Promise.all([
        first.app.services.contact.submit(words, { ip }),
        second.services.contact.submit(words, { ip }),
      ]);
      expect(one).toMatchObject({ status: "stored" });
      expect(other).toEqual(one);
      const rows = await first.app.db.kysely.selectFrom("contact_messages").select("id").where("ip", "=", ip).execute();
      expect(rows).toHaveLength(1);
    }
  });

  it("is forgotten by the daily retention sweep on a quiet site, where no form is sent after it", async () => {
    await first.app.services.contact.submit({ ...message, message: "A quiet week." }, { ip: "198.51.100.50" });
    const held = () => first.app.db.kysely.selectFrom("form_sends").select("key").execute();
    expect((await held()).length).toBeGreaterThan(0);
    clock.advance(REPEAT_WINDOW_MS);
    await first.app.services.privacy.sweep();
    expect(await held()).toEqual([]);
  });

  it("is stored again by either process once the repeat window has passed", async () => {
    const ip = "198.51.100.99";
    const sent = await first.app.services.contact.submit(message, { ip });
    expect(await second.services.contact.submit(message, { ip })).toEqual(sent);
    clock.advance(REPEAT_WINDOW_MS);
    const again = await second.services.contact.submit(message, { ip });
    expect(again).toMatchObject({ status: "stored" });
    expect(again).not.toEqual(sent);
  });
});

describe.each(testDialects)("sendOnce on %s", (dialect) => {
  let database: TestDatabase;
  const at = new Date("2026-11-20T17:00:00.000Z");
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.drop();
  });
  afterEach(async () => {
    await database.db.kysely.deleteFrom("form_sends").execute();
  });

  const notGone = async () => false;
  /** A send that stores `id` when released, and counts its calls. */
  function heldSend(id: string) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = {
      calls: 0,
      release,
      run: async (): Promise<StoredSend> => {
        send.calls++;
        await released;
        return { status: "stored", id };
      },
    };
    return send;
  }

  /** A first send whose process stopped before it recorded its row: the key is held, with no row. */
  async function stoppedSend() {
    await database.db.kysely
      .insertInto("form_sends")
      .values({ key: "key", sent_at: at.toISOString(), claim: "a stopped process", row_id: null })
      .execute();
  }

  it("answers a repeat that arrives while the first is still being written with the first's row, once written", async () => {
    const firstSend = heldSend("row-1");
    const repeatSend = heldSend("row-2");
    repeatSend.release();
    const firstAnswer = sendOnce(database.db, "key", at, firstSend.run, notGone);
    // The first has claimed the key before the repeat looks.
    await expect.poll(() => firstSend.calls).toBe(1);
    const repeatAnswer = sendOnce(database.db, "key", at, repeatSend.run, notGone);
    await new Promise((resolve) => setTimeout(resolve, 100));
    firstSend.release();
    expect(await firstAnswer).toEqual({ status: "stored", id: "row-1" });
    expect(await repeatAnswer).toEqual({ status: "stored", id: "row-1" });
    expect(repeatSend.calls).toBe(0);
  });

  it("forgets a send that failed, so trying again really tries", async () => {
    await expect(
      sendOnce(database.db, "key", at, () => Promise.reject(new Error("the database went away")), notGone),
    ).rejects.toThrow("the database went away");
    const retry = heldSend("row-3");
    retry.release();
    expect(await sendOnce(database.db, "key", at, retry.run, notGone)).toEqual({ status: "stored", id: "row-3" });
    expect(retry.calls).toBe(1);
  });

  it("answers a stored send as stored even when recording it fails afterwards", async () => {
    const kysely = database.db.kysely;
    const answer = await sendOnce(
      database.db,
      "key",
      at,
      async () => {
        // The row is written; then the table the send is recorded in cannot be reached.
        await kysely.schema.alterTable("form_sends").renameTo("form_sends_away").execute();
        return { status: "stored", id: "row-7" };
      },
      notGone,
    );
    await kysely.schema.alterTable("form_sends_away").renameTo("form_sends").execute();
    expect(answer).toEqual({ status: "stored", id: "row-7" });
  });

  it("sends again when the first send's row has gone since", async () => {
    const firstSend = heldSend("row-4");
    firstSend.release();
    await sendOnce(database.db, "key", at, firstSend.run, notGone);
    const again = heldSend("row-5");
    again.release();
    expect(await sendOnce(database.db, "key", at, again.run, async (id) => id === "row-4")).toEqual({
      status: "stored",
      id: "row-5",
    });
  });

  it("takes over a first send that never finished (its process stopped) after the wait, and sends once", async () => {
    await stoppedSend();
    const send = heldSend("row-6");
    send.release();
    const answers = await Promise.all([
      sendOnce(database.db, "key", at, send.run, notGone, { pendingWaitMs: 200 }),
      sendOnce(database.db, "key", at, send.run, notGone, { pendingWaitMs: 200 }),
    ]);
    expect(answers).toEqual([
      { status: "stored", id: "row-6" },
      { status: "stored", id: "row-6" },
    ]);
    expect(send.calls).toBe(1);
  });

  it("gives the repeat that took over a stopped send the full wait before another takes over from it", async () => {
    await stoppedSend();
    // Both repeats wait out the stopped send; one takes it over, and its own send is still being written when
    // the other looks again: that one has waited long enough for the stopped send, not for the new one.
    const send = heldSend("row-8");
    const answers = Promise.all([
      sendOnce(database.db, "key", at, send.run, notGone, { pendingWaitMs: 1000 }),
      sendOnce(database.db, "key", at, send.run, notGone, { pendingWaitMs: 1000 }),
    ]);
    await expect.poll(() => send.calls, { timeout: 5000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    send.release();
    expect(await answers).toEqual([
      { status: "stored", id: "row-8" },
      { status: "stored", id: "row-8" },
    ]);
    expect(send.calls).toBe(1);
  });

  it("forgets the sends older than the window, and keeps the recent ones", async () => {
    const sent = (ms: number) => new Date(at.getTime() - ms).toISOString();
    await database.db.kysely
      .insertInto("form_sends")
      .values([
        { key: "old", sent_at: sent(REPEAT_WINDOW_MS), claim: "c1", row_id: "r1" },
        { key: "recent", sent_at: sent(REPEAT_WINDOW_MS - 1000), claim: "c2", row_id: "r2" },
      ])
      .execute();
    expect(await forgetOldSends(database.db, at)).toBe(1);
    const left = await database.db.kysely.selectFrom("form_sends").select("key").execute();
    expect(left.map((row) => row.key)).toEqual(["recent"]);
  });
});
