import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sha256Hex } from '../src/features/job-print/render-pdf';
import { call, signIn, startTestServer, type TestServer } from './helpers';
import { pdfText } from './pdf-reader';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

// Issue 11, "the preview is exactly the PDF that is sent, and every send is on record", over real parts: the server
// on SQLite, Chromium printing, an SMTP server on loopback, pdftotext reading the PDFs back. The preview is what the
// e-mail popup shows: EmailJobDownload POST, then GET.

const ACME = 2;
const ALICE = 2;
const DAVE = 5;
/** Northwind's job: its customer's printouts are in en-GB. */
const JOB = 5001;
/** Harbour Estates' job: its customer's printouts are in fr-FR. */
const FRENCH_JOB = 5003;

let smtp: SmtpSink | undefined;
let received: ParsedMail[] = [];
/** The messages as the SMTP server received them. */
let sources: Buffer[] = [];
let smtpUrl = '';
let t: TestServer;
let alice: string;
let dave: string;

const payload = (over: Record<string, unknown> = {}) => ({
  CustomerName: 'Northwind',
  To: 'facilities@northwind.example',
  Subject: `Email Job# - ${JOB}`,
  Attachement: `${JOB}.pdf`,
  Body: 'Dear Priya,\n\nthe report of the visit.\n<b>not markup</b>',
  CompanyId: ACME,
  LoginId: ALICE,
  WoJobId: JOB,
  IsInvoice: 0,
  InvoiceId: '',
  ...over,
});

const send = (body: unknown, token = alice) =>
  call(t.url, 'POST', '/api/workOrder/SendEmailJob', { token, body });

/** The e-mail popup's preview: the PDF prepared (POST), then downloaded (GET) with the token. */
async function preview(job = JOB, language?: string, token = alice, loginId = ALICE): Promise<Buffer> {
  const prepared = await call(t.url, 'POST', '/api/attachment/EmailJobDownload', {
    token,
    body: { CompanyId: ACME, LoginId: loginId, WoJobId: job, ...(language ? { Language: language } : {}) },
  });
  expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
  return download(job, token, loginId);
}

