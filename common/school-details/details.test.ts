import { describe, expect, it } from "vitest";
import { site } from "../site.ts";
import {
  addressLine,
  directionsHref,
  factReplacer,
  officeHoursLine,
  phoneHref,
  SAMPLE_SCHOOL_DETAILS,
  withSchoolDetails,
} from "./details.ts";

describe("the school's details", () => {
  it("start as the code's own facts, printed as the shell prints them", () => {
    expect(addressLine(SAMPLE_SCHOOL_DETAILS)).toBe("1250 Orchard Ridge Road, Penticton, BC V2A 0A0");
    expect(officeHoursLine(SAMPLE_SCHOOL_DETAILS)).toBe(site.hours.weekdays);
    expect(phoneHref(SAMPLE_SCHOOL_DETAILS.phone)).toBe(site.phoneHref);
  });

  it("dial a number as written, with its country code and extension", () => {
    expect(phoneHref("250 555 0199")).toBe("tel:+12505550199");
    expect(phoneHref("+44 20 7946 0958")).toBe("tel:+442079460958");
    expect(phoneHref("(250) 555-0134 ext. 12")).toBe("tel:+12505550134;ext=12");
  });

  it("ask a maps service for directions to the office's address", () => {
    const url = new URL(directionsHref({ ...SAMPLE_SCHOOL_DETAILS, street: "12 Lakeshore Drive & Main" }));
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("destination")).toBe("12 Lakeshore Drive & Main, Penticton, BC V2A 0A0");
  });

  it("rewrite the sample's facts in page copy with the office's, and leave the rest of the words alone", () => {
    const details = {
      ...SAMPLE_SCHOOL_DETAILS,
      phone: "(250) 555-0199",
      email: "hello@pinecrest.example",
      opens: "07:30",
      reportBullying: "https://safe.example/report",
    };
    const copy = {
      heading: "Contact Us",
      blocks: [
        { type: "paragraph", text: `Call [${site.phone}](${site.phoneHref}) or write to ${site.email}.` },
        { type: "facts", items: [{ value: site.hours.weekdays, label: "Office hours" }] },
        { type: "callout", text: `Use our [form](${site.external.reportBullying}) in ${site.address.city}.` },
      ],
    };
    expect(withSchoolDetails(copy, details)).toEqual({
      heading: "Contact Us",
      blocks: [
        { type: "paragraph", text: "Call [(250) 555-0199](tel:+12505550199) or write to hello@pinecrest.example." },
        { type: "facts", items: [{ value: "Mon-Fri 7:30 AM-4:00 PM", label: "Office hours" }] },
        { type: "callout", text: "Use our [form](https://safe.example/report) in Penticton." },
      ],
    });
  });

  it("leave the copy as it is (the same object) while the office keeps the sample's details", () => {
    const copy = { text: `Call ${site.phone}` };
    expect(withSchoolDetails(copy, SAMPLE_SCHOOL_DETAILS)).toBe(copy);
    expect(factReplacer(SAMPLE_SCHOOL_DETAILS)("anything")).toBe("anything");
  });
});
