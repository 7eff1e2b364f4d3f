import { site } from "../../site.ts";
import { mailLink, phoneLink } from "../links.ts";
import type { StaticPageContent } from "../types.ts";

export const admissionsSchoolSchedule: StaticPageContent = {
  heading: "School Schedule",
  lead: "Bell times for each part of the school, our early dismissal Fridays and the key dates of the 2026-2027 school year.",
  blocks: [
    { type: "heading", text: "Bell times", id: "bell-times" },
    {
      type: "table",
      caption: "Daily bell times, Monday to Thursday",
      head: ["Part of the day", "Kindergarten to Grade 5", "Grades 6 to 9", "Grades 10 to 12"],
      rows: [
        ["Doors open and supervision begins", "8:15 AM", "8:15 AM", "8:15 AM"],
        ["First bell", "8:40 AM", "8:40 AM", "8:40 AM"],
        ["Classes begin", "8:45 AM", "8:45 AM (homeroom)", "8:45 AM (homeroom)"],
        ["Morning break", "10:15 to 10:30 AM", "10:20 to 10:35 AM", "10:20 to 10:35 AM"],
        ["Lunch", "11:50 AM to 12:35 PM", "11:55 AM to 12:35 PM", "11:55 AM to 12:35 PM"],
        ["Afternoon recess", "1:50 to 2:00 PM", "None", "None"],
        ["Dismissal", "2:55 PM", "3:00 PM", "3:00 PM"],
        ["Flex block (optional help and study)", "None", "None", "3:00 to 3:30 PM"],
      ],
      note: "Staff supervise the grounds until 15 minutes after dismissal. Students who stay later go to after-school care.",
    },
    { type: "heading", text: "Early dismissal Fridays", id: "fridays" },
    {
      type: "paragraph",
      text: "Every Friday, all grades are dismissed at 1:45 PM. Our teachers use Friday afternoons to plan together, review how each student is doing and pray for the week ahead. Morning breaks and lunch keep their usual times on Fridays; the afternoon recess and the flex block do not run.",
    },
    {
      type: "paragraph",
      text: "After-school care runs on Fridays from 1:45 to 5:30 PM for families who need it. Please register in advance so we can plan for enough staff.",
    },
    { type: "heading", text: "Before- and after-school care", id: "care" },
    {
      type: "list",
      items: [
        "Before-school care: 7:30 to 8:15 AM, every school day.",
        "After-school care: from dismissal until 5:30 PM, every school day.",
        "Open to students in Kindergarten to Grade 6. Fees are listed on the [tuition and fees](/admissions/tuition-and-fees) page.",
      ],
    },
    { type: "heading", text: "2026-2027 at a glance", id: "year" },
    {
      type: "table",
      caption: "Key dates of the 2026-2027 school year",
      head: ["Date", "What happens"],
      rows: [
        ["Tuesday, September 8, 2026", "First day of school (Kindergarten gradual entry begins)"],
        ["Wednesday, September 30, 2026", "National Day for Truth and Reconciliation: no school"],
        ["Monday, October 12, 2026", "Thanksgiving: no school"],
        ["Friday, October 23, 2026", "Professional development day: no school"],
        ["Wednesday, November 11, 2026", "Remembrance Day: no school"],
        ["Thursday, December 10, 2026", "Christmas concert, 6:30 PM"],
        ["December 21, 2026 to January 1, 2027", "Christmas break; classes resume Monday, January 4"],
        ["Friday, February 12, 2027", "Professional development day: no school"],
        ["Monday, February 15, 2027", "Family Day: no school"],
        ["March 15 to 26, 2027", "Spring break"],
        ["Monday, March 29, 2027", "Easter Monday: no school; classes resume Tuesday, March 30"],
        ["Friday, April 23, 2027", "Professional development day: no school"],
        ["Monday, May 24, 2027", "Victoria Day: no school"],
        ["Saturday, June 5, 2027", "Graduation ceremony for the class of 2027"],
        ["Thursday, June 24, 2027", "Last day of school: a half day, with report cards sent home"],
      ],
      note: "Parent-teacher conferences, sports days and concerts are listed in the [school calendar](/events/calendar), which you can add to your phone.",
    },
    { type: "heading", text: "If school has to close", id: "closures" },
    {
      type: "paragraph",
      text: "On rare days, snow, wildfire smoke or a power outage may close the school. We decide by 6:30 AM and tell families by text and e-mail, and post a notice in [news and announcements](/events/news-and-announcements). If the school stays open but you feel the roads are unsafe, keep your child home and let the attendance line know.",
    },
    { type: "heading", text: "Reporting an absence", id: "absences" },
    {
      type: "paragraph",
      text: `If your child will be absent or late, please tell us before 8:45 AM. Call ${phoneLink} and press 1 for the attendance line, or write to ${mailLink(site.mailboxes.attendance)} with your child's name, grade and the reason.`,
    },
  ],
};
