import { describe, expect, it } from "vitest";
import { AUDIT_KEPT_MONTHS, DEFAULT_RETENTION_MONTHS } from "../../privacy/records.ts";
import type { Block } from "../types.ts";
import { retentionItems, sitePrivacyPolicy } from "./privacy-policy.ts";

/** The items under "How long we keep it", as a new site's page shows them. */
function keptList(): string[] {
  const at = sitePrivacyPolicy.blocks.findIndex((block) => block.type === "heading" && block.id === "retention");
  const list: Block | undefined = sitePrivacyPolicy.blocks[at + 1];
  return list?.type === "list" ? list.items : [];
}

describe("the privacy policy's retention periods", () => {
  it("say what the daily sweep deletes, with the periods of its constants", () => {
    const items = keptList();
    expect(items).toContain(
      `Contact messages, volunteer sign-ups and the e-mails about them: ${DEFAULT_RETENTION_MONTHS} months after they are sent, then deleted.`,
    );
    // The policy says the log's period in words; this is the number they were written for.
    expect(AUDIT_KEPT_MONTHS).toBe(24);
    expect(items).toContainEqual(
      expect.stringMatching(/^The record of sign-ins and of what staff do here: two years, then deleted\. It may name/),
    );
    // What the log holds of families is said, not only its period, and that an erasure reaches it (ADR 065); it
    // no longer says the log names those who asked to be deleted, which is no longer so.
    expect(items.join(" ")).toContain(
      "until you ask us to delete your information; then we remove your address and name.",
    );
    expect(items.join(" ")).not.toContain("anyone who asked us to delete their information");
    // Accounts are switched off, never deleted: the policy does not promise otherwise.
    expect(items).toContain(
      "Staff accounts: switched off, not deleted, when the staff member leaves, so the record of changes can name them.",
    );
    // The promises the software never kept are gone.
    expect(items.join(" ")).not.toMatch(/last reply|school year|record of changes is kept/);
  });

  it("keep the periods the sweep does not set as they were", () => {
    expect(keptList()).toEqual(
      expect.arrayContaining([
        "Server logs: no longer than 90 days.",
        expect.stringContaining("such as an alumni profile: 30 days"),
        expect.stringContaining("at least one year after that decision, as PIPA requires"),
      ]),
    );
  });

  it("are dated: the lead and the last paragraph give the day this version took effect", () => {
    expect(sitePrivacyPolicy.lead).toMatch(/Effective November 28, 2026\.$/);
    expect(sitePrivacyPolicy.blocks.at(-1)).toEqual({
      type: "paragraph",
      text: expect.stringContaining("This version is effective November 28, 2026."),
    });
  });

  it("state another period the office chose in months, or in years when it is whole years", () => {
    expect(retentionItems(6)[0]).toBe(
      "Contact messages, volunteer sign-ups and the e-mails about them: 6 months after they are sent, then deleted.",
    );
    expect(retentionItems(12)[0]).toContain(": one year after they are sent");
    expect(retentionItems(84)[0]).toContain(": seven years after they are sent");
  });
});