async function download(job: number, token = alice, loginId = ALICE): Promise<Buffer> {
  const r = await fetch(
    `${t.url}/api/attachment/EmailJobDownload?CompanyId=${ACME}&LoginId=${loginId}&WojobId=${job}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await r.arrayBuffer());
}

const sendLog = async (job = JOB) =>
  (await call(t.url, 'GET', `/api/workOrder/EmailJobLog/${ACME}/${job}`, { token: alice })).body;

const pdfAttachments = (mail: ParsedMail) =>
  mail.attachments.filter((a) => a.contentType === 'application/pdf');

beforeAll(async () => {
  smtp = await startSmtpSink();
  ({ received, sources, url: smtpUrl } = smtp);
  t = await startTestServer({ env: { SMTP_URL: smtpUrl } });
  alice = (await signIn(t.url, 'alice')).access_token;
  dave = (await signIn(t.url, 'dave')).access_token;
}, 60_000);

afterAll(async () => {
  await t?.dispose();
  await smtp?.close();
});

describe('the preview is the PDF sent', () => {
  let previewed: Buffer;

  test('preview then send: the mail attaches the previewed bytes; the log has their SHA-256 as PdfSha256 and PreviewSha256', async () => {
    previewed = await preview();
    const r = await send(payload({ PreviewSha256: sha256Hex(previewed) }));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const mail = received.at(-1)!;
    expect(pdfAttachments(mail)).toHaveLength(1);
    expect(sha256Hex(pdfAttachments(mail)[0]!.content)).toBe(sha256Hex(previewed));
    const [entry] = await sendLog();
    expect(entry).toMatchObject({
      PdfSha256: sha256Hex(previewed),
      PreviewSha256: sha256Hex(previewed),
      Language: 'en-GB',
      Format: 'pdf',
      MessageId: mail.messageId,
    });
  }, 60_000);

  test('the download after the POST answers the bytes the e-mail attached', async () => {
    const attached = pdfAttachments(received.at(-1)!)[0]!.content;
    expect(sha256Hex(await download(JOB))).toBe(sha256Hex(attached));
  });

  test('a send without a preview is logged with PreviewSha256 null', async () => {
    expect((await send(payload())).status).toBe(200);
    expect((await sendLog())[0]).toMatchObject({ PreviewSha256: null, PdfSha256: sha256Hex(previewed) });
  }, 60_000);

  test('the attachment removed in the popup (Attachement empty): the body alone, no PDF, logged as none', async () => {
    expect((await send(payload({ Attachement: '' }))).status).toBe(200);
    const mail = received.at(-1)!;
    expect(mail.attachments).toEqual([]);
    expect(mail.text?.trim()).toBe('Dear Priya,\n\nthe report of the visit.\n<b>not markup</b>');
    expect((await sendLog())[0]).toMatchObject({ Format: 'none' });
  }, 60_000);

  test('the job changed since the preview (a service note edited): 409, no mail, nothing logged', async () => {
    const before = { mails: received.length, log: (await sendLog()).length };
    const db = t.server.store.db;
    const note = await db
      .selectFrom('service_notes')
      .select('service_note_id')
      .where('company_id', '=', ACME)
      .where('job_id', '=', JOB)
      .orderBy('service_note_id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('service_notes')
      .set({ notes: 'Belt tension rechecked after the preview' })
      .where('service_note_id', '=', note.service_note_id)
      .execute();
    const r = await send(payload({ PreviewSha256: sha256Hex(previewed) }));
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('The job changed since it was previewed: preview it again.');
    expect(received.length).toBe(before.mails);
    expect((await sendLog()).length).toBe(before.log);

    // Previewed again, it shows the change and sends.
    previewed = await preview();
    expect(pdfText(previewed)).toContain('Belt tension rechecked after the preview');
    expect((await send(payload({ PreviewSha256: sha256Hex(previewed) }))).status).toBe(200);
    expect(sha256Hex(pdfAttachments(received.at(-1)!)[0]!.content)).toBe(sha256Hex(previewed));
  }, 60_000);

  test('the mail server refusing the mail is 502 with a message; nothing is logged', async () => {
    const before = (await sendLog()).length;
    smtp?.refuse(true);
    try {
      const r = await send(payload({ PreviewSha256: sha256Hex(previewed) }));
      expect(r.status).toBe(502);
      expect(r.body.message).toBe('The mail server did not take the e-mail.');
    } finally {
      smtp?.refuse(false);
    }
    expect((await sendLog()).length).toBe(before);
  }, 60_000);

  test('a server restarted on the same data folder downloads the same bytes and sends them against the preview', async () => {
    // A second on, Chromium would print another CreationDate: only the PDF kept on disk gives the same bytes.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.stop();
    t = await startTestServer({ dataDir: t.dataDir, env: { SMTP_URL: smtpUrl } });
    alice = (await signIn(t.url, 'alice')).access_token;
    dave = (await signIn(t.url, 'dave')).access_token;
    expect(sha256Hex(await download(JOB))).toBe(sha256Hex(previewed));
    const r = await send(payload({ PreviewSha256: sha256Hex(previewed) }));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(sha256Hex(pdfAttachments(received.at(-1)!)[0]!.content)).toBe(sha256Hex(previewed));
  }, 60_000);
});

describe('the printout language', () => {
  test("the customer's PrintLanguage is served with its details: fr-FR for Harbour Estates, en-GB for Northwind", async () => {
    const details = async (job: number) =>
      (
        await call(t.url, 'GET', `/api/workOrder/JobPrint/GetCustomerTechDetails/${ACME}/${job}`, {
          token: alice,
        })
      ).body;
    expect((await details(FRENCH_JOB)).PrintLanguage).toBe('fr-FR');
    expect((await details(JOB)).PrintLanguage).toBe('en-GB');
  });

  test("a job never prepared downloads in its customer's language: French headings for Harbour Estates", async () => {
    const french = pdfText(await download(FRENCH_JOB));
    expect(french).toContain("Détail de l'intervention");
    expect(french).not.toContain('Job detail');
  }, 60_000);

  test("a send without Language prints in the customer's language and logs it", async () => {
    const r = await send(payload({ WoJobId: FRENCH_JOB, Subject: `Email Job# - ${FRENCH_JOB}` }));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(pdfText(pdfAttachments(received.at(-1)!)[0]!.content)).toContain("Détail de l'intervention");
    expect((await sendLog(FRENCH_JOB))[0]).toMatchObject({ Language: 'fr-FR', Format: 'pdf' });
  }, 60_000);

  test('the language asked for wins: job 5001 prepared in fr-FR downloads in French, then sends in it', async () => {
    const french = await preview(JOB, 'fr-FR');
    expect(pdfText(french)).toContain("Détail de l'intervention");
    const r = await send(payload({ Language: 'fr-FR', PreviewSha256: sha256Hex(french) }));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await sendLog())[0]).toMatchObject({ Language: 'fr-FR', PreviewSha256: sha256Hex(french) });
    // The same job in en-GB is another PDF: a French preview does not vouch for it.
    expect((await send(payload({ Language: 'en-GB', PreviewSha256: sha256Hex(french) }))).status).toBe(409);
  }, 60_000);

  test('a download naming its language answers that preparation, though another language was prepared after it', async () => {
    const english = await preview(JOB, 'en-GB');
    await preview(JOB, 'fr-FR');
    const r = await fetch(
      `${t.url}/api/attachment/EmailJobDownload?CompanyId=${ACME}&LoginId=${ALICE}&WojobId=${JOB}&Language=en-GB`,
      { headers: { authorization: `Bearer ${alice}` } },
    );
    expect(r.status).toBe(200);
    expect(sha256Hex(Buffer.from(await r.arrayBuffer()))).toBe(sha256Hex(english));
    // Without it, the spec's download: the last preparation, French.
    expect(pdfText(await download(JOB))).toContain("Détail de l'intervention");
    const bad = await fetch(
      `${t.url}/api/attachment/EmailJobDownload?CompanyId=${ACME}&LoginId=${ALICE}&WojobId=${JOB}&Language=de-DE`,
      { headers: { authorization: `Bearer ${alice}` } },
    );
    expect(bad.status).toBe(400);
  }, 60_000);

  test('a prepared PDF no longer kept is printed again in the language it was prepared in', async () => {
    const french = await preview(JOB, 'fr-FR');
    await t.stop();
    rmSync(join(t.dataDir, 'printouts'), { recursive: true, force: true });
    t = await startTestServer({ dataDir: t.dataDir, env: { SMTP_URL: smtpUrl } });
    alice = (await signIn(t.url, 'alice')).access_token;
    dave = (await signIn(t.url, 'dave')).access_token;
    const again = await download(JOB);
    expect(pdfText(again)).toContain("Détail de l'intervention");
    expect(pdfText(again)).toBe(pdfText(french));
    // What the download answered is now the prepared PDF: the send goes against it.
    const r = await send(payload({ Language: 'fr-FR', PreviewSha256: sha256Hex(again) }));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }, 60_000);
});

