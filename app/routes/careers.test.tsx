// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { CareerPosting, Page } from "../../common/content/careers/types.ts";
import { siteCareers } from "../../common/pages/site/careers.ts";
import { SAMPLE_SCHOOL_DETAILS } from "../../common/school-details/details.ts";
import { site } from "../../common/site.ts";
import { OPEN_POSITIONS, OPEN_POSITIONS_PATH } from "../components/careers/open-positions.ts";
import CareerDetail, { loader as detailLoader } from "./careers/$uuid.tsx";
import CareersList, { loader as listLoader } from "./careers.tsx";

const posting: CareerPosting = {
  id: "5b0c1f0e-8a51-4c1e-9b1a-0d6f0a7e2c11",
  title: "Grade 3 Teacher",
  department: "Elementary",
  employmentType: "term",
  location: "Penticton",
  summary: "A term position.",
  descriptionHtml: '<p>Teach Grade 3.<img src="x" onerror="alert(1)"></p>',
  requirementsHtml: "<ul><li>A B.C. teaching certificate.</li></ul>",
  howToApplyHtml: "",
  startDate: "2000-01-03",
  closingDate: "2099-01-31",
  opensOn: null,
  tags: [],
  status: "published",
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  version: 1,
  updatedBy: null,
  isOpen: true,
};

/** The services the loaders read, with the careers set answering as given. */
function context(careers: { list?: Page<CareerPosting>; get?: CareerPosting }) {
  return {
    siteUrl: "http://localhost",
    services: {
      now: () => new Date("2026-11-23T17:00:00.000Z"),
      careers: {
        list: async () => careers.list ?? { items: [], total: 0, page: 1, pageSize: 20, pageCount: 1 },
        get: async () => careers.get,
      },
      schoolDetails: { get: async () => SAMPLE_SCHOOL_DETAILS },
      pages: { byPath: async () => ({ heading: "Careers", lead: siteCareers.lead, blocks: siteCareers.blocks }) },
    },
  };
}

type ListArgs = Parameters<typeof listLoader>[0];
type DetailArgs = Parameters<typeof detailLoader>[0];

function renderAt(path: string, services: ReturnType<typeof context>) {
  const Stub = createRoutesStub([
    {
      path: "/careers",
      Component: CareersList as never,
      loader: (args) => listLoader({ ...args, context: services } as unknown as ListArgs),
    },
    {
      path: "/careers/:uuid",
      Component: CareerDetail as never,
      loader: (args) => detailLoader({ ...args, context: services } as unknown as DetailArgs),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe("the careers pages", () => {
  it("say plainly when no position is open, and where to send a résumé anyway", async () => {
    renderAt("/careers", context({}));
    expect(
      await screen.findByRole("heading", { level: 3, name: "There are no open positions right now" }),
    ).toBeTruthy();
    expect(document.querySelector(".empty-state")?.textContent).toContain(
      `send your résumé to ${site.mailboxes.careers}`,
    );
    expect(document.querySelector(".career-list")).toBeNull();
    // The button above the copy (the "On this page" list beside it links there too).
    const article = screen.getByRole("article");
    expect(within(article).getByRole("link", { name: "Open positions" }).getAttribute("href")).toBe(
      `#${OPEN_POSITIONS.id}`,
    );
  });

  it("show a start date already reached as 'As soon as possible', and sanitize the stored HTML again", async () => {
    renderAt(`/careers/${posting.id}`, context({ get: posting }));
    expect(await screen.findByRole("heading", { level: 1, name: "Grade 3 Teacher" })).toBeTruthy();
    expect(screen.getByText("As soon as possible")).toBeTruthy();
    expect(screen.getByText("January 31, 2099")).toBeTruthy();
    expect(document.querySelector("[onerror]")).toBeNull();
    expect(screen.getByText("Teach Grade 3.")).toBeTruthy();
  });

  it("tell search engines an open posting is a job, with its closing moment in Penticton", async () => {
    const open = { ...posting, closingDate: "2026-12-11" };
    renderAt(`/careers/${posting.id}`, context({ get: open }));
    expect(await screen.findByRole("link", { name: "Apply by e-mail" })).toBeTruthy();
    const script = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? "{}");
    expect(data).toMatchObject({
      "@type": "JobPosting",
      title: "Grade 3 Teacher",
      datePosted: "2026-10-31",
      // 23:59:59 on 11 December in Vancouver (PST, UTC−8).
      validThrough: "2026-12-12T07:59:59.000Z",
      employmentType: "TEMPORARY",
      hiringOrganization: { "@type": "Organization", name: site.name },
      jobLocation: { "@type": "Place", address: { addressLocality: site.address.city } },
    });
    expect(data.description).toContain("<p>Teach Grade 3.");
  });

  it("keep a closed posting's page, say it is closed, and offer no way to apply", async () => {
    const closed = { ...posting, closingDate: "2026-11-20", isOpen: false };
    renderAt(`/careers/${posting.id}`, context({ get: closed }));
    expect(await screen.findByText("This position is closed.")).toBeTruthy();
    expect(screen.getByRole("note").textContent).toContain("Applications closed on November 20, 2026.");
    expect(screen.getByRole("link", { name: "See the positions that are open now" }).getAttribute("href")).toBe(
      OPEN_POSITIONS_PATH,
    );
    expect(screen.queryByRole("link", { name: "Apply by e-mail" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "How to apply" })).toBeNull();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it("list a posting's sections beside it, each link leading to the heading it names; a closed one's without How to apply", async () => {
    for (const [shown, expected] of [
      [posting, ["About the position", "What we look for", "How to apply"]],
      [{ ...posting, closingDate: "2026-11-20", isOpen: false }, ["About the position", "What we look for"]],
    ] as const) {
      const { unmount } = renderAt(`/careers/${posting.id}`, context({ get: shown }));
      const nav = await screen.findByRole("navigation", { name: "On this page" });
      const links = within(nav).getAllByRole("link");
      expect(links.map((link) => link.textContent)).toEqual(expected);
      for (const link of links) {
        const target = document.getElementById(link.getAttribute("href")?.replace(/^#/, "") ?? "");
        expect(target?.tagName, link.textContent ?? "").toBe("H2");
        expect(target?.textContent).toBe(link.textContent);
      }
      unmount();
    }
  });

  it("answer 404 for a posting the service does not give", async () => {
    const thrown = await Promise.resolve(
      detailLoader({
        params: { uuid: "nope" },
        context: context({}),
        request: new Request("http://localhost/careers/nope"),
      } as unknown as DetailArgs),
    ).catch((error: unknown) => error);
    // notFound() throws React Router's data(null, { status: 404 }); the root turns it into the 404 page.
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
  });
});
