import { describe, expect, it } from "vitest";
import { createSiteChanges } from "./changes.ts";
import { readUntilChange } from "./read-until-change.ts";

/** A read that answers how many times the database was asked, at a clock the test moves. */
function setup(until?: (at: Date) => Date | null) {
  const changes = createSiteChanges();
  let clock = new Date("2030-01-15T12:00:00Z");
  let reads = 0;
  let release: (() => void) | null = null;
  let hold = false;
  const read = readUntilChange(
    changes,
    () => clock,
    async (at) => {
      reads++;
      const value = `read ${reads}`;
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      return { value, until: until?.(at) };
    },
  );
  return {
    changes,
    read,
    reads: () => reads,
    setClock: (iso: string) => (clock = new Date(iso)),
    holdNextRead: () => (hold = true),
    finishRead: () => {
      hold = false;
      release?.();
    },
  };
}

describe("a site-wide read kept until a change", () => {
  it("is read once while nothing changes, and afresh after a write in this process or another", async () => {
    const t = setup();
    expect(await t.read()).toBe("read 1");
    expect(await t.read()).toBe("read 1");
    t.changes.announce();
    expect(await t.read()).toBe("read 2");
    t.changes.heard();
    expect(await t.read()).toBe("read 3");
    expect(await t.read()).toBe("read 3");
  });

  it("is read afresh from the time the value said it would go stale (an alert's end)", async () => {
    const t = setup(() => new Date("2030-01-15T13:00:00Z"));
    expect(await t.read()).toBe("read 1");
    t.setClock("2030-01-15T12:59:59Z");
    expect(await t.read()).toBe("read 1");
    t.setClock("2030-01-15T13:00:00Z");
    expect(await t.read()).toBe("read 2");
  });

  it("is read afresh when the clock goes back", async () => {
    const t = setup();
    expect(await t.read()).toBe("read 1");
    t.setClock("2030-01-14T12:00:00Z");
    expect(await t.read()).toBe("read 2");
  });

  it("is never kept while other processes cannot be heard, nor after hearing resumes", async () => {
    const t = setup();
    expect(await t.read()).toBe("read 1");
    t.changes.setHearsAll(false);
    expect(await t.read()).toBe("read 2");
    expect(await t.read()).toBe("read 3");
    t.changes.setHearsAll(true);
    expect(await t.read()).toBe("read 4");
    expect(await t.read()).toBe("read 4");
  });

  it("does not keep a value whose read overlapped a write", async () => {
    const t = setup();
    t.holdNextRead();
    const first = t.read();
    t.changes.announce();
    t.finishRead();
    expect(await first).toBe("read 1");
    expect(await t.read()).toBe("read 2");
    expect(await t.read()).toBe("read 2");
  });

  it("shares one read between callers who ask while it is under way", async () => {
    const t = setup();
    t.holdNextRead();
    const answers = [t.read(), t.read(), t.read()];
    t.finishRead();
    expect(await Promise.all(answers)).toEqual(["read 1", "read 1", "read 1"]);
    expect(t.reads()).toBe(1);
  });
});
