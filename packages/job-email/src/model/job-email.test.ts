import { createApiClient, createFieldkit, createMemoryStorage, HttpError } from '@fieldkit/core';
import { EMAIL_JOB_INTERRUPTED } from '@fieldkit/core/contract';
import { demoSession, testConfigInput } from '@fieldkit/core/testing';
import { describe, expect, test } from 'vitest';
import { createEmailJobSender, emailJobPayload, jobEmailCalls, sendFailure, sha256Hex } from './job-email';

const values = { CustomerName: 'Mill Lane', To: 'a@b.example', Subject: 'Email Job# - 5001', Body: '' };
const job = { companyId: 2, woJobId: 5001 };
const preview = { bytes: new Uint8Array([1]), sha256: 'a'.repeat(64), language: 'fr-FR' as const };

describe('the e-mail job payload (spec section 3)', () => {
  test('the previewed PDF is claimed only in the language it was previewed in', () => {
    expect(emailJobPayload(job, 11, { values, attach: true, language: 'fr-FR', preview })).toMatchObject({
      PreviewSha256: 'a'.repeat(64),
      Attachement: '5001.pdf',
      Language: 'fr-FR',
    });
    expect(emailJobPayload(job, 11, { values, attach: true, language: 'en-GB', preview })).not.toHaveProperty(
      'PreviewSha256',
    );
  });

  test('an attachment removed is an empty Attachement', () => {
    expect(emailJobPayload(job, 11, { values, attach: false, language: 'en-GB' }).Attachement).toBe('');
  });
});

describe('a failed send', () => {
  const error = (status: number) => new HttpError(status, 'x', null, '/SendEmailJob', 'POST');
  test('409 is the job changed since its preview, 502 the mail server, anything else a failure to send', () => {
    expect(sendFailure(error(409))).toBe('changedSincePreview');
    expect(sendFailure(new HttpError(409, EMAIL_JOB_INTERRUPTED, null, '/SendEmailJob', 'POST'))).toBe(
      'sendInterrupted',
    );
    expect(sendFailure(error(502))).toBe('mailRefused');
    expect(sendFailure(error(429))).toBe('sendLimitReached');
    expect(sendFailure(error(0))).toBe('sendFailed');
    expect(sendFailure(new TypeError('offline'))).toBe('sendFailed');
  });
});

test('SHA-256 in lowercase hex, as the server logs it', async () => {
  expect(await sha256Hex(new TextEncoder().encode('abc'))).toBe(
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  );
});

describe('a send is mailed once', () => {
  test('sent again after an answer that never came, it carries the same key; a changed one, or one after a success, a new key', async () => {
    const keys: unknown[] = [];
    let fail = true;
    const fetch: typeof globalThis.fetch = async (input, init) => {
      // The failed request's WebLog entry is answered too.
      if (!String(input).includes('/SendEmailJob')) return new Response('{"LogId":1}');
      keys.push((JSON.parse(String(init?.body)) as { IdempotencyKey?: unknown }).IdempotencyKey);
      if (fail) {
        fail = false;
        throw new TypeError('Failed to fetch');
      }
      return new Response(JSON.stringify({ Message: { MessageCode: 1004, Severity: 'success' } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    };
    const fieldkit = createFieldkit({ config: testConfigInput, storage: createMemoryStorage(), fetch });
    fieldkit.session.setState({ token: 't', expiresAt: Date.now() + 3_600_000, session: demoSession });
    const sendEmailJob = createEmailJobSender(createApiClient(fieldkit.http, jobEmailCalls));
    const send = { values, attach: true, language: 'en-GB' as const };
    await expect(sendEmailJob(job, 11, send)).rejects.toThrow();
    await sendEmailJob(job, 11, send);
    expect(keys[1]).toBe(keys[0]);
    await sendEmailJob(job, 11, send);
    expect(keys[2]).not.toBe(keys[1]);
    fail = true;
    await expect(sendEmailJob(job, 11, send)).rejects.toThrow();
    await sendEmailJob(job, 11, { ...send, values: { ...values, Body: 'Changed.' } });
    expect(keys[4]).not.toBe(keys[3]);
    expect(new Set(keys.slice(2))).toHaveLength(3);
  });
});
