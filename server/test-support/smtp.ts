/** A real SMTP server in the test process (smtp-server), keeping what arrives parsed by mailparser. */
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface TestSmtp {
  /** For SMTP_URL: smtp://127.0.0.1:<port>. */
  url: string;
  received: ParsedMail[];
  /** The next `count` messages are refused with a 451 (a server that is busy), then it accepts again. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    // Plain SMTP on the loopback: no certificate to trust, no account to sign in with.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (refusals > 0) {
            refusals -= 1;
            const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
            callback(error);
            return;
          }
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
