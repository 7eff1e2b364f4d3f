import { describe, expect, it } from "vitest";
import { formValues, honeypotFilled, isPhoneNumber } from "./fields.ts";

describe("form helpers", () => {
  it("reads a form's fields as text, and checkbox groups as lists (empty when none is ticked)", () => {
    const form = new FormData();
    form.append("name", "Sam");
    form.append("interests", "events");
    form.append("interests", "coaching");
    expect(formValues(form, ["interests", "days"])).toEqual({
      name: "Sam",
      interests: ["events", "coaching"],
      days: [],
    });
  });

  it("treats a honeypot as filled only when it holds something besides white space", () => {
    expect(honeypotFilled({ website: "" })).toBe(false);
    expect(honeypotFilled({ website: "  " })).toBe(false);
    expect(honeypotFilled({})).toBe(false);
    expect(honeypotFilled({ website: "http://spam.example" })).toBe(true);
    expect(honeypotFilled({ website: ["x"] })).toBe(true);
  });

  it("knows a phone number by its digits, with an optional extension", () => {
    expect(isPhoneNumber("+1 250 555 0134")).toBe(true);
    expect(isPhoneNumber("(250) 555-0134 x 4")).toBe(true);
    expect(isPhoneNumber("555-01")).toBe(false);
    expect(isPhoneNumber("1234567890123456")).toBe(false);
    expect(isPhoneNumber("call 250 555 0134")).toBe(false);
  });
});
