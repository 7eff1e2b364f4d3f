/**
 * A page link rendered on the server (ADR 078): its markup alone, the same as in the browser, without React
 * Router's hooks (nothing is clicked there).
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageLink } from "./page-link.tsx";

describe("a page link on the server", () => {
  it("is a plain link with its attributes, rendered without a router around it", () => {
    const html = renderToString(
      <PageLink
        to="/giving/get-involved?eventId=e1#volunteer"
        className="button"
        aria-current="page"
        onClick={() => {}}
      >
        Volunteer
      </PageLink>,
    );
    expect(html).toBe(
      '<a class="button" aria-current="page" href="/giving/get-involved?eventId=e1#volunteer">Volunteer</a>',
    );
  });
});
