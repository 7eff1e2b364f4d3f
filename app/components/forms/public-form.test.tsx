// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData } from "react-router";
import { describe, expect, it } from "vitest";
import type { FormState } from "~/lib/forms/form-state.ts";
import { ContactForm } from "./contact-form.tsx";

/** The form as /contact shows it, with the answer of the last post. */
function ContactPage() {
  return <ContactForm state={useActionData<FormState>()} />;
}

/** /contact's form with an action the test answers when it chooses, counting the posts that reach it. */
function renderContactForm() {
  const posts: FormData[] = [];
  const answers: (() => void)[] = [];
  const Stub = createRoutesStub([
    {
      path: "/contact",
      Component: ContactPage,
      action: async ({ request }) => {
        posts.push(await request.formData());
        await new Promise<void>((resolve) => answers.push(resolve));
        return { status: "invalid", values: {}, fieldErrors: {}, formError: "Try again." } satisfies FormState;
      },
    },
  ]);
  render(<Stub initialEntries={["/contact"]} />);
  const answerAll = () => {
    for (const answer of answers.splice(0)) answer();
  };
  return { posts, answerAll };
}

describe("a public form's send button", () => {
  it("sends once when pressed twice at once (a double click), keeping focus, and sends again once answered", async () => {
    const { posts, answerAll } = renderContactForm();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Full name"), "Jane Doe");
    const send = screen.getByRole("button", { name: "Send message" });
    send.focus();
    // Two presses in one task, before React Router's state has said the first is on its way; outside act(), which
    // would draw that state between them.
    send.click();
    send.click();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.get("name")).toBe("Jane Doe");
    const sending = screen.getByRole("button", { name: "Sending…" });
    expect(sending.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(sending);
    // Enter in the form while it is sending is a press too.
    await user.type(screen.getByLabelText("Full name"), "{Enter}");
    answerAll();

    await screen.findByRole("button", { name: "Send message" });
    expect(posts).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(posts).toHaveLength(2));
    answerAll();
  });
});
