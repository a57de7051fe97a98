import type nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers';
import { hubClient } from './hub-client';
import { inboundMailTransport, smtpDialogue } from './mail-support';
import { receivedLog } from './sms-support';

// Inbound mail over a real SMTP exchange (nodemailer to the server's smtp-server receiver).

const MAX_BYTES = 64 * 1024;
const CLIENTS_PER_ADDRESS = 4;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 1),
]);

let t: TestServer;
let token: string;
let transport: nodemailer.Transporter;
let mails = 0;

beforeAll(async () => {
  t = await startTestServer({
    env: {
      INBOUND_SMTP_PORT: '0',
      INBOUND_MAIL_MAX_BYTES: String(MAX_BYTES),
      INBOUND_SMTP_CLIENTS_PER_ADDRESS: String(CLIENTS_PER_ADDRESS),
    },
  });
  token = (await signIn(t.url, 'alice')).access_token;
  transport = inboundMailTransport(t);
});
afterAll(async () => {
  transport?.close();
  await t?.dispose();
});

/** The e-mail log alice sees, newest first. */
async function mailLog() {
  const r = await receivedLog(t, token, 'alice', { Notification: 2, EndRecord: 100 });
  expect(r.status).toBe(200);
  return r.body.SmsList as Array<{
    SmsId: number;
    FromNumber: string;
    ToNumber: string;
    DisplayName: string;
    Subject: string;
    SMSContent: string;
    Filepath: string;
    contenttype: string;
  }>;
}

const subjectOf = () => `Visit report ${++mails} ${Date.now().toString(36)}`;

describe("a mail stored moves the company's counts at once", () => {
  test("alice's notifications hub hears AlertReceived 2 within a second of the mail's end of data", async () => {
    const hub = hubClient(`${t.url}/hubs/notes`, () => token);
    const heard = new Promise<{ kind: unknown; at: number }>((resolve) =>
      hub.on('AlertReceived', (kind) => resolve({ kind, at: Date.now() })),
    );
    await hub.start();
    await transport.sendMail({
      from: 'facilities@northwind.example',
      to: 'inbox@acme.example',
      subject: subjectOf(),
      text: 'Done.',
    });
    const sent = Date.now();
    const { kind, at } = await heard;
    expect(kind).toBe(2);
    expect(at - sent).toBeLessThan(1_000);
    await hub.stop();
  });
});

