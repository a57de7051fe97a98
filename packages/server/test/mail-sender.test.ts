import { generateKeyPairSync } from 'node:crypto';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type FakeDns, startFakeDns } from './fake-dns';
import { signIn, startTestServer, type TestServer } from './helpers';
import { deliverRaw, inboundMailTransport } from './mail-support';
import { receivedLog } from './sms-support';

// Who an inbound e-mail is from: the From header as written, never matched to a user, and marked verified only when a
// DKIM signature of the From address's domain passed (keys looked up in a DNS server on loopback).

/** A signing key pair and its DNS record (`v=DKIM1; k=rsa; p=…`). */
function signingKey() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const der = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    record: `v=DKIM1; k=rsa; p=${der}`,
  };
}

const northwind = signingKey();
const stranger = signingKey();

let dns: FakeDns;
let t: TestServer;
let token: string;
let mails = 0;

beforeAll(async () => {
  dns = await startFakeDns();
  dns.txt.set('nw2026._domainkey.northwind.example', northwind.record);
  dns.txt.set('nw2026._domainkey.mail.northwind.example', northwind.record);
  dns.txt.set('s1._domainkey.evil.example', stranger.record);
  t = await startTestServer({ env: { INBOUND_SMTP_PORT: '0', INBOUND_MAIL_DNS_SERVERS: dns.address } });
  token = (await signIn(t.url, 'alice')).access_token;
});
afterAll(async () => {
  await t?.dispose();
  await dns?.close();
});

const subjectOf = () => `Sender check ${++mails} ${Date.now().toString(36)}`;

/** An e-mail of the log as the test reads it. */
interface LoggedMail {
  Subject: string;
  FromNumber: string;
  DisplayName: string;
  SenderVerified: boolean;
  SMSContent: string;
}

/** The e-mail of alice's log with `subject`. */
async function received(subject: string): Promise<LoggedMail> {
  const r = await receivedLog(t, token, 'alice', { Notification: 2, EndRecord: 100 });
  expect(r.status).toBe(200);
  const item = (r.body.SmsList as LoggedMail[]).find((m) => m.Subject === subject);
  expect(item, subject).toBeDefined();
  return item!;
}

/** Sends a mail to Acme's inbox, signed by `dkim` when given. */
async function send(
  mail: { from: string; subject: string; text?: string },
  dkim?: { domainName: string; keySelector: string; privateKey: string },
) {
  const transport = dkim
    ? nodemailer.createTransport({ ...inboundMailTransport(t).options, dkim } as nodemailer.TransportOptions)
    : inboundMailTransport(t);
  try {
    await transport.sendMail({ to: 'inbox@acme.example', text: 'The boiler is fixed.', ...mail });
  } finally {
    transport.close();
  }
}

/** The raw bytes of a mail as nodemailer signs it (to alter in transit). */
async function signedRaw(
  from: string,
  subject: string,
  dkim: { domainName: string; keySelector: string; privateKey: string },
) {
  const built = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: 'windows', dkim })
    .sendMail({ from, to: 'inbox@acme.example', subject, text: 'Invoice 5521 is paid.' });
  return String(built.message);
}

describe('the sender is the From header as written, never a user of the company', () => {
  test("a stranger writing a colleague's address is not given the colleague's name, and is not verified", async () => {
    const subject = subjectOf();
    await send({ from: 'carol@acme.example', subject });
    expect(await received(subject)).toMatchObject({
      FromNumber: 'carol@acme.example',
      DisplayName: '',
      SenderVerified: false,
    });
  });

  test('a name the mail writes is kept as written, marked unverified', async () => {
    const subject = subjectOf();
    await send({ from: '"Carol Price" <carol@acme.example>', subject });
    expect(await received(subject)).toMatchObject({
      FromNumber: 'carol@acme.example',
      DisplayName: 'Carol Price',
      SenderVerified: false,
    });
  });
});

