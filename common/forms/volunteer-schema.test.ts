import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./field-errors.ts";
import { EMAIL_MESSAGES, NAME_MESSAGES, PHONE_MESSAGES } from "./fields.ts";
import { VOLUNTEER_MESSAGES, volunteerSchema } from "./volunteer-schema.ts";

const EVENT = "3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f";
const valid = {
  name: "Sam Lee",
  email: "sam@example.com",
  phone: "250 555 0101",
  eventId: "",
  interests: ["events"],
  availability: "",
  criminalRecordCheck: "yes",
  notes: "",
};

function errors(input: unknown) {
  const result = volunteerSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

describe("volunteerSchema", () => {
  it("asks for the date with every other problem when the form drew the date question for the event chosen", () => {
    const asked = { ...valid, name: "", eventId: EVENT, dateFor: EVENT.toUpperCase() };
    expect(errors(asked)).toEqual({ name: NAME_MESSAGES.missing, date: VOLUNTEER_MESSAGES.dateMissing });
    expect(errors({ ...asked, name: "Sam Lee", date: "2026-12-06T19:00:00.000Z" })).toEqual({});
    // The visitor changed to another event after the page drew the question (no JavaScript): nothing is asked.
    expect(errors({ ...asked, eventId: "9c2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f" })).toEqual({
      name: NAME_MESSAGES.missing,
    });
  });

  it("accepts a general offer of help, with empty optional fields as null", () => {
    expect(volunteerSchema.parse(valid)).toEqual({
      name: "Sam Lee",
      email: "sam@example.com",
      phone: "250 555 0101",
      eventId: null,
      date: null,
      interests: ["events"],
      availability: null,
      criminalRecordCheck: "yes",
      notes: null,
    });
  });

  it("accepts an event without roles, normalising the id's case, and removes repeated roles", () => {
    const parsed = volunteerSchema.parse({ ...valid, eventId: EVENT.toUpperCase(), interests: [] });
    expect(parsed).toMatchObject({ eventId: EVENT, interests: [] });
    expect(volunteerSchema.parse({ ...valid, interests: ["events", "events", "coaching"] }).interests).toEqual([
      "events",
      "coaching",
    ]);
  });

  it("names every problem at once, including the missing roles while other fields are wrong", () => {
    expect(errors({ interests: [] })).toEqual({
      name: NAME_MESSAGES.missing,
      email: EMAIL_MESSAGES.missing,
      phone: PHONE_MESSAGES.missing,
      interests: VOLUNTEER_MESSAGES.interests,
      criminalRecordCheck: VOLUNTEER_MESSAGES.recordCheck,
    });
  });

  it("takes a date as the instant it names, in the one spelling stored, and refuses text that is not an instant", () => {
    expect(volunteerSchema.parse({ ...valid, eventId: EVENT, date: "2026-12-05T03:00Z" }).date).toBe(
      "2026-12-05T03:00:00.000Z",
    );
    expect(volunteerSchema.parse({ ...valid, date: "2026-12-04T19:00:00-08:00" }).date).toBe(
      "2026-12-05T03:00:00.000Z",
    );
    expect(volunteerSchema.parse({ ...valid, date: " " }).date).toBeNull();
    for (const date of ["next Friday", "2026-12-04", "2026-13-45T99:00Z", "\u0000"]) {
      expect(errors({ ...valid, eventId: EVENT, date }), date).toEqual({ date: VOLUNTEER_MESSAGES.dateMissing });
    }
  });

  it("refuses an event id that cannot be one, an unknown role and an unknown record-check answer", () => {
    expect(errors({ ...valid, eventId: "spring-fair" })).toEqual({ eventId: VOLUNTEER_MESSAGES.eventId });
    expect(errors({ ...valid, interests: ["juggling"] })).toEqual({ interests: VOLUNTEER_MESSAGES.interests });
    expect(errors({ ...valid, criminalRecordCheck: "soon" })).toEqual({
      criminalRecordCheck: "Select whether you have a criminal record check",
    });
    expect(errors({ ...valid, criminalRecordCheck: "in-progress" })).toEqual({});
  });

  it("limits the free-text answers", () => {
    expect(errors({ ...valid, availability: "a".repeat(1001), notes: "a".repeat(2001) })).toEqual({
      availability: "Availability must be 1,000 characters or less",
      notes: "Anything else must be 2,000 characters or less",
    });
  });
});
