import { describe, expect, it } from "vitest";
import { buildMeta } from "./seo.ts";

describe("noindex", () => {
  it("adds a robots noindex tag only to pages that ask for it", () => {
    const robots = (noindex?: boolean) =>
      buildMeta(
        { title: "Administrator sign-in", noindex },
        "https://www.pinecrest.example",
        "/secure-pcs-login",
      ).filter((tag) => "name" in tag && tag.name === "robots");
    expect(robots(true)).toEqual([{ name: "robots", content: "noindex" }]);
    expect(robots(undefined)).toEqual([]);
  });
});
