/** The text of the printable forms and handbooks on /admissions/downloads, one PDF each. */
import { formatAddress, site } from "../common/site.ts";
import type { PdfDocument } from "./pdf.ts";

export interface DownloadDocument extends PdfDocument {
  /** File name under server/db/sample-content/downloads/. */
  file: string;
}

export const footer = `${site.name} - ${formatAddress()} - ${site.phone}`;

const applicationForm: DownloadDocument = {
  file: "application-form.pdf",
  title: `Application for Admission - ${site.name}`,
  items: [
    { kind: "title", text: "Application for Admission" },
    {
      kind: "paragraph",
      text: `Please complete one form for each child and return it to the school office with the $100 application fee and the documents listed at the end. Questions? Call ${site.phone} or write to ${site.mailboxes.admissions}.`,
    },
    { kind: "heading", text: "1. The student" },
    { kind: "field", label: "Legal first and last name" },
    { kind: "field", label: "Name the student goes by" },
    { kind: "field", label: "Date of birth (YYYY-MM-DD)" },
    { kind: "field", label: "Grade applying for, and school year" },
    { kind: "field", label: "Personal Education Number (PEN), if known" },
    { kind: "field", label: "Current school and grade" },
    { kind: "heading", text: "2. Parents or guardians" },
    { kind: "field", label: "Parent or guardian 1: name" },
    { kind: "field", label: "Phone and e-mail" },
    { kind: "field", label: "Parent or guardian 2: name" },
    { kind: "field", label: "Phone and e-mail" },
    { kind: "field", label: "Home address" },
    { kind: "field", label: "Who does the student live with?" },
    { kind: "heading", text: "3. Your family and PCS" },
    {
      kind: "paragraph",
      text: "We welcome families of every background. These questions help us get to know you; there are no wrong answers.",
    },
    { kind: "field", label: "How did you hear about PCS?" },
    { kind: "field", label: "What do you hope PCS will give your child?" },
    { kind: "field", label: "Church or faith community, if any" },
    { kind: "field", label: "Brothers or sisters at PCS (names, grades)" },
    { kind: "heading", text: "4. Learning and health" },
    {
      kind: "paragraph",
      text: "Please tell us about any learning needs, assessments, individual education plans, or medical conditions, so that we can plan together. Sharing this information will not count against your application.",
    },
    { kind: "field", label: "Learning needs or supports" },
    { kind: "field", label: "Medical conditions or allergies" },
    { kind: "heading", text: "5. Declaration" },
    {
      kind: "paragraph",
      text: `I have read the mission statement of ${site.name}. I understand that PCS is a Christian school, that my child will take part in Bible classes and chapel, and that I am asked to support this teaching. The information on this form is true and complete.`,
    },
    { kind: "field", label: "Signature of parent or guardian" },
    { kind: "field", label: "Date" },
    { kind: "heading", text: "Please attach" },
    { kind: "bullet", text: "Birth certificate, Canadian passport, citizenship card or permanent resident card." },
    { kind: "bullet", text: "Proof that the parents live in British Columbia." },
    { kind: "bullet", text: "The two most recent report cards (not needed for Kindergarten)." },
    { kind: "bullet", text: "Any assessments or individual education plans." },
    {
      kind: "paragraph",
      text: `We collect this information to consider your application and, if your child enrols, to keep a student record, under B.C.'s Personal Information Protection Act. Questions about privacy: ${site.mailboxes.privacy}.`,
    },
  ],
};