describe('DKIM: verified only by a passing signature of the From domain', () => {
  test('signed by the From domain, its key in DNS: verified', async () => {
    const subject = subjectOf();
    await send(
      { from: '"Facilities, Northwind" <facilities@northwind.example>', subject },
      { domainName: 'northwind.example', keySelector: 'nw2026', privateKey: northwind.privateKey },
    );
    expect(dns.asked).toContain('nw2026._domainkey.northwind.example');
    expect(await received(subject)).toMatchObject({
      DisplayName: 'Facilities, Northwind',
      SenderVerified: true,
    });
  });

  test("signed by a subdomain of the From domain (relaxed alignment, as DMARC's): verified", async () => {
    const subject = subjectOf();
    await send(
      { from: 'facilities@northwind.example', subject },
      { domainName: 'mail.northwind.example', keySelector: 'nw2026', privateKey: northwind.privateKey },
    );
    expect((await received(subject)).SenderVerified).toBe(true);
  });

  test('a valid signature of another domain does not vouch for the From address', async () => {
    const subject = subjectOf();
    await send(
      { from: '"Carol Price" <carol@acme.example>', subject },
      { domainName: 'evil.example', keySelector: 's1', privateKey: stranger.privateKey },
    );
    expect(dns.asked).toContain('s1._domainkey.evil.example');
    expect(await received(subject)).toMatchObject({ DisplayName: 'Carol Price', SenderVerified: false });
  });

  test('a signature made with a key that is not the one in DNS: unverified', async () => {
    const subject = subjectOf();
    await send(
      { from: 'facilities@northwind.example', subject },
      { domainName: 'northwind.example', keySelector: 'nw2026', privateKey: stranger.privateKey },
    );
    expect((await received(subject)).SenderVerified).toBe(false);
  });

  test('a signed mail whose text was changed on the way: unverified, and stored as it came', async () => {
    const subject = subjectOf();
    const raw = await signedRaw('facilities@northwind.example', subject, {
      domainName: 'northwind.example',
      keySelector: 'nw2026',
      privateKey: northwind.privateKey,
    });
    const altered = raw.replace('Invoice 5521 is paid.', 'Invoice 5521 is NOT paid.');
    expect(altered).not.toBe(raw);
    expect(await deliverRaw(t.server.smtpPort!, 'inbox@acme.example', altered)).toMatch(/^250/);
    const item = await received(subject);
    expect(item.SenderVerified).toBe(false);
    expect(item.SMSContent).toContain('Invoice 5521 is NOT paid.');
  });

  test('a selector with no key in DNS: unverified', async () => {
    const subject = subjectOf();
    await send(
      { from: 'facilities@northwind.example', subject },
      { domainName: 'northwind.example', keySelector: 'gone', privateKey: northwind.privateKey },
    );
    expect(dns.asked).toContain('gone._domainkey.northwind.example');
    expect((await received(subject)).SenderVerified).toBe(false);
  });

  test('DNS out of reach: the mail is taken within seconds, its sender unverified', async () => {
    dns.silent = true;
    try {
      const subject = subjectOf();
      const started = Date.now();
      await send(
        { from: 'facilities@northwind.example', subject },
        { domainName: 'northwind.example', keySelector: 'nw2026', privateKey: northwind.privateKey },
      );
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await received(subject)).SenderVerified).toBe(false);
    } finally {
      dns.silent = false;
    }
  });

  test('a mail with many signatures costs a few lookups, not one each', async () => {
    const subject = subjectOf();
    const raw = await signedRaw('facilities@northwind.example', subject, {
      domainName: 'northwind.example',
      keySelector: 'nw2026',
      privateKey: northwind.privateKey,
    });
    // The signature header with its folded lines.
    const lines = raw.split('\r\n');
    const first = lines.findIndex((line) => line.startsWith('DKIM-Signature:'));
    let last = first + 1;
    while (/^[ \t]/.test(lines[last] ?? '')) last++;
    const signature = `${lines.slice(first, last).join('\r\n')}\r\n`;
    expect(signature).toContain('s=nw2026');
    // 50 copies of one signature header, each naming another selector.
    const copies = Array.from({ length: 50 }, (_, i) => signature.replace('s=nw2026', `s=many${i}`)).join('');
    const before = dns.asked.length;
    expect(await deliverRaw(t.server.smtpPort!, 'inbox@acme.example', copies + raw)).toMatch(/^250/);
    await received(subject);
    expect(dns.asked.length - before).toBeLessThanOrEqual(4);
  });
});
