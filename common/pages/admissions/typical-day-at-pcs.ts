import type { StaticPageContent } from "../types.ts";

export const admissionsTypicalDay: StaticPageContent = {
  heading: "A Typical Day at PCS",
  lead: "From morning devotions to after-school clubs, here is what a day looks like for a young child and for a teenager at PCS.",
  blocks: [
    { type: "heading", text: "Arriving at school" },
    {
      type: "paragraph",
      text: "The doors open at 8:15 AM. Staff greet students at the drop-off loop and on the playground, where younger children play until the first bell at 8:40. Older students head to their lockers and catch up with friends. Students who arrive earlier start the day in our before-school care program from 7:30.",
    },
    { type: "heading", text: "A day in Grade 2", id: "elementary" },
    {
      type: "table",
      caption: "A typical day for a Grade 2 student",
      head: ["Time", "What happens"],
      rows: [
        ["8:45 AM", "Morning circle: a Bible story, a song and prayer requests from the class"],
        ["9:05 AM", "Reading and writing: small reading groups, phonics and journals"],
        ["10:15 AM", "Recess outside, rain or shine"],
        ["10:30 AM", "Math with hands-on materials, then music or French with a specialist teacher"],
        ["11:50 AM", "Lunch together in the classroom, then play outside"],
        ["12:35 PM", "Quiet reading, then science or social studies, often outdoors"],
        ["1:50 PM", "Afternoon recess"],
        ["2:00 PM", "Physical education, art or reading buddies with an older class"],
        ["2:45 PM", "Tidy up, closing prayer and a goodbye at the door"],
      ],
      note: "Elementary classes end at 2:55 PM from Monday to Thursday and at 1:45 PM on Fridays.",
    },
    {
      type: "paragraph",
      text: "Elementary students spend most of the day with one homeroom teacher, who gets to know them very well. Specialist teachers lead music, French and physical education, and an educational assistant supports classes where extra help is needed.",
    },
    { type: "heading", text: "A day in Grade 10", id: "high-school" },
    {
      type: "table",
      caption: "A typical day for a Grade 10 student",
      head: ["Time", "What happens"],
      rows: [
        ["8:45 AM", "Homeroom: attendance, announcements and a short devotion"],
        ["9:00 AM", "Block 1: English"],
        ["10:20 AM", "Break"],
        ["10:35 AM", "Block 2: Mathematics"],
        ["11:55 AM", "Lunch, clubs and intramural games in the gym"],
        ["12:35 PM", "Block 3: Science, with lab work twice a week"],
        ["1:45 PM", "Block 4: an elective such as art, band, woodwork or physical education"],
        ["3:00 PM", "Flex block: extra help from teachers, study time or team practice"],
      ],
      note: "Middle and high school classes end at 3:00 PM from Monday to Thursday and at 1:45 PM on Fridays.",
    },
    {
      type: "paragraph",
      text: "From Grade 6, students move between subject teachers for four blocks a day. A homeroom teacher keeps an eye on each student's progress and is the first person parents contact. In Grades 10 to 12, students choose courses toward their Dogwood Diploma with help from our graduation planning advisor.",
    },
    { type: "heading", text: "Things that happen every week" },
    {
      type: "list",
      items: [
        "Chapel on Wednesday mornings for the whole school.",
        "Bible class for every grade, two or three times a week.",
        "Hot lunch on Tuesdays and Thursdays, ordered online by parents.",
        "Reading buddies, where older students read with younger ones.",
        "Outdoor learning, in the orchard garden, on the school trails or further afield.",
      ],
    },
    { type: "heading", text: "After the bell" },
    {
      type: "paragraph",
      text: "Many students stay for a club, a team practice or band rehearsal. Our after-school care program runs until 5:30 PM every school day, with snacks, homework time and plenty of outdoor play. See the full [school schedule](/admissions/school-schedule) for bell times and the year's key dates.",
    },
    {
      type: "callout",
      title: "Spend a day with us",
      text: "Applicants in Grades 1 to 12 are invited to spend a visiting day in class. It is the best way to know whether PCS is right for your child.",
      action: { label: "Start your application", to: "/admissions/enrollment" },
    },
  ],
};
