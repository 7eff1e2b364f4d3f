// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { BlocksField } from "./blocks-field.tsx";

const three = JSON.stringify([
  { type: "heading", text: "First" },
  { type: "heading", text: "Second" },
  { type: "heading", text: "Third" },
]);

/** The field is controlled by its form; this holds the value as the form would. */
function Harness() {
  const [value, setValue] = useState(three);
  return <BlocksField name="blocks" value={value} describedBy={undefined} onChange={(_, next) => setValue(next)} />;
}

describe("BlocksField's move buttons", () => {
  it("leaves focus on the moved block's Move down when it reaches the top, where its Move up is disabled", async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole("button", { name: "Move block 2 up" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move block 1 down" })));
    // The button is the moved block's: block 1 is now "Second".
    expect(screen.getByRole("heading", { level: 3, name: /^1\. .*Second/ })).toBeTruthy();
  });

  it("leaves focus on the moved block's Move up when it reaches the bottom, where its Move down is disabled", async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole("button", { name: "Move block 2 down" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move block 3 up" })));
  });
});
