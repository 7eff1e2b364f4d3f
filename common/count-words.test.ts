import { describe, expect, it } from "vitest";
import { countWords } from "./count-words.ts";

describe("countWords", () => {
  it("says one thing in the singular and none or several in the plural", () => {
    expect(countWords(1, "sign-up", "sign-ups")).toBe("1 sign-up");
    expect(countWords(0, "message", "messages")).toBe("0 messages");
    expect(countWords(3, "e-mail", "e-mails")).toBe("3 e-mails");
  });
});
