import { site } from "../../site.ts";
import { phoneLink } from "../links.ts";
import type { StaticPageContent } from "../types.ts";

export const aboutSafetyPolicies: StaticPageContent = {
  heading: "Safety Policies",
  lead: "Children learn best when they feel safe. Here is how we look after your child from drop-off to pick-up, and what to do if you are worried.",
  blocks: [
    { type: "heading", text: "Supervision", id: "supervision" },
    {
      type: "paragraph",
      text: "Staff supervise the playground, hallways and parking loop from 8:15 AM, when the doors open, until 15 minutes after dismissal. Students who arrive earlier or stay later go to our before- and after-school care program, where they are signed in and out. Elementary students are released only to a parent or to an adult the parent has named in writing.",
    },
    { type: "heading", text: "Visitors on campus", id: "visitors" },
    {
      type: "list",
      items: [
        "All outside doors are locked during the school day. Visitors use the front entrance and ring the buzzer.",
        "Every visitor, parents included, signs in at the office and wears a visitor badge while in the building.",
        "Staff greet any adult they do not recognize and walk them to the office.",
        "Volunteers who work with children complete a criminal record check before they begin.",
      ],
    },
    { type: "heading", text: "Emergency drills and plans", id: "emergencies" },
    {
      type: "paragraph",
      text: "Each year, students practise what to do in an emergency until it becomes routine. We hold six fire drills, two earthquake drills (including the province-wide ShakeOut each October) and two lockdown drills, explained to younger students in calm, simple words.",
    },
    {
      type: "paragraph",
      text: "In the Okanagan we also plan for wildfire season. On smoky days, when the air quality is poor, students stay indoors and outdoor trips are rescheduled. If the school ever needs to close or evacuate, families are told by text and e-mail, and a notice is posted on this website. Students stay with their teachers until a parent or named adult picks them up.",
    },
    { type: "heading", text: "Bullying and harassment", id: "bullying" },
    {
      type: "paragraph",
      text: "Bullying is not part of growing up, and we do not treat it as normal. Our code of conduct sets out clearly that unkind words, exclusion, threats and harassment, in person or online, are not accepted at PCS. Staff take every report seriously, listen to everyone involved, and work to stop the harm, restore relationships and follow up until it is resolved.",
    },
    {
      type: "steps",
      items: [
        {
          title: "Tell someone",
          text: "Students can tell any teacher, the counsellor or the principal. Parents can contact their child's teacher or the principal directly.",
        },
        {
          title: "Or report it online",
          text: `Anyone can use our [report bullying or harassment form](${site.external.reportBullying}). You may leave your name or not. Reports go straight to the principal and the school counsellor.`,
        },
        {
          title: "We act and follow up",
          text: "The principal or counsellor responds within one school day, keeps the people involved informed and checks in again in the weeks that follow.",
        },
      ],
    },
    {
      type: "callout",
      title: "If a child is in danger",
      text: "If you believe a child is in immediate danger, call 911. In British Columbia, anyone who believes a child is being abused or neglected must report it to a child welfare worker. Every PCS staff member is trained in this duty.",
    },
    { type: "heading", text: "Medical needs and allergies", id: "medical" },
    {
      type: "list",
      items: [
        "Each family completes a medical information form every year, so teachers know about allergies and conditions. You'll find it on our [downloads page](/admissions/downloads).",
        "PCS is a nut-aware school. Classrooms with a student who has a severe allergy are nut-free, and we ask families to pack lunches with care.",
        "Students with severe allergies keep an epinephrine auto-injector with them, with a spare in the office. Staff are trained to use them.",
        "Medication is given at school only with a parent's written permission and is kept locked in the office.",
        "Several staff in every building hold current first aid certificates, and first aid kits travel on every trip.",
      ],
    },
    { type: "heading", text: "Digital safety", id: "digital" },
    {
      type: "list",
      items: [
        "Students in Kindergarten to Grade 9 keep phones off and in their lockers during the school day.",
        "Students in Grades 10 to 12 keep phones off and away during classes unless a teacher asks them to use one for a lesson.",
        "The school network filters harmful content, and school devices are used with supervision.",
        "Every grade learns digital citizenship: protecting personal information, being kind online and what to do when something goes wrong.",
        "We never publish a student's full name with a photo without a parent's consent.",
      ],
    },
    { type: "heading", text: "Questions about safety" },
    {
      type: "paragraph",
      text: `Our full safety and conduct policies are in the family handbook, on our [downloads page](/admissions/downloads). If you have a question or a concern, please call the office at ${phoneLink}. We would much rather hear about a worry early than late.`,
    },
  ],
};
