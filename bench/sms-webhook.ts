import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStore } from '../packages/server/src/db/connect';
import { twilioSignature } from '../packages/server/src/features/sms/twilio-signature';
import { SMS_INBOUND_PATH } from '../packages/server/src/features/sms/webhook';
import { startChild, stopChild } from './child';
import { percentile, round } from './stats';

const root = fileURLToPath(new URL('..', import.meta.url));
const TOKEN = 'twilio-auth-token-for-the-bench';
/** The URL Twilio is told to call: what it signs, whatever address the server listens on. */
const PUBLIC_URL = 'https://fieldkit.example';
/** Acme's SMS number in the demo data. */
const ACME_NUMBER = '+447700900100';

/** Inbound SMS taken by the built server's webhook, many at once. */
export interface SmsWebhookFigures {
  messages: number;
  concurrency: number;
  seconds: number;
  /** Signed SMS answered 200 and stored, per second of the whole run. */
  smsPerSecond: number;
  /** Rows with the run's message ids in the store afterwards, and how many distinct ids among them. */
  stored: { rows: number; distinctIds: number };
  /** From the request sent to its answer read. */
  latency: { p50Ms: number; p99Ms: number; maxMs: number };
}

/** The form Twilio posts for message `n` of a run whose ids start with `prefix` (4 hex digits), and its signature. */
export function signedSms(prefix: string, n: number): { body: string; signature: string } {
  const messageSid = `SM${prefix}${n.toString(16).padStart(28, '0')}`;
  const params = {
    ToCountry: 'GB',
    NumMedia: '0',
    From: '+447700900456',
    To: ACME_NUMBER,
    Body: `Engineer running ${n % 60} minutes late, job ${n}.`,
    AccountSid: `AC${'0'.repeat(32)}`,
    ApiVersion: '2010-04-01',
    MessageSid: messageSid,
    SmsMessageSid: messageSid,
  };
  return {
    body: new URLSearchParams(params).toString(),
    signature: twilioSignature(TOKEN, `${PUBLIC_URL}${SMS_INBOUND_PATH}`, params),
  };
}

/** Posts `count` signed SMS to `url`, `concurrency` at a time over kept-alive connections; the latency of each. */
async function postAll(url: string, prefix: string, count: number, concurrency: number): Promise<number[]> {
  const forms = Array.from({ length: count }, (_, n) => signedSms(prefix, n));
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < forms.length) {
      const form = forms[next++]!;
      const started = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Twilio-Signature': form.signature,
        },
        body: form.body,
      });
      const text = await response.text();
      latencies.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`Sms/Inbound answered ${response.status}: ${text}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies;
}

/**
 * The built server in its own process over SQLite in `dataDir`, taking signed SMS at its webhook: its process and
 * the address it listens on (`extra` added to its environment).
 */
export async function startSmsServer(
  dataDir: string,
  extra: Record<string, string> = {},
): Promise<{ server: ChildProcess; base: string }> {
  let base = '';
  const server = await startChild(
    process.execPath,
    [join(root, 'packages/server/dist/main.js')],
    { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'error', SMS_WEBHOOK_AUTH_TOKEN: TOKEN, PUBLIC_URL, ...extra },
    (line) => {
      base = line.match(/listening on (http:\/\/[\d.:]+)/)?.[1] ?? base;
      return base !== '';
    },
  );
  return { server, base };
}

/**
 * The built server over SQLite in a temp folder, in its own process: 200 signed SMS warm it up, then `messages`
 * more, each with its own MessageSid, are posted `concurrency` at a time. Afterwards the store is opened to count
 * the run's rows: each SMS must be there exactly once.
 */
export async function benchSmsWebhook(messages = 2000, concurrency = 16): Promise<SmsWebhookFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fk-bench-sms-'));
  let server: ChildProcess | undefined;
  try {
    const running = await startSmsServer(dataDir);
    server = running.server;
    const { base } = running;
    const url = `${base}${SMS_INBOUND_PATH}`;
    await postAll(url, 'a0a0', 200, concurrency);
    const started = performance.now();
    const latencies = await postAll(url, 'bec4', messages, concurrency);
    const seconds = (performance.now() - started) / 1000;
    await stopChild(server);
    server = undefined;

    const store = openStore({ dataDir });
    let stored: SmsWebhookFigures['stored'];
    try {
      const row = await store.db
        .selectFrom('received_alerts')
        .select((eb) => [
          eb.fn.countAll<number>().as('rows'),
          eb.fn.count<number>('message_sid').distinct().as('distinctIds'),
        ])
        .where('message_sid', 'like', 'SMbec4%')
        .executeTakeFirstOrThrow();
      stored = { rows: Number(row.rows), distinctIds: Number(row.distinctIds) };
    } finally {
      await store.close();
    }
    if (stored.rows !== messages || stored.distinctIds !== messages)
      throw new Error(`${messages} SMS posted, ${stored.rows} rows (${stored.distinctIds} ids) stored`);
    return {
      messages,
      concurrency,
      seconds: round(seconds),
      smsPerSecond: Math.round(messages / seconds),
      stored,
      latency: {
        p50Ms: round(percentile(latencies, 50)),
        p99Ms: round(percentile(latencies, 99)),
        maxMs: round(Math.max(...latencies)),
      },
    };
  } finally {
    if (server) await stopChild(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
