import { describe, expect, it } from "vitest";
import { auditQuerySchema, describeEntry } from "./entries.ts";

describe("describeEntry", () => {
  it("says what happened to a content item, by its title", () => {
    expect(describeEntry("news.updated", { id: "1", title: "Snow day" })).toBe("Changed the news item “Snow day”");
    expect(describeEntry("why-choose.restored", { title: "Small classes" })).toBe(
      "Restored an earlier version of the reason on Why choose PCS “Small classes”",
    );
    expect(describeEntry("careers.deleted", {})).toBe("Deleted the careers posting");
    expect(describeEntry("news.put_back", { title: "Snow day" })).toBe("Put back the news item “Snow day”");
    expect(describeEntry("alumni.deleted_forever", { title: "Ruth Okafor" })).toBe(
      "Permanently deleted the alumni story “Ruth Okafor”",
    );
  });

  it("says which picture's description was changed, by its file name", () => {
    expect(describeEntry("media.updated", { id: "abc", name: "relay.jpg" })).toBe(
      "Changed the description of the picture relay.jpg",
    );
  });

  it("counts the deleted items the daily sweep removed, when there were any", () => {
    const counts = { messages: 1, signups: 0, emails: 2 };
    expect(describeEntry("privacy.swept", counts)).toBe(
      "Deleted what was older than the retention period: 1 message, 0 sign-ups, 2 e-mails",
    );
    expect(describeEntry("privacy.swept", { ...counts, deletedItems: 3 })).toBe(
      "Deleted what was older than the retention period: 1 message, 0 sign-ups, 2 e-mails, and 3 deleted items kept 30 days",
    );
  });

  it("counts the deleted contact messages the sweep removed, and says what happened to one put back or deleted forever", () => {
    const counts = { messages: 1, signups: 0, emails: 2 };
    expect(describeEntry("privacy.swept", { ...counts, deletedMessages: 2, deletedItems: 1 })).toBe(
      "Deleted what was older than the retention period: 1 message, 0 sign-ups, 2 e-mails, 2 deleted messages kept 30 days, and 1 deleted item kept 30 days",
    );
    expect(describeEntry("messages.put_back", { from: "maria@example.com" })).toBe(
      "Put back a deleted contact message from maria@example.com",
    );
    expect(describeEntry("messages.deleted_forever", { from: "maria@example.com" })).toBe(
      "Permanently deleted a contact message from maria@example.com",
    );
  });

  it("counts the deleted pictures the sweep removed, and names a picture put back or deleted forever by its file", () => {
    const counts = { messages: 0, signups: 0, emails: 0 };
    expect(describeEntry("privacy.swept", { ...counts, deletedItems: 1, deletedPictures: 2 })).toBe(
      "Deleted what was older than the retention period: 0 messages, 0 sign-ups, 0 e-mails, 1 deleted item kept 30 days, and 2 deleted pictures kept 30 days",
    );
    expect(describeEntry("media.put_back", { id: "abc", name: "relay.jpg" })).toBe("Put back the picture relay.jpg");
    expect(describeEntry("media.deleted_forever", { id: "abc", name: "relay.jpg" })).toBe(
      "Permanently deleted the picture relay.jpg",
    );
  });

  it("counts the activity log's own entries the sweep removed, when there were any", () => {
    const counts = { messages: 1, signups: 0, emails: 2, deletedItems: 0, logEntries: 0 };
    expect(describeEntry("privacy.swept", counts)).toBe(
      "Deleted what was older than the retention period: 1 message, 0 sign-ups, 2 e-mails",
    );
    expect(describeEntry("privacy.swept", { ...counts, logEntries: 40 })).toBe(
      "Deleted what was older than the retention period: 1 message, 0 sign-ups, 2 e-mails, and 40 activity log entries older than two years",
    );
    expect(describeEntry("privacy.swept", { ...counts, deletedItems: 3, logEntries: 40 })).toBe(
      "Deleted what was older than the retention period: 1 message, 0 sign-ups, 2 e-mails, 3 deleted items kept 30 days, and 40 activity log entries older than two years",
    );
  });

  it("counts one of a kind in the singular", () => {
    expect(describeEntry("privacy.swept", { messages: 0, signups: 1, emails: 1, deletedItems: 1, logEntries: 1 })).toBe(
      "Deleted what was older than the retention period: 0 messages, 1 sign-up, 1 e-mail, 1 deleted item kept 30 days, and 1 activity log entry older than two years",
    );
  });

  it("says who an account change was about, and why a sign-in failed", () => {
    expect(describeEntry("admins.deactivated", { name: "Ben Secretary", email: "ben@x.example" })).toBe(
      "Deactivated Ben Secretary",
    );
    expect(describeEntry("auth.login_failed", { email: "a@x.example", reason: "unknown-email" })).toBe(
      "Sign-in failed for a@x.example (no such administrator)",
    );
    expect(describeEntry("auth.device_locked", { email: "a@x.example" })).toBe(
      "Stopped trusting one browser for a@x.example for a while after repeated failures there",
    );
    expect(describeEntry("messages.deleted", { from: "parent@example.com" })).toBe(
      "Deleted a contact message from parent@example.com",
    );
  });

  it("says what a family's message, sign-up or e-mail was without naming them (ADR 065)", () => {
    const message = { id: "7f0c", topic: "tour" };
    expect(describeEntry("messages.handled", message)).toBe("Marked a contact message about booking a tour as handled");
    expect(describeEntry("messages.reopened", message)).toBe(
      "Marked a contact message about booking a tour as not handled",
    );
    expect(describeEntry("messages.deleted", message)).toBe("Deleted a contact message about booking a tour");
    expect(describeEntry("messages.put_back", message)).toBe("Put back a deleted contact message about booking a tour");
    expect(describeEntry("volunteers.deleted", { id: "1", eventId: "e1", eventTitle: "Spring Fair" })).toBe(
      "Removed a volunteer sign-up for Spring Fair",
    );
    expect(describeEntry("volunteers.deleted", { id: "1", eventId: null, eventTitle: null })).toBe(
      "Removed a volunteer sign-up for general help",
    );
    expect(describeEntry("volunteers.told_dates_gone", { eventId: "e1", eventTitle: "Hot lunch", count: 2 })).toBe(
      "E-mailed 2 volunteers of Hot lunch that their date is no longer held",
    );
    expect(describeEntry("mail.retried", { id: "m3", kind: "volunteer.date_gone" })).toBe(
      "Sent again a failed e-mail: a volunteer's notice that their date is no longer held",
    );
    expect(describeEntry("mail.retried", { id: "m1", kind: "volunteer.confirmation" })).toBe(
      "Sent again a failed e-mail: a volunteer's confirmation",
    );
    // A staff member's own invitation is still named by its address.
    expect(describeEntry("mail.retried", { id: "m2", kind: "admins.invite", to: "ben@x.example", subject: "Hi" })).toBe(
      "Sent again the e-mail “Hi” to ben@x.example",
    );
  });

  it("says what an erasure went through by counts, and an older entry erased since by its marker", () => {
    expect(describeEntry("privacy.erased", { messages: 2, signups: 1, emails: 3, logEntries: 1 })).toBe(
      "Deleted everything held about one e-mail address on request: 2 messages, 1 sign-up, 3 e-mails, 1 activity log entry",
    );
    expect(describeEntry("messages.handled", { id: "7f0c", from: "(erased on request)", topic: "tour" })).toBe(
      "Marked a contact message from (erased on request) as handled",
    );
  });

  it("reads an action it does not know as itself", () => {
    expect(describeEntry("settings.changed", {})).toBe("settings.changed");
  });
});

describe("auditQuerySchema", () => {
  it("takes school days and refuses an end before the start", () => {
    expect(auditQuerySchema.safeParse({ from: "2026-11-01", to: "2026-11-30" }).success).toBe(true);
    const backwards = auditQuerySchema.safeParse({ from: "2026-11-30", to: "2026-11-01" });
    expect(backwards.success).toBe(false);
    expect(backwards.error?.issues[0]?.path).toEqual(["to"]);
  });
});
