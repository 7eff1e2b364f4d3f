/** The one way a message leaves: SMTP through nodemailer (tests point it at an smtp-server in the test process). */
import nodemailer from "nodemailer";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  /** Stable per outbox row, so a receiving system can tell a resend from a new message. */
  messageId: string;
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  attachments: MailAttachment[];
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A transport for SMTP_URL; a refused message rejects with the server's reply as its message. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        messageId: message.messageId,
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
    },
    close() {
      transporter.close();
    },
  };
}
