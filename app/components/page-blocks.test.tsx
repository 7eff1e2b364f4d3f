// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PageBlocks } from "./page-blocks.tsx";

afterEach(cleanup);

describe("a page's blocks", () => {
  it("show a library picture at its own size, described, with its caption and the widths it has", () => {
    render(
      <PageBlocks
        blocks={[
          {
            type: "picture",
            src: "/media/0b4f6c00-0000-4000-8000-000000000001/1600.webp",
            alt: "Grade 3 planting the school garden",
            width: 1600,
            height: 1200,
            caption: "The garden in May.",
          },
        ]}
      />,
    );
    const image = screen.getByRole("img", { name: "Grade 3 planting the school garden" });
    expect(image.getAttribute("width")).toBe("1600");
    expect(image.getAttribute("height")).toBe("1200");
    expect(image.getAttribute("srcset")).toContain("/media/0b4f6c00-0000-4000-8000-000000000001/");
    expect(screen.getByRole("figure").textContent).toContain("The garden in May.");
  });

  it("say a download's size when it is known, and only its kind when it is not", () => {
    render(
      <PageBlocks
        blocks={[
          {
            type: "downloads",
            items: [
              { label: "Application form", href: "/downloads/application-form.pdf", description: "Apply.", sizeKb: 7 },
              { label: "Bus form", href: "/downloads/bus-form.pdf", description: "Ride." },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByRole("link", { name: "Application form (PDF, 7 KB)" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Bus form (PDF)" })).toBeTruthy();
  });
});
