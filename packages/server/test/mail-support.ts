import { connect } from 'node:net';
import nodemailer from 'nodemailer';
import type { TestServer } from './helpers';

/** An SMTP client of a test server's inbound receiver, as a relay in front of it would deliver (plain, no TLS). */
export function inboundMailTransport(server: TestServer): nodemailer.Transporter {
  return nodemailer.createTransport({
    host: '127.0.0.1',
    port: server.server.smtpPort,
    secure: false,
    ignoreTLS: true,
    tls: { rejectUnauthorized: false },
  });
}

/** An SMTP conversation held by hand on a raw socket: each command and the reply it got. */
export interface SmtpDialogue {
  /** Sends a line (CRLF added) and resolves with the next complete reply (its last line). */
  say(line: string): Promise<string>;
  /** Writes bytes as they are (inside DATA), resolving once the socket can take more. */
  write(bytes: string | Uint8Array): Promise<void>;
  /** The greeting, or the refusal, the server opened with. */
  greeting: Promise<string>;
  close(): void;
}

/** Opens a raw SMTP connection to the test server's inbound receiver. */
export function smtpDialogue(port: number): SmtpDialogue {
  const socket = connect(port, '127.0.0.1');
  let buffered = '';
  const waiters: Array<(reply: string) => void> = [];
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    // A reply ends with a line whose code is followed by a space (not a dash).
    for (
      let match = buffered.match(/^(?:\d{3}-[^\n]*\n)*(\d{3} [^\n]*)\n/);
      match;
      match = buffered.match(/^(?:\d{3}-[^\n]*\n)*(\d{3} [^\n]*)\n/)
    ) {
      buffered = buffered.slice(match[0].length);
      waiters.shift()?.(match[1]!.trim());
    }
  });
  socket.on('error', () => {});
  const next = () => new Promise<string>((resolve) => waiters.push(resolve));
  const greeting = next();
  return {
    greeting,
    say(line) {
      const reply = next();
      socket.write(`${line}\r\n`);
      return reply;
    },
    write: (bytes) =>
      new Promise<void>((resolve) => {
        if (socket.write(bytes)) resolve();
        else socket.once('drain', () => resolve());
      }),
    close: () => socket.destroy(),
  };
}

/**
 * Delivers a raw message (RFC 5322 text, CRLF line ends, no line a lone dot) over a raw SMTP connection and resolves
 * with the reply to its DATA: a client that costs the test's process next to nothing, unlike building the MIME.
 */
export async function deliverRaw(port: number, to: string, message: string): Promise<string> {
  const smtp = smtpDialogue(port);
  try {
    await smtp.greeting;
    await smtp.say('EHLO relay.example');
    await smtp.say('MAIL FROM:<stranger@outside.example>');
    const rcpt = await smtp.say(`RCPT TO:<${to}>`);
    if (!rcpt.startsWith('250')) return rcpt;
    await smtp.say('DATA');
    return await smtp.say(`${message}\r\n.`);
  } finally {
    smtp.close();
  }
}
