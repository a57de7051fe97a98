import type nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers';
import { inboundMailTransport } from './mail-support';
import { LOG_USERS, receivedLog } from './sms-support';

// The images an inbound mail's HTML shows by `cid:`, over a real SMTP exchange (nodemailer to the server's
// smtp-server receiver): kept as files, served to the viewer as data: URLs, to the users who see the message only.

const png = (fill: number, size = 100) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size, fill)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(120, 9)]);
const TWO_MB = 2 * 1024 * 1024;

let t: TestServer;
const tokens: Partial<Record<keyof typeof LOG_USERS, string>> = {};
let transport: nodemailer.Transporter;
let mails = 0;

beforeAll(async () => {
  // Room for a part just over 2 MB (base64 in the mail).
  t = await startTestServer({
    env: { INBOUND_SMTP_PORT: '0', INBOUND_MAIL_MAX_BYTES: String(4 * 1024 * 1024) },
  });
  for (const user of ['alice', 'bob', 'dave'] as const)
    tokens[user] = (await signIn(t.url, user)).access_token;
  transport = inboundMailTransport(t);
});
afterAll(async () => {
  transport?.close();
  await t?.dispose();
});

interface Item {
  SmsId: number;
  SMSContent: string;
  Filepath: string;
  contenttype: string;
}

/** Sends a mail to Acme's inbox and answers the message alice's log holds for it. */
async function deliver(mail: Omit<nodemailer.SendMailOptions, 'from' | 'to' | 'subject'>): Promise<Item> {
  const subject = `Inline ${++mails} ${Date.now().toString(36)}`;
  await transport.sendMail({
    from: 'facilities@northwind.example',
    to: 'inbox@acme.example',
    subject,
    ...mail,
  });
  const log = await receivedLog(t, tokens.alice!, 'alice', { Notification: 2, EndRecord: 100 });
  const item = (log.body.SmsList as Array<Item & { Subject: string }>).find((m) => m.Subject === subject);
  expect(item, 'the message is stored').toBeTruthy();
  return item!;
}

/** GetInlineParts as `user` asks it (their own company and login unless `over` says otherwise). */
const inlineParts = (user: keyof typeof LOG_USERS, smsId: number, over: Record<string, number> = {}) =>
  call(t.url, 'POST', '/api/notification/Sms/GetInlineParts', {
    token: tokens[user],
    body: { ...LOG_USERS[user], SmsId: smsId, ...over },
  });

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe('the images an HTML mail shows by cid: are kept and served as data: URLs', () => {
  let shown: Item;
  const LOGO = png(1);

  beforeAll(async () => {
    shown = await deliver({
      html: '<p>Boiler fixed.</p><img src="cid:logo@northwind.example" alt="logo"><img src="https://tracker.example/p.gif">',
      attachments: [
        { filename: 'logo.png', content: LOGO, contentType: 'image/png', cid: 'logo@northwind.example' },
      ],
    });
  });

  test('the stored HTML keeps the cid: reference and the remote image', () => {
    expect(shown.SMSContent).toContain('src="cid:logo@northwind.example"');
    expect(shown.SMSContent).toContain('src="https://tracker.example/p.gif"');
    expect(shown.SMSContent).not.toContain('data:');
  });

  test('GetInlineParts answers the part by its Content-ID, with its type and bytes', async () => {
    const r = await inlineParts('alice', shown.SmsId);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      Parts: [{ Cid: 'logo@northwind.example', DataUrl: dataUrl('image/png', LOGO) }],
    });
  });

  test('an inline image the frame shows is not the message file too (it would show twice)', () => {
    expect(shown).toMatchObject({ contenttype: '', Filepath: '' });
  });

  test('with an attached image besides, the attachment is the message file and the inline image stays a part', async () => {
    const item = await deliver({
      html: '<p>See the photo.</p><img src="cid:sig">',
      attachments: [
        { filename: 'sig.png', content: png(2), contentType: 'image/png', cid: 'sig' },
        { filename: 'site.jpg', content: JPEG, contentType: 'image/jpeg' },
      ],
    });
    expect(item).toMatchObject({ contenttype: 'image/jpeg', Filepath: expect.stringMatching(/\.jpg$/) });
    const file = await fetch(`${t.url}/api/notification/Sms/GetSmsMedia?CompanyId=2&SmsId=${item.SmsId}`, {
      headers: { Authorization: `Bearer ${tokens.alice}` },
    });
    expect(Buffer.from(await file.arrayBuffer()).equals(JPEG)).toBe(true);
    expect((await inlineParts('alice', item.SmsId)).body.Parts).toEqual([
      { Cid: 'sig', DataUrl: dataUrl('image/png', png(2)) },
    ]);
  });

  test('a message without inline parts answers an empty list', async () => {
    const item = await deliver({ text: 'No pictures.' });
    expect((await inlineParts('alice', item.SmsId)).body).toEqual({ Parts: [] });
  });
});

