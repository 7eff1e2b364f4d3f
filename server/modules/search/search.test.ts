import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { containsPattern } from "../../db/contains.ts";
import { createServices, type Services } from "../../services.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../../test-support/databases.ts";

describe("containsPattern", () => {
  it("escapes LIKE's wildcards and its escape character, so they match themselves", () => {
    expect(containsPattern("100%")).toBe("%100\\%%");
    expect(containsPattern("grad_2026")).toBe("%grad\\_2026%");
    expect(containsPattern("c:\\temp")).toBe("%c:\\\\temp%");
  });

  it("lets any one character stand for a letter outside ASCII, whose case the database may not fold", () => {
    expect(containsPattern("Café")).toBe("%Caf_%");
    expect(containsPattern("🎄 fair")).toBe("%_ fair%");
  });

  it("drops control characters, which PostgreSQL refuses (NUL) and nobody searches for", () => {
    expect(containsPattern("x\u0000")).toBe("%x%");
    expect(containsPattern("spring\u0007 fair\u007f")).toBe("%spring fair%");
  });
});

describe.each(testDialects)("the content search service on %s", (dialect) => {
  const clock = new Date("2026-11-23T07:30:00Z");
  let database: TestDatabase;
  let services: Services;

  async function news(title: string, more: { summary?: string; tags?: string[] } = {}) {
    await services.news.create({
      title,
      summary: more.summary ?? "From the office.",
      bodyHtml: "<p>Story.</p>",
      tags: more.tags ?? [],
      status: "published",
      publishedAt: "2026-11-01T17:00:00Z",
    });
  }

  const titles = (items: readonly { title: string }[]) => items.map((item) => item.title).sort();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createServices(database.db, { now: () => clock });
    await news("100% of grads accepted to university");
    await news("100 days of school", { summary: "Counting to 100 with the kindergarten class." });
    await news("Grad 2026 photos");
    await news("Grad committee", { tags: ["grad_2026"] });
    await news("Picture day", { tags: ['say "cheese"'] });
    await news("Computer lab", { tags: ["back\\slash"] });
    await news("Spring FAIR");
  });

  afterAll(async () => {
    await database.drop();
  });

  it("reads % and _ in a query as themselves, not as wildcards", async () => {
    expect(titles(await services.search.news("100%"))).toEqual(["100% of grads accepted to university"]);
    expect(titles(await services.search.news("d_2"))).toEqual(["Grad committee"]);
  });

  it("finds tags holding a quote or a backslash, which the stored JSON escapes", async () => {
    expect(titles(await services.search.news('"cheese"'))).toEqual(["Picture day"]);
    expect(titles(await services.search.news("k\\sl"))).toEqual(["Computer lab"]);
  });

  it("searches a query holding NUL or another control character as if it were not there (issue 18)", async () => {
    expect(titles(await services.search.news("spring\u0000 fair"))).toEqual(["Spring FAIR"]);
    expect(titles(await services.search.news("GRADS\u001b"))).toEqual(["100% of grads accepted to university"]);
    await expect(services.search.events("x\u0000")).resolves.toEqual(expect.any(Array));
    await expect(services.search.careers("x\u0000")).resolves.toEqual(expect.any(Array));
    await expect(services.search.pages("x\u0000")).resolves.toEqual(expect.any(Array));
  });

  it("ignores case", async () => {
    expect(titles(await services.search.news("spring fair"))).toEqual(["Spring FAIR"]);
    expect(titles(await services.search.news("GRADS"))).toEqual(["100% of grads accepted to university"]);
  });
});
