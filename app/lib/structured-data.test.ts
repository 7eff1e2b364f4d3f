import { describe, expect, it } from "vitest";
import { SAMPLE_SCHOOL_DETAILS } from "../../common/school-details/details.ts";
import { site } from "../../common/site.ts";
import { eventJsonLd, jobPostingJsonLd, newsArticleJsonLd, schoolJsonLd } from "./structured-data.ts";

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

const SITE = "https://www.pinecrest.example";

describe("an event's structured data", () => {
  const concert = {
    id: "e1",
    title: "Christmas Concert",
    summary: "Carols and readings from every grade.",
    location: "PCS Gymnasium",
    startsAt: "2026-12-11T03:00:00.000Z",
    endsAt: "2026-12-11T04:30:00.000Z",
    allDay: false,
    imageUrl: "/media/concert.webp",
  };

  it("gives a timed event's instants, its place in the office's words, an absolute picture and its page", () => {
    const data = JSON.parse(eventJsonLd(concert, SITE, SAMPLE_SCHOOL_DETAILS));
    expect(data).toMatchObject({
      "@type": "Event",
      name: "Christmas Concert",
      startDate: "2026-12-11T03:00:00.000Z",
      endDate: "2026-12-11T04:30:00.000Z",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: "PCS Gymnasium", address: "PCS Gymnasium" },
      image: [`${SITE}/media/concert.webp`],
      organizer: { "@type": "Organization", name: site.name },
      url: `${SITE}/event/e1`,
    });
  });

  it("gives an all-day event its days in Penticton, the last one included, and the school's address when no place is named", () => {
    // Winter break: December 21 to January 1 inclusive, stored as midnight to the midnight after, Pacific time.
    const data = JSON.parse(
      eventJsonLd(
        {
          ...concert,
          location: "",
          allDay: true,
          imageUrl: null,
          startsAt: "2026-12-21T08:00:00.000Z",
          endsAt: "2027-01-02T08:00:00.000Z",
        },
        SITE,
        { ...SAMPLE_SCHOOL_DETAILS, street: "12 Orchard Lane" },
      ),
    );
    expect(data.startDate).toBe("2026-12-21");
    expect(data.endDate).toBe("2027-01-01");
    expect(data.location).toMatchObject({ name: site.name, address: { streetAddress: "12 Orchard Lane" } });
    expect(data).not.toHaveProperty("image");
  });

  it("cannot be closed early by what the office typed", () => {
    const text = eventJsonLd({ ...concert, title: "</script><script>alert(1)</script>" }, SITE, SAMPLE_SCHOOL_DETAILS);
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
  });
});

describe("a news item's structured data", () => {
  const item = {
    id: "n1",
    title: "Hamper Drive starts Monday",
    summary: "Classes gather food and gifts.",
    publishedAt: "2026-11-20T16:00:00.000Z",
    updatedAt: "2026-11-22T18:30:00.000Z",
    imageUrl: "https://cdn.example/hampers.webp",
  };

  it("is the school's article, with its dates, picture and page", () => {
    const data = JSON.parse(newsArticleJsonLd(item, SITE));
    expect(data).toMatchObject({
      "@type": "NewsArticle",
      headline: "Hamper Drive starts Monday",
      datePublished: "2026-11-20T16:00:00.000Z",
      dateModified: "2026-11-22T18:30:00.000Z",
      image: ["https://cdn.example/hampers.webp"],
      publisher: { "@type": "Organization", name: site.name, logo: `${SITE}/favicon.svg` },
      url: `${SITE}/events/news-and-announcements/n1`,
    });
  });

  it("counts an edit made before its publishing time as no change", () => {
    const data = JSON.parse(newsArticleJsonLd({ ...item, updatedAt: "2026-11-19T10:00:00.000Z" }, SITE));
    expect(data.dateModified).toBe(item.publishedAt);
  });
});

describe("a posting's structured data", () => {
  it("places the job at the address the office keeps", () => {
    const data = JSON.parse(
      jobPostingJsonLd(
        {
          id: "p1",
          title: "Grade 3 Teacher",
          descriptionHtml: "<p>Teach.</p>",
          requirementsHtml: "",
          employmentType: "full-time",
          createdAt: "2026-11-01T17:00:00.000Z",
          startDate: "2027-08-30",
          closingDate: null,
        },
        SITE,
        { ...SAMPLE_SCHOOL_DETAILS, street: "12 Orchard Lane", city: "Summerland" },
      ),
    );
    expect(data.jobLocation.address).toMatchObject({ streetAddress: "12 Orchard Lane", addressLocality: "Summerland" });
  });
});
