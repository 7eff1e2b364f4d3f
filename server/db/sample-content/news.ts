/** Sample news and announcements: stories dated after the events they tell of, plus a few recent notices. */

import type { NewsInput } from "../../../common/content/news/types.ts";
import { site } from "../../../common/site.ts";
import { addDays, zonedDate, zonedToInstant } from "../../../common/zoned-time.ts";
import {
  date,
  lastOccurrence,
  lastWeekday,
  nthWeekday,
  SATURDAY,
  schoolYearLabel,
  schoolYearStart,
  THURSDAY,
} from "./dates.ts";
import { sampleImage } from "./images.ts";

const DAY = 86_400_000;

interface Dated {
  /** The day it was published, in the calendar year given. */
  on?: (calendarYear: number) => string;
  /** Or: how many days before now. */
  daysAgo?: number;
  item: (publishedYear: number) => Omit<NewsInput, "publishedAt">;
}

function stories(now: Date): Dated[] {
  const nextSchoolYear = schoolYearLabel(schoolYearStart(now) + 1);
  return [
    {
      daysAgo: 3,
      item: () => ({
        title: `Tours for ${nextSchoolYear} are open`,
        summary: "Families thinking about PCS can book a weekday tour with our admissions team.",
        category: "announcement",
        pinned: true,
        tags: ["admissions"],
        bodyHtml: `<p>If you are wondering whether ${site.shortName} is the right place for your child, the best way to find out is to visit. Tours for the ${nextSchoolYear} school year run on weekday mornings and last about an hour.</p><p>You will see classrooms in session, meet a few teachers and have time to ask about enrolment, tuition and bursaries. Children are welcome to come along.</p><p>Call the office at <a href="${site.phoneHref}">${site.phone}</a> or write to <a href="mailto:${site.email}">${site.email}</a> to book a time. You can also read our <a href="/admissions/enrollment">enrolment steps</a> before you come.</p>`,
      }),
    },
    {
      daysAgo: 8,
      item: () => ({
        title: "Hot lunch ordering has moved online",
        summary: "Order hot lunch for the month ahead from your phone; the paper forms are retired.",
        category: "announcement",
        tags: ["families"],
        bodyHtml: `<p>Hot lunch orders are now placed through our <a href="${site.external.hotLunch}">online ordering page</a>. Orders for each month close on the 20th of the month before.</p><p>Menus still come from local kitchens, and Thursday pizza is staying. If you would rather not order online, the office will happily place an order for you.</p><p>Families receiving lunch support will see no change: it continues quietly through the office.</p>`,
      }),
    },
    {
      on: (year) => date(year, 9, 10),
      item: (year) => ({
        title: `Welcome to the ${schoolYearLabel(year)} school year`,
        summary: "A full school, fourteen new families and a new learning commons to start the year.",
        category: "news",
        tags: ["school year"],
        bodyHtml: `<p>It has been a joy to hear the hallways full again. We welcomed fourteen new families this September and three new teachers, who you will meet at the Welcome Back Barbecue.</p><p>Our theme for the year is <em>Rooted</em>, from Colossians 2:7: "rooted and built up in him." In chapel and in class, students will think about what it means to grow deep roots in faith, in friendship and in learning.</p><p>Thank you for trusting us with your children. Our door is always open.</p>`,
      }),
    },
    {
      on: (year) => addDays(lastWeekday(year, 9, THURSDAY), 1),
      item: () => ({
        title: "Terry Fox Run raises $4,120 for cancer research",
        ...sampleImage("terry-fox-run"),
        summary: "Every class ran, walked or rolled the loop, and the toonies added up.",
        category: "news",
        tags: ["community", "athletics"],
        bodyHtml:
          "<p>Under a clear September sky, all 320 students took to the school loop for this year's Terry Fox Run. Our Grade 1 class managed four laps between them, and the Grade 12s ran alongside the Kindergarten buddies.</p><p>Together we raised $4,120 for the Terry Fox Foundation. Thank you to the parents who handed out water and to Mr. Alvarez for keeping the tally.</p>",
      }),
    },
    {
      on: (year) => date(year, 10, 22),
      item: () => ({
        title: "Grade 7 returns from outdoor school",
        summary: "Three days of canoeing, fire-building and night skies at Camp Kettle Ridge.",
        category: "news",
        tags: ["outdoor education"],
        bodyHtml:
          "<p>Our Grade 7 students spent three days at Camp Kettle Ridge, learning to paddle a canoe, light a fire in the rain and find the North Star. Each evening ended with worship around the fire.</p><p>Thank you to the six parents who came as cabin leaders. Photos are in the class newsletter.</p>",
      }),
    },
    {
      on: (year) => date(year, 11, 13),
      item: () => ({
        title: "Students lead our Remembrance Day assembly",
        summary: "Grade 11 students read the names of family members who served, in a service of quiet respect.",
        category: "news",
        tags: ["community"],
        bodyHtml:
          "<p>This year's assembly was planned and led by our Grade 11 history class. Students read the names of relatives who served, shared letters home from the First World War and laid a wreath made by the Grade 3 class.</p><p>We were honoured to welcome two veterans from the Penticton Legion, who stayed afterwards to answer questions from students.</p>",
      }),
    },
    {
      on: (year) => date(year, 11, 28),
      item: () => ({
        title: "Christmas hamper drive: what to bring",
        ...sampleImage("hamper-drive"),
        summary: "Each class has adopted a family. Here is what is needed and when to drop it off.",
        category: "announcement",
        tags: ["Christmas", "service"],
        bodyHtml:
          "<p>Every class has been matched with a Penticton family through the Christmas Bureau. Please bring donations to the office in the next two weeks:</p><ul><li>non-perishable food (canned fish, peanut butter, pasta, cereal)</li><li>new, unwrapped toys and books</li><li>warm hats, mittens and socks</li></ul><p>Class lists of the family's needs come home in backpacks. Thank you for your generosity.</p>",
      }),
    },
    {
      on: (year) => addDays(nthWeekday(year, 12, THURSDAY, 2), 2),
      item: () => ({
        title: "A full house for the Christmas concert",
        ...sampleImage("christmas-concert"),
        summary: "Every grade sang, and the collection raised $1,860 for the Christmas Bureau.",
        category: "news",
        tags: ["Christmas", "music"],
        bodyHtml:
          "<p>More than 600 family members filled the gym for our Christmas concert. The Kindergarten class opened with <em>Away in a Manger</em>, the chamber choir sang a Ukrainian carol in four parts, and the whole school closed with <em>Joy to the World</em>.</p><p>Your gifts at the door raised $1,860 for the Penticton Christmas Bureau. Thank you to Mrs. Delacroix and every teacher who rehearsed for weeks.</p>",
      }),
    },
    {
      on: (year) => date(year, 1, 27),
      item: () => ({
        title: "Senior girls' volleyball heads to provincials",
        summary: "The Eagles finished second in the valley and qualified for the provincial tournament.",
        category: "news",
        tags: ["athletics"],
        bodyHtml:
          "<p>Our senior girls' volleyball team finished second at the Okanagan Valley championship and will play at the provincial tournament for the first time in eight years.</p><p>Coach Patel says the team's strength is how they encourage each other after a lost point. Families can follow scores on the school's social page.</p>",
      }),
    },
    {
      on: (year) => addDays(nthWeekday(year, 2, THURSDAY, 2), 1),
      item: () => ({
        title: "Grandparents' Day fills the gym",
        summary: "Over 200 grandparents and grand-friends visited classrooms and stayed for tea.",
        category: "news",
        tags: ["families"],
        bodyHtml:
          "<p>More than 200 grandparents and special friends spent the morning with us. Some came from across the street, some from as far as Saskatoon, and two joined by video call from the Philippines.</p><p>Students shared their work, and the elementary choir sang <em>Great Is Thy Faithfulness</em> before tea. Thank you to the volunteers who poured many, many cups.</p>",
      }),
    },
    {
      on: (year) => date(year, 2, 24),
      item: () => ({
        title: "Spring musical tickets on sale",
        ...sampleImage("spring-musical"),
        summary: "Orchard Lane, an original musical by our secondary students, opens next month.",
        category: "announcement",
        tags: ["music", "drama"],
        bodyHtml:
          "<p>Tickets for <em>Orchard Lane</em> are on sale at the office: $12 for adults and $6 for students, with children under five free. There is an evening opening night and a Saturday matinee.</p><p>The songs, the set and most of the costumes were made by our Grade 8 to 12 students. We cannot wait for you to see it.</p>",
      }),
    },
    {
      on: (year) => date(year, 4, 23),
      item: () => ({
        title: "Science fair: from bee counts to water filters",
        ...sampleImage("science-fair"),
        summary: "Ninety projects, six judges and a lot of curious questions.",
        category: "news",
        tags: ["science"],
        bodyHtml:
          "<p>Ninety projects from Grades 4 to 9 filled the gym for this year's science fair. Highlights included a Grade 6 study counting bees in three local orchards and a Grade 9 water filter built from sand, gravel and charcoal.</p><p>Five students will represent PCS at the regional fair in Kelowna. Thank you to the parents who gave their afternoon to judge.</p>",
      }),
    },
    {
      on: (year) => addDays(nthWeekday(year, 5, THURSDAY, 2), 1),
      item: () => ({
        title: "Track team brings home ribbons from Kings Park",
        ...sampleImage("terry-fox-run"),
        summary: "Personal bests in the 800 m, the long jump and the relay at the South Okanagan meet.",
        category: "news",
        tags: ["athletics", "track and field"],
        bodyHtml:
          "<p>Forty-two PCS athletes competed at Kings Park in Penticton this week. Our Grade 6 relay team took first place, and a dozen students set personal bests.</p><p>Just as proud a moment: our athletes stayed to cheer the last runner of every heat, whatever school she ran for.</p>",
      }),
    },
    {
      on: (year) => addDays(nthWeekday(year, 6, SATURDAY, 1), 2),
      item: (year) => ({
        title: `Congratulations to the Class of ${year}`,
        ...sampleImage("graduation"),
        summary: "Twenty-six graduates received their Dogwood Diplomas before a full gym.",
        category: "news",
        tags: ["graduation"],
        bodyHtml: `<p>On Saturday, twenty-six students of the Class of ${year} crossed the stage. Each was presented by a teacher who has known them well, some since Kindergarten.</p><p>Graduates are heading to university and college, into trades apprenticeships, to a year of service overseas and straight into work. Wherever they go, they go with our prayers.</p>`,
      }),
    },
    {
      on: (year) => date(year, 3, 5),
      item: () => ({
        title: "A new learning commons for the library",
        ...sampleImage("learning-commons"),
        summary: "Thanks to donors, the library now has group study rooms, a maker space and longer hours.",
        category: "news",
        tags: ["campus", "giving"],
        bodyHtml: `<p>The library has become a learning commons, with two group study rooms, a maker space with a 3D printer and soldering station, and quiet corners for reading. Thank you to every family and friend who gave to the <a href="/about/campus-expansion">campus expansion</a>.</p><p>The commons is open from 7:45 AM to 4:30 PM on school days.</p>`,
      }),
    },
  ];
}

/** Sample news around `now`, ready for news.create(): nothing dated in the future, plus one draft. */
export function sampleNews(now: Date): NewsInput[] {
  const published = stories(now).map(({ on, daysAgo = 0, item }): NewsInput => {
    let publishedAt: Date;
    if (on) {
      const day = lastOccurrence(on, now);
      const morning = zonedToInstant(day, "09:00");
      publishedAt = morning.getTime() > now.getTime() ? now : morning;
    } else {
      publishedAt = new Date(now.getTime() - daysAgo * DAY);
    }
    const year = Number(zonedDate(publishedAt).slice(0, 4));
    return { ...item(year), publishedAt: publishedAt.toISOString(), status: "published" };
  });
  published.push({
    title: "Summer reading list",
    summary: "Teachers' picks for every grade. (A draft: the office is still collecting titles.)",
    category: "announcement",
    bodyHtml: "<p>Lists for Kindergarten to Grade 5 are in; secondary lists to follow.</p>",
    publishedAt: now.toISOString(),
    status: "draft",
  });
  return published;
}
