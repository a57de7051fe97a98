import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import nodemailer from 'nodemailer';
import { readDb, USERS } from './chat-support';
import { baseURL, dataDir, SMS_WEBHOOK_TOKEN, smtpPort } from './playwright.config';

// SMS and e-mails that really arrive (the provider's signed webhook, SMTP to the company inbox) and the screens of
// @fieldkit/sms-log that show them in the full app: the top bar's alerts, the log popups, the viewer, the reports.

/** Which log: 1 SMS, 2 e-mail. */
export type AlertKind = 1 | 2;

const INBOUND = '/api/notification/Sms/Inbound';
let sids = Date.now();

/**
 * Posts an inbound SMS to the e2e server (or `server`, whose PUBLIC_URL it is), signed as Twilio signs it (or with
 * `signature`); answers the status.
 */
export async function inboundSms(
  fields: Record<string, string>,
  signature?: string,
  server = baseURL,
): Promise<number> {
  const params: Record<string, string> = {
    MessageSid: `SM${(++sids).toString(16).padStart(32, '0')}`,
    From: '+447700900456',
    To: '+447700900100',
    NumMedia: '0',
    ...fields,
  };
  const data = `${server}${INBOUND}${Object.keys(params)
    .sort()
    .map((name) => name + params[name])
    .join('')}`;
  const signed = createHmac('sha1', SMS_WEBHOOK_TOKEN).update(data).digest('base64');
  const response = await fetch(`${server}${INBOUND}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Twilio-Signature': signature ?? signed,
    },
    body: new URLSearchParams(params).toString(),
  });
  return response.status;
}

/** Acme's inbox, which the e2e server's SMTP receiver takes mail for. */
export const ACME_INBOX = 'inbox@acme.example';

/** An SMTP connection to the e2e server's inbound receiver (plain SMTP on loopback). */
export function inboundMail(): nodemailer.Transporter {
  return nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
    pool: true,
  });
}

/** Sends a mail to Acme's inbox from a customer; answers once the server has stored it (its reply to the data). */
export async function sendToAcme(
  transport: nodemailer.Transporter,
  mail: Omit<nodemailer.SendMailOptions, 'from' | 'to'>,
): Promise<void> {
  await transport.sendMail({ from: 'Harbour Estates <estates@harbour.example>', to: ACME_INBOX, ...mail });
}

/** How many of Acme's stored messages a condition on `received_alerts` (SQL, `?` for `value`) finds. */
export function storedAlerts(where: string, value: string, dir = dataDir): number {
  return readDb(
    dir,
    (db) =>
      (
        db
          .prepare(`SELECT COUNT(*) AS n FROM received_alerts WHERE company_id = 2 AND ${where}`)
          .get(value) as {
          n: number;
        }
      ).n,
  );
}

/**
 * The unread messages of a kind alice sees (her own and the company's), read from the server's database: asking the
 * API would sign her in and so end the session her browser holds.
 */
export function aliceUnread(kind: AlertKind, dir = dataDir): number {
  return readDb(
    dir,
    (db) =>
      (
        db
          .prepare(
            'SELECT COUNT(*) AS n FROM received_alerts WHERE company_id = 2 AND login_id IN (0, ?) AND alert_type = ? AND is_read = 0',
          )
          .get(USERS.alice.loginId, kind) as { n: number }
      ).n,
  );
}

const ALERT_LABELS: Record<AlertKind, string> = { 1: 'SMS', 2: 'E-mail' };

/** The top bar's SMS or e-mail alert, whatever its count. */
export const alertButton = (page: Page, kind: AlertKind): Locator =>
  page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${ALERT_LABELS[kind]}(, \\d+ unread)?$`) });

/** The alert's accessible name for a count. */
export const alertName = (kind: AlertKind, count: number) =>
  count > 0 ? `${ALERT_LABELS[kind]}, ${count} unread` : ALERT_LABELS[kind];

/** The log popup of a kind. */
export const logPopup = (page: Page, kind: AlertKind): Locator =>
  page.getByRole('dialog', { name: kind === 1 ? 'Received SMS' : 'Received e-mails', exact: true });

/** The viewer, 'Read Notification'. */
export const viewer = (page: Page): Locator => page.getByRole('dialog', { name: 'Read Notification' });

/** A report's table of messages. */
export const reportTable = (page: Page, kind: AlertKind): Locator =>
  page.getByRole('table', { name: kind === 1 ? 'Received SMS' : 'Received e-mails', exact: true });

/** What a log's row shows of a message: its first 80 characters, the 80th an ellipsis when it is longer. */
export function logExcerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 79).trimEnd()}…` : flat;
}

/** Narrows a report to the messages a search finds and shows up to 100 of them on its page. */
export async function searchReport(
  page: Page,
  kind: AlertKind,
  text: string,
  rows: number,
): Promise<Locator> {
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('100');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(text);
  const found = reportTable(page, kind).getByRole('row').filter({ hasText: text });
  await expect(found).toHaveCount(rows);
  return found;
}

/** A web server on loopback that serves one image and records who asked for it. */
export interface ImageHost {
  url: string;
  requests: Array<{ path: string; userAgent: string }>;
  close(): Promise<void>;
}

/** Starts an {@link ImageHost} serving `png` at any path but one under `/missing/`, which is a 404. */
export async function startImageHost(png: Buffer): Promise<ImageHost> {
  const requests: ImageHost['requests'] = [];
  const server = createServer((request, response) => {
    requests.push({ path: request.url ?? '', userAgent: request.headers['user-agent'] ?? '' });
    if (request.url?.startsWith('/missing/')) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('Not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': png.length });
    response.end(png);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/**
 * Counts script dialogs any document of the context tries to open (`window.__pwned`, in the page and in every frame
 * that runs script): a payload that ran would set it even where the browser shows no dialog (a sandboxed frame).
 */
export async function countExecutions(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    for (const name of ['alert', 'confirm', 'prompt', 'print']) {
      const original = w[name] as (...args: unknown[]) => unknown;
      w[name] = (...args: unknown[]) => {
        w.__pwned = Number(w.__pwned ?? 0) + 1;
        try {
          const top = window.top as unknown as Record<string, unknown>;
          if (top !== w) top.__pwned = Number(top.__pwned ?? 0) + 1;
        } catch {
          // Another origin's top: this document's own count stays.
        }
        return original.apply(window, args);
      };
    }
  });
}

/** The executions {@link countExecutions} saw in the page and its frames (one in a frame counts twice). */
export async function executions(page: Page): Promise<number> {
  let total = 0;
  for (const frame of page.frames())
    total += await frame
      .evaluate(() => Number((window as unknown as { __pwned?: number }).__pwned ?? 0))
      .catch(() => 0);
  return total;
}
