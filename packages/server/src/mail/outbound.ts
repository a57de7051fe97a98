import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { ServerConfig } from '../config';

/** What a mail sent came to: its Message-ID and the SMTP server's answer (or where the outbox keeps it). */
export interface SentMail {
  messageId: string;
  response: string;
}

/** Sends the server's own mail. */
export interface OutboundMailer {
  send(message: Mail.Options): Promise<SentMail>;
  close(): void;
}

/**
 * The server's mail: through the SMTP server of `SMTP_URL` when set, else written as `.eml` files into
 * `{DATA_DIR}/outbox/` (nothing leaves the machine). Every mail is from `MAIL_FROM`.
 */
export function createOutboundMailer(config: ServerConfig): OutboundMailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ ...message, from: config.mailFrom });
        return { messageId: info.messageId, response: String(info.response ?? '') };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = join(config.dataDir, 'outbox');
  return {
    async send(message) {
      const info = await transport.sendMail({ ...message, from: config.mailFrom });
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(join(outbox, name), info.message as Buffer);
      return { messageId: info.messageId, response: `Written to outbox/${name}` };
    },
    close: () => transport.close(),
  };
}
