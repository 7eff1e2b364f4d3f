import { describe, expect, it } from "vitest";
import { schoolJsonLd } from "./structured-data.ts";

describe("the school's structured data", () => {
  it("tell search engines the same days and times the shell prints", () => {
    const data = JSON.parse(schoolJsonLd("https://www.pinecrest.example"));
    expect(data.openingHoursSpecification).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "16:00",
    });
  });
});
