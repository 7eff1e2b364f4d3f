// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { externalLinks } from "~/content/navigation.ts";
import { sitePages } from "../../common/pages/registry.ts";
import SiteMap from "./site-map.tsx";

function renderSiteMap() {
  const Stub = createRoutesStub([{ path: "/site-map", Component: SiteMap }]);
  render(<Stub initialEntries={["/site-map"]} />);
}

describe("/site-map", () => {
  it("lists every address once, so the bullying report is not offered under two names", async () => {
    renderSiteMap();
    await screen.findByRole("heading", { level: 1, name: "Site Map" });
    const hrefs = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    const repeated = hrefs.filter((href, index) => hrefs.indexOf(href) !== index);
    expect(repeated).toEqual([]);
    const reports = screen
      .getAllByRole("link")
      .filter((a) => a.getAttribute("href") === externalLinks.reportBullying.link);
    expect(reports).toHaveLength(1);
  });

  it("still lists every page and the school's social page", async () => {
    renderSiteMap();
    await screen.findByRole("heading", { level: 1, name: "Site Map" });
    const hrefs = new Set(screen.getAllByRole("link").map((link) => link.getAttribute("href")));
    expect(sitePages.map((page) => page.path).filter((path) => !hrefs.has(path))).toEqual([]);
    const more = screen.getByRole("region", { name: "More" });
    expect(
      within(more)
        .getByRole("link", { name: /social/i })
        .getAttribute("href"),
    ).toBe(externalLinks.social.link);
  });
});
