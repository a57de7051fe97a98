import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { twilioSignature } from '../src/features/sms/twilio-signature';
import { SMS_INBOUND_PATH } from '../src/features/sms/webhook';
import { call, signIn, startTestServer, type TestServer } from './helpers';
import {
  ACME_NUMBER,
  BOREALIS_NUMBER,
  INBOUND_ENV,
  LOG_USERS,
  PUBLIC_URL,
  postInbound,
  receivedLog,
  sid,
  TWILIO_TOKEN,
  twilioForm,
} from './sms-support';

// Inbound SMS as Twilio posts it: a signed form to the notification service's Sms/Inbound, against the real server.

let t: TestServer;
let off: TestServer;
const tokens: Record<string, string> = {};
const TOKEN = TWILIO_TOKEN;
const form = twilioForm;
const post = (
  params: Record<string, string>,
  options: { signature?: string | null; server?: TestServer; contentType?: string; raw?: string } = {},
) => postInbound(options.server ?? t, params, options);

const QUERY = { MaxRoleGroup: 2, VendorId: 0, TimeZoneId: 'Europe/London', Type: 1 };
async function smsLog(user: string, companyId = 2, loginId = 2) {
  const r = await call(t.url, 'POST', '/api/notification/Notification/GetSmsEmailReceivedLog', {
    token: tokens[user],
    body: { ...QUERY, CompanyId: companyId, LoginId: loginId },
  });
  expect(r.status).toBe(200);
  return r.body as Array<{ FromAddress: string; DisplayName: string; Content: string; IsRead: boolean }>;
}
const withText = async (user: string, text: string, companyId?: number, loginId?: number) =>
  (await smsLog(user, companyId, loginId)).filter((m) => m.Content === text);

beforeAll(async () => {
  t = await startTestServer({ env: INBOUND_ENV });
  off = await startTestServer();
  for (const user of ['alice', 'bob', 'carol', 'dave'])
    tokens[user] = (await signIn(t.url, user)).access_token;
});
afterAll(async () => {
  await t?.dispose();
  await off?.dispose();
});