const familyHandbook: DownloadDocument = {
  file: "family-handbook-2026-2027.pdf",
  title: `Family Handbook 2026-2027 - ${site.name}`,
  items: [
    { kind: "title", text: "Family Handbook 2026-2027" },
    {
      kind: "paragraph",
      text: `Welcome to ${site.name}. This handbook gathers the routines and policies families ask about most. Please read it with your children and keep it handy through the year. If something is unclear, the office is glad to help: ${site.phone}, ${site.email}.`,
    },
    { kind: "heading", text: "Our mission" },
    {
      kind: "paragraph",
      text: `${site.name} partners with families to educate children in a Christ-centred community, so that they grow in faith, learn with purpose and serve others with love.`,
    },
    { kind: "heading", text: "School hours" },
    { kind: "bullet", text: "Doors open and supervision begins at 8:15 AM. Classes begin at 8:45 AM." },
    { kind: "bullet", text: "Dismissal Monday to Thursday: 2:55 PM (K to 5) and 3:00 PM (Grades 6 to 12)." },
    { kind: "bullet", text: "Every Friday, all grades are dismissed at 1:45 PM." },
    { kind: "bullet", text: `Office hours: ${site.hours.weekdays}.` },
    { kind: "heading", text: "Attendance" },
    {
      kind: "paragraph",
      text: `Report an absence or late arrival before 8:45 AM: call ${site.phone} and press 1, or write to ${site.mailboxes.attendance}. Students who arrive after 8:45 AM sign in at the office. Please book appointments outside school hours when you can.`,
    },
    { kind: "heading", text: "Dress code" },
    {
      kind: "paragraph",
      text: "Students wear a navy, white or grey PCS polo or sweater with plain navy, grey or khaki pants, shorts or skirts, and closed shoes that are safe for play. Please label every item. The parent-run used-uniform sale takes place each August.",
    },
    { kind: "heading", text: "Lunches" },
    {
      kind: "paragraph",
      text: "PCS is a nut-aware school: please do not send nuts or nut products. Hot lunch is served on Tuesdays and Thursdays and ordered online by the Friday before. Microwaves are not available for student use.",
    },
    { kind: "heading", text: "Communication" },
    {
      kind: "paragraph",
      text: "The weekly family e-mail goes out on Thursdays. Teachers reply to messages within two school days. Report cards are sent home in November, March and June, with parent-teacher conferences in the fall and spring.",
    },
    { kind: "heading", text: "Conduct and bullying" },
    {
      kind: "paragraph",
      text: `We expect students to treat others with respect, in person and online. Bullying and harassment are not accepted. Students and parents can report concerns to any staff member or through the online form at ${site.external.reportBullying}. The principal or counsellor responds within one school day and follows up until the matter is resolved. Discipline aims to restore relationships, and consequences are fair and proportionate.`,
    },
    { kind: "heading", text: "Safety and emergencies" },
    {
      kind: "paragraph",
      text: "All visitors sign in at the office and wear a badge. Students practise fire, earthquake and lockdown drills during the year. If the school must close or evacuate, families are told by text and e-mail, and students stay with staff until collected by a parent or a named adult.",
    },
    { kind: "heading", text: "Medical needs" },
    {
      kind: "paragraph",
      text: "Please complete the medical information form each September and tell the office about any change. Medication is given only with written permission, and is kept locked in the office. Keep children home when they have a fever, vomiting or a contagious illness.",
    },
    { kind: "heading", text: "Phones and technology" },
    {
      kind: "paragraph",
      text: "Students in Kindergarten to Grade 9 keep phones off and in their lockers during the school day. Students in Grades 10 to 12 keep phones off and away during classes. School devices and the network are for learning and are monitored.",
    },
    { kind: "heading", text: "Tuition and accounts" },
    {
      kind: "paragraph",
      text: `Tuition is paid under the tuition agreement signed each year. If a payment will be late, please contact ${site.mailboxes.accounts} before the due date.`,
    },
    { kind: "heading", text: "Student information and privacy" },
    {
      kind: "paragraph",
      text: `We collect and use student and family information to educate and care for students, as allowed by B.C.'s Personal Information Protection Act and the Independent School Act. Photos of students are published only with a parent's consent. Questions: ${site.mailboxes.privacy}.`,
    },
    { kind: "heading", text: "Volunteering" },
    {
      kind: "paragraph",
      text: `Parents help in classrooms, on field trips, at hot lunch and on committees. Volunteers who work with children complete a criminal record check before they start. To volunteer, write to ${site.mailboxes.volunteers}.`,
    },
  ],
};

