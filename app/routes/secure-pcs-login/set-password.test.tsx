// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { FormState } from "~/lib/forms/form-state.ts";
import { RESET_MESSAGES } from "../../../common/admins/accounts.ts";
import SetPassword from "./set-password.tsx";

const PATH = "/secure-pcs-login/set-password";

/** The page as React Router runs it, its submit answered with `token`'s refusal. */
async function refusedWith(message: string) {
  const Stub = createRoutesStub([
    {
      path: PATH,
      Component: SetPassword,
      action: (): FormState => ({ status: "invalid", values: {}, fieldErrors: { token: message } }),
    },
  ]);
  render(<Stub initialEntries={[`${PATH}?token=${"x".repeat(43)}`]} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("New password"), "Apex-Mountain-Ski-Hill-Chair");
  await user.type(screen.getByLabelText("New password again"), "Apex-Mountain-Ski-Hill-Chair");
  await user.click(screen.getByRole("button", { name: "Set my password" }));
  return screen.findByRole("alert");
}

describe("the set-password page refusing its link", () => {
  it("offers a new link from the sign-in page for a spent reset link", async () => {
    expect((await refusedWith(RESET_MESSAGES.token)).textContent).toContain(RESET_MESSAGES.token);
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe(
      "/secure-pcs-login/forgot-password",
    );
  });

  it("sends a run-out invitation back to the inviter, not to a reset that would send nothing", async () => {
    expect((await refusedWith(RESET_MESSAGES.invitationExpired)).textContent).toContain(
      "Ask the person who invited you to send it again.",
    );
    expect(screen.queryByRole("link", { name: "Ask for a new link" })).toBeNull();
  });
});