describe('a signed inbound SMS lands in the log of the company whose number it was sent to', () => {
  test('stored once, for the whole company, named by the customer contact whose number sent it', async () => {
    const body = `Gate is locked, call me ${sid()}`;
    const answer = await post(form({ Body: body }));
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/xml/);
    expect(answer.text).toContain('<Response></Response>');
    const [alice] = await withText('alice', body);
    expect(alice).toMatchObject({ FromAddress: '+447700900456', DisplayName: 'Priya Shah', IsRead: false });
    // Every user of the company sees the company's SMS; another company's user does not.
    expect(await withText('carol', body, 2, 4)).toHaveLength(1);
    expect(await withText('dave', body, 3, 5)).toHaveLength(0);
  });

  test('the sender is a user of the company when the number is theirs (as they typed it), else nobody', async () => {
    const fromAlice = `From alice ${sid()}`;
    await post(form({ From: '+442079460102', Body: fromAlice }));
    expect((await withText('carol', fromAlice, 2, 4))[0]?.DisplayName).toBe('Alice Walker');
    const unknown = `From nobody ${sid()}`;
    await post(form({ From: '+447700900999', Body: unknown }));
    expect((await withText('carol', unknown, 2, 4))[0]).toMatchObject({
      DisplayName: '',
      FromAddress: '+447700900999',
    });
  });

  test('the same MessageSid delivered again (a provider retry), even five at once, is stored once', async () => {
    const again = form({ Body: `Retry ${sid()}` });
    expect((await post(again)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(again)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await withText('alice', again.Body!)).toHaveLength(1);
  });

  test('twenty different messages at once are twenty entries', async () => {
    const batch = Array.from({ length: 20 }, (_, i) => form({ Body: `Batch ${i} ${sid()}` }));
    const answers = await Promise.all(batch.map((f) => post(f)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const log = await smsLog('alice');
    for (const f of batch) expect(log.filter((m) => m.Content === f.Body)).toHaveLength(1);
  });

  test("Borealis's number is Borealis's log", async () => {
    const body = `For Borealis ${sid()}`;
    expect((await post(form({ To: BOREALIS_NUMBER, From: '+4791234567', Body: body }))).status).toBe(200);
    expect((await withText('dave', body, 3, 5))[0]?.DisplayName).toBe('Ingrid Dahl');
    expect(await withText('alice', body)).toHaveLength(0);
  });
});

describe('nothing is stored unless the provider signed it, and bad input is a clear 4xx', () => {
  test('a wrong, a missing or a replayed-elsewhere signature is 403 and stores nothing', async () => {
    const body = `Forged ${sid()}`;
    const forged = form({ Body: body });
    expect(
      (
        await post(forged, {
          signature: twilioSignature('not-the-token', `${PUBLIC_URL}${SMS_INBOUND_PATH}`, forged),
        })
      ).status,
    ).toBe(403);
    expect((await post(forged, { signature: null })).status).toBe(403);
    // Signed for another URL (a signature taken from a request to another endpoint).
    expect(
      (await post(forged, { signature: twilioSignature(TOKEN, `${PUBLIC_URL}/elsewhere`, forged) })).status,
    ).toBe(403);
    // Signed, then a field changed on the way.
    const signature = twilioSignature(TOKEN, `${PUBLIC_URL}${SMS_INBOUND_PATH}`, forged);
    expect((await post({ ...forged, Body: `${body}!` }, { signature })).status).toBe(403);
    expect(await withText('alice', body)).toHaveLength(0);
    expect(await withText('alice', `${body}!`)).toHaveLength(0);
  });

  test('a number no company has is 404; a bad message id or an overlong text is 400; JSON is 415', async () => {
    expect((await post(form({ To: '+447700900300' }))).status).toBe(404);
    const badSid = await post(form({ MessageSid: 'SM-not-an-id' }));
    expect(badSid.status).toBe(400);
    expect(JSON.parse(badSid.text).message).toMatch(/MessageSid/);
    expect((await post(form({ Body: 'x'.repeat(1601) }))).status).toBe(400);
    expect((await post(form(), { contentType: 'application/json', raw: '{"Body":"x"}' })).status).toBe(415);
  });

  test('a form larger than any SMS is refused before it is read', async () => {
    const huge = form({ Body: 'x'.repeat(70 * 1024) });
    expect((await post(huge)).status).toBe(413);
  });

  test('without SMS_WEBHOOK_AUTH_TOKEN the webhook is off: 404, nothing stored', async () => {
    const answer = await post(form(), { server: off });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text).message).toBe('Inbound SMS is not enabled on this server.');
  });
});

const ME = LOG_USERS;
type User = keyof typeof ME;
const SAVE = '/api/notification/Sms/SaveSms';

const page = (user: User, startRecord = 1, EndRecord = 500, Notification = 1) =>
  receivedLog(t, tokens[user]!, user, { startRecord, EndRecord, Notification });
async function unreadSms(user: User) {
  const r = await call(t.url, 'POST', '/api/notification/Notification/GetSmsEmailCount', {
    token: tokens[user],
    body: { ...ME[user], MaxRoleGroup: 2, VendorId: 0, TimeZoneId: 'Europe/London', Type: 1 },
  });
  return r.body.Count as number;
}
const save = (user: User, SmsId: number, over: Record<string, unknown> = {}) =>
  call(t.url, 'POST', SAVE, { token: tokens[user], body: { ...ME[user], SmsId, IsRead: 1, ...over } });

