// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, redirect } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AuthError } from "~/lib/auth/auth-calls.ts";
import { submitLogin } from "~/lib/auth/login-form.ts";
import LoginPage from "./secure-pcs-login.tsx";

type Login = (email: string, password: string) => Promise<{ authenticated: true }>;

function DashboardStandIn() {
  return <h1>Administrator dashboard</h1>;
}

/** The login route as React Router runs it, with the sign-in call replaced. */
function renderLogin(login: Login) {
  const Stub = createRoutesStub([
    {
      path: "/secure-pcs-login",
      Component: LoginPage,
      action: async ({ request }) => {
        const outcome = await submitLogin(await request.formData(), { login });
        return outcome.ok ? redirect("/admin") : outcome;
      },
    },
    { path: "/admin", Component: DashboardStandIn },
  ]);
  render(<Stub initialEntries={["/secure-pcs-login"]} />);
  return userEvent.setup();
}

const rejected = (rejection: ConstructorParameters<typeof AuthError>[2]) =>
  new AuthError("rejected", "Invalid email or password. Please try again.", rejection);

describe("the sign-in page", () => {
  it("has labelled fields and no error before a submit", () => {
    renderLogin(vi.fn());
    expect(screen.getByRole("heading", { level: 1, name: "Administrator sign-in" })).toBeTruthy();
    expect(screen.getByLabelText("Email address").getAttribute("type")).toBe("email");
    expect(screen.getByLabelText("Password").getAttribute("type")).toBe("password");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("an empty submit shows an error summary linking to each field and the errors beside the fields", async () => {
    const login = vi.fn();
    const user = renderLogin(login);
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    const summary = await screen.findByRole("region", { name: "There is a problem" });
    // Focus alone has it read out; role="alert" as well would have it read twice.
    expect(screen.queryByRole("alert")).toBeNull();
    const links = within(summary).getAllByRole("link");
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Enter your email address", "#email"],
      ["Enter your password", "#password"],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(summary));

    const email = screen.getByLabelText("Email address");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const emailError = document.getElementById(email.getAttribute("aria-describedby") ?? "");
    expect(emailError?.textContent).toBe("Error: Enter your email address");
    const password = screen.getByLabelText("Password");
    expect(document.getElementById(password.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Error: Enter your password",
    );
    expect(login).not.toHaveBeenCalled();

    await user.click(links[1] as HTMLElement);
    expect(document.activeElement).toBe(password);
  });

  it("keeps the typed email after an error and clears the error once fixed", async () => {
    const user = renderLogin(vi.fn(async () => ({ authenticated: true as const })));
    await user.type(screen.getByLabelText("Email address"), "ruth.pinecrest.example");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(
      await screen.findByText("Enter an email address in the correct format, like name@example.com", { selector: "a" }),
    ).toBeTruthy();
    const email = screen.getByLabelText("Email address") as HTMLInputElement;
    expect(email.value).toBe("ruth.pinecrest.example");
    // Caught in the browser, not refused by the server: the password is kept for the corrected try.
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("secret");
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBeNull();

    await user.clear(email);
    await user.type(email, "ruth@pinecrest.example");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Administrator dashboard" })).toBeTruthy();
  });

  it("says 'Signing in…' while the server is asked, keeps focus and ignores a second press", async () => {
    let finish: (value: { authenticated: true }) => void = () => {};
    const login = vi.fn<Login>(() => new Promise((resolve) => (finish = resolve)));
    const user = renderLogin(login);
    await user.type(screen.getByLabelText("Email address"), "ruth@pinecrest.example");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const button = await screen.findByRole("button", { name: "Signing in…" });
    // Marked, not disabled: a disabled button would drop the focus it holds to the page's body.
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(button);
    await user.click(button);
    await user.keyboard("{Enter}");
    expect(login).toHaveBeenCalledTimes(1);
    finish({ authenticated: true });
    expect(await screen.findByRole("heading", { name: "Administrator dashboard" })).toBeTruthy();
  });

  it.each([
    [
      "wrong credentials",
      rejected({ rejection: { status: 403, code: "INVALID_CREDENTIALS" } }),
      "Invalid email or password. Please try again.",
    ],
    [
      "a locked account, with the unlock time in Pacific time",
      rejected({ rejection: { status: 403, code: "ACCOUNT_LOCKED", lockedUntil: "2026-11-22T23:45:00.000Z" } }),
      "This account is locked after too many failed sign-in attempts. You can try again after November 22, 2026 at 3:45 PM (Pacific time).",
    ],
    [
      "too many attempts",
      rejected({ rejection: { status: 429, retryAfterSeconds: 300 } }),
      "Too many sign-in attempts. Please wait 5 minutes and try again.",
    ],
    [
      "no reply",
      new AuthError("no-reply", "No response from server. Please try again."),
      "No response from server. Please try again.",
    ],
  ])("explains %s in the summary, keeps the e-mail and empties the password", async (_, failure, message) => {
    const user = renderLogin(async () => {
      throw failure;
    });
    await user.type(screen.getByLabelText("Email address"), "ruth@pinecrest.example");
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const summary = await screen.findByRole("region", { name: "There is a problem" });
    expect(within(summary).getByRole("link").textContent).toMatch(message);
    expect((screen.getByLabelText("Email address") as HTMLInputElement).value).toBe("ruth@pinecrest.example");
    // Emptied by the effect that follows the summary's render: on a busy machine the summary can be seen first.
    await waitFor(() => expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe(""));
  });
});
