import { describe, expect, it } from "vitest";
import { mainMenuWith } from "~/content/navigation.ts";
import { menuEntryOf } from "./menus.ts";

const menu = mainMenuWith([]);

describe("the menu entry a page belongs to", () => {
  it("is the page's own entry, or the entry it lies under", () => {
    expect(menuEntryOf("/events/calendar", menu)).toBe("/events/calendar");
    expect(menuEntryOf("/events/news-and-announcements/3f0c2a4e-1111-4222-8333-444455556666", menu)).toBe(
      "/events/news-and-announcements",
    );
    expect(menuEntryOf("/about/alumni/12", menu)).toBe("/about/alumni");
  });

  it("files an event's own page under Upcoming Events, so the Events menu reads as current", () => {
    expect(menuEntryOf("/event/3f0c2a4e-1111-4222-8333-444455556666", menu)).toBe("/events/upcoming-events");
    const events = menu.find((item) => item.children?.some((child) => child.link === "/events/upcoming-events"));
    expect(events?.text).toBe("Events");
  });

  it("is nothing for a page outside the sections", () => {
    expect(menuEntryOf("/contact", menu)).toBeUndefined();
    expect(menuEntryOf("/eventful", menu)).toBeUndefined();
  });
});
