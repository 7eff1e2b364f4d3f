import type { StaticPageContent } from "../types.ts";

export const aboutBestOkanagan: StaticPageContent = {
  heading: "Best of the Okanagan",
  lead: "Penticton sits between two lakes, with orchards and vineyards on the benches and dry pine hills above. We use every bit of it as a classroom.",
  blocks: [
    { type: "heading", text: "A valley worth learning in" },
    {
      type: "paragraph",
      text: "Our campus on Orchard Ridge Road looks out over old orchard rows toward the lake. On a clear morning you can watch the light move across the hills before the first bell. It is hard to teach children about creation and stewardship in a place like this without taking them outside.",
    },
    {
      type: "paragraph",
      text: "So we do. Every grade at PCS spends regular time learning outdoors, in all four seasons. Students come back with muddy boots, full notebooks and questions they would never have asked at a desk.",
    },
    { type: "heading", text: "Lake, orchards and hills" },
    {
      type: "list",
      items: [
        "The lakes: students test water quality, learn water safety, and study the sockeye salmon that return up the Okanagan River each fall.",
        "The orchards: Grade 2 helps with the apple harvest at a family orchard near the school, then presses cider back in the classroom.",
        "The hills: middle school classes hike the trails above town to study the dry grasslands, ponderosa pines and the animals that live there.",
        "The seasons: snowshoeing and winter ecology in January, planting in the orchard garden in spring, and stargazing nights under big Okanagan skies.",
      ],
    },
    { type: "heading", text: "Outdoor education by grade" },
    {
      type: "table",
      caption: "Outdoor education trips through the grades",
      head: ["Grades", "What students do"],
      rows: [
        ["Kindergarten to Grade 3", "Weekly outdoor classroom time, nature walks and the orchard garden"],
        ["Grades 4 and 5", "Creek studies, a salmon hatchery visit and a day on the lakeshore"],
        ["Grades 6 and 7", "A spring bike ride on the Kettle Valley Rail Trail and an overnight camp"],
        ["Grades 8 and 9", "Hiking, basic wilderness first aid and a three-day camping trip"],
        ["Grades 10 to 12", "A canoe trip, leadership training and helping to lead younger students outdoors"],
      ],
      note: "Trip costs are listed with our other fees on the [tuition and fees](/admissions/tuition-and-fees) page. No student misses a trip because of cost: talk to the office.",
    },
    { type: "heading", text: "Part of the Penticton community" },
    {
      type: "paragraph",
      text: "Learning here does not stop at the school fence. Over the years, local farmers, business owners, churches and service groups have opened their doors to our students. In return, our students show up to help.",
    },
    {
      type: "list",
      items: [
        "A seniors' residence down the road hosts monthly visits from our elementary classes, who come to read, sing and play games.",
        "Local churches invite our choirs and bands to share music at Christmas and Easter.",
        "Grade 11 and 12 students complete work experience hours with local employers, from vineyards to veterinary clinics.",
        "Every grade helps with food bank drives and community clean-ups along the lakeshore.",
      ],
    },
    {
      type: "quote",
      text: "My daughter knows the names of the trees on the hill behind our house now. She tells us about them every time we go for a walk.",
      cite: "A PCS parent of a Grade 4 student",
    },
    { type: "heading", text: "Safe and well prepared" },
    {
      type: "paragraph",
      text: "Outdoor learning is planned with the same care as anything else we do. Trips follow our [safety policies](/about/safety-policies), with trained staff, first aid kits, clear ratios of adults to students and a plan for the Okanagan's hot summers and smoky days. Parents receive the details and a consent form before every overnight trip.",
    },
    {
      type: "callout",
      title: "Help us take learning outside",
      text: "Many of our trips rely on parent drivers and helpers. If you enjoy hiking, paddling or simply being outdoors with children, we would love to hear from you.",
      action: { label: "Volunteer with us", to: "/giving/get-involved" },
    },
  ],
};
