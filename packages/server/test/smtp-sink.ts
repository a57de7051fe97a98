import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An SMTP server on loopback that keeps every mail it is given, parsed: a mail provider's stand-in for tests. */
export interface SmtpSink {
  port: number;
  /** The mails received, in order. */
  received: ParsedMail[];
  /** Mails after this many are refused with a 554 (a provider that turns mail away). */
  refuseAfter(count: number | null): void;
  close(): Promise<void>;
}

/** Starts an {@link SmtpSink} on `port` (a free one when 0), plain SMTP without authentication. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  let limit: number | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          if (limit !== null && received.length >= limit) {
            done(Object.assign(new Error('Message rejected by policy'), { responseCode: 554 }));
            return;
          }
          received.push(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    refuseAfter(count) {
      limit = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
