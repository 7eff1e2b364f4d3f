// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { draftKey, dropDraft, keepDraft, readDraft } from "./kept-drafts.ts";

const key = draftKey("grace@pinecrest.example", "/news", "n1");
const draft = { values: { title: "Snow day" }, base: { title: "" }, version: 2, keptAt: "2026-11-20T17:00:00.000Z" };

describe("work kept in this browser", () => {
  it("is one administrator's, for one item", () => {
    expect(key).not.toBe(draftKey("ruth@pinecrest.example", "/news", "n1"));
    expect(key).not.toBe(draftKey("grace@pinecrest.example", "/events", "n1"));
    expect(draftKey("grace@pinecrest.example", "/news", undefined)).toBe(
      "pcs-unsaved:grace@pinecrest.example:/news:new",
    );
  });

  it("is read back as kept, and is gone once dropped", () => {
    keepDraft(key, draft);
    expect(readDraft(key, new Date("2026-11-21T09:00:00.000Z"))).toEqual(draft);
    dropDraft(key);
    expect(readDraft(key)).toBeUndefined();
  });

  it("is not offered, and is removed, when a month old, unreadable or not of this shape", () => {
    keepDraft(key, draft);
    expect(readDraft(key, new Date("2026-12-21T17:00:01.000Z"))).toBeUndefined();
    expect(localStorage.getItem(key)).toBeNull();
    for (const stored of [
      "{not json",
      "null",
      JSON.stringify({ ...draft, values: { title: 3 } }),
      JSON.stringify({ ...draft, keptAt: "soon" }),
    ]) {
      localStorage.setItem(key, stored);
      expect(readDraft(key, new Date("2026-11-21T09:00:00.000Z")), stored).toBeUndefined();
      expect(localStorage.getItem(key)).toBeNull();
    }
  });
});
