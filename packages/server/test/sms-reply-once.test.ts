import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { type FakeTwilio, startFakeTwilio } from './fake-twilio';
import { call, signIn, startTestServer, type TestServer } from './helpers';

// An SMS reply is sent once per idempotency key: the row is written before the provider is asked, a repeat is
// answered from it, and a send a process stopped in the middle of is settled as 'unknown', never sent again.

const ACCOUNT = `AC${'c3'.repeat(16)}`;
const AUTH = 'provider-auth-token';

let provider: FakeTwilio;
let t: TestServer;
let token: string;

beforeAll(async () => {
  provider = await startFakeTwilio(ACCOUNT, AUTH);
  t = await startTestServer({
    env: {
      TWILIO_ACCOUNT_SID: ACCOUNT,
      TWILIO_AUTH_TOKEN: AUTH,
      TWILIO_FROM: '+447700900100',
      TWILIO_API_BASE: provider.url,
      // One new SMS a minute per user: a repeat must not count.
      OUTBOUND_SMS_LIMITS: '1,100,100,1000',
    },
  });
  token = (await signIn(t.url, 'alice')).access_token;
});
afterAll(async () => {
  await t?.dispose();
  await provider?.close();
});

const db = () => t.server.store.db;
beforeEach(async () => {
  await db().deleteFrom('outbound_uses').execute();
});

const send = (key: string, text = 'On my way.') =>
  call(t.url, 'POST', '/api/notification/Sms/SendSms', {
    token,
    body: {
      CompanyId: 2,
      LoginId: 2,
      ToNumber: '+447700900456',
      SMSContent: text,
      ReplyToSmsId: 4,
      IdempotencyKey: key,
    },
  });

const rowOf = (key: string) =>
  db().selectFrom('sent_sms').selectAll().where('idempotency_key', '=', key).executeTakeFirst();

describe('one SMS per key', () => {
  test('sent again with its key (the first answer lost): answered from the log, the provider asked once, no quota taken', async () => {
    const key = randomUUID();
    const before = provider.received.length;
    const first = await send(key);
    const again = await send(key);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(provider.received.length - before).toBe(1);
    // The quota of one a minute is spent by the first; a new key is refused, the repeat was not counted.
    expect((await send(randomUUID())).status).toBe(429);
  });

  test('five at once with one key: one SMS, five equal answers', async () => {
    const key = randomUUID();
    const before = provider.received.length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(key)));
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toHaveLength(1);
    expect(answers[0]!.status).toBe(200);
    expect(provider.received.length - before).toBe(1);
  });

  test('the row is written before the provider is asked: it says sending while the provider has not answered', async () => {
    const key = randomUUID();
    const release = provider.hold();
    const sending = send(key);
    try {
      await expect.poll(async () => (await rowOf(key))?.status).toBe('sending');
    } finally {
      release();
    }
    expect((await sending).status).toBe(200);
    expect((await rowOf(key))?.status).toBe('sent');
  });
});

describe('a send a process stopped in the middle of', () => {
  /** The row a process leaves when it stops after writing it and before the provider's answer is recorded. */
  const leftMidSend = async (key: string) => {
    await db()
      .insertInto('sent_sms')
      .values({
        company_id: 2,
        login_id: 2,
        to_number: '+447700900456',
        from_number: '+447700900100',
        body: 'Left mid-send.',
        status: 'sending',
        provider_sid: null,
        error: null,
        reply_to: 4,
        created_at: new Date(Date.now() - 60_000).toISOString(),
        media_path: null,
        media_type: null,
        idempotency_key: key,
        claimed_until: new Date(Date.now() - 1_000).toISOString(),
      })
      .execute();
  };

  test("its repeat is told it may have gone (409) and it is not sent again; the replies list says 'unknown'", async () => {
    const key = randomUUID();
    await leftMidSend(key);
    const before = provider.received.length;
    const repeat = await send(key, 'Left mid-send.');
    expect(repeat.status).toBe(409);
    expect(repeat.body.message).toMatch(/may have been sent\. It is not sent again\./);
    expect(provider.received.length).toBe(before);
    const replies = await call(t.url, 'POST', '/api/notification/Sms/GetSmsReplies', {
      token,
      body: { CompanyId: 2, LoginId: 2, SmsId: 4 },
    });
    expect(replies.body.Replies).toContainEqual(
      expect.objectContaining({ SMSContent: 'Left mid-send.', Status: 'unknown' }),
    );
  });

  test('a server starting on the store settles what a stopped one left', async () => {
    const key = randomUUID();
    await leftMidSend(key);
    const next = await startTestServer({
      dataDir: t.server.config.dataDir,
      env: { TWILIO_ACCOUNT_SID: ACCOUNT },
    });
    await next.dispose();
    expect((await rowOf(key))?.status).toBe('unknown');
  });
});
