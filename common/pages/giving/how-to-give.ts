import { site } from "../../site.ts";
import { mailLink, phoneLink } from "../links.ts";
import type { StaticPageContent } from "../types.ts";

export const givingHowToGive: StaticPageContent = {
  heading: "How to Give",
  lead: "PCS was started by families who gave what they could, and it still depends on generous people today. Here are the ways you can support our students.",
  blocks: [
    { type: "heading", text: "Why your gift matters" },
    {
      type: "paragraph",
      text: "Tuition and provincial funding cover the day-to-day running of the school. Gifts make the rest possible: bursaries for families who could not otherwise afford PCS, new learning spaces, and the extras that make a school feel like home. Every gift, of every size, is put to work for students.",
    },
    { type: "heading", text: "Ways to give" },
    {
      type: "steps",
      items: [
        {
          title: "Monthly gifts",
          text: "A set amount each month by credit card or pre-authorized debit. Monthly gifts are easy to budget for, and they give the school steady support we can plan around. You can change or stop a monthly gift at any time.",
        },
        {
          title: "One-time gifts",
          text: "Give online, by cheque, by e-transfer or by phone, whenever you choose. Many families give at Christmas or at the end of the school year.",
        },
        {
          title: "The bursary fund",
          text: "Bursaries lower tuition for families who need help. Every dollar given to the bursary fund goes to tuition assistance, and awards are made in confidence by the bursary committee.",
        },
        {
          title: "The building fund",
          text: "Gifts to the building fund go toward our new learning commons and gymnasium. Read about the [campus expansion](/about/campus-expansion) and its phases.",
        },
        {
          title: "Gifts of securities",
          text: "Donating publicly traded shares, bonds or mutual funds directly to PCS means you pay no capital gains tax on the increase in their value, and you receive a tax receipt for their full market value on the day we receive them.",
        },
        {
          title: "Legacy gifts",
          text: "A gift in your will, or naming PCS as the beneficiary of a life insurance policy or RRSP, can support students for years to come. We are glad to talk with you and your advisor, in confidence.",
        },
      ],
    },
    { type: "heading", text: "Charitable tax receipts", id: "receipts" },
    {
      type: "paragraph",
      text: `${site.name} is a registered charity in Canada. We issue an official receipt for income tax purposes for every gift of $20 or more. Our charitable registration number is printed on each receipt.`,
    },
    {
      type: "list",
      items: [
        "Receipts for online gifts are sent by e-mail right away.",
        "Receipts for cheques, e-transfers and monthly gifts are sent once a year, by the end of February.",
        "To count toward a tax year, a gift must be received, or a cheque postmarked, by December 31.",
        "Under Canada Revenue Agency rules, we cannot issue a receipt for a gift that pays for or reduces your own child's tuition, or that is directed to a particular family.",
      ],
    },
    { type: "heading", text: "Other ways to help" },
    {
      type: "paragraph",
      text: "Giving is not only about money. Parents, grandparents and friends give their time in classrooms, at events and on committees, and many local businesses support our fundraisers. Find out how to [get involved](/giving/get-involved).",
    },
    {
      type: "quote",
      text: "A bursary made it possible for our three children to come to PCS when our family went through a hard year. We give now because someone once gave for us.",
      cite: "A PCS parent and monthly donor",
    },
    { type: "heading", text: "Questions about giving" },
    {
      type: "paragraph",
      text: `For gifts of securities, legacy gifts or any question about giving, contact our development office at ${mailLink(site.mailboxes.giving)} or call ${phoneLink}. Conversations are confidential, and there is never any pressure.`,
    },
    {
      type: "callout",
      title: "Make a gift today",
      text: "Give online, by cheque, by e-transfer or by phone. Every gift receives a charitable tax receipt.",
      action: { label: "Donate to PCS", to: "/giving/donate" },
    },
  ],
};
