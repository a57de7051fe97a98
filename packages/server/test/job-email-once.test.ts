import { randomUUID } from 'node:crypto';
import { EMAIL_JOB_INTERRUPTED } from '@fieldkit/core/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

// A job e-mail is mailed once per idempotency key: its log row is written before the mail server is asked, a repeat
// is answered from it, a failed send leaves none, and a send a process stopped in the middle of is 'unknown', never
// mailed again.

const JOB = 5001;
let smtp: SmtpSink;
let t: TestServer;
let token: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestServer({ env: { SMTP_URL: smtp.url } });
  token = (await signIn(t.url, 'alice')).access_token;
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await smtp?.close();
});

const send = (key: string, subject = `Email Job# - ${JOB}`) =>
  call(t.url, 'POST', '/api/workOrder/SendEmailJob', {
    token,
    body: {
      CustomerName: 'Harbour Estates',
      To: 'facilities@harbour.example',
      Subject: subject,
      Attachement: '',
      Body: 'Your report.',
      CompanyId: 2,
      LoginId: 2,
      WoJobId: JOB,
      IdempotencyKey: key,
    },
  });

const logOf = async () =>
  (await call(t.url, 'GET', `/api/workOrder/EmailJobLog/2/${JOB}`, { token })).body as Array<{
    Subject: string;
    Status: string;
  }>;

describe('one e-mail per key', () => {
  test('sent again with its key: answered as sent, mailed once, logged once', async () => {
    const key = randomUUID();
    const subject = `Once ${key}`;
    const before = smtp.received.length;
    const first = await send(key, subject);
    const again = await send(key, subject);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(smtp.received.length - before).toBe(1);
    expect((await logOf()).filter((entry) => entry.Subject === subject)).toEqual([
      expect.objectContaining({ Status: 'sent' }),
    ]);
  }, 30_000);

  test('a send the mail server refuses leaves no row: its key sends again once the server takes mail', async () => {
    const key = randomUUID();
    const subject = `Refused ${key}`;
    smtp.refuse(true);
    try {
      expect((await send(key, subject)).status).toBe(502);
    } finally {
      smtp.refuse(false);
    }
    expect((await logOf()).filter((entry) => entry.Subject === subject)).toEqual([]);
    expect((await send(key, subject)).status).toBe(200);
    expect(smtp.received.at(-1)?.subject).toBe(subject);
  }, 30_000);
});

describe('a send a process stopped in the middle of', () => {
  test("its repeat is told it may have gone (409) and nothing is mailed; the log says 'unknown'", async () => {
    const key = randomUUID();
    const subject = `Interrupted ${key}`;
    // The row a process leaves when it stops after the mail server took the mail and before recording it.
    await t.server.store.db
      .insertInto('email_job_log')
      .values({
        company_id: 2,
        job_id: JOB,
        login_id: 2,
        to_addresses: 'facilities@harbour.example',
        subject,
        message_id: `<${key}@fieldkit>`,
        smtp_response: '',
        sent_at: new Date(Date.now() - 120_000).toISOString(),
        pdf_sha256: '',
        preview_sha256: null,
        status: 'sending',
        idempotency_key: key,
        claimed_until: new Date(Date.now() - 1_000).toISOString(),
      })
      .execute();
    const before = smtp.received.length;
    const repeat = await send(key, subject);
    expect(repeat.status).toBe(409);
    expect(repeat.body.message).toBe(EMAIL_JOB_INTERRUPTED);
    expect(smtp.received.length).toBe(before);
    expect((await logOf()).filter((entry) => entry.Subject === subject)).toEqual([
      expect.objectContaining({ Status: 'unknown' }),
    ]);
  });
});
