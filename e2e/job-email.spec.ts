import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { pdfText } from '../packages/server/test/pdf-reader';
import { type SmtpSink, startSmtpSink } from '../packages/server/test/smtp-sink';
import { apiToken, DESKTOP, openChatAs, PHONE } from './chat-support';
import { addNoteByApi, JOB_5001 } from './notes-support';
import { baseURL, outboundSmtpPort } from './playwright.config';
import { openInLanguage, quickSearch } from './shell-support';
import { changeServerDb, expectDeclaredParts, openAppAs, snap } from './support';

// 'Email Job' on job 5001's details (issue 11; spec 2.3, 4 "Email job", 5 "Email job form"), in Chromium on the real
// server: the form prefilled and validated, the preview showing the PDF the server printed, Send mailing exactly
// those bytes to an SMTP server this spec runs on loopback, the send log listing it. Job text pointing at a
// listener on loopback makes no request reach it, from the browser or from the server's renderer.

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let smtp: SmtpSink;
let listener: Server;
const hits: string[] = [];

test.beforeAll(async () => {
  smtp = await startSmtpSink(outboundSmtpPort);
  listener = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.end('x');
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await smtp?.close();
  listener?.close();
});

/** The popup of job 5001. */
const popup = (page: Page): Locator => page.getByRole('dialog', { name: 'Email job WO-1001' });
const field = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name, exact: true });

