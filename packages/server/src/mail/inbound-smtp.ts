import { ALERT_TYPE } from '@fieldkit/core/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import type { ServerConfig } from '../config';
import type { Db } from '../db/schema';
import { insertReceivedAlert } from '../sms/inbound';
import { SMS_MEDIA_TYPES } from '../sms/media';
import { attachAlertFile } from '../sms/media-attach';
import { keptInlineParts, storeInlineParts } from './inline-parts';
import { sanitizeMailHtml, textAsHtml } from './sanitize';

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

/** The sender's name: the company's user with that e-mail, else the name the mail gives, else ''. */
async function senderName(
  db: Db,
  companyId: number,
  mail: ParsedMail,
): Promise<{ address: string; name: string }> {
  const from = mail.from?.value[0];
  const address = (from?.address ?? '').toLowerCase();
  const user = address
    ? await db
        .selectFrom('chat_profiles')
        .innerJoin('users', 'users.login_id', 'chat_profiles.login_id')
        .select('users.display_name')
        .where('users.company_id', '=', companyId)
        .where('chat_profiles.email', '=', address)
        .executeTakeFirst()
    : undefined;
  return { address, name: user?.display_name ?? from?.name ?? '' };
}

/**
 * Stores a parsed mail for each company inbox it was sent to: its sanitised HTML (or its text as HTML), its subject,
 * the images its HTML shows by `cid:` (see {@link keptInlineParts}), and its first image or video attachment as the
 * message's file: one the HTML does not show in place when there is one, else the first.
 */
async function storeMail(
  db: Db,
  config: ServerConfig,
  mail: ParsedMail,
  companies: readonly number[],
): Promise<void> {
  const content = typeof mail.html === 'string' ? sanitizeMailHtml(mail.html) : textAsHtml(mail.text ?? '');
  const messageId =
    mail.messageId ?? `<${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}@fieldkit>`;
  // The message's file is its first image or video that the HTML does not already show in place: an inline part
  // kept for the frame would show twice; one not kept (too large, not an image) is shown as the file instead.
  const inline = keptInlineParts(mail.attachments, content);
  const file = mail.attachments.find(
    (a) => a.contentType.toLowerCase() in SMS_MEDIA_TYPES && !inline.includes(a),
  );
  for (const companyId of companies) {
    const sender = await senderName(db, companyId, mail);
    const to = mail.to ? (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((a) => a.value) : [];
    const stored = await insertReceivedAlert(db, companyId, messageId, {
      alert_type: ALERT_TYPE.email,
      from_address: sender.address,
      to_address: to.map((a) => a.address ?? '').join(', '),
      display_name: sender.name,
      vendor_id: 0,
      content,
      subject: mail.subject ?? '',
    });
    if (stored.status !== 'stored') continue;
    await storeInlineParts(db, config, stored, inline);
    if (!file) continue;
    await attachAlertFile(
      db,
      config,
      { companyId, alertId: stored.alertId, folder: 'mail' },
      file.content,
      file.contentType,
    );
  }
}

/**
 * The inbound SMTP receiver (smtp-server, mailparser) on `INBOUND_SMTP_PORT`, for mail to a company's inbound
 * address: any other recipient is refused with 550, a message over `INBOUND_MAIL_MAX_BYTES` with 552. Plain SMTP on
 * the server's address, as a relay in front of it would deliver; no authentication (it accepts only its inboxes).
 */
export async function startInboundSmtp(
  db: Db,
  config: ServerConfig,
  log: FastifyBaseLogger,
  port: number,
): Promise<InboundSmtp> {
  // Recipients accepted per session, by the company whose inbox each is.
  const companiesOf = new Map<string, Set<number>>();
  const server = new SMTPServer({
    name: 'fieldkit',
    banner: 'Fieldkit inbound mail',
    size: config.inboundMailMaxBytes,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address: SMTPServerAddress, session, callback) {
      companyOfInbox(db, address.address).then(
        (companyId) => {
          if (companyId === null) return callback(refusal(550, `No such inbox: ${address.address}`));
          const accepted = companiesOf.get(session.id) ?? new Set<number>();
          accepted.add(companyId);
          companiesOf.set(session.id, accepted);
          callback();
        },
        (error: unknown) => callback(error as Error),
      );
    },
    onData(stream, session, callback) {
      const companies = [...(companiesOf.get(session.id) ?? [])];
      companiesOf.delete(session.id);
      // `cid:` references stay as written (mailparser would inline them as data: URLs, which the sanitiser drops).
      simpleParser(stream, { skipImageLinks: true })
        .then(async (mail) => {
          // smtp-server only says the limit; the stream tells whether a message went past it.
          if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded)
            return callback(
              refusal(552, `Message exceeds the ${config.inboundMailMaxBytes} bytes this inbox takes`),
            );
          await storeMail(db, config, mail, companies);
          log.info({ companies, messageId: mail.messageId }, 'inbound mail stored');
          callback();
        })
        .catch((error: unknown) => {
          log.warn({ err: error }, 'inbound mail refused');
          callback(refusal(451, 'The message could not be stored; try again later'));
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