describe('PrintJobHtml 1: the printout is the e-mail', () => {
  test('the mail has the body then the printout as HTML, its images inline, no PDF; logged as html with the PDF of the same printout', async () => {
    const db = t.server.store.db;
    await db
      .updateTable('company_print_profiles')
      .set({ print_job_html: 1 })
      .where('company_id', '=', ACME)
      .execute();
    try {
      const previewed = await preview(JOB, 'en-GB');
      const r = await send(payload({ Language: 'en-GB', PreviewSha256: sha256Hex(previewed) }));
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      // As sent: the images are parts of the mail, referred to by cid.
      const mail = await simpleParser(sources.at(-1)!, { keepCidLinks: true });
      expect(pdfAttachments(mail)).toHaveLength(0);
      const html = String(mail.html);
      const has = (text: string) => html.includes(text);
      expect(has('WO-1001')).toBe(true);
      expect(has('Job detail')).toBe(true);
      expect(has('&#60;b&#62;not markup&#60;/b&#62;')).toBe(true);
      expect(has('<b>not markup</b>')).toBe(false);
      expect(html.indexOf('the report of the visit')).toBeLessThan(html.indexOf('<article'));
      expect(has('src="data:')).toBe(false);
      const images = html.match(/src="cid:[^"]+"/g) ?? [];
      expect(images.length).toBeGreaterThan(0);
      expect(mail.attachments.length).toBe(new Set(images).size);
      expect(mail.attachments.every((a) => a.contentType.startsWith('image/') && a.related)).toBe(true);
      expect(mail.text?.trim()).toBe('Dear Priya,\n\nthe report of the visit.\n<b>not markup</b>');
      expect((await sendLog())[0]).toMatchObject({
        Format: 'html',
        PdfSha256: sha256Hex(previewed),
        PreviewSha256: sha256Hex(previewed),
      });
    } finally {
      await db
        .updateTable('company_print_profiles')
        .set({ print_job_html: 0 })
        .where('company_id', '=', ACME)
        .execute();
    }
  }, 60_000);
});

describe('what the client checks, the server checks', () => {
  test('a PreviewSha256 that is not 64 lowercase hex digits is 400 naming it; nothing is sent', async () => {
    const before = received.length;
    for (const bad of ['abc', 'A'.repeat(64), `${'a'.repeat(63)}g`, 42]) {
      const r = await send(payload({ PreviewSha256: bad }));
      expect(r.status, String(bad)).toBe(400);
      expect(r.body.message).toMatch(/^body\.PreviewSha256: /);
    }
    expect(received.length).toBe(before);
  });

  test('a body longer than 20,000 characters is 400', async () => {
    expect((await send(payload({ Body: 'x'.repeat(20_001) }))).status).toBe(400);
  });

  test("dave of Borealis preparing or downloading Acme's job as his own company's is 404", async () => {
    const prepared = await call(t.url, 'POST', '/api/attachment/EmailJobDownload', {
      token: dave,
      body: { CompanyId: 3, LoginId: DAVE, WoJobId: JOB },
    });
    expect(prepared.status).toBe(404);
    const r = await fetch(
      `${t.url}/api/attachment/EmailJobDownload?CompanyId=3&LoginId=${DAVE}&WojobId=${JOB}`,
      {
        headers: { authorization: `Bearer ${dave}` },
      },
    );
    expect(r.status).toBe(404);
  });
});