/** The bytes the preview shows (its download link's object URL), read in the page. */
async function previewBytes(page: Page, dialog: Locator): Promise<Buffer> {
  const href = await dialog.getByRole('link', { name: 'Download 5001.pdf' }).getAttribute('href');
  const base64 = await page.evaluate(async (url) => {
    const bytes = new Uint8Array(await (await fetch(url as string)).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  }, href);
  return Buffer.from(base64, 'base64');
}

test("alice e-mails job 5001: prefilled, validated, previewed as the server's PDF, sent as those bytes, logged", async ({
  browser,
}) => {
  // Job text a stranger could write, each pointing at the listener: the printout shows it as text, nothing fetches.
  const at = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  const alice = await apiToken('alice');
  for (const hostile of [
    `<img src="${at}/img">`,
    `<iframe src="${at}/iframe"></iframe>`,
    `<link rel="stylesheet" href="${at}/link">`,
    `<div style="background:url(${at}/css)">styled</div>`,
    `<style>@import "${at}/import";</style>`,
    `<meta http-equiv="refresh" content="0;url=${at}/refresh">`,
  ])
    expect(await addNoteByApi(alice, hostile, baseURL, JOB_5001)).toBe(200);

  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await openAppAs(page, 'alice');
  await quickSearch(page, 'Job', '5001');
  await expect(page.getByRole('heading', { name: 'Job 5001' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sent e-mails' })).toBeVisible();
  await page.getByRole('button', { name: 'Email Job' }).click();

  const dialog = popup(page);
  await expect(field(dialog, 'Subject')).toHaveValue('Email Job# - 5001');
  await expect(field(dialog, 'Customer Name')).not.toHaveValue('');
  await expect(field(dialog, 'To')).toHaveValue(/@/);
  await expect(dialog.getByRole('group', { name: 'Attachment' })).toContainText('5001.pdf');
  await snap(page, 'job-email-form-desktop');

  // An invalid address and an empty subject: their messages after Send, not before; nothing is sent.
  await field(dialog, 'To').fill('harbour@customer.example; not-an-address');
  await field(dialog, 'Subject').fill('');
  await expect(dialog.getByText('Subject is required.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Subject is required.')).toBeVisible();
  await expect(dialog.getByText('Invalid email')).toBeVisible();
  await expect(field(dialog, 'To')).toBeFocused();
  await snap(page, 'job-email-validation-desktop');
  await field(dialog, 'To').fill('harbour@customer.example; ops@customer.example');
  await field(dialog, 'Subject').fill('Email Job# - 5001');
  await field(dialog, 'Body').fill('Your job sheet for the boiler service is attached.');

  // Preview: read-only, the server's PDF drawn page by page.
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(field(dialog, 'Subject')).toHaveAttribute('readonly', '');
  await expect(dialog.getByRole('figure', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 30_000 });
  await expect(dialog.locator('canvas').first()).toBeVisible();
  // What a screen reader reads of the page: its words whole, never split at a ligature ('O ffi ces').
  const firstPage = dialog.getByRole('figure', { name: /^Page 1 of \d+$/ });
  await expect(firstPage).toContainText('Northwind Offices');
  await expect(firstPage).toContainText('HVAC refit');
  const previewed = await previewBytes(page, dialog);
  const previewText = pdfText(previewed);
  expect(previewText).toContain('WO-1001');
  await snap(page, 'job-email-preview-desktop', { fullPage: false });

  // Send from the preview: closed, the server's message said, one mail with exactly the previewed bytes.
  await dialog.getByRole('button', { name: 'Send' }).last().click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  // Said in words, with where it went: no internal code.
  await expect(
    page.getByText('The job was e-mailed to harbour@customer.example; ops@customer.example.'),
  ).toBeVisible();
  await expect(page.getByText(/1004/)).toHaveCount(0);
  await snap(page, 'job-email-sent-desktop', { fullPage: false });
  await expect.poll(() => smtp.received.length).toBe(1);
  const mail = smtp.received[0]!;
  expect(mail.subject).toBe('Email Job# - 5001');
  expect(mail.text?.trim()).toBe('Your job sheet for the boiler service is attached.');
  expect(mail.attachments.map((a) => a.filename)).toEqual(['5001.pdf']);
  const sent = mail.attachments[0]!.content;
  expect(sha256(sent)).toBe(sha256(previewed));

  // What the customer reads: the job, Acme's sections in order and not the disabled ones, the BOQ's approved
  // quantity, a shown checklist child and not a hidden one, the hostile notes as text.
  const text = pdfText(sent);
  expect(text).toContain('WO-1001');
  const order = ['Checklist Forms', 'Pricing', 'SLA History', 'Special Instruction', 'Service Notes'];
  const at0 = order.map((heading) => text.indexOf(heading));
  expect(at0.every((index) => index >= 0)).toBe(true);
  expect([...at0].sort((a, b) => a - b)).toEqual(at0);
  expect(text).not.toMatch(/^\s*Shipping\s*$/m);
  expect(text).not.toMatch(/^\s*RMA Part\s*$/m);
  expect(text).toMatch(/MOTOR-1\.5KW[^\n]*\s1 Approved\s/);
  expect(text).toContain('Glazed along its length');
  expect(text).not.toContain('Hidden answer');
  expect(text).toContain('/refresh');

  // The send log lists it, sent as previewed (the two SHA-256 equal).
  const log = page.getByRole('table', { name: 'Sent e-mails' });
  const row = log.getByRole('row').filter({ hasText: 'harbour@customer.example' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Alice Walker');
  await expect(row).toContainText('Sent as previewed');
  await snap(page, 'job-email-send-log-desktop');

  // The download (the GET after the preview's POST, spec section 7) answers the same bytes.
  const ids = `CompanyId=2&LoginId=2&WojobId=${JOB_5001}`;
  await context.close();

  const response = await fetch(`${baseURL}/api/attachment/EmailJobDownload?${ids}`, {
    headers: { Authorization: `Bearer ${await apiToken('alice')}` },
  });
  expect(response.status).toBe(200);
  expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(sha256(previewed));

  // Nothing of the job's text reached the listener: not the browser's preview, not the server's renderer.
  expect(hits).toEqual([]);
});

test('the popup and its preview on a phone: full screen, the pages at its width', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await openAppAs(page, 'alice');
  await quickSearch(page, 'Job', '5001');
  await page.getByRole('button', { name: 'Email Job' }).click();
  const dialog = popup(page);
  await expect(field(dialog, 'Subject')).toHaveValue('Email Job# - 5001');
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(PHONE.width);
  await snap(page, 'job-email-form-phone', { fullPage: false });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const first = dialog.getByRole('figure', { name: /^Page 1 of \d+$/ });
  await expect(first).toBeVisible({ timeout: 30_000 });
  const page1 = await first.locator('canvas').boundingBox();
  expect(page1?.width).toBeGreaterThan(PHONE.width * 0.8);
  expect(page1?.width).toBeLessThanOrEqual(PHONE.width);
  await first.scrollIntoViewIfNeeded();
  await snap(page, 'job-email-preview-phone', { fullPage: false });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await context.close();
});

test('an e-mail the server stopped sending shows in the send log as maybe sent, at desktop and phone width', async ({
  browser,
}) => {
  // The row a server process leaves when it stops after the mail server took the mail and before recording it, as
  // the next start settles it ('unknown').
  const subject = `Interrupted ${Date.now().toString(36)}`;
  changeServerDb((db) =>
    db
      .prepare(
        `INSERT INTO email_job_log (company_id, job_id, login_id, to_addresses, subject, message_id, smtp_response,
           sent_at, pdf_sha256, language, preview_sha256, format, status)
         VALUES (2, ?, 2, 'accounts@harbour.example', ?, '<interrupted@fieldkit>', '', ?, '', 'en-GB', NULL, 'pdf',
           'unknown')`,
      )
      .run(JOB_5001, subject, new Date().toISOString()),
  );
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await openAppAs(page, 'alice');
    await quickSearch(page, 'Job', '5001');
    const row = page
      .getByRole('table', { name: 'Sent e-mails' })
      .getByRole('row')
      .filter({ hasText: subject });
    await expect(row).toContainText('May have been sent: the server stopped while sending it');
    await row.scrollIntoViewIfNeeded();
    await snap(page, `job-email-send-log-unknown-${size}`, { fullPage: false });
    await context.close();
  }
});

test('<fk-job-email> in the example portal, another origin: the popup and the preview of the same PDF', async ({
  browser,
}) => {
  const alice = await openChatAs(browser, 'alice');
  const page = alice.page;
  const job = page.getByRole('region', { name: 'Job 5001' });
  await expect(job.getByRole('table', { name: 'Sent e-mails' })).toBeVisible();
  await job.getByRole('button', { name: 'Email Job' }).click();
  const dialog = popup(page);
  await expect(field(dialog, 'Subject')).toHaveValue('Email Job# - 5001');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  // pdf.js arrives as a lazy chunk of the page runtime, from the Fieldkit server.
  await expect(dialog.getByRole('figure', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 30_000 });
  expect(pdfText(await previewBytes(page, dialog))).toContain('WO-1001');
  await snap(page, 'job-email-portal-preview', { fullPage: false });
  await expectDeclaredParts(page, 'fk-job-email', ['button', 'dialog', 'log']);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await alice.context.close();
});

test('dave, of another company, cannot e-mail, prepare or download a job of Acme: 403', async () => {
  const dave = await apiToken('dave');
  const headers = { Authorization: `Bearer ${dave}`, 'Content-Type': 'application/json' };
  const payload = {
    CustomerName: 'Harbour Estates',
    To: 'harbour@customer.example',
    Subject: 'Email Job# - 5001',
    Body: '',
    CompanyId: 2,
    LoginId: 5,
    WoJobId: JOB_5001,
  };
  const send = await fetch(`${baseURL}/api/workOrder/SendEmailJob`, {
    method: 'POST',
    headers,
    body: JSON.stringify(payload),
  });
  expect(send.status).toBe(403);
  const get = await fetch(
    `${baseURL}/api/attachment/EmailJobDownload?CompanyId=2&LoginId=5&WojobId=${JOB_5001}`,
    {
      headers,
    },
  );
  expect(get.status).toBe(403);
  expect(smtp.received.length).toBeLessThanOrEqual(1);
});

test.describe("the job's e-mail and print controls, its send log and the popup in the user's language", () => {
  for (const [language, width, emailJob, sendLog, title, customer, preview] of [
    [
      'fr-FR',
      1280,
      "Envoyer l'intervention",
      'E-mails envoyés',
      "Envoyer l'intervention WO-1001 par e-mail",
      'Nom du client',
      'Aperçu',
    ],
    [
      'es-ES',
      390,
      'Enviar trabajo',
      'Correos enviados',
      'Enviar el trabajo WO-1001 por correo',
      'Nombre del cliente',
      'Vista previa',
    ],
  ] as const) {
    test(`${language} at ${width} px`, async ({ browser }) => {
      const { context, page } = await openInLanguage(browser, 'alice', language, width);
      await page.goto('/technician/job/5001');
      await expect(page.getByRole('table', { name: sendLog })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Email Job' })).toHaveCount(0);
      await snap(page, `job-email-log-${language}-${width}`);
      await page.getByRole('button', { name: emailJob }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.getByRole('textbox', { name: customer, exact: true })).not.toHaveValue('');
      await expect(dialog.getByRole('button', { name: preview })).toBeVisible();
      await snap(page, `job-email-form-${language}-${width}`);
      await context.close();
    });
  }
});