describe("the log the widget reads: pages in the spec's names, newest first, and marking a message read", () => {
  test('a new SMS heads the first page, with its numbers, sender, text and type', async () => {
    const body = `Newest ${sid()}`;
    await post(form({ Body: body }));
    const { status, body: answer } = await page('alice', 1, 10);
    expect(status).toBe(200);
    expect(answer.SmsList).toHaveLength(10);
    expect(answer.TotalRecord).toBeGreaterThan(10);
    expect(answer.SmsList[0]).toMatchObject({
      FromNumber: '+447700900456',
      ToNumber: ACME_NUMBER,
      DisplayName: 'Priya Shah',
      SMSContent: body,
      IsRead: false,
      Notification: 1,
      Filepath: '',
      contenttype: '',
    });
    const second = await page('alice', 11, 20);
    expect(second.body.SmsList[0].SmsId).not.toBe(answer.SmsList[0].SmsId);
    expect(second.body.TotalRecord).toBe(answer.TotalRecord);
  });

  test('Save marks it read for the whole company (one shared inbox): the counts fall for alice and carol', async () => {
    const body = `To be read ${sid()}`;
    await post(form({ Body: body }));
    const [before] = await Promise.all([unreadSms('alice')]);
    const carolBefore = await unreadSms('carol');
    const smsId = (await page('alice', 1, 1)).body.SmsList[0].SmsId as number;
    const saved = await save('alice', smsId);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ Message: { MessageCode: 1003, Severity: 'success' } });
    expect(await unreadSms('alice')).toBe(before - 1);
    expect(await unreadSms('carol')).toBe(carolBefore - 1);
    expect((await page('carol', 1, 1)).body.SmsList[0]).toMatchObject({ SmsId: smsId, IsRead: true });
  });

  test("another company's message cannot be read or marked (ids are per company): 403 by naming its company", async () => {
    const body = `Borealis only ${sid()}`;
    await post(form({ To: BOREALIS_NUMBER, Body: body }));
    const daves = (await page('dave', 1, 1)).body.SmsList[0];
    expect(daves.SMSContent).toBe(body);
    // The same number in alice's company names one of Acme's messages, never Borealis's.
    await save('alice', daves.SmsId);
    expect((await save('alice', daves.SmsId, { CompanyId: 3 })).status).toBe(403);
    expect((await save('alice', 999_999)).status).toBe(404);
    expect((await page('dave', 1, 1)).body.SmsList[0].IsRead).toBe(false);
    expect(
      (await page('alice', 1, 500)).body.SmsList.some((m: { SMSContent: string }) => m.SMSContent === body),
    ).toBe(false);
  });

  test('bad pages and bad saves are 400 with a message', async () => {
    expect((await page('alice', 5, 4)).status).toBe(400);
    const tooMany = await page('alice', 1, 501);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/At most 500/);
    expect((await save('alice', 1, { IsRead: 0 })).status).toBe(400);
    expect((await page('alice', 1, 10, 3)).status).toBe(400);
  });

  test("a vendor's user sees only what concerns the vendor: messages from the vendor's people", async () => {
    const db = t.server.store.db;
    await db.updateTable('users').set({ vendor_id: 9 }).where('login_id', '=', 3).execute();
    await db
      .updateTable('chat_profiles')
      .set({ phone_no: '+44 7700 900555' })
      .where('login_id', '=', 3)
      .execute();
    try {
      const fromVendor = `From the vendor ${sid()}`;
      const fromCustomer = `From a customer ${sid()}`;
      await post(form({ From: '+447700900555', Body: fromVendor }));
      await post(form({ Body: fromCustomer }));
      const bobs = (await page('bob')).body.SmsList.map((m: { SMSContent: string }) => m.SMSContent);
      expect(bobs).toContain(fromVendor);
      expect(bobs).not.toContain(fromCustomer);
      const carols = (await page('carol')).body.SmsList.map((m: { SMSContent: string }) => m.SMSContent);
      expect(carols).toEqual(expect.arrayContaining([fromVendor, fromCustomer]));
    } finally {
      await db.updateTable('users').set({ vendor_id: 0 }).where('login_id', '=', 3).execute();
    }
  });
});
