import { readdirSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sha256Hex } from '../src/features/job-print/render-pdf';
import { call, signIn, startTestServer, type TestServer } from './helpers';
import { pdfText } from './pdf-reader';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

// The job e-mail over real parts: the server renders job 5001's printout with <JobPrint>, prints it in Chromium and
// mails it through nodemailer to an SMTP server on loopback; the PDF's text is read with pdftotext.

const COMPANY = 2;
const JOB = 5001;
const ALICE = 2;

let smtp: SmtpSink | undefined;
let received: ParsedMail[] = [];
let listener: Server;
let listenerHits = 0;
let t: TestServer;
let alice: string;
let dave: string;

const payload = (over: Record<string, unknown> = {}) => ({
  CustomerName: 'Harbour Estates',
  To: 'facilities@harbour.example; ops@harbour.example',
  Subject: `Email Job# - ${JOB}`,
  Attachement: `${JOB}.pdf`,
  Body: 'Please find the job report attached.\n<b>not markup</b>',
  CompanyId: COMPANY,
  LoginId: ALICE,
  WoJobId: JOB,
  WorkOrderId: 1,
  AttachementContent: '<img src="http://127.0.0.1:1/never-rendered">',
  IsInvoice: 0,
  InvoiceId: '',
  ...over,
});

const send = (token: string, body: unknown) =>
  call(t.url, 'POST', '/api/workOrder/SendEmailJob', { token, body });