const supplyList: DownloadDocument = {
  file: "supply-list-2026-2027.pdf",
  title: `School Supply List 2026-2027 - ${site.name}`,
  items: [
    { kind: "title", text: "School Supply List 2026-2027" },
    {
      kind: "paragraph",
      text: "Workbooks and shared classroom supplies are covered by the learning resources fee. Please send the items below on the first day, with your child's name on each one. Used supplies in good shape are welcome.",
    },
    { kind: "heading", text: "Every student" },
    { kind: "bullet", text: "Backpack large enough for a binder or folder" },
    { kind: "bullet", text: "Indoor running shoes with non-marking soles" },
    { kind: "bullet", text: "Refillable water bottle" },
    { kind: "bullet", text: "Lunch bag and reusable containers" },
    { kind: "bullet", text: "Weather-ready outdoor clothes, including rain boots for younger students" },
    { kind: "heading", text: "Kindergarten" },
    { kind: "bullet", text: "A change of clothes in a labelled bag" },
    { kind: "bullet", text: "A small towel or mat for quiet time" },
    { kind: "heading", text: "Grades 1 to 5" },
    { kind: "bullet", text: "Pencil case, 12 pencil crayons and a set of washable markers" },
    { kind: "bullet", text: "Headphones for class devices (Grades 3 to 5)" },
    { kind: "bullet", text: "Gym strip: T-shirt and shorts or track pants" },
    { kind: "heading", text: "Grades 6 to 9" },
    { kind: "bullet", text: "Two 1-inch binders with dividers and lined paper" },
    { kind: "bullet", text: "Pencils, pens, eraser, ruler, glue stick and scissors" },
    { kind: "bullet", text: "Scientific calculator" },
    { kind: "bullet", text: "Geometry set (Grades 7 to 9)" },
    { kind: "bullet", text: "Headphones and a padlock for the locker" },
    { kind: "bullet", text: "Gym strip: T-shirt, shorts and deodorant" },
    { kind: "heading", text: "Grades 10 to 12" },
    { kind: "bullet", text: "Binders or notebooks for each course" },
    { kind: "bullet", text: "Scientific calculator; a graphing calculator is recommended for Pre-Calculus 12" },
    {
      kind: "bullet",
      text: "A laptop for school work is recommended; the school lends one to any student who needs it",
    },
    { kind: "bullet", text: "Headphones, a padlock and gym strip" },
    {
      kind: "paragraph",
      text: `If buying supplies is hard for your family this year, please call the office at ${site.phone}, confidentially. Every student will have what they need.`,
    },
  ],
};

