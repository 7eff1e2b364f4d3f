import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES, contactSchema } from "./contact-schema.ts";
import { fieldErrorsOf } from "./field-errors.ts";
import { controlCharactersMessage, EMAIL_MESSAGES, NAME_MESSAGES, PHONE_MESSAGES } from "./fields.ts";

const valid = { name: "Jane Doe", email: "jane@example.com", phone: "", topic: "general", message: "Hello" };

function errors(input: unknown) {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

describe("contactSchema", () => {
  it("accepts a complete message, trimming text and storing an empty phone as null", () => {
    expect(contactSchema.parse({ ...valid, name: "  Jane Doe  ", message: "\n Hello \n" })).toEqual({
      name: "Jane Doe",
      email: "jane@example.com",
      phone: null,
      topic: "general",
      message: "Hello",
    });
  });

  it("drops fields it does not know, the honeypot among them", () => {
    expect(contactSchema.parse({ ...valid, website: "spam", admin: true })).not.toHaveProperty("website");
  });

  it("names every missing required field with its GOV.UK message, phone being optional", () => {
    expect(errors({})).toEqual({
      name: NAME_MESSAGES.missing,
      email: EMAIL_MESSAGES.missing,
      topic: CONTACT_MESSAGES.topic,
      message: CONTACT_MESSAGES.messageMissing,
    });
    expect(errors({ name: " ", email: " ", topic: "", message: "   " })).toEqual(errors({}));
  });

  it("checks the email's shape and the phone's digits", () => {
    expect(errors({ ...valid, email: "jane@example" })).toEqual({ email: EMAIL_MESSAGES.format });
    expect(errors({ ...valid, email: "jane example.com" })).toEqual({ email: EMAIL_MESSAGES.format });
    expect(errors({ ...valid, phone: "555" })).toEqual({ phone: PHONE_MESSAGES.format });
    expect(errors({ ...valid, phone: "two five oh" })).toEqual({ phone: PHONE_MESSAGES.format });
    for (const phone of ["250 555 0134", "+1 (250) 555-0134", "250.555.0134", "250-555-0134 ext. 12"]) {
      expect(errors({ ...valid, phone }), phone).toEqual({});
    }
  });

  it("allows a message of up to 5,000 characters and says so beyond it", () => {
    expect(errors({ ...valid, message: "a".repeat(5000) })).toEqual({});
    expect(errors({ ...valid, message: "a".repeat(5001) })).toEqual({
      message: "Message must be 5,000 characters or less",
    });
  });

  it("offers only the listed topics", () => {
    expect(errors({ ...valid, topic: "tour" })).toEqual({});
    expect(errors({ ...valid, topic: "complaints" })).toEqual({ topic: "Select what your message is about" });
  });

  it("refuses control characters with the field named, allowing tab and line breaks in the message only", () => {
    expect(errors({ ...valid, name: "Jane\u0000" })).toEqual({ name: controlCharactersMessage("Name") });
    expect(errors({ ...valid, name: "Jane\nDoe" })).toEqual({ name: controlCharactersMessage("Name") });
    expect(errors({ ...valid, email: "jane@example.com\u007f" })).toEqual({
      email: controlCharactersMessage("Email address"),
    });
    expect(errors({ ...valid, phone: "250 555 0134\u0000" })).toEqual({
      phone: controlCharactersMessage("Telephone number"),
    });
    expect(errors({ ...valid, message: "Hi\u0000" })).toEqual({ message: controlCharactersMessage("Message") });
    expect(errors({ ...valid, message: "Hi\u000bthere" })).toEqual({ message: controlCharactersMessage("Message") });
    expect(errors({ ...valid, message: "Line one\r\n\tLine two" })).toEqual({});
  });
});
