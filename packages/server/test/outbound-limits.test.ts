import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { type FakeTwilio, startFakeTwilio } from './fake-twilio';
import { call, signIn, startTestServer, type TestServer } from './helpers';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

// What a signed-in user may send: SMS only to the company's countries and never to premium-rate numbers, and SMS and
// job e-mails within per-user and per-company rates and daily quotas, counted in the store (so on every process).

const ACCOUNT = `AC${'b2'.repeat(16)}`;
const AUTH = 'provider-auth-token';

let provider: FakeTwilio;
let smtp: SmtpSink;
let mails: ParsedMail[];
let t: TestServer;
const tokens: Record<string, string> = {};
const loginIds = { alice: 2, bob: 3 } as const;

beforeAll(async () => {
  provider = await startFakeTwilio(ACCOUNT, AUTH);
  smtp = await startSmtpSink();
  mails = smtp.received;
  t = await startTestServer({
    env: {
      TWILIO_ACCOUNT_SID: ACCOUNT,
      TWILIO_AUTH_TOKEN: AUTH,
      TWILIO_FROM: '+447700900100',
      TWILIO_API_BASE: provider.url,
      SMTP_URL: smtp.url,
      // A user 3 SMS a minute and 5 a day, the company 4 a minute; e-mail recipients: a user 5 a minute.
      OUTBOUND_SMS_LIMITS: '3,5,4,100',
      OUTBOUND_EMAIL_LIMITS: '5,100,100,1000',
    },
  });
  for (const user of ['alice', 'bob'] as const) tokens[user] = (await signIn(t.url, user)).access_token;
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await provider?.close();
  await smtp?.close();
});

const db = () => t.server.store.db;

beforeEach(async () => {
  await db().deleteFrom('outbound_uses').execute();
  await db()
    .updateTable('companies')
    .set({ sms_allowed_countries: '' })
    .where('company_id', '=', 2)
    .execute();
});

const sendSms = (
  user: keyof typeof tokens & keyof typeof loginIds,
  to = '+447700900456',
  text = 'On my way.',
) =>
  call(t.url, 'POST', '/api/notification/Sms/SendSms', {
    token: tokens[user],
    body: { CompanyId: 2, LoginId: loginIds[user], ToNumber: to, SMSContent: text },
  });

/** What was taken from the quotas, in units. */
const usedUnits = async () =>
  (await db().selectFrom('outbound_uses').select('units').execute()).reduce((sum, row) => sum + row.units, 0);

describe('SMS rates and quotas: 429 with the limit said, counted before the provider is called', () => {
  test('ten at once from one user with 3 a minute: exactly 3 reach the provider', async () => {
    const before = provider.received.length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => sendSms('alice', undefined, `n${i}`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(7);
    expect(refused[0]!.body).toMatchObject({
      message: 'You can send 3 SMS a minute: try again in a minute.',
    });
    expect(provider.received.length - before).toBe(3);
    expect(await usedUnits()).toBe(3);
  });

  test("the company's rate counts every user: bob is refused once the company has sent 4 in the minute", async () => {
    for (let i = 0; i < 3; i++) expect((await sendSms('alice')).status).toBe(200);
    expect((await sendSms('bob')).status).toBe(200);
    const refused = await sendSms('bob');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Your company can send 4 SMS a minute: try again in a minute.');
  });

  test('the daily quota counts the last 24 hours: older sends no longer count', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const use = (units: number, hours: number) => ({
      company_id: 2,
      login_id: loginIds.alice,
      channel: 'sms',
      units,
      used_at: hoursAgo(hours),
    });
    await db()
      .insertInto('outbound_uses')
      .values([use(50, 25), use(5, 2)])
      .execute();
    const refused = await sendSms('alice');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'You have sent the most you can in a day (5 SMS in 24 hours): try again later.',
    );
    await db().deleteFrom('outbound_uses').where('units', '=', 5).execute();
    expect((await sendSms('alice')).status).toBe(200);
    // The send dropped what fell out of the day.
    expect(await usedUnits()).toBe(1);
  });
});

describe('SMS destinations, by the company setting', () => {
  test('a premium-rate number is refused (422) and the provider never called; nothing counted', async () => {
    const before = provider.received.length;
    const refused = await sendSms('alice', '+449090123456');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      '+449090123456 is a premium-rate number: your company does not send SMS to those.',
    );
    expect(provider.received.length).toBe(before);
    expect(await usedUnits()).toBe(0);
  });

  test("another country than the company's number's is refused until the company lists it", async () => {
    const refused = await sendSms('alice', '+33612345678');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('+33612345678 is a number of FR: your company sends SMS to GB only.');
    await db()
      .updateTable('companies')
      .set({ sms_allowed_countries: 'GB, FR' })
      .where('company_id', '=', 2)
      .execute();
    expect((await sendSms('alice', '+33612345678')).status).toBe(200);
    expect(provider.received.at(-1)!.form.To).toBe('+33612345678');
  });

  test('an MMS goes by the same rules', async () => {
    const form = new FormData();
    form.append(
      'photo',
      new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }),
      'p.jpg',
    );
    form.append(
      'detail',
      JSON.stringify({ CompanyId: 2, LoginId: 2, ToNumber: '+19005551234', SMSContent: 'Photo.' }),
    );
    const answer = await fetch(`${t.url}/api/notification/Sms/SendMms`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.alice}` },
      body: form,
    });
    expect(answer.status).toBe(422);
    expect((await answer.json()).message).toMatch(/^\+19005551234 is a premium-rate number/);
  });
});

describe('job e-mail recipients count against the e-mail rate', () => {
  const email = (to: string) =>
    call(t.url, 'POST', '/api/workOrder/SendEmailJob', {
      token: tokens.alice,
      body: {
        CustomerName: 'Harbour Estates',
        To: to,
        Subject: 'Email Job# - 5001',
        Attachement: '',
        Body: 'Your report.',
        CompanyId: 2,
        LoginId: 2,
        WoJobId: 5001,
      },
    });

  test('4 recipients pass, 2 more in the same minute are refused and never mailed', async () => {
    const before = mails.length;
    const first = await email('a@harbour.example; b@harbour.example; c@harbour.example; d@harbour.example');
    expect(first.status).toBe(200);
    const second = await email('e@harbour.example; f@harbour.example');
    expect(second.status).toBe(429);
    expect(second.body.message).toBe('You can send 5 e-mail recipients a minute: try again in a minute.');
    await expect.poll(() => mails.length).toBe(before + 1);
    expect(mails.at(-1)!.to).toMatchObject({ text: expect.stringContaining('d@harbour.example') });
  }, 30_000);
});
