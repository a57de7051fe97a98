import type { Readable } from 'node:stream';
import { ALERT_TYPE } from '@fieldkit/core/contract';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import type { ServerConfig } from '../../../config';
import type { Db } from '../../../db/schema';
import { insertReceivedAlert } from '../inbound';
import { attachAlertFile } from '../media-attach';
import { storeInlineParts } from './inline-parts';
import { createMailParsers, MailParseRefused } from './mail-parsers';
import type { InboundMail } from './parse-inbound';

/** A running inbound SMTP receiver. */
export interface InboundSmtp {
  /** The port it listens on (the configured one, or the one given for port 0). */
  port: number;
  close(): Promise<void>;
}

/** An SMTP reply with its code, as smtp-server sends a rejected command's. */
function refusal(code: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode: code });
}

/** The company whose inbound address `address` is. */
async function companyOfInbox(db: Db, address: string): Promise<number | null> {
  const row = await db
    .selectFrom('companies')
    .select('company_id')
    .where('inbound_email', '=', address.toLowerCase())
    .executeTakeFirst();
  return row?.company_id ?? null;
}

/**
 * Stores a parsed mail for each company inbox it was sent to: its sanitised HTML (or its text as HTML), its subject,
 * the images its HTML shows by `cid:`, and its file (see `parseInboundMail`).
 */
async function storeMail(
  db: Db,
  config: ServerConfig,
  mail: InboundMail,
  companies: readonly number[],
  stored: (companyId: number) => void,
): Promise<void> {
  const messageId =
    mail.messageId ?? `<${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}@fieldkit>`;
  for (const companyId of companies) {
    // The sender as the mail writes it, never matched to a user: anyone can write a colleague's name and address.
    const saved = await insertReceivedAlert(db, companyId, messageId, {
      alert_type: ALERT_TYPE.email,
      from_address: mail.from.address,
      to_address: mail.to.join(', '),
      display_name: mail.from.name,
      sender_verified: mail.senderVerified ? 1 : 0,
      vendor_id: 0,
      content: mail.content,
      subject: mail.subject,
    });
    if (saved.status !== 'stored') continue;
    await storeInlineParts(db, config, saved, mail.inline);
    if (mail.file)
      await attachAlertFile(
        db,
        config,
        { companyId, alertId: saved.alertId, folder: 'mail' },
        mail.file.content,
        mail.file.contentType,
      );
    stored(companyId);
  }
}

/**
 * The message of a DATA stream, or null once it goes past `maxBytes`: counted as it arrives, and nothing kept past the
 * limit (the rest is read and dropped; the receiver then answers 552).
 */
async function readMessage(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let over = false;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (over) continue;
    bytes += chunk.length;
    if (bytes > maxBytes) {
      over = true;
      chunks.length = 0;
    } else chunks.push(chunk);
  }
  return over ? null : Buffer.concat(chunks, bytes);
}

/**
 * The inbound SMTP receiver (smtp-server) on `INBOUND_SMTP_PORT`, for mail to a company's inbound address: any other
 * recipient is refused with 550, a message over `INBOUND_MAIL_MAX_BYTES` with 552 (counted as it arrives, nothing kept
 * past the limit). Each message is parsed and sanitised on a worker thread ({@link MailParsers}) within
 * `INBOUND_MAIL_PARSE_MS`; past it, or while too many wait, the sender is told to try again later (451). Connections
 * are capped in all and per address, and closed after 30 s of silence. Plain SMTP on the server's address, as a relay
 * in front of it would deliver; no authentication (it accepts only its inboxes).
 */
export async function startInboundSmtp(
  db: Db,
  config: ServerConfig,
  log: FastifyBaseLogger,
  port: number,
  /** A new mail was stored for a company. */
  stored: (companyId: number) => void = () => {},
): Promise<InboundSmtp> {
  const parsers = createMailParsers({
    timeoutMs: config.inboundMailParseMs,
    sender: { dnsServers: config.inboundMailDnsServers },
  });
  const clientsByAddress = new Map<string, number>();
  const server = new SMTPServer({
    name: 'fieldkit',
    banner: 'Fieldkit inbound mail',
    size: config.inboundMailMaxBytes,
    maxClients: config.inboundSmtpClients.max,
    socketTimeout: 30_000,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onConnect(session, callback) {
      const count = clientsByAddress.get(session.remoteAddress) ?? 0;
      if (count >= config.inboundSmtpClients.perAddress)
        return callback(refusal(421, 'Too many connections from your address; try again later'));
      clientsByAddress.set(session.remoteAddress, count + 1);
      callback();
    },
    onClose(session) {
      const count = (clientsByAddress.get(session.remoteAddress) ?? 1) - 1;
      if (count > 0) clientsByAddress.set(session.remoteAddress, count);
      else clientsByAddress.delete(session.remoteAddress);
    },
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      companyOfInbox(db, address.address).then(
        (companyId) =>
          companyId === null ? callback(refusal(550, `No such inbox: ${address.address}`)) : callback(),
        (error: unknown) => callback(error as Error),
      );
    },
    onData(stream, session, callback) {
      // The recipients of this transaction as the session holds them now (RSET, HELO and EHLO empty them).
      const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      readMessage(stream, config.inboundMailMaxBytes)
        .then(async (raw) => {
          if (raw === null)
            return callback(
              refusal(552, `Message exceeds the ${config.inboundMailMaxBytes} bytes this inbox takes`),
            );
          const mail = await parsers.parse(raw);
          const companies = new Set<number>();
          for (const address of recipients) {
            const companyId = await companyOfInbox(db, address);
            if (companyId !== null) companies.add(companyId);
          }
          await storeMail(db, config, mail, [...companies], stored);
          log.info({ companies: [...companies], messageId: mail.messageId }, 'inbound mail stored');
          callback();
        })
        .catch((error: unknown) => {
          log.warn({ err: error }, 'inbound mail refused');
          callback(
            refusal(
              451,
              error instanceof MailParseRefused
                ? `${error.message}; try again later`
                : 'The message could not be stored; try again later',
            ),
          );
        });
    },
  });
  server.on('error', (error) => log.warn({ err: error }, 'inbound SMTP error'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, config.host, () => resolve());
  });
  const address = (server.server.address() as { port: number } | null)?.port ?? port;
  return {
    port: address,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await parsers.close();
    },
  };
}