beforeAll(async () => {
  smtp = await startSmtpSink();
  received = smtp.received;
  listener = createHttpServer((_req, res) => {
    listenerHits++;
    res.end('x');
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  t = await startTestServer({ env: { SMTP_URL: smtp.url } });
  alice = (await signIn(t.url, 'alice')).access_token;
  dave = (await signIn(t.url, 'dave')).access_token;
}, 60_000);

afterAll(async () => {
  await t?.dispose();
  await smtp?.close();
  listener?.close();
});

describe('SendEmailJob', () => {
  let pdf: Buffer;
  let mail: ParsedMail;

  test('alice mails job 5001 to two addresses: one mail, the PDF attached, Reply-To the company inbox', async () => {
    const r = await send(alice, payload());
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ Message: { MessageCode: 1004, Severity: 'success' } });
    expect(received).toHaveLength(1);
    mail = received[0]!;
    expect((mail.to as { value: Array<{ address: string }> }).value.map((a) => a.address)).toEqual([
      'facilities@harbour.example',
      'ops@harbour.example',
    ]);
    expect(mail.replyTo?.value[0]?.address).toBe('inbox@acme.example');
    expect(mail.from?.value[0]?.address).toBe('no-reply@fieldkit.invalid');
    expect(mail.subject).toBe(`Email Job# - ${JOB}`);
    expect(mail.html).toBe(false);
    expect(mail.text).toContain('<b>not markup</b>');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: `${JOB}.pdf`, contentType: 'application/pdf' });
    pdf = mail.attachments[0]!.content;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  test("the PDF holds the job, Acme's sections in order, the approved BOQ quantity and only shown checklist answers", () => {
    const text = pdfText(pdf);
    expect(text).toContain('WO-1001');
    const checklists = text.indexOf('Checklist Forms');
    const pricing = text.indexOf('Pricing');
    expect(checklists).toBeGreaterThan(-1);
    expect(pricing).toBeGreaterThan(checklists);
    expect(text).not.toMatch(/^\s*Shipping\s*$/m);
    expect(text).toMatch(/MOTOR-1\.5KW[^\n]*\s1 Approved\s[^\n]*£240\.00/);
    expect(text).toContain('Glazed along its length');
    expect(text).not.toContain('Hidden answer');
  });

  test('the send log has the SHA-256 of the PDF received; the download answers the same bytes', async () => {
    const log = await call(t.url, 'GET', `/api/workOrder/EmailJobLog/${COMPANY}/${JOB}`, { token: alice });
    expect(log.status).toBe(200);
    expect(log.body[0]).toMatchObject({
      WoJobId: JOB,
      LoginId: ALICE,
      SentBy: 'Alice Walker',
      To: 'facilities@harbour.example;ops@harbour.example',
      MessageId: mail.messageId,
      PdfSha256: sha256Hex(pdf),
      Language: 'en-GB',
      PreviewSha256: null,
      Format: 'pdf',
    });
    expect(log.body[0].SmtpResponse).toMatch(/^250/);

    const prepared = await call(t.url, 'POST', '/api/attachment/EmailJobDownload', {
      token: alice,
      body: {
        CompanyId: COMPANY,
        LoginId: ALICE,
        WoJobId: JOB,
        IsInvoice: 0,
        InvoiceId: '',
        AttachementContent: '<p>ignored</p>',
      },
    });
    expect(prepared.status).toBe(200);
    const started = performance.now();
    const download = await fetch(
      `${t.url}/api/attachment/EmailJobDownload?CompanyId=${COMPANY}&LoginId=${ALICE}&WojobId=${JOB}`,
      { headers: { authorization: `Bearer ${alice}` } },
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="5001\.pdf"/);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(sha256Hex(bytes)).toBe(sha256Hex(pdf));
    console.info(
      `job 5001 download (render from the store, PDF cached): ${(performance.now() - started).toFixed(0)} ms`,
    );
  }, 60_000);

  test('a warm render of job 5001 changed since (no cache): timed', async () => {
    await t.server.store.db
      .updateTable('checklist_answers')
      .set({ answer: 'Filters due next visit.' })
      .where('company_id', '=', COMPANY)
      .where('job_id', '=', JOB)
      .where('question_id', '=', 6120)
      .execute();
    const started = performance.now();
    const r = await call(t.url, 'POST', '/api/attachment/EmailJobDownload', {
      token: alice,
      body: { CompanyId: COMPANY, LoginId: ALICE, WoJobId: JOB },
    });
    expect(r.status).toBe(200);
    console.info(`job 5001 PDF warm render: ${(performance.now() - started).toFixed(0)} ms`);
  }, 60_000);

  test('bad payloads are 400 with their messages; nothing is sent', async () => {
    const before = received.length;
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ To: '' }, /TOISREQUIRED/],
      [{ To: 'a@x.example, b@y.example' }, /Invalid email/],
      [{ Subject: 's'.repeat(201) }, /200/],
      [{ CustomerName: ' ' }, /CUSTOMERNAMEISREQUIRED/],
      [{ Language: 'de-DE' }, /Language/],
    ];
    for (const [over, message] of cases) {
      const r = await send(alice, payload(over));
      expect(r.status, JSON.stringify(over)).toBe(400);
      expect(JSON.stringify(r.body)).toMatch(message);
    }
    expect(received.length).toBe(before);
  });

  test('dave of Borealis is 403 for an Acme job; another login named is 403', async () => {
    expect((await send(dave, payload({ LoginId: 5 }))).status).toBe(403);
    expect((await send(alice, payload({ LoginId: 3 }))).status).toBe(403);
    const download = await fetch(
      `${t.url}/api/attachment/EmailJobDownload?CompanyId=${COMPANY}&LoginId=5&WojobId=${JOB}`,
      { headers: { authorization: `Bearer ${dave}` } },
    );
    expect(download.status).toBe(403);
    expect(
      (await call(t.url, 'GET', `/api/workOrder/EmailJobLog/${COMPANY}/${JOB}`, { token: dave })).status,
    ).toBe(403);
  });

  test('job text and checklist answers pointing at a loopback listener make no request reach it', async () => {
    const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    const hostile = [
      `<img src=${base}/img>`,
      `<iframe src="${base}/frame"></iframe>`,
      `<link rel=stylesheet href="${base}/link.css">`,
      `<div style="background:url(${base}/css-url)">x</div>`,
      `<style>@import url(${base}/import.css);</style>`,
      `<meta http-equiv="refresh" content="0;url=${base}/refresh">`,
      `<object data="${base}/object"></object>`,
      `<video poster="${base}/poster"></video>`,
    ].join('');
    const db = t.server.store.db;
    for (const question of [6202, 6203])
      await db
        .updateTable('checklist_answers')
        .set({ answer: hostile })
        .where('company_id', '=', COMPANY)
        .where('job_id', '=', JOB)
        .where('question_id', '=', question)
        .execute();
    await db
      .updateTable('job_special_instructions')
      .set({ note: hostile })
      .where('company_id', '=', COMPANY)
      .where('job_id', '=', JOB)
      .execute();
    const before = received.length;
    const r = await send(alice, payload({ AttachementContent: hostile }));
    expect(r.status).toBe(200);
    expect(received.length).toBe(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listenerHits).toBe(0);
  }, 60_000);
});

describe('without SMTP_URL', () => {
  test('the mail is written as an .eml file into DATA_DIR/outbox', async () => {
    const local = await startTestServer();
    try {
      const token = (await signIn(local.url, 'alice')).access_token;
      const r = await call(local.url, 'POST', '/api/workOrder/SendEmailJob', { token, body: payload() });
      expect(r.status).toBe(200);
      const files = readdirSync(join(local.dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const mail = await simpleParser(readFileSync(join(local.dataDir, 'outbox', files[0]!)));
      expect(mail.replyTo?.value[0]?.address).toBe('inbox@acme.example');
      expect(mail.attachments[0]?.filename).toBe(`${JOB}.pdf`);
      const log = await call(local.url, 'GET', `/api/workOrder/EmailJobLog/${COMPANY}/${JOB}`, { token });
      expect(log.body[0].SmtpResponse).toBe(`Written to outbox/${files[0]}`);
      expect(log.body[0].PdfSha256).toBe(sha256Hex(mail.attachments[0]!.content));
    } finally {
      await local.dispose();
    }
  }, 60_000);
});
