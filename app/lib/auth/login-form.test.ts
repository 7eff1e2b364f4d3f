import { describe, expect, it, vi } from "vitest";
import { site } from "../../../common/site.ts";
import { installZoneRules } from "../../../common/zoned-time.ts";
import { AuthError } from "./auth-calls.ts";
import {
  describeLoginFailure,
  formatUnlockTime,
  LOGIN_FIELD_MESSAGES,
  lockedMessage,
  rateLimitedMessage,
  submitLogin,
  validateLogin,
} from "./login-form.ts";

function form(email: string, password: string): FormData {
  const data = new FormData();
  data.set("email", email);
  data.set("password", password);
  return data;
}

describe("the sign-in form's own checks", () => {
  it("asks for both fields", () => {
    expect(validateLogin("", "")).toEqual({
      email: LOGIN_FIELD_MESSAGES.emailMissing,
      password: LOGIN_FIELD_MESSAGES.passwordMissing,
    });
  });

  it("asks for an email address in the right shape", () => {
    expect(validateLogin("ruth.pinecrest.example", "pw")).toEqual({ email: LOGIN_FIELD_MESSAGES.emailFormat });
    expect(validateLogin("ruth@pinecrest.example", "pw")).toEqual({});
  });

  it("does not call the server when a field is wrong, and gives the email back", async () => {
    const auth = { login: vi.fn() };
    const outcome = await submitLogin(form("  ruth@  ", ""), auth);
    expect(auth.login).not.toHaveBeenCalled();
    expect(outcome).toMatchObject({ ok: false, values: { email: "ruth@" } });
  });
});

describe("what the administrator is told when the server says no", () => {
  it("shows the unlock time in the school's zone, America/Vancouver", () => {
    // 23:45 UTC on 22 November is 3:45 PM Pacific Standard Time, written in the site's one time style.
    const shown = formatUnlockTime("2026-11-22T23:45:00.000Z");
    expect(shown).toBe("November 22, 2026 at 3:45 PM");
    expect(lockedMessage("2026-11-22T23:45:00.000Z")).toBe(
      `This account is locked after too many failed sign-in attempts. You can try again after ${shown} (Pacific time).`,
    );
    expect(lockedMessage(undefined)).toBe(
      "This account is locked after too many failed sign-in attempts. Please try again later.",
    );
  });

  it("reads the unlock time with the zone rules the page installed (the server's), not the browser's own", () => {
    // A browser whose data kept Vancouver on daylight time this winter (-7 h) wrote 4:45 PM; the server's
    // rules (-8 h), installed by the sign-in page, say 3:45 PM. Near midnight the day follows the same rules.
    const at = Date.parse("2026-11-22T23:45:00.000Z");
    const rules = (minutes: number) => ({
      timeZone: site.timeZone,
      from: at - 86_400_000,
      to: at + 86_400_000,
      spans: [[at - 86_400_000, minutes]] as [number, number][],
    });
    try {
      installZoneRules(rules(-420));
      expect(formatUnlockTime("2026-11-22T23:45:00.000Z")).toBe("November 22, 2026 at 4:45 PM");
      installZoneRules(rules(-480));
      expect(formatUnlockTime("2026-11-22T23:45:00.000Z")).toBe("November 22, 2026 at 3:45 PM");
      installZoneRules(rules(+60));
      expect(formatUnlockTime("2026-11-22T23:45:00.000Z")).toBe("November 23, 2026 at 12:45 AM");
    } finally {
      installZoneRules(undefined);
    }
  });

  it("turns Retry-After into minutes", () => {
    expect(rateLimitedMessage(60)).toBe("Too many sign-in attempts. Please wait 1 minute and try again.");
    expect(rateLimitedMessage(601)).toBe("Too many sign-in attempts. Please wait 11 minutes and try again.");
    expect(rateLimitedMessage(undefined)).toBe("Too many sign-in attempts. Please wait a few minutes and try again.");
  });

  it("keeps the spec's message for wrong credentials and puts server field messages beside the fields", () => {
    const wrong = new AuthError("rejected", "Invalid email or password. Please try again.", {
      rejection: { status: 403, code: "INVALID_CREDENTIALS" },
    });
    expect(describeLoginFailure(wrong)).toEqual({
      fieldErrors: {},
      formError: "Invalid email or password. Please try again.",
    });
    const invalid = new AuthError("rejected", "Invalid email or password. Please try again.", {
      rejection: { status: 400, code: "VALIDATION", fields: { email: "Enter a valid email" } },
    });
    expect(describeLoginFailure(invalid)).toEqual({ fieldErrors: { email: "Enter a valid email" } });
  });

  it("returns the user on success", async () => {
    const user = { authenticated: true as const, name: "Ruth" };
    const auth = { login: vi.fn(async () => user) };
    await expect(submitLogin(form("ruth@pinecrest.example", "pw"), auth)).resolves.toEqual({ ok: true, user });
    expect(auth.login).toHaveBeenCalledWith("ruth@pinecrest.example", "pw");
  });
});
