import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-rules.ts";

const TOO_COMMON = "The password is too common; choose a less predictable one.";
const WEAK_WORD = "The password is a common word with numbers or symbols added; choose a less predictable one.";
const EMAIL = "The password must not contain the e-mail address or part of it.";
const NAME = "The password must not contain the administrator's name.";
const SCHOOL = "The password must not contain the school's name or short name (Pinecrest Christian School, PCS).";

const admin = { email: "grace.whitfield@pinecrest.example", name: "Grace Whitfield" };

describe("the rules for a new administrator password", () => {
  it.each([
    "Larch-Needles-Fall-In-October",
    "Okanagan-Lake-At-Dawn",
    "Lakeshore-orchard-2026!",
    "correct horse battery staple",
    "Vq7#pLm2!xZr9s",
    // A short name is looked for as typed, not across separators.
    "Stop-Cs-Orchard-Ridge",
  ])("accepts %s", (password) => {
    expect(passwordProblem(password, admin)).toBeNull();
  });

  it("keeps the length limits and the breached favourites", () => {
    expect(passwordProblem("Short-pass1")).toBe("The password must be at least 12 characters.");
    expect(passwordProblem("x".repeat(201))).toBe("The password must be at most 200 characters.");
    expect(passwordProblem("password1234")).toBe(TOO_COMMON);
    expect(passwordProblem("abcabcabcabc")).toBe(TOO_COMMON);
  });

  it.each([
    "Password2024!",
    "P@ssw0rd-2024",
    "Pa55word!!!!",
    "Welcome2024!!",
    "welcome_welcome",
    "LetMeIn!12345",
    "Qwerty!2345678",
    "Qwerty-1-Qwerty-1",
    "!!Password!!99",
    "MyPassword2024",
    "Changeme-2025",
    "Summer2024!!",
    "winter-2025-!!",
    "Autumn#2023###",
    "September2024",
    "spring2025spring",
  ])("refuses %s: weak words with only digits, symbols or a year added", (password) => {
    expect(passwordProblem(password, admin)).toBe(WEAK_WORD);
  });

  it.each([
    ["grace.whitfield-1234", NAME],
    ["Whitfield-Orchard-77", NAME],
    ["Gr4ce-orchard-ridge", NAME],
    ["Amazing-GRACE-hymns", NAME],
    ["Whit-Field-Lake-Trail", NAME],
  ])("refuses %s: it holds the administrator's name", (password, message) => {
    // The name check runs after the e-mail check; this address holds no part of the name.
    expect(passwordProblem(password, { email: "office@pinecrest.example", name: admin.name })).toBe(message);
  });

  it.each(["office-orchard-2026", "Orchard-0ffice-Ridge", "my-office-is-upstairs"])(
    "refuses %s: it holds the e-mail address's name",
    (password) => {
      expect(passwordProblem(password, { email: "Office@Pinecrest.example", name: "Ruth Okafor" })).toBe(EMAIL);
    },
  );

  it.each([
    "Pinecrest-Orchard-77",
    "pine-crest-orchard",
    "P1necrest-Ridge-Road",
    "Orchard-PCS-Ridge-2026",
    "pinecrestchristianschool",
    "Go-Pinecrest-Eagles!",
  ])("refuses %s: it holds the school's name or short name", (password) => {
    expect(passwordProblem(password, { email: "ruth@pinecrest.example", name: "Ruth Okafor" })).toBe(SCHOOL);
  });
});
