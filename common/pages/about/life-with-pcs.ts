import type { StaticPageContent } from "../types.ts";

export const aboutLifeWithPcs: StaticPageContent = {
  heading: "Life with PCS",
  lead: "School is more than lessons. Chapel, clubs, teams, music and service fill our weeks, and they are where many of our students find their people.",
  blocks: [
    { type: "heading", text: "Chapel", id: "chapel" },
    {
      type: "paragraph",
      text: "Every Wednesday morning the school gathers for chapel: elementary students at 9:00, middle and high school students at 10:35. We sing, pray, hear a short message from a teacher, a local pastor or a student, and celebrate what God is doing in our school. Parents are always welcome to join us.",
    },
    { type: "heading", text: "Clubs", id: "clubs" },
    {
      type: "paragraph",
      text: "Clubs meet at lunch or after school and are led by teachers and parent volunteers. Students can join at any time of year.",
    },
    {
      type: "list",
      items: [
        "Robotics and coding, Grades 5 to 12",
        "Chess club, all grades",
        "Art studio and yearbook, Grades 6 to 12",
        "Student leadership council, Grades 6 to 12",
        "Lunchtime Bible study and prayer group, Grades 9 to 12",
        "Garden club in the orchard garden, Kindergarten to Grade 5",
      ],
    },
    { type: "heading", text: "Sports", id: "sports" },
    {
      type: "paragraph",
      text: "Our teams play in local school leagues from Grade 5 up. We want every student who wants to play to find a place on a team, and we care as much about how our athletes treat their opponents as about the score. Parents drive to away games and fill the stands at home.",
    },
    {
      type: "table",
      caption: "School sports by season",
      head: ["Season", "Sports"],
      rows: [
        ["Fall", "Volleyball and cross-country running"],
        ["Winter", "Basketball and badminton"],
        ["Spring", "Track and field, ultimate and golf"],
      ],
    },
    { type: "heading", text: "Music and drama", id: "music" },
    {
      type: "paragraph",
      text: "Every elementary class has music with a specialist teacher twice a week. From Grade 6, students can join concert band, and choirs are open to all ages. Our Christmas concert and spring concert fill the gym with families, and each spring the high school stages a play or musical, with students running the lights, sets and sound.",
    },
    { type: "heading", text: "Service", id: "service" },
    {
      type: "paragraph",
      text: "We want our students to notice needs and to do something about them. Each grade takes on a service project every year: younger students visit a seniors' residence and collect food for the food bank, while older students help with community clean-ups and raise funds for causes they choose. Grade 11 and 12 students complete at least 30 hours of volunteer service before graduation.",
    },
    { type: "heading", text: "A week in the life", id: "week" },
    {
      type: "table",
      caption: "A typical week for a Grade 7 student",
      head: ["Day", "What happens"],
      rows: [
        ["Monday", "Homeroom devotions, math and science, then robotics club after school."],
        ["Tuesday", "French and social studies in the morning, hot lunch day, volleyball practice at 3:00."],
        ["Wednesday", "Chapel at 10:35, reading buddies with a Kindergarten class, and art in the afternoon."],
        ["Thursday", "Outdoor education block on the trail behind the school, hot lunch day, band rehearsal."],
        ["Friday", "Bible class, a class meeting and an early dismissal at 1:45 PM."],
      ],
    },
    {
      type: "quote",
      text: "I came to PCS in Grade 8 not knowing anyone. By the end of the first volleyball season I had a whole team of friends, and teachers who cheered for me at every game.",
      cite: "A PCS graduate, class of 2024",
    },
    {
      type: "callout",
      title: "Find out what's on",
      text: "Concerts, games, chapels and family evenings are listed on our events pages. Everyone is welcome.",
      action: { label: "See upcoming events", to: "/events/upcoming-events" },
    },
  ],
};
