/** Sample events: one school year of them, placed around "now" so some are just past and most are ahead. */

import { clockTime } from "../../../common/clock-words.ts";
import type { EventInput } from "../../../common/content/events/types.ts";
import { site } from "../../../common/site.ts";
import { addDays, zonedToInstant } from "../../../common/zoned-time.ts";
import {
  date,
  easterSunday,
  FRIDAY,
  lastWeekday,
  MONDAY,
  nextOccurrence,
  nthWeekday,
  SATURDAY,
  schoolDayOnOrBefore,
  THURSDAY,
  WEDNESDAY,
  weekdayOnOrBefore,
  inSchoolYear as y,
} from "./dates.ts";
import { sampleImage } from "./images.ts";

interface YearlyEvent extends Omit<EventInput, "startsAt" | "endsAt" | "allDay"> {
  /** The first day, in the school year that starts in September of `schoolYear`. */
  on: (schoolYear: number) => string;
  /** Start and end on the clock, for timed events. */
  time?: readonly [string, string];
  /** How many days an all-day event lasts (1 when left out). */
  days?: number;
}

const STREET = `${site.address.street}, ${site.address.city}`;
const GYM = `${site.shortName} Gymnasium, ${STREET}`;
const SCHOOL = `${site.name}, ${STREET}`;
const CHAPEL = `${site.shortName} Chapel, ${STREET}`;
const OFFICE_OPEN = `The office is open from ${clockTime(site.hours.opens)} to ${clockTime(site.hours.closes)}.`;

/** Spring break: two weeks from the third Monday of March, as the school schedule page has it. */
const SPRING_BREAK_DAYS = 12;
const springBreak = (sy: number) => nthWeekday(y(sy, 3), 3, MONDAY, 3);

/** The Thursday before Easter, or, when that falls in spring break, the last school day before the break. */
function holyWeekChapel(sy: number): string {
  const thursday = addDays(easterSunday(y(sy, 4)), -3);
  const breakStarts = springBreak(sy);
  const inBreak = thursday >= breakStarts && thursday <= addDays(breakStarts, SPRING_BREAK_DAYS - 1);
  return inBreak ? addDays(breakStarts, -3) : thursday;
}