const tuitionAgreement: DownloadDocument = {
  file: "tuition-agreement-2026-2027.pdf",
  title: `Tuition Agreement 2026-2027 - ${site.name}`,
  items: [
    { kind: "title", text: "Tuition Agreement 2026-2027" },
    {
      kind: "paragraph",
      text: `This agreement is between ${site.name} and the parents or guardians named below, for the school year from September 2026 to June 2027. All amounts are in Canadian dollars.`,
    },
    { kind: "heading", text: "Annual tuition per student" },
    { kind: "bullet", text: "Kindergarten (full day): $5,400, or 10 payments of $540" },
    { kind: "bullet", text: "Grades 1 to 5: $6,200, or 10 payments of $620" },
    { kind: "bullet", text: "Grades 6 to 9: $6,900, or 10 payments of $690" },
    { kind: "bullet", text: "Grades 10 to 12: $7,400, or 10 payments of $740" },
    { kind: "heading", text: "Sibling discounts (tuition only)" },
    {
      kind: "bullet",
      text: "Oldest child: full tuition. Second child: 10%. Third child: 25%. Each further child: 50%.",
    },
    { kind: "heading", text: "Fees" },
    { kind: "bullet", text: "Enrolment deposit: $300 per student, credited to September tuition, not refundable" },
    { kind: "bullet", text: "New family registration fee: $400 per family, once, not refundable" },
    { kind: "bullet", text: "Learning resources fee: $180 (K to 5), $260 (6 to 9), $320 (10 to 12)" },
    { kind: "bullet", text: "Graduation fee (Grade 12): $250" },
    { kind: "heading", text: "Students" },
    { kind: "field", label: "Student name and grade" },
    { kind: "field", label: "Student name and grade" },
    { kind: "field", label: "Student name and grade" },
    { kind: "heading", text: "Payment plan (choose one)" },
    { kind: "bullet", text: "[  ] In full by August 15, 2026, with a 2% discount on tuition" },
    { kind: "bullet", text: "[  ] Two instalments, on August 15, 2026 and January 15, 2027" },
    { kind: "bullet", text: "[  ] Ten monthly pre-authorized debits, September 1, 2026 to June 1, 2027" },
    { kind: "heading", text: "Terms" },
    {
      kind: "bullet",
      text: "Tuition is an annual commitment. A family that withdraws a student gives 30 days' written notice and pays tuition to the end of the month in which the notice period ends.",
    },
    { kind: "bullet", text: "A student who joins during the year pays tuition from the month they start." },
    { kind: "bullet", text: "A returned payment incurs a $25 fee." },
    {
      kind: "bullet",
      text: `Families who expect difficulty making a payment agree to contact ${site.mailboxes.accounts} before the due date, so that a plan can be made.`,
    },
    { kind: "heading", text: "Signatures" },
    { kind: "field", label: "Parent or guardian" },
    { kind: "field", label: "Parent or guardian" },
    { kind: "field", label: "Date" },
    { kind: "field", label: `For ${site.shortName}` },
  ],
};

const medicalForm: DownloadDocument = {
  file: "medical-information-form.pdf",
  title: `Medical Information Form - ${site.name}`,
  items: [
    { kind: "title", text: "Medical Information Form" },
    {
      kind: "paragraph",
      text: "Please complete one form for each child every September, and tell the office whenever something changes. This information is shared only with the staff who care for your child, and with emergency services if needed.",
    },
    { kind: "heading", text: "Student" },
    { kind: "field", label: "Name" },
    { kind: "field", label: "Date of birth and grade" },
    { kind: "field", label: "B.C. Personal Health Number" },
    { kind: "field", label: "Family doctor and clinic phone" },
    { kind: "heading", text: "Emergency contacts (other than parents)" },
    { kind: "field", label: "Name, relationship and phone" },
    { kind: "field", label: "Name, relationship and phone" },
    { kind: "heading", text: "Allergies" },
    { kind: "field", label: "Allergy and usual reaction" },
    { kind: "field", label: "Allergy and usual reaction" },
    {
      kind: "bullet",
      text: "[  ] My child carries an epinephrine auto-injector. Please send a spare to the office with an anaphylaxis plan.",
    },
    { kind: "heading", text: "Medical conditions" },
    { kind: "bullet", text: "[  ] Asthma   [  ] Diabetes   [  ] Seizures   [  ] Heart condition   [  ] Other" },
    { kind: "field", label: "Details and what staff should do" },
    { kind: "heading", text: "Medication at school" },
    { kind: "field", label: "Medication, dose and time" },
    {
      kind: "paragraph",
      text: "Medication must come in its original labelled container. It is kept locked in the office and given by trained staff.",
    },
    { kind: "heading", text: "Consent" },
    {
      kind: "paragraph",
      text: "I consent to staff giving first aid and, if they cannot reach me, to my child receiving emergency medical treatment. I will tell the school about any change in this information.",
    },
    { kind: "field", label: "Signature of parent or guardian" },
    { kind: "field", label: "Date" },
  ],
};

export const documents: DownloadDocument[] = [
  applicationForm,
  familyHandbook,
  supplyList,
  tuitionAgreement,
  medicalForm,
];