describe('what is not kept; the message is stored all the same', () => {
  test('no page, no SVG, no part the HTML does not name', async () => {
    const item = await deliver({
      html: '<p>Parts.</p><img src="cid:page"><img src="cid:drawing"><img src="cid:kept">',
      attachments: [
        { filename: 'p.html', content: '<script>x</script>', contentType: 'text/html', cid: 'page' },
        {
          filename: 'd.svg',
          content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          contentType: 'image/svg+xml',
          cid: 'drawing',
        },
        { filename: 'unnamed.png', content: png(3), contentType: 'image/png', cid: 'not-in-html' },
        { filename: 'kept.gif', content: png(4), contentType: 'image/gif', cid: 'kept' },
      ],
    });
    expect(item.SMSContent).toContain('Parts.');
    const parts = (await inlineParts('alice', item.SmsId)).body.Parts as Array<{ Cid: string }>;
    expect(parts.map((p) => p.Cid)).toEqual(['kept']);
  });

  test('a part over 2 MB is not kept as a part: it is the message file instead, so it is not lost', async () => {
    const big = png(5, TWO_MB);
    const item = await deliver({
      html: '<p>Big.</p><img src="cid:big"><img src="cid:small">',
      attachments: [
        { filename: 'big.png', content: big, contentType: 'image/png', cid: 'big' },
        { filename: 'small.png', content: png(6), contentType: 'image/png', cid: 'small' },
      ],
    });
    expect(item.SMSContent).toContain('Big.');
    const parts = (await inlineParts('alice', item.SmsId)).body.Parts as Array<{ Cid: string }>;
    expect(parts.map((p) => p.Cid)).toEqual(['small']);
    expect(item).toMatchObject({ contenttype: 'image/png', Filepath: expect.stringMatching(/\.png$/) });
    const file = await fetch(`${t.url}/api/notification/Sms/GetSmsMedia?CompanyId=2&SmsId=${item.SmsId}`, {
      headers: { Authorization: `Bearer ${tokens.alice}` },
    });
    expect(Buffer.from(await file.arrayBuffer()).equals(big)).toBe(true);
  });

  test('at most 20 parts of one message', async () => {
    const cids = Array.from({ length: 22 }, (_, i) => `p${String(i).padStart(2, '0')}`);
    const item = await deliver({
      html: cids.map((cid) => `<img src="cid:${cid}">`).join(''),
      attachments: cids.map((cid, i) => ({
        filename: `${cid}.png`,
        content: png(i),
        contentType: 'image/png',
        cid,
      })),
    });
    const parts = (await inlineParts('alice', item.SmsId)).body.Parts as Array<{ Cid: string }>;
    expect(parts.map((p) => p.Cid)).toEqual(cids.slice(0, 20));
  });
});

describe('who gets the parts: exactly who sees the message', () => {
  let item: Item;
  const SECRET = png(42);

  beforeAll(async () => {
    item = await deliver({
      html: '<img src="cid:secret">',
      attachments: [{ filename: 's.png', content: SECRET, contentType: 'image/png', cid: 'secret' }],
    });
  });

  test("another company's user: 403 naming Acme, 404 naming their own company", async () => {
    expect((await inlineParts('dave', item.SmsId, { CompanyId: 2 })).status).toBe(403);
    const own = await inlineParts('dave', item.SmsId);
    expect(own.status).toBe(404);
    expect(JSON.stringify(own.body)).not.toContain(SECRET.toString('base64'));
    // GetSmsMedia answers the same.
    const media = await fetch(`${t.url}/api/notification/Sms/GetSmsMedia?CompanyId=3&SmsId=${item.SmsId}`, {
      headers: { Authorization: `Bearer ${tokens.dave}` },
    });
    expect(media.status).toBe(404);
  });

  test("a vendor's user, who does not see the company's mail, gets nothing (404)", async () => {
    const db = t.server.store.db;
    await db
      .updateTable('users')
      .set({ vendor_id: 9 })
      .where('login_id', '=', LOG_USERS.bob.LoginId)
      .execute();
    try {
      const asBob = await inlineParts('bob', item.SmsId);
      expect(asBob.status).toBe(404);
      expect(JSON.stringify(asBob.body)).not.toContain(SECRET.toString('base64'));
    } finally {
      await db
        .updateTable('users')
        .set({ vendor_id: 0 })
        .where('login_id', '=', LOG_USERS.bob.LoginId)
        .execute();
    }
    expect((await inlineParts('bob', item.SmsId)).body.Parts).toHaveLength(1);
  });

  test('another login than the caller in the body is 403', async () => {
    expect((await inlineParts('alice', item.SmsId, { LoginId: LOG_USERS.bob.LoginId })).status).toBe(403);
  });
});