describe('mail to a company inbox is stored as a type 2 message, its HTML sanitised', () => {
  test('HTML mail: stored for the company without script or handlers, links made safe', async () => {
    const subject = subjectOf();
    await transport.sendMail({
      from: '"Facilities, Northwind" <facilities@northwind.example>',
      to: 'inbox@acme.example',
      subject,
      html: `<p onclick="steal()">The boiler is fixed. <a href="javascript:alert(1)">x</a> <a href="https://northwind.example/r">report</a></p><script>alert(2)</script><img src="https://tracker.example/p.gif" onerror="alert(3)">`,
    });
    const item = (await mailLog())[0]!;
    expect(item).toMatchObject({
      FromNumber: 'facilities@northwind.example',
      ToNumber: 'inbox@acme.example',
      DisplayName: 'Facilities, Northwind',
      Subject: subject,
    });
    expect(item.SMSContent).toContain('The boiler is fixed.');
    expect(item.SMSContent).toContain(
      'href="https://northwind.example/r" target="_blank" rel="noopener noreferrer"',
    );
    expect(item.SMSContent).not.toMatch(/script|onclick|onerror|javascript:/);
  });

  test('a text mail becomes escaped paragraphs (its sender as written: see mail-sender.test.ts)', async () => {
    await transport.sendMail({
      from: 'carol@acme.example',
      to: 'inbox@acme.example',
      subject: subjectOf(),
      text: 'Keys are <b>at</b> reception.\n\nCarol',
    });
    const item = (await mailLog())[0]!;
    expect(item).toMatchObject({ FromNumber: 'carol@acme.example', DisplayName: '', SenderVerified: false });
    expect(item.SMSContent).toBe('<p>Keys are &#60;b&#62;at&#60;/b&#62; reception.</p><p>Carol</p>');
  });

  test('an image attachment becomes the message file, served in place', async () => {
    await transport.sendMail({
      from: 'facilities@northwind.example',
      to: 'inbox@acme.example',
      subject: subjectOf(),
      html: '<p>Photo attached.</p>',
      attachments: [{ filename: 'site.png', content: PNG, contentType: 'image/png' }],
    });
    const item = (await mailLog())[0]!;
    expect(item).toMatchObject({
      contenttype: 'image/png',
      Filepath: expect.stringMatching(/^mail\/2\/\d+\.png$/),
    });
    const file = await fetch(`${t.url}/api/notification/Sms/GetSmsMedia?CompanyId=2&SmsId=${item.SmsId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(file.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  });
});

describe('what the receiver refuses', () => {
  test('another address is 550 and nothing is stored', async () => {
    const before = (await mailLog()).length;
    const sent = transport.sendMail({
      from: 'a@b.example',
      to: 'nobody@acme.example',
      subject: 'x',
      text: 'x',
    });
    await expect(sent).rejects.toMatchObject({ responseCode: 550 });
    expect((await mailLog()).length).toBe(before);
  });

  test('a mail over INBOUND_MAIL_MAX_BYTES is 552 and nothing is stored', async () => {
    const before = (await mailLog()).length;
    const sent = transport.sendMail({
      from: 'a@b.example',
      to: 'inbox@acme.example',
      subject: 'too big',
      text: 'x'.repeat(MAX_BYTES * 2),
    });
    await expect(sent).rejects.toMatchObject({ responseCode: 552 });
    expect((await mailLog()).length).toBe(before);
  });

  test("Borealis's inbox is Borealis's, never Acme's", async () => {
    const subject = subjectOf();
    await transport.sendMail({
      from: 'a@b.example',
      to: 'inbox@borealis.example',
      subject,
      text: `Hei ${subject}`,
    });
    expect((await mailLog()).some((m) => m.SMSContent.includes(subject))).toBe(false);
  });

  test('RSET forgets the recipients before it: the mail goes to the inbox named after it only', async () => {
    const subject = subjectOf();
    const smtp = smtpDialogue(t.server.smtpPort!);
    try {
      expect(await smtp.greeting).toMatch(/^220 /);
      expect(await smtp.say('EHLO relay.example')).toMatch(/^250 /);
      expect(await smtp.say('MAIL FROM:<a@b.example>')).toMatch(/^250 /);
      expect(await smtp.say('RCPT TO:<inbox@acme.example>')).toMatch(/^250 /);
      expect(await smtp.say('RSET')).toMatch(/^250 /);
      expect(await smtp.say('MAIL FROM:<a@b.example>')).toMatch(/^250 /);
      expect(await smtp.say('RCPT TO:<inbox@borealis.example>')).toMatch(/^250 /);
      expect(await smtp.say('DATA')).toMatch(/^354 /);
      expect(
        await smtp.say(
          `From: a@b.example\r\nTo: inbox@borealis.example\r\nSubject: ${subject}\r\n\r\nHei\r\n.`,
        ),
      ).toMatch(/^250 /);
    } finally {
      smtp.close();
    }
    // Stored for Borealis (the recipient after RSET), not for Acme (the one RSET dropped).
    expect((await mailLog()).some((m) => m.Subject === subject)).toBe(false);
    const dave = (await signIn(t.url, 'dave')).access_token;
    const borealis = await receivedLog(t, dave, 'dave', { Notification: 2, EndRecord: 100 });
    expect(borealis.body.SmsList.some((m: { Subject: string }) => m.Subject === subject)).toBe(true);
  });

  test(`at most ${CLIENTS_PER_ADDRESS} connections from one address: one more is turned away with 421`, async () => {
    const open = Array.from({ length: CLIENTS_PER_ADDRESS }, () => smtpDialogue(t.server.smtpPort!));
    try {
      for (const smtp of open) expect(await smtp.greeting).toMatch(/^220 /);
      const extra = smtpDialogue(t.server.smtpPort!);
      expect(await extra.greeting).toMatch(/^421 .*Too many connections/);
      extra.close();
      // One leaves: a new connection is served again.
      open.shift()!.close();
      await expect
        .poll(async () => {
          const again = smtpDialogue(t.server.smtpPort!);
          const greeting = await again.greeting;
          again.close();
          return greeting.slice(0, 3);
        })
        .toBe('220');
    } finally {
      for (const smtp of open) smtp.close();
    }
  });
});
