import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers';
import { INBOUND_ENV, postInbound, receivedLog, twilioForm } from './sms-support';

// The report screens' log: a date range and a search over what the caller sees, on the real server.

let t: TestServer;
let alice: string;

type Page = { SmsList: Array<{ SmsId: number; SMSContent: string; RecvdDate: string }>; TotalRecord: number };
const texts = (page: unknown) => (page as Page).SmsList.map((m) => m.SMSContent);

beforeAll(async () => {
  t = await startTestServer({ env: INBOUND_ENV });
  for (const Body of ['Boiler 100% fixed', 'Gate code 4471', 'Boiler_pressure low'])
    expect((await postInbound(t, twilioForm({ Body }))).status).toBe(200);
  alice = (await signIn(t.url, 'alice')).access_token;
});
afterAll(async () => {
  await t.stop();
});

describe('the log is searched by sender, name, subject and text', () => {
  test('case-insensitive, and LIKE wildcards are the characters they are', async () => {
    expect(texts((await receivedLog(t, alice, 'alice', { SearchText: 'BOILER' })).body).sort()).toEqual([
      'Boiler 100% fixed',
      'Boiler_pressure low',
    ]);
    expect(texts((await receivedLog(t, alice, 'alice', { SearchText: '100%' })).body)).toEqual([
      'Boiler 100% fixed',
    ]);
    expect(texts((await receivedLog(t, alice, 'alice', { SearchText: 'r_p' })).body)).toEqual([
      'Boiler_pressure low',
    ]);
    // The contact's name and number find their messages too.
    const byName = (await receivedLog(t, alice, 'alice', { SearchText: 'priya' })).body as Page;
    expect(texts(byName)).toEqual(expect.arrayContaining(['Gate code 4471']));
    const total = (await receivedLog(t, alice, 'alice', { SearchText: 'gate code' })).body as Page;
    expect(total.TotalRecord).toBe(1);
  });

  test('a search over 100 characters is 400 with a message', async () => {
    const r = await receivedLog(t, alice, 'alice', { SearchText: 'x'.repeat(101) });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toMatch(/SearchText/);
  });
});

describe('the log is narrowed to a date range', () => {
  test('from (inclusive) and to (exclusive) instants; the total counts the range', async () => {
    const all = (await receivedLog(t, alice, 'alice')).body as Page;
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    const inRange = (await receivedLog(t, alice, 'alice', { FromDate: today.toISOString() })).body as Page;
    expect(texts(inRange)).toEqual(expect.arrayContaining(['Gate code 4471']));
    expect(inRange.SmsList.every((m) => m.RecvdDate >= today.toISOString())).toBe(true);
    expect(inRange.TotalRecord).toBeLessThan(all.TotalRecord);
    const before = (await receivedLog(t, alice, 'alice', { ToDate: today.toISOString() })).body as Page;
    expect(before.TotalRecord + inRange.TotalRecord).toBe(all.TotalRecord);
    expect(texts(before)).not.toContain('Gate code 4471');
  });

  test('a date that is not an ISO instant is 400', async () => {
    const r = await receivedLog(t, alice, 'alice', { FromDate: '23/11/2026' });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toMatch(/ISO 8601/);
  });
});