const yearly: YearlyEvent[] = [
  {
    title: "First Day of Classes",
    summary: "Classes begin for Kindergarten to Grade 12. Doors open at 8:15 AM.",
    descriptionHtml:
      "<p>Welcome back! Classes begin for every grade. Kindergarten families are invited to stay for coffee in the library after drop-off.</p><p>Looking for a carpool? The office keeps a list of families by neighbourhood.</p>",
    location: SCHOOL,
    category: "academic",
    on: (sy) => addDays(nthWeekday(sy, 9, MONDAY, 1), 1), // the day after Labour Day
  },
  {
    title: "Welcome Back Family Barbecue",
    summary: "Burgers, lawn games and a chance to meet your child's teachers on the front field.",
    descriptionHtml:
      "<p>Bring a lawn chair and the whole family. The Parent Fellowship grills burgers and veggie burgers; dessert is on us.</p><p>New families: look for the blue tent, where a Grade 12 student will show you around.</p>",
    location: `Front field, ${site.name}`,
    category: "community",
    volunteersWanted: true,
    volunteersNeeded: 12,
    tags: ["families", "new families"],
    on: (sy) => nthWeekday(sy, 9, FRIDAY, 2),
    time: ["17:30", "19:30"],
  },
  {
    title: "Terry Fox Run",
    ...sampleImage("terry-fox-run"),
    summary: "Students walk, run or roll the 3 km loop to raise money for cancer research.",
    descriptionHtml:
      "<p>Every class takes part in the Terry Fox Run along the school loop. Students may bring a toonie for the Terry Fox Foundation, and families are welcome to cheer along the route.</p><p>We need parents to hand out water and mark the turns.</p>",
    location: "School loop and front field",
    category: "athletics",
    volunteersWanted: true,
    volunteersNeeded: 8,
    tags: ["fundraising"],
    on: (sy) => lastWeekday(sy, 9, THURSDAY),
    time: ["13:00", "14:30"],
  },
  {
    title: "National Day for Truth and Reconciliation — No School",
    summary: "The school is closed. Students wear orange on the school day before.",
    descriptionHtml:
      "<p>The school and office are closed. In the week before, classes learn about residential schools and the work of reconciliation, and students are invited to wear orange.</p>",
    location: SCHOOL,
    category: "holiday",
    on: (sy) => date(sy, 9, 30),
  },
  {
    title: "Thanksgiving Chapel",
    summary: "The whole school gives thanks together, with the Grade 2 choir.",
    descriptionHtml:
      "<p>Our Thanksgiving chapel brings every grade into the gym. The Grade 2 choir sings, and food gathered by the students goes to the Penticton food bank.</p><p>Families are welcome; please sign in at the office.</p>",
    location: GYM,
    category: "chapel",
    on: (sy) => addDays(nthWeekday(sy, 10, MONDAY, 2), -3),
    time: ["09:00", "10:00"],
  },
  {
    title: "Thanksgiving Day — No School",
    summary: "The school and office are closed for Thanksgiving.",
    descriptionHtml: "<p>The school and office are closed. Happy Thanksgiving!</p>",
    location: SCHOOL,
    category: "holiday",
    on: (sy) => nthWeekday(sy, 10, MONDAY, 2),
  },
  {
    title: "Professional Development Day — No Classes",
    summary: "Teachers meet for training; there are no classes for students.",
    descriptionHtml: `<p>Our teachers spend the day in training with other FISA BC schools. There are no classes. ${OFFICE_OPEN}</p>`,
    location: SCHOOL,
    category: "academic",
    on: (sy) => nthWeekday(sy, 10, FRIDAY, 4),
  },
  {
    title: "Remembrance Day Assembly",
    summary: "Students lead a service of remembrance, with the reading of names and two minutes of silence.",
    descriptionHtml:
      "<p>Grade 11 students lead the assembly. We read the names of the fallen from Penticton families who have shared them with us, and the senior band plays the Last Post.</p><p>Veterans and their families are our honoured guests; please let the office know if you plan to come.</p>",
    location: GYM,
    category: "community",
    on: (sy) => schoolDayOnOrBefore(date(sy, 11, 10)),
    time: ["10:30", "11:30"],
  },
  {
    title: "Remembrance Day — No School",
    summary: "The school and office are closed.",
    descriptionHtml: "<p>The school and office are closed for Remembrance Day.</p>",
    location: SCHOOL,
    category: "holiday",
    on: (sy) => date(sy, 11, 11),
  },
  {
    title: "Parent-Teacher Interviews",
    summary: "Two afternoons of interviews; students are dismissed at 12:00 PM both days.",
    descriptionHtml:
      "<p>Book a 15-minute interview with each of your child's teachers through the parent portal. Interviews run from 1:00 PM to 7:30 PM on Thursday and from 1:00 PM to 4:00 PM on Friday.</p><p>Students are dismissed at noon both days. Supervision is available in the library until 3:15 PM.</p>",
    location: SCHOOL,
    category: "academic",
    tags: ["families"],
    on: (sy) => nthWeekday(sy, 11, THURSDAY, 3),
    days: 2,
  },
  {
    title: "Christmas Hamper Drive",
    ...sampleImage("hamper-drive"),
    summary: "Classes gather food and gifts for local families; drop-offs at the office.",
    descriptionHtml:
      "<p>Each class adopts a family through the Penticton Christmas Bureau. Bring non-perishable food, new toys and warm clothing to the office by the last Friday.</p><p>On packing day we need helpers with a strong back and a warm coat.</p>",
    location: `Main office, ${site.name}`,
    category: "community",
    volunteersWanted: true,
    volunteersNeeded: 15,
    tags: ["Christmas", "service"],
    on: (sy) => nthWeekday(sy, 11, MONDAY, 4),
    days: 12,
  },
  {
    title: "Senior Basketball Home Opener",
    ...sampleImage("basketball"),
    summary: "The Pinecrest Eagles open their season against Summerland. Admission by donation.",
    descriptionHtml:
      "<p>Come and cheer for the senior girls (5:00 PM) and senior boys (6:45 PM). The Grade 10 class runs the concession to raise money for their service trip.</p>",
    location: GYM,
    category: "athletics",
    on: (sy) => nthWeekday(sy, 12, FRIDAY, 1),
    time: ["17:00", "20:00"],
  },
  {
    title: "Christmas Concert",
    ...sampleImage("christmas-concert"),
    summary: "An evening of carols and readings from every grade. Doors open at 6:30 PM.",
    descriptionHtml:
      "<p>Kindergarten to Grade 12 share the story of Christmas in song: carols from the elementary choirs, the senior band and the chamber choir, and readings by our Grade 12 students.</p><p>Admission is free; a collection supports the Christmas Bureau. Volunteers help with seating, the coat room and the bake table.</p>",
    location: GYM,
    category: "arts",
    volunteersWanted: true,
    volunteersNeeded: 10,
    tags: ["Christmas", "music"],
    on: (sy) => nthWeekday(sy, 12, THURSDAY, 2),
    time: ["19:00", "20:30"],
  },
  {
    title: "Christmas Break",
    summary: "No classes over Christmas and New Year's. Classes resume on Monday.",
    descriptionHtml:
      "<p>The school and office are closed over the break. Classes resume on the Monday after New Year's Day. Merry Christmas from all of us at PCS.</p>",
    location: SCHOOL,
    category: "holiday",
    on: (sy) => addDays(nthWeekday(sy, 12, FRIDAY, 3), 3),
    days: 12,
  },
  {
    title: "Kindergarten Information Evening",
    summary: "For families of children starting Kindergarten next September: meet the teachers and see the classroom.",
    descriptionHtml:
      "<p>Our Kindergarten teachers explain what a day looks like, how we teach reading and how we pray and play together. Tour the classroom and bring your questions about enrolment and tuition.</p><p>Childcare is provided in the library; please register with the office.</p>",
    location: `Kindergarten classroom, ${site.name}`,
    category: "academic",
    tags: ["admissions", "new families"],
    // The enrolment page's "Kindergarten open house" (its key dates table).
    on: (sy) => nthWeekday(y(sy, 1), 1, THURSDAY, 2),
    time: ["18:30", "20:00"],
  },
  {
    title: "Grandparents' Day",
    summary: "Grandparents and special friends visit classrooms, then join us for tea and a short concert.",
    descriptionHtml:
      "<p>Grandparents and grand-friends spend the morning in classrooms, then join us in the gym for tea and a short concert by the elementary choir.</p><p>We need volunteers to welcome guests, pour tea and help visitors find their way.</p>",
    location: GYM,
    category: "community",
    volunteersWanted: true,
    volunteersNeeded: 6,
    tags: ["families"],
    on: (sy) => nthWeekday(y(sy, 2), 2, THURSDAY, 2),
    time: ["09:30", "11:30"],
  },
  {
    title: "Professional Development Day — No Classes",
    summary: "A day of teacher training before the Family Day weekend. No classes.",
    descriptionHtml: `<p>There are no classes for students. ${OFFICE_OPEN} Enjoy the long weekend!</p>`,
    location: SCHOOL,
    category: "academic",
    on: (sy) => addDays(nthWeekday(y(sy, 2), 2, MONDAY, 3), -3),
  },
  {
    title: "Family Day — No School",
    summary: "The school and office are closed for B.C. Family Day.",
    descriptionHtml: "<p>The school and office are closed for Family Day.</p>",
    location: SCHOOL,
    category: "holiday",
    on: (sy) => nthWeekday(y(sy, 2), 2, MONDAY, 3),
  },
  {
    title: "Spring Musical: Orchard Lane — Opening Night",
    ...sampleImage("spring-musical"),
    summary: "Grades 8 to 12 present an original musical about a family orchard and the summer that changes it.",
    descriptionHtml:
      "<p>Our secondary students wrote the songs, built the set and sewed the costumes for <em>Orchard Lane</em>. Tickets are $12 for adults and $6 for students at the office or at the door.</p><p>We need ushers and helpers for the bake table.</p>",
    location: GYM,
    category: "arts",
    volunteersWanted: true,
    volunteersNeeded: 8,
    tags: ["music", "drama"],
    on: (sy) => nthWeekday(y(sy, 3), 3, THURSDAY, 1),
    time: ["19:00", "21:00"],
  },
  {
    title: "Spring Musical: Orchard Lane — Saturday Matinee",
    ...sampleImage("spring-musical"),
    summary: "A family-friendly afternoon performance of the spring musical.",
    descriptionHtml:
      "<p>The matinee is a good choice for younger children. Tickets are $12 for adults and $6 for students; children under five are free.</p>",
    location: GYM,
    category: "arts",
    tags: ["music", "drama"],
    on: (sy) => addDays(nthWeekday(y(sy, 3), 3, THURSDAY, 1), 2),
    time: ["14:00", "16:00"],
  },
  {
    title: "Spring Break",
    summary: "Two weeks of spring break. Classes resume on the Monday after.",
    descriptionHtml: "<p>The school and office are closed for spring break. Have a restful break!</p>",
    location: SCHOOL,
    category: "holiday",
    on: springBreak,
    days: SPRING_BREAK_DAYS,
  },
  {
    title: "Holy Week Chapel",
    summary: "The school gathers to remember the last days of Jesus and celebrate Easter.",
    descriptionHtml:
      "<p>Secondary students lead a reflective chapel with readings, music and a time of prayer. Families are welcome.</p>",
    location: CHAPEL,
    category: "chapel",
    on: holyWeekChapel,
    time: ["09:00", "10:00"],
  },
  {
    title: "Easter Long Weekend — No School",
    summary: "The school and office are closed from Good Friday to Easter Monday.",
    descriptionHtml: "<p>The school and office are closed from Good Friday to Easter Monday. He is risen!</p>",
    location: SCHOOL,
    category: "holiday",
    on: (sy) => addDays(easterSunday(y(sy, 4)), -2),
    days: 4,
  },
  {
    title: "Science Fair Family Night",
    ...sampleImage("science-fair"),
    summary: "Grades 4 to 9 show their projects; judges visit in the afternoon, families in the evening.",
    descriptionHtml:
      "<p>Walk the gym and ask our young scientists about their questions, from bee counts in the orchard to water filters made from sand and charcoal.</p><p>We are looking for a few parents with a science background to help judge in the afternoon.</p>",
    location: GYM,
    category: "academic",
    volunteersWanted: true,
    volunteersNeeded: 5,
    tags: ["science"],
    on: (sy) => nthWeekday(y(sy, 4), 4, WEDNESDAY, 3),
    time: ["18:00", "19:30"],
  },
  {
    title: "Orchard Gala Fundraising Dinner",
    summary: "Dinner, a silent auction and stories from our students, raising money for bursaries.",
    descriptionHtml:
      "<p>Our spring gala raises money for the bursary fund, so that cost is never the only reason a family cannot choose PCS. Tickets are $75 and include dinner.</p><p>Volunteers help with set-up, the silent auction tables and clean-up.</p>",
    location: "Naramata Community Hall, Naramata",
    category: "fundraising",
    volunteersWanted: true,
    volunteersNeeded: 10,
    tags: ["giving", "bursaries"],
    on: (sy) => lastWeekday(y(sy, 4), 4, SATURDAY),
    time: ["18:00", "21:30"],
  },
  {
    title: "Professional Development Day — No Classes",
    summary: "Teachers meet for training; there are no classes for students.",
    descriptionHtml: `<p>There are no classes for students. ${OFFICE_OPEN}</p>`,
    location: SCHOOL,
    category: "academic",
    // The school schedule page's April day (2027: the 23rd), a week before the gala's Saturday.
    on: (sy) => nthWeekday(y(sy, 4), 4, FRIDAY, 4),
  },
  {
    title: "South Okanagan Track Meet",
    ...sampleImage("terry-fox-run"),
    summary: "Grades 4 to 12 compete with schools from across the South Okanagan.",
    descriptionHtml:
      "<p>Our athletes run, jump and throw at the South Okanagan independent schools' meet. Bring sunscreen, water and a folding chair.</p><p>Timers and field-event helpers are needed; no experience required, we will show you how.</p>",
    location: `Kings Park, ${site.address.city}`,
    category: "athletics",
    volunteersWanted: true,
    volunteersNeeded: 12,
    tags: ["track and field"],
    on: (sy) => nthWeekday(y(sy, 5), 5, THURSDAY, 2),
    time: ["09:00", "15:00"],
  },
  {
    title: "Victoria Day — No School",
    summary: "The school and office are closed.",
    descriptionHtml: "<p>The school and office are closed for Victoria Day.</p>",
    location: SCHOOL,
    category: "holiday",
    on: (sy) => weekdayOnOrBefore(date(y(sy, 5), 5, 24), MONDAY),
  },
  {
    title: "Grade 12 Graduation Ceremony",
    ...sampleImage("graduation"),
    summary: "We celebrate the graduating class with their families. A reception follows.",
    descriptionHtml:
      "<p>Family and friends are invited to celebrate our graduates as they receive their Dogwood Diplomas. Each graduate is presented by a teacher who has known them well.</p><p>Seating is limited to six guests per graduate; the ceremony is also streamed for family far away.</p>",
    location: GYM,
    category: "academic",
    volunteersWanted: true,
    volunteersNeeded: 8,
    tags: ["graduation"],
    on: (sy) => nthWeekday(y(sy, 6), 6, SATURDAY, 1),
    time: ["14:00", "16:00"],
  },
  {
    title: "Elementary Sports Day",
    summary: "Sack races, relays and a water-balloon finale for Kindergarten to Grade 5.",
    descriptionHtml:
      "<p>Students rotate through twelve stations in mixed-grade teams led by Grade 12 students. Families are welcome to watch and to join the parents' relay at 2:00 PM.</p><p>Station helpers are always welcome.</p>",
    location: `Front field, ${site.name}`,
    category: "athletics",
    volunteersWanted: true,
    volunteersNeeded: 20,
    on: (sy) => nthWeekday(y(sy, 6), 6, FRIDAY, 2),
    time: ["09:30", "14:30"],
  },
  {
    title: "Year-End Awards Chapel",
    summary: "We give thanks for the year and celebrate students' growth in learning, service and character.",
    descriptionHtml:
      "<p>Our last chapel of the year recognises students for their work, their service and their character, and sends off the Grade 12 class with a blessing.</p>",
    location: GYM,
    category: "chapel",
    on: (sy) => lastWeekday(y(sy, 6), 6, THURSDAY),
    time: ["09:00", "10:30"],
  },
  {
    title: "Orchard Ridge Summer Day Camp",
    summary: "A week of crafts, swimming at Skaha Beach and Bible stories for ages 5 to 11.",
    descriptionHtml:
      "<p>Our summer day camp runs from 9:00 AM to 3:00 PM each day, led by PCS staff and senior students. Camp is open to children from any school; register through the office.</p>",
    location: SCHOOL,
    category: "community",
    volunteersWanted: true,
    volunteersNeeded: 6,
    tags: ["summer"],
    on: (sy) => nthWeekday(y(sy, 7), 7, MONDAY, 2),
    days: 5,
  },
];

