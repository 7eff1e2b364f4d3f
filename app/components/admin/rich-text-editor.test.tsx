// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { RichTextEditor } from "./rich-text-editor.tsx";

// jsdom lacks what ProseMirror measures with (CSS.escape: tests/setup-vitest.ts); browsers all have it.
document.elementFromPoint ??= () => null;
Range.prototype.getClientRects ??= () =>
  ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

/** The editor with its label and hint, as FormField places it, and a button that sets a value from outside. */
function Field({ initial, onChange, outside }: { initial: string; onChange(html: string): void; outside?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="about-label">About the position</span>
      <p id="about-hint">The work and the team.</p>
      <RichTextEditor
        id="about"
        labelId="about-label"
        describedBy="about-hint"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <button type="button" onClick={() => setValue(outside ?? "")}>
        Use theirs
      </button>
    </>
  );
}

describe("the rich-text field", () => {
  it("is a labelled, described multi-line text box showing the value", async () => {
    render(<Field initial="<p>Teach <strong>grade 4</strong>.</p>" onChange={vi.fn()} />);
    const box = await screen.findByRole("textbox", { name: "About the position" });
    expect(box.getAttribute("aria-multiline")).toBe("true");
    expect(box.getAttribute("aria-describedby")).toBe("about-hint");
    expect(box.id).toBe("about");
    await waitFor(() => expect(box.innerHTML).toContain("<strong>grade 4</strong>"));
    expect(screen.getByRole("toolbar", { name: "Formatting" })).toBeTruthy();
  });

  it("shows a value set from outside without reporting it as typing", async () => {
    const onChange = vi.fn();
    render(<Field initial="<p>Mine.</p>" onChange={onChange} outside="<p>Theirs, with <em>emphasis</em>.</p>" />);
    const box = await screen.findByRole("textbox", { name: "About the position" });
    await waitFor(() => expect(box.textContent).toBe("Mine."));
    await userEvent.setup().click(screen.getByRole("button", { name: "Use theirs" }));
    await waitFor(() => expect(box.innerHTML).toContain("<em>emphasis</em>"));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("keeps only the formats the site keeps: no code, strike-through or underline buttons", async () => {
    render(<Field initial="" onChange={vi.fn()} />);
    const toolbar = await screen.findByRole("toolbar", { name: "Formatting" });
    const names = within(toolbar)
      .getAllByRole("button")
      .map((button) => button.textContent);
    expect(names).toEqual([
      "Bold",
      "Italic",
      "Heading",
      "Subheading",
      "Bulleted list",
      "Numbered list",
      "Quote",
      "Link",
    ]);
  });

  it("refuses a link that is not a web or e-mail address", async () => {
    const user = userEvent.setup();
    render(<Field initial="<p>Apply here</p>" onChange={vi.fn()} />);
    await screen.findByRole("textbox", { name: "About the position" });
    await user.click(screen.getByRole("button", { name: "Link" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a link" });
    await user.type(within(dialog).getByRole("textbox", { name: "Web address" }), "javascript:alert(1)");
    await user.click(within(dialog).getByRole("button", { name: "Add link" }));
    expect(
      await within(dialog).findByText(
        "Enter an address that starts with https://, mailto:, tel:, / for a page of this site or # for a part of this page.",
      ),
    ).toBeTruthy();
    // The popover hides the page from assistive technology while it is open, so the editor is read by id.
    expect(document.getElementById("about")?.innerHTML).toBe("<p>Apply here</p>");
  });

  /** Selects all the text, opens Link, types the address and adds it; the dialog, for what it then says. */
  async function link(address: string) {
    const user = userEvent.setup();
    render(<Field initial="<p>Contact us</p>" onChange={vi.fn()} />);
    await user.click(await screen.findByRole("textbox", { name: "About the position" }));
    await user.keyboard("{Control>}a{/Control}");
    await user.click(screen.getByRole("button", { name: "Link" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a link" });
    await user.type(within(dialog).getByRole("textbox", { name: "Web address" }), address);
    await user.click(within(dialog).getByRole("button", { name: "Add link" }));
    return dialog;
  }

  it.each([
    ["/contact", "/contact"],
    ["#map-section", "#map-section"],
    ["/admissions/faq#uniforms", "/admissions/faq#uniforms"],
    ["mailto:office@example.com", "mailto:office@example.com"],
  ])("links to a page of the school's own site or a part of the page: %s", async (address, href) => {
    await link(address);
    await waitFor(() => expect(document.getElementById("about")?.querySelector("a")?.getAttribute("href")).toBe(href));
    expect(document.getElementById("about")?.textContent).toBe("Contact us");
  });

  it("keeps the links a saved text holds when it is opened: the school's pages, phone and e-mail", async () => {
    const html =
      '<p>Call <a href="tel:+12505550134">the office</a>, read the <a href="/admissions/enrollment">steps</a> or <a href="mailto:office@example.com">write</a>.</p>';
    render(<Field initial={html} onChange={vi.fn()} />);
    await screen.findByRole("textbox", { name: "About the position" });
    const hrefs = [...(document.getElementById("about")?.querySelectorAll("a") ?? [])].map((a) =>
      a.getAttribute("href"),
    );
    expect(hrefs).toEqual(["tel:+12505550134", "/admissions/enrollment", "mailto:office@example.com"]);
  });

  it("links www.example.com to https://www.example.com, as the hint says it will", async () => {
    const dialog = await link("www.example.com");
    expect(within(dialog).getByText(/An address starting www\. gets https:\/\/ added\./)).toBeTruthy();
    await waitFor(() =>
      expect(document.getElementById("about")?.querySelector("a")?.getAttribute("href")).toBe(
        "https://www.example.com",
      ),
    );
  });

  it.each(["//elsewhere.example/page", "/\\elsewhere.example", "example.com", "data:text/html,hi"])(
    "refuses an address that would leave the site while looking like its own, or has no known start: %s",
    async (address) => {
      const dialog = await link(address);
      expect(await within(dialog).findByText(/^Enter an address that starts with https:\/\//)).toBeTruthy();
      expect(document.getElementById("about")?.innerHTML).toBe("<p>Contact us</p>");
    },
  );
});
