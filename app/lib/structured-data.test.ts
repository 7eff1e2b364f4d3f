import { describe, expect, it } from "vitest";
import { SAMPLE_SCHOOL_DETAILS } from "../../common/school-details/details.ts";
import { schoolJsonLd } from "./structured-data.ts";

describe("the school's structured data", () => {
  it("tell search engines the same days and times the shell prints", () => {
    const data = JSON.parse(schoolJsonLd("https://www.pinecrest.example", SAMPLE_SCHOOL_DETAILS));
    expect(data.openingHoursSpecification).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "16:00",
    });
  });

  it("follow the office's details: phone, hours and address, with no fax when there is none", () => {
    const data = JSON.parse(
      schoolJsonLd("https://www.pinecrest.example", {
        ...SAMPLE_SCHOOL_DETAILS,
        phone: "(250) 555-0199",
        fax: "",
        opens: "07:30",
        postalCode: "V2A 1B1",
      }),
    );
    expect(data.telephone).toBe("(250) 555-0199");
    expect(data).not.toHaveProperty("faxNumber");
    expect(data.openingHoursSpecification.opens).toBe("07:30");
    expect(data.address.postalCode).toBe("V2A 1B1");
  });
});
