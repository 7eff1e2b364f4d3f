// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Picture } from "./picture.tsx";

const LIBRARY = "/media/0b9d6a1e-5f4c-4c1a-9b7e-2f3d4c5b6a79/1024.webp";

afterEach(cleanup);

function renderPicture(src: string, loading: "eager" | "lazy" = "eager") {
  const { container } = render(
    <Picture
      src={src}
      alt="Grade 3 in the garden"
      className="lead-image"
      sizes="100vw"
      width={1200}
      height={675}
      loading={loading}
    />,
  );
  return { container, placeholder: () => container.querySelector(".picture-frame__placeholder") };
}

describe("a picture on a public page", () => {
  it("shows a library picture's blurred copy, hidden from screen readers, until the picture has loaded", () => {
    const { placeholder } = renderPicture(LIBRARY);
    expect(placeholder()?.getAttribute("src")).toBe("/media/0b9d6a1e-5f4c-4c1a-9b7e-2f3d4c5b6a79/placeholder.webp");
    expect(placeholder()?.getAttribute("aria-hidden")).toBe("true");
    // Screen readers meet one picture, described once.
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(["Grade 3 in the garden"]);
    fireEvent.load(screen.getByRole("img", { name: "Grade 3 in the garden" }));
    expect(placeholder()).toBeNull();
  });

  it("shows any other address as itself, with no stand-in and no srcset", () => {
    const { container, placeholder } = renderPicture("/images/sample/christmas-concert.jpg");
    expect(placeholder()).toBeNull();
    expect(container.querySelector("picture")).toBeNull();
    expect(screen.getByRole("img", { name: "Grade 3 in the garden" }).getAttribute("srcset")).toBeNull();
  });

  it("fetches the page's largest picture first, and a list's pictures lazily behind the words", () => {
    renderPicture("/images/sample/christmas-concert.jpg", "eager");
    const lead = screen.getByRole("img", { name: "Grade 3 in the garden" });
    expect(lead.getAttribute("fetchpriority")).toBe("high");
    expect(lead.getAttribute("loading")).toBeNull();
    cleanup();
    renderPicture("/images/sample/christmas-concert.jpg", "lazy");
    const card = screen.getByRole("img", { name: "Grade 3 in the garden" });
    expect(card.getAttribute("loading")).toBe("lazy");
    expect(card.getAttribute("fetchpriority")).toBe("low");
  });
});
