import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An SMTP server on loopback that keeps every mail it is given: a mail provider's stand-in for tests. */
export interface SmtpSink {
  port: number;
  /** `smtp://127.0.0.1:{port}`, for the server's SMTP_URL. */
  url: string;
  /** The mails received, parsed, in order. */
  received: ParsedMail[];
  /** The same mails as they came over the wire. */
  sources: Buffer[];
  /** While on, every mail is refused with a 552 (a provider that turns mail away). */
  refuse(on: boolean): void;
  close(): Promise<void>;
}

/** Starts an {@link SmtpSink} on `port` (a free one when 0): plain SMTP, no authentication. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const sources: Buffer[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusing) return done(Object.assign(new Error('Mailbox full'), { responseCode: 552 }));
        const source = Buffer.concat(chunks);
        simpleParser(source)
          .then((mail) => {
            sources.push(source);
            received.push(mail);
            done();
          })
          .catch(done);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    sources,
    refuse(on) {
      refusing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
