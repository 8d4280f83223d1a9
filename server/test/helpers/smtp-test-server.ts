import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** What the server answers a recipient: nothing (accept) or an SMTP reply code. */
export type Responder = (address: string) => number | undefined;

/**
 * A real SMTP server in the test process (smtp-server), keeping every message it accepts,
 * parsed. `respond` decides per recipient whether to accept or refuse (4xx or 5xx).
 */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  let respond: Responder = () => undefined;
  let hold: ((mail: ParsedMail) => void) | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = respond(address.address);
      if (code === undefined) return callback();
      const error = Object.assign(
        new Error(code >= 500 ? 'Mailbox unavailable' : 'Mailbox busy, try again later'),
        { responseCode: code },
      );
      callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          // Held: the message has arrived but is never acknowledged (the sender is mid-send).
          if (hold) return hold(mail);
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Mail accepted for one address. */
    to: (address: string) =>
      received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(address)),
    setResponder: (next: Responder) => {
      respond = next;
    },
    /** Resolves with the next message once it has arrived; it is never acknowledged. */
    holdNext: () =>
      new Promise<ParsedMail>((resolve) => {
        hold = (mail) => {
          hold = undefined;
          resolve(mail);
        };
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
