// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { MenuLink } from "./menu-link.tsx";
import { RichText } from "./rich-text.tsx";

function renderInRouter(node: ReactNode) {
  return render(<MemoryRouter>{node}</MemoryRouter>);
}

describe("RichText links", () => {
  it("tells screen readers and sighted readers alike that an outside link opens a new window", () => {
    renderInRouter(<RichText text="Ask the [privacy commissioner](https://www.oipc.bc.ca/) to review it." />);
    const link = screen.getByRole("link", { name: /^privacy commissioner\s*\(opens in a new window\)$/ });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.querySelector("svg[aria-hidden='true']")).not.toBeNull();
  });

  it("carries the same hint as an external menu entry", () => {
    renderInRouter(
      <>
        <RichText text="[Tour](https://tour.example/)" />
        <MenuLink item={{ text: "Tour", link: "https://tour.example/", action: "openExternal" }} />
      </>,
    );
    const [fromCopy, fromMenu] = screen.getAllByRole("link");
    expect(fromCopy?.innerHTML).toBe(fromMenu?.innerHTML);
  });

  it("keeps links inside the site in the same window, with no hint", () => {
    renderInRouter(
      <RichText text="See [tuition](/admissions/tuition-and-fees) and [write to us](mailto:office@pinecrest.example)." />,
    );
    const inside = screen.getByRole("link", { name: "tuition" });
    expect(inside.getAttribute("href")).toBe("/admissions/tuition-and-fees");
    expect(inside.hasAttribute("target")).toBe(false);
    expect(screen.getByRole("link", { name: "write to us" }).hasAttribute("target")).toBe(false);
  });

  it("makes a bare e-mail address a mailto: link, and leaves one already linked alone", () => {
    renderInRouter(
      <RichText text="Write to admissions@pinecrest.example, or [the office](mailto:office@pinecrest.example)." />,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["admissions@pinecrest.example", "mailto:admissions@pinecrest.example"],
      ["the office", "mailto:office@pinecrest.example"],
    ]);
  });

  it("keeps an address that is a link's words inside that one link, and a full stop after an address outside it", () => {
    const { container } = renderInRouter(
      <RichText text="Applications go to [careers@pinecrest.example](/careers), questions to privacy@pinecrest.example." />,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["careers@pinecrest.example", "/careers"],
      ["privacy@pinecrest.example", "mailto:privacy@pinecrest.example"],
    ]);
    expect(container.textContent).toBe(
      "Applications go to careers@pinecrest.example, questions to privacy@pinecrest.example.",
    );
  });
});
