import { formatAddress, site } from "../../site.ts";
import { mailLink, phoneLink } from "../links.ts";
import type { StaticPageContent } from "../types.ts";

export const givingDonate: StaticPageContent = {
  heading: "Donate to PCS",
  lead: "Thank you for thinking of our students. Choose the way of giving that suits you best: every gift receives a charitable tax receipt.",
  blocks: [
    { type: "heading", text: "Ways to donate", id: "ways" },
    {
      type: "steps",
      items: [
        {
          title: "Give online",
          text: `The quickest way. Use our secure [online giving page](${site.external.onlineDonation}) to make a one-time or monthly gift by credit card. Your tax receipt arrives by e-mail right away.`,
        },
        {
          title: "By cheque",
          text: `Make your cheque payable to ${site.name} and mail it or drop it off at ${formatAddress()}. To direct your gift, write "bursary fund" or "building fund" on the memo line.`,
        },
        {
          title: "By e-transfer",
          text: `Send an Interac e-Transfer to ${mailLink(site.email)}. Please put your full name, mailing address and the fund you choose in the message, so we can send your receipt.`,
        },
        {
          title: "By phone",
          text: `Call the office at ${phoneLink} during office hours (${site.hours.weekdays}) to give by credit card. We will never ask for your card number by e-mail.`,
        },
      ],
    },
    { type: "heading", text: "Where your gift goes", id: "funds" },
    {
      type: "table",
      caption: "Funds you can give to",
      head: ["Fund", "What it does"],
      rows: [
        [
          "Where it is needed most",
          "Lets the school direct your gift to its most pressing needs, from classroom resources to repairs.",
        ],
        [
          "Bursary fund",
          "Reduces tuition for families who could not otherwise afford PCS. Every dollar goes to tuition assistance.",
        ],
        ["Building fund", "Builds the new learning commons and gymnasium of our campus expansion."],
      ],
      note: "If you do not choose a fund, your gift goes where it is needed most.",
    },
    { type: "heading", text: "What gifts do", id: "impact" },
    {
      type: "list",
      items: [
        "A family who could not pay full tuition keeps their children at the school they love.",
        "Students learn in a library, a gym and a maker space that have room for all of them.",
        "Teachers have the books, lab equipment and instruments they need.",
        "No student misses an outdoor education trip because of cost.",
      ],
    },
    {
      type: "quote",
      text: "Every gift to PCS is a vote of confidence in our students. We receive each one with gratitude and spend it with care.",
      cite: "Daniel Whitfield, Principal",
    },
    { type: "heading", text: "Your tax receipt", id: "receipts" },
    {
      type: "paragraph",
      text: `${site.name} is a registered Canadian charity. We send an official receipt for every gift of $20 or more: right away for online gifts, and by the end of February for cheques, e-transfers and gifts by phone. Gifts must be received, or cheques postmarked, by December 31 to count toward that tax year.`,
    },
    {
      type: "paragraph",
      text: `Questions about a gift or a receipt? Write to ${mailLink(site.mailboxes.giving)}. To learn about monthly giving, gifts of securities and gifts in your will, see [how to give](/giving/how-to-give).`,
    },
    {
      type: "callout",
      title: "Give your time too",
      text: "Volunteers keep our events, classrooms and teams running. There is a place for everyone.",
      action: { label: "Get involved", to: "/giving/get-involved" },
    },
  ],
};