/** One year of sample events around `now`, ready for events.create(). Includes one draft. */
export function sampleEvents(now: Date): EventInput[] {
  const events: EventInput[] = yearly.map(({ on, time, days = 1, ...fields }) => {
    const firstDay = nextOccurrence(on, now);
    if (time) {
      return {
        ...fields,
        allDay: false,
        startsAt: zonedToInstant(firstDay, time[0]).toISOString(),
        endsAt: zonedToInstant(firstDay, time[1]).toISOString(),
        status: "published",
      };
    }
    // All-day: the first and the last day, as dates (the service stores Vancouver midnights).
    return { ...fields, allDay: true, startsAt: firstDay, endsAt: addDays(firstDay, days - 1), status: "published" };
  });
  const staffLunch = nextOccurrence((sy) => nthWeekday(y(sy, 5), 5, FRIDAY, 1), now);
  events.push({
    title: "Staff Appreciation Lunch",
    summary: "Families thank our staff with a potluck lunch. (Being planned: not shown to visitors yet.)",
    descriptionHtml: "<p>Details to follow once the Parent Fellowship has confirmed the menu.</p>",
    location: `Library, ${site.name}`,
    category: "community",
    allDay: false,
    startsAt: zonedToInstant(staffLunch, "11:30").toISOString(),
    endsAt: zonedToInstant(staffLunch, "13:00").toISOString(),
    volunteersWanted: true,
    volunteersNeeded: 10,
    status: "draft",
  });
  return events;
}
