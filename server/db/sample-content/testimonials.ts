/** Sample testimonials: fictional parents, students, alumni and grandparents in their own words. */

import type { TestimonialInput } from "../../../common/content/testimonials/types.ts";
import { site } from "../../../common/site.ts";

export const sampleTestimonials: TestimonialInput[] = [
  {
    author: "Rachel and Tom Becker",
    relationship: "Parents of students in Grades 2 and 6",
    quote:
      "Our children are known here. Their teachers notice when something is off, and they call us before it becomes a problem.",
    storyHtml:
      "<p>We moved to Penticton from Calgary four years ago and worried about starting over. On the first day, our son's teacher already knew he loved hockey and had a book about it waiting on his desk.</p><p>What we value most is the partnership: we always know what is happening, and we feel welcome to ask.</p>",
  },
  {
    author: "Maya Castillo",
    relationship: "Grade 11 student",
    quote: "I can ask hard questions about faith here, and my teachers take them seriously.",
    storyHtml:
      "<p>I came to PCS in Grade 8. I was nervous about a Christian school, because I had a lot of questions. My Bible teacher never brushed them off. She gave me books to read and talked with me after class.</p><p>I also found my place in the band and on the volleyball team. It is a small school, so everyone gets to play.</p>",
  },
  {
    author: "Gordon Achterberg",
    relationship: "Grandfather of three PCS students",
    quote: "I sat in on a Grade 4 math lesson on Grandparents' Day and came away wishing I had gone to school here.",
    storyHtml: `<p>Three of my grandchildren go to ${site.shortName}. I drive them on Wednesdays, and I see how the staff greet each child at the door by name.</p><p>Grandparents' Day is the highlight of my winter.</p>`,
  },
  {
    author: "Leilani Kahale",
    relationship: "Parent of a Kindergarten student",
    quote: "Kindergarten here is full of play, songs and kindness, and my daughter is reading by spring.",
    storyHtml:
      "<p>We visited four schools before choosing PCS. The Kindergarten classroom felt calm and joyful, and the teacher explained exactly how she would help our daughter learn to read.</p><p>Now our daughter prays for her friends at dinner. That is something we never asked her to do.</p>",
  },
  {
    author: "Ben Okonkwo",
    relationship: "Class of 2015, now a civil engineer",
    quote: "PCS gave me teachers who believed in me before I believed in myself.",
    storyHtml:
      "<p>I struggled with math in Grade 9. My teacher met me at lunch twice a week for a whole term. By Grade 12 I was taking calculus, and today I design bridges.</p><p>I still keep in touch with three of my teachers.</p>",
  },
  {
    author: "Sofia and Andrei Petrenko",
    relationship: "Parents of students in Grades 8 and 10",
    quote: "When we arrived in Canada with little English, this community carried us.",
    storyHtml:
      "<p>We came to Penticton from Ukraine in 2022. Families from PCS brought meals, helped us find an apartment and drove us to appointments. The school found a bursary so our children could attend.</p><p>Our children now help new students who are learning English. We are grateful every day.</p>",
  },
];
