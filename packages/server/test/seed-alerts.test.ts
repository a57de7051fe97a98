import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers';
import { LOG_USERS, receivedLog } from './sms-support';

// The demo seed's received SMS and e-mail, as alice and carol see them on a fresh server: every kind the log and its
// viewer show (read and unread, a photo, a video, inline and remote images, a long HTML mail), with real files.

interface Item {
  SmsId: number;
  FromNumber: string;
  DisplayName: string;
  SMSContent: string;
  IsRead: boolean;
  Filepath: string;
  contenttype: string;
  Subject: string;
}

const USERS = ['alice', 'carol'] as const;
type User = (typeof USERS)[number];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
/** The EBML header every WebM starts with. */
const WEBM = [0x1a, 0x45, 0xdf, 0xa3];
const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((b, i) => bytes[i] === b);

let t: TestServer;
const tokens: Partial<Record<User, string>> = {};
const logs: Partial<Record<User, { sms: Item[]; mail: Item[] }>> = {};

beforeAll(async () => {
  t = await startTestServer();
  for (const user of USERS) {
    const token = (await signIn(t.url, user)).access_token;
    tokens[user] = token;
    const [sms, mail] = await Promise.all([
      receivedLog(t, token, user, { Notification: 1 }),
      receivedLog(t, token, user, { Notification: 2 }),
    ]);
    expect(sms.status).toBe(200);
    expect(mail.status).toBe(200);
    logs[user] = { sms: sms.body.SmsList, mail: mail.body.SmsList };
  }
});
afterAll(async () => {
  await t?.dispose();
});

async function media(user: User, smsId: number) {
  const response = await fetch(`${t.url}/api/notification/Sms/GetSmsMedia?CompanyId=2&SmsId=${smsId}`, {
    headers: { authorization: `Bearer ${tokens[user]}` },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

function only(items: Item[], which: (m: Item) => boolean, what: string): Item {
  const found = items.filter(which);
  expect(found.length, what).toBeGreaterThan(0);
  return found[0]!;
}

describe.each(USERS)('the seeded log %s sees', (user) => {
  test('SMS: read and unread plain ones, an unread MMS photo and an unread clip from customer contacts', async () => {
    const { sms } = logs[user]!;
    only(sms, (m) => !m.IsRead && m.Filepath === '', 'an unread plain SMS');
    only(sms, (m) => m.IsRead && m.Filepath === '', 'a read plain SMS');

    const photo = only(
      sms,
      (m) => !m.IsRead && /^image\/(jpeg|png)$/.test(m.contenttype),
      'an unread SMS with a photo',
    );
    expect(photo).toMatchObject({ FromNumber: '+447700900789', DisplayName: 'Tom Reed' });
    const image = await media(user, photo.SmsId);
    expect(image.status).toBe(200);
    expect(image.type).toBe(photo.contenttype);
    expect(startsWith(image.bytes, photo.contenttype === 'image/png' ? PNG : JPEG)).toBe(true);
    expect(image.bytes.length).toBeGreaterThan(10_000);

    const clip = only(sms, (m) => !m.IsRead && m.contenttype === 'video/webm', 'an unread SMS with a video');
    expect(clip.DisplayName).toBe('Priya Shah');
    const video = await media(user, clip.SmsId);
    expect(video.status).toBe(200);
    expect(video.type).toBe('video/webm');
    expect(startsWith(video.bytes, WEBM)).toBe(true);
    expect(video.bytes.length).toBeGreaterThan(10_000);
  });

  test('e-mail: an unread one with an inline cid: logo and a remote image, one with a video, a long one, a read one', async () => {
    const { mail } = logs[user]!;
    const inline = only(
      mail,
      (m) =>
        !m.IsRead && m.SMSContent.includes('src="cid:') && m.SMSContent.includes('https://images.example/'),
      'an unread mail with an inline and a remote image',
    );
    const parts = await call(t.url, 'POST', '/api/notification/Sms/GetInlineParts', {
      token: tokens[user]!,
      body: { ...LOG_USERS[user], SmsId: inline.SmsId },
    });
    expect(parts.status).toBe(200);
    expect(parts.body.Parts).toHaveLength(1);
    const [part] = parts.body.Parts as Array<{ Cid: string; DataUrl: string }>;
    expect(inline.SMSContent).toContain(`cid:${part!.Cid}`);
    expect(part!.DataUrl).toMatch(/^data:image\/png;base64,/);
    expect(startsWith(Buffer.from(part!.DataUrl.split(',')[1]!, 'base64'), PNG)).toBe(true);
    // The remote image is never fetched by the server for the log: it stays in the HTML for 'Show images'.
    expect(inline.Filepath).toBe('');

    const withVideo = only(mail, (m) => m.contenttype === 'video/webm', 'a mail with a video attached');
    expect(withVideo.Filepath).toMatch(/^mail\/2\/\d+\.webm$/);
    const video = await media(user, withVideo.SmsId);
    expect(video.status).toBe(200);
    expect(video.type).toBe('video/webm');
    expect(startsWith(video.bytes, WEBM)).toBe(true);

    only(mail, (m) => m.SMSContent.length > 1_000 && m.SMSContent.includes('<table>'), 'a long HTML mail');
    only(mail, (m) => m.IsRead, 'a read mail');
  });
});

test('the unread counts: alice 6 SMS and 4 e-mails (her own and the company’s), carol the company’s 4 and 3', async () => {
  const counts: Record<string, number[]> = {};
  for (const user of USERS) {
    counts[user] = [];
    for (const Type of [1, 2]) {
      const r = await call(t.url, 'POST', '/api/notification/Notification/GetSmsEmailCount', {
        token: tokens[user]!,
        body: { ...LOG_USERS[user], MaxRoleGroup: 2, VendorId: 0, TimeZoneId: 'Europe/London', Type },
      });
      counts[user]!.push(r.body.Count);
    }
  }
  expect(counts).toEqual({ alice: [6, 4], carol: [4, 3] });
  for (const user of USERS) {
    const { sms, mail } = logs[user]!;
    expect([sms.filter((m) => !m.IsRead).length, mail.filter((m) => !m.IsRead).length]).toEqual(counts[user]);
  }
});
