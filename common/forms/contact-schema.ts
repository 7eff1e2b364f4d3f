/** The contact form's fields and rules (POST /api/contact and /contact), shared by the browser and the server. */
import * as z from "zod/mini";
import { choice, email, fullName, optionalPhone, requiredText } from "./fields.ts";

export const CONTACT_TOPICS = ["general", "admissions", "tour", "accounts", "other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** The choices as the visitor reads them, in the order the form offers them. */
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  general: "A general question",
  admissions: "Admissions and applying",
  tour: "Booking a tour",
  accounts: "Tuition, fees and accounts",
  other: "Something else",
};

export const CONTACT_MESSAGE_MAX = 5000;

export const CONTACT_MESSAGES = {
  topic: "Select what your message is about",
  messageMissing: "Enter your message",
  messageTooLong: "Message must be 5,000 characters or less",
} as const;

export const contactSchema = z.object({
  name: fullName,
  email,
  phone: optionalPhone,
  topic: choice(CONTACT_TOPICS, CONTACT_MESSAGES.topic),
  message: requiredText(CONTACT_MESSAGES.messageMissing, CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong, {
    label: "Message",
    multiline: true,
  }),
});

/** What a caller may send (the honeypot travels beside it and is stripped). */
export type ContactInput = z.input<typeof contactSchema>;
/** What is stored: trimmed, empty phone as null. */
export type ContactSubmission = z.output<typeof contactSchema>;

/** The fields in the order the form shows them: the error summary lists problems in this order. */
export const CONTACT_FIELDS = ["name", "email", "phone", "topic", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
