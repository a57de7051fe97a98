import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers';
import { INBOUND_ENV, postInbound, receivedLog, sid, twilioForm } from './sms-support';

// Phone numbers in the log, one way for every row (issue: '+44 7700 900456' beside '+447700900456' in one list): the
// sender in E.164 to reply to, and as the company writes numbers to show; searched as shown.

let t: TestServer;
let alice: string;

type Row = { SmsId: number; FromNumber: string; FromNumberFormatted: string; SMSContent: string };
type Page = { SmsList: Row[] };
const fromUk = `From the UK ${sid()}`;
const fromFrance = `From France ${sid()}`;
const stored = `Stored with spaces ${sid()}`;

beforeAll(async () => {
  t = await startTestServer({ env: INBOUND_ENV });
  expect((await postInbound(t, twilioForm({ Body: fromUk }))).status).toBe(200);
  expect((await postInbound(t, twilioForm({ From: '+33612345678', Body: fromFrance }))).status).toBe(200);
  // A row an earlier version kept as the provider wrote it.
  await t.server.store.db
    .insertInto('received_alerts')
    .values({
      company_id: 2,
      alert_id: 9000,
      login_id: 0,
      alert_type: 1,
      recvd_date: new Date().toISOString(),
      filepath: '',
      media_type: '',
      from_address: '+44 7700 900123',
      to_address: '+447700900100',
      display_name: '',
      subject: '',
      content: stored,
      is_read: 0,
      sender_verified: 1,
    })
    .execute();
  alice = (await signIn(t.url, 'alice')).access_token;
});
afterAll(async () => {
  await t.stop();
});

const rowOf = (page: Page, text: string) => page.SmsList.find((m) => m.SMSContent === text);

describe('the log gives each sender in E.164 and in the company’s format', () => {
  test('a number of the company’s plan nationally, another internationally, an old row as the new ones', async () => {
    const page = (await receivedLog(t, alice, 'alice')).body as Page;
    expect(rowOf(page, fromUk)).toMatchObject({
      FromNumber: '+447700900456',
      FromNumberFormatted: '07700 900456',
    });
    expect(rowOf(page, fromFrance)).toMatchObject({
      FromNumber: '+33612345678',
      FromNumberFormatted: '+33 6 12 34 56 78',
    });
    expect(rowOf(page, stored)).toMatchObject({
      FromNumber: '+447700900123',
      FromNumberFormatted: '07700 900123',
    });
  });

  test('a number searched as the screens show it finds its messages', async () => {
    const found = (await receivedLog(t, alice, 'alice', { SearchText: '07700 900456' })).body as Page;
    expect(found.SmsList.map((m) => m.SMSContent)).toContain(fromUk);
    expect(found.SmsList.map((m) => m.SMSContent)).not.toContain(fromFrance);
    const french = (await receivedLog(t, alice, 'alice', { SearchText: '+33 6 12 34 56 78' })).body as Page;
    expect(french.SmsList.map((m) => m.SMSContent)).toEqual([fromFrance]);
  });

  test('an e-mail’s sender is its address, both ways', async () => {
    const mail = (await receivedLog(t, alice, 'alice', { Notification: 2 })).body as Page;
    for (const row of mail.SmsList) expect(row.FromNumberFormatted).toBe(row.FromNumber);
  });
});
