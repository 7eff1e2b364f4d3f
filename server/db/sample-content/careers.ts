/**
 * Sample careers postings: four open positions with closing dates a few weeks after "now" (so a fresh
 * start always has something to apply for), one already closed and one draft, both hidden from visitors.
 */

import { clockTime } from "../../../common/clock-words.ts";
import type { CareerInput } from "../../../common/content/careers/types.ts";
import { site } from "../../../common/site.ts";
import { addDays, zonedDate } from "../../../common/zoned-time.ts";
import { MONDAY, nthWeekday, schoolYearStart, weekdayOnOrBefore } from "./dates.ts";

const SCHOOL = `${site.name}, ${site.address.street}, ${site.address.city}`;

/** The Monday on or after a day: postings start at the beginning of a school week. */
const mondayFrom = (day: string) => weekdayOnOrBefore(addDays(day, 6), MONDAY);

export function sampleCareers(now: Date): CareerInput[] {
  const today = zonedDate(now);
  const nextSeptember = addDays(nthWeekday(schoolYearStart(now) + 1, 9, MONDAY, 1), 1); // the day after Labour Day
  return [
    {
      title: "Grade 3 Teacher (term position)",
      department: "Elementary",
      employmentType: "term",
      location: SCHOOL,
      summary:
        "A full-time term position covering a parental leave in our Grade 3 class of 21 students, until the end of June.",
      descriptionHtml:
        "<p>Our Grade 3 teacher is expecting a baby, and we are looking for a warm, organized teacher to lead her class until the end of the school year. You will teach every subject except music and French, plan with our Grade 2 and Grade 4 teachers, and lead the class's weekly chapel reading.</p><p>The class has a full-time educational assistant in the mornings and two students with learning plans. The outgoing teacher will spend a week with you before her leave begins.</p>",
      requirementsHtml:
        "<ul><li>A B.C. teaching certificate, or eligibility for one.</li><li>Experience teaching in the primary grades, including literacy instruction.</li><li>A personal faith in Jesus Christ and agreement with our statement of faith.</li><li>A clear criminal record check through the Criminal Records Review Program.</li></ul>",
      howToApplyHtml:
        "<p>Send a cover letter, your résumé, a short statement of faith and three references, one of them a pastor or church leader. Please include a copy of your teaching certificate.</p>",
      startDate: mondayFrom(addDays(today, 42)),
      closingDate: addDays(today, 14),
      tags: ["teaching", "elementary"],
      status: "published",
    },
    {
      title: "High School Math and Science Teacher",
      department: "High School",
      employmentType: "full-time",
      location: SCHOOL,
      summary: "A continuing position teaching Math 10 to Pre-Calculus 12 and Science 9 and 10, starting in September.",
      descriptionHtml:
        "<p>We are growing, and our high school needs a second math and science teacher. You will teach Foundations of Math and Pre-Calculus 10 to 12, Science 9 and 10, and one section of Life Connections, in classes of 18 to 24 students.</p><p>Our labs were renewed in the campus expansion, and the department has a budget for new equipment. You will be welcome to coach, lead a club or help with the Grade 12 outdoor trip.</p>",
      requirementsHtml:
        "<ul><li>A B.C. teaching certificate, or eligibility for one.</li><li>A teachable major in mathematics or a science.</li><li>Experience preparing students for the Grade 10 numeracy assessment is an asset.</li><li>A personal faith in Jesus Christ and agreement with our statement of faith.</li></ul>",
      howToApplyHtml:
        "<p>Send a cover letter, your résumé, a short statement of faith and three references, one of them a pastor or church leader. Shortlisted candidates teach a sample lesson to a Grade 10 class.</p>",
      startDate: nextSeptember,
      closingDate: addDays(today, 35),
      tags: ["teaching", "high school", "math", "science"],
      status: "published",
    },
    {
      title: "Educational Assistant",
      department: "Support Staff",
      employmentType: "part-time",
      location: SCHOOL,
      summary:
        "Mornings, Monday to Friday, 8:15 AM to 12:15 PM, supporting students with learning plans in Kindergarten to Grade 5.",
      descriptionHtml:
        "<p>You will work beside our elementary teachers, helping students with learning plans read, write and take part fully in class. Much of your day is spent with small groups and one-on-one.</p><p>Our learning support coordinator meets the assistants every week, and the school pays for training in reading intervention.</p>",
      requirementsHtml:
        "<ul><li>An Education Assistant certificate, or experience supporting children with diverse needs.</li><li>Patience, warmth and a sense of humour.</li><li>Standard First Aid, or willingness to complete it before starting.</li><li>A personal faith in Jesus Christ and agreement with our statement of faith.</li></ul>",
      startDate: mondayFrom(addDays(today, 28)),
      closingDate: addDays(today, 21),
      tags: ["support staff", "elementary"],
      status: "published",
    },
    {
      title: "Custodian (casual, on call)",
      department: "Facilities",
      employmentType: "casual",
      location: SCHOOL,
      summary: "Evening shifts when our custodians are away, and help with setting up for concerts and events.",
      descriptionHtml:
        "<p>Keep our classrooms, gym and chapel clean and safe when our regular custodians are on holiday or away sick. Shifts are usually 3:30 PM to 8:00 PM on weekdays, called a day or two ahead, with some Saturday work before large events.</p>",
      requirementsHtml:
        "<ul><li>Experience in custodial or building maintenance work.</li><li>Able to lift 20 kg and work on your feet for a full shift.</li><li>Reliable and able to work on your own.</li><li>A clear criminal record check through the Criminal Records Review Program.</li></ul>",
      howToApplyHtml: `<p>Send a short letter and your résumé, or drop them off at the school office on a weekday between ${clockTime(site.hours.opens)} and ${clockTime(site.hours.closes)}.</p>`,
      startDate: today,
      closingDate: null,
      tags: ["support staff", "facilities"],
      status: "published",
    },
    {
      title: "Middle School Band Teacher",
      department: "Middle School",
      employmentType: "part-time",
      location: SCHOOL,
      summary: "A half-time position teaching band to Grades 6 to 8. This posting has closed.",
      descriptionHtml:
        "<p>Teach beginner and intermediate band to Grades 6 to 8, and lead the middle school band at the Christmas and spring concerts.</p>",
      requirementsHtml:
        "<ul><li>A B.C. teaching certificate, or eligibility for one.</li><li>Training in instrumental music.</li></ul>",
      startDate: mondayFrom(addDays(today, 14)),
      closingDate: addDays(today, -10),
      tags: ["teaching", "music"],
      status: "published",
    },
    {
      title: "Administrative Assistant (draft)",
      department: "School Office",
      employmentType: "full-time",
      location: SCHOOL,
      summary: "Front desk, attendance and the principal's calendar. Not yet posted.",
      descriptionHtml:
        "<p>Greet families and visitors, keep attendance records and manage the principal's calendar.</p>",
      requirementsHtml: "<ul><li>Office experience, ideally in a school.</li></ul>",
      startDate: nextSeptember,
      closingDate: addDays(today, 60),
      status: "draft",
    },
  ];
}
