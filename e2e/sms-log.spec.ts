import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type FakeTwilio, startFakeTwilio } from '../packages/server/test/fake-twilio';
import { apiToken, DESKTOP, PHONE, solidPng } from './chat-support';
import { appTabs } from './notes-support';
import { baseURL, SMS_EMAIL_POLL_MS, TWILIO } from './playwright.config';
import { dismissLicence } from './shell-support';
import {
  alertButton,
  alertName,
  aliceUnread,
  countExecutions,
  executions,
  type ImageHost,
  inboundMail,
  inboundSms,
  logExcerpt,
  logPopup,
  reportTable,
  searchReport,
  sendToAcme,
  startImageHost,
  storedAlerts,
  viewer,
} from './sms-log-support';
import { openAppAs, snap, watchPage } from './support';
import { XSS_PAYLOADS } from './xss-corpus';

// The SMS and e-mail alerts of the full app, end to end: SMS signed by the provider, mail over SMTP, the top bar's
// counts as the poll brings them, the popups, the viewer, the reply through the provider, the reports.

let twilio: FakeTwilio;
let images: ImageHost;
const mail = inboundMail();
/** The sender's logo an HTML mail shows by cid:, and the remote photo it holds back until 'Show images'. */
const LOGO = solidPng(160, 48, [31, 78, 121]);
const PHOTO = solidPng(480, 270, [214, 140, 58]);
const LOGO_CID = 'logo@harbour.example';

test.beforeAll(async () => {
  twilio = await startFakeTwilio(TWILIO.accountSid, TWILIO.authToken, TWILIO.port);
  images = await startImageHost(PHOTO);
});
test.afterAll(async () => {
  mail.close();
  await twilio?.close();
  await images?.close();
});

const stamp = () => Date.now().toString(36);
/** A poll or two, and the time the page takes to show the answer. */
const NEXT_POLL = { timeout: 2 * SMS_EMAIL_POLL_MS + 5_000 };

/** Sends an HTML mail with an inline logo (cid:) and a photo on the loopback image host; answers its photo's URL. */
async function mailWithImages(subject: string): Promise<string> {
  const photo = `${images.url}/roof/${stamp()}.png`;
  await sendToAcme(mail, {
    subject,
    html:
      `<p><img src="cid:${LOGO_CID}" alt="Harbour Estates" width="160" height="48"></p>` +
      '<h1>Roof hatch, unit 12</h1><p>The hatch above unit 12 is fixed: the photo shows the new seal.</p>' +
      `<p><img src="${photo}" alt="The new seal" width="480"></p><p>Harbour Estates</p>`,
    attachments: [{ filename: 'logo.png', content: LOGO, contentType: 'image/png', cid: LOGO_CID }],
  });
  return photo;
}

test("'Show images' says which images could not be loaded, at desktop and phone width", async ({
  browser,
}) => {
  for (const [viewport, width] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    const subject = `Gutter photos ${stamp()}`;
    await sendToAcme(mail, {
      subject,
      html:
        '<p>Two photos of the gutter.</p>' +
        `<p><img src="${images.url}/gutter/${stamp()}.png" alt="The gutter" width="200"></p>` +
        `<p><img src="${images.url}/missing/${stamp()}.png" alt="The downpipe" width="200"></p>`,
    });
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await openAppAs(page, 'alice');
    await page.goto('/reports/emailogreport');
    await dismissLicence(page);
    const row = await searchReport(page, 2, subject, 1);
    await row.getByRole('button').click();
    await viewer(page).getByRole('button', { name: 'Show images' }).click();
    await expect
      .poll(() => naturalWidth(messageFrame(page).getByRole('img', { name: 'The gutter' })))
      .toBe(480);
    await expect(viewer(page).getByRole('status').filter({ hasText: 'could not be loaded' })).toHaveText(
      "1 image could not be loaded: the sender's server did not give it.",
    );
    await snap(page, `email-viewer-image-failed-${width}`, { fullPage: false });
    await context.close();
  }
});

/** The viewer's message frame, and an image's natural width in it (0 until it has loaded). */
const messageFrame = (page: Page) => viewer(page).frameLocator('iframe[title="Message"]');
const naturalWidth = (image: Locator) =>
  image
    .evaluate((element) => (element as HTMLImageElement).naturalWidth, undefined, { timeout: 1000 })
    .catch(() => 0);

/** A photo to send with a reply: the demo seed's boiler panel. */
const SEED_PHOTO = fileURLToPath(
  new URL('../packages/server/fixtures/media/boiler-gauge.jpg', import.meta.url),
);

// First, while the logs hold what the seed put there (and what specs before this one sent).
for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`screenshots (${size}): the alerts, the popup, the reply, the viewers, the report`, async ({
    browser,
  }) => {
    const subject = `Roof hatch, unit 12 (${size})`;
    await mailWithImages(subject);
    const alice = await appTabs(browser, 'alice', 1, viewport);
    const page = alice.pages[0]!;
    await dismissLicence(page);
    await expect(alertButton(page, 1)).toHaveAccessibleName(/unread/);
    await expect(alertButton(page, 2)).toHaveAccessibleName(/unread/);
    await page.getByRole('banner').screenshot({ path: screenshotPath(`sms-alerts-${size}`) });

    await alertButton(page, 1).click();
    const popup = logPopup(page, 1);
    await expect(popup.locator('tr.fk-sms-log__unread').first()).toBeVisible();
    // Every number one way, the national format of the company's plan: the seed keeps some as a provider wrote them
    // ('+44 7700 900123'), the others in E.164, and a new one comes in E.164.
    const senders = await popup.locator('tbody tr td:first-child').allTextContents();
    expect(senders.length).toBeGreaterThan(3);
    for (const sender of senders) expect(sender.trim()).toMatch(/^0\d{4} \d{6}$/);
    await snap(page, `sms-popup-${size}`, { fullPage: false });
    await popup.locator('tr.fk-sms-log__unread').first().getByRole('button').click();
    await viewer(page).getByRole('button', { name: 'Reply by SMS' }).click();
    const reply = page.getByRole('dialog', { name: 'SMS', exact: true });
    await reply.getByRole('textbox', { name: 'Message' }).fill('On our way, we will be there at 10:30.');
    await snap(page, `sms-reply-${size}`, { fullPage: false });
    await reply.getByRole('button', { name: 'Cancel' }).click();
    await viewer(page).getByRole('button', { name: 'Cancel' }).click();
    await popup.getByRole('button', { name: 'Close' }).click();

    await page.goto('/reports/smslogreport');
    await dismissLicence(page);
    await expect(reportTable(page, 1).getByRole('row').nth(1)).toBeVisible();
    await expect(alertButton(page, 1)).toHaveAccessibleName(/unread/);
    // The report fits the screen: nothing runs off its right edge (on a phone the side menu keeps to its icons).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await snap(page, `sms-report-${size}`);
    // The seeded MMS with a photo of a boiler's panel.
    const mms = await searchReport(page, 1, 'E119', 1);
    await mms.getByRole('button').click();
    await expect
      .poll(() => naturalWidth(viewer(page).getByRole('img', { name: 'Attachment of the message' })))
      .toBeGreaterThan(0);
    await snap(page, `sms-viewer-mms-${size}`, { fullPage: false });

    await page.goto('/reports/emailogreport');
    await dismissLicence(page);
    const roof = await searchReport(page, 2, subject, 1);
    await roof.getByRole('button').click();
    const frame = messageFrame(page);
    await expect.poll(() => naturalWidth(frame.getByRole('img', { name: 'Harbour Estates' }))).toBe(160);
    await expect(viewer(page).getByText('Unverified sender', { exact: true })).toBeVisible();
    // The inline logo shows in place only, not again as the message's attachment.
    await expect(viewer(page).getByRole('img', { name: 'Attachment of the message' })).toHaveCount(0);
    await snap(page, `email-viewer-${size}`, { fullPage: false });
    await viewer(page).getByRole('button', { name: 'Show images' }).click();
    await expect.poll(() => naturalWidth(frame.getByRole('img', { name: 'The new seal' }))).toBe(480);
    await snap(page, `email-viewer-images-${size}`, { fullPage: false });
    await alice.context.close();
  });
}

test('a signed SMS turns up bold in the popup at the next poll; the reply leaves through the provider and reads it', async ({
  browser,
}) => {
  const alice = await appTabs(browser, 'alice', 1, DESKTOP);
  const page = alice.pages[0]!;
  const sms = alertButton(page, 1);
  const before = aliceUnread(1);
  await expect(sms).toHaveAccessibleName(alertName(1, before));

  const text = `Side gate is locked, ring me when you are here ${stamp()}`;
  const forged = `Forged gate code ${stamp()}`;
  expect(await inboundSms({ Body: text })).toBe(200);
  expect(await inboundSms({ Body: forged }, 'bm90LWEtc2lnbmF0dXJl')).toBe(403);
  expect(storedAlerts('content = ?', forged)).toBe(0);
  // No reload: the count the poll brings.
  await expect(sms).toHaveAccessibleName(alertName(1, before + 1), NEXT_POLL);

  await sms.click();
  const popup = logPopup(page, 1);
  const row = popup.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveClass(/fk-sms-log__unread/);
  await expect(row.getByRole('cell').first()).toHaveCSS('font-weight', '700');
  await expect(row).toContainText('Priya Shah');
  await expect(popup.getByRole('row').filter({ hasText: forged })).toHaveCount(0);
  await row.getByRole('button', { name: /^Unread / }).click();

  const read = viewer(page);
  await expect(read.getByText(text, { exact: true })).toBeVisible();
  await expect(read).toContainText('Priya Shah (07700 900456)');
  await read.getByRole('button', { name: 'Reply by SMS' }).click();
  const reply = page.getByRole('dialog', { name: 'SMS', exact: true });
  await expect(reply.getByRole('textbox', { name: 'To' })).toHaveValue('+447700900456');
  const answer = `On our way, 20 minutes ${stamp()}`;
  await reply.getByRole('textbox', { name: 'Message' }).fill(answer);
  const sent = twilio.received.length;
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(reply).toBeHidden();
  expect(twilio.received.slice(sent)).toEqual([
    {
      path: `/2010-04-01/Accounts/${TWILIO.accountSid}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${TWILIO.accountSid}:${TWILIO.authToken}`).toString('base64')}`,
      type: 'application/x-www-form-urlencoded',
      form: { To: '+447700900456', From: TWILIO.from, Body: answer },
    },
  ]);
  // The reply read the message: its row and the SMS count say so at once, before any Save.
  await expect(row).not.toHaveClass(/fk-sms-log__unread/);
  await expect(sms).toHaveAccessibleName(alertName(1, before));
  expect(aliceUnread(1)).toBe(before);

  // A second reply with a photo (an MMS): the provider gets its address and fetches the very bytes from the server.
  await read.getByRole('button', { name: 'Reply by SMS' }).click();
  await reply.getByLabel('Add a photo').setInputFiles(SEED_PHOTO);
  await expect(reply.getByRole('img', { name: 'Photo to send' })).toBeVisible();
  await reply.getByRole('textbox', { name: 'Message' }).fill(`The panel now ${stamp()}`);
  const beforeMms = twilio.received.length;
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(reply).toBeHidden();
  const mms = twilio.received.slice(beforeMms);
  expect(mms).toHaveLength(1);
  const photo = await fetch(mms[0]!.form.MediaUrl!);
  expect(photo.headers.get('content-type')).toBe('image/jpeg');
  expect(Buffer.from(await photo.arrayBuffer()).equals(readFileSync(SEED_PHOTO))).toBe(true);
  // Both replies listed under the message, the second with its photo.
  const replies = read.getByRole('region', { name: 'Replies' });
  await expect(replies.getByRole('listitem')).toHaveCount(2);
  await expect(replies.getByRole('listitem').nth(1)).toContainText('sent, with a photo');

  await read.getByRole('button', { name: 'Save' }).click();
  await expect(read).toBeHidden();
  await expect(row).not.toHaveClass(/fk-sms-log__unread/);
  await expect(row.getByRole('cell').first()).toHaveCSS('font-weight', '400');
  await expect(row.getByRole('button', { name: /^Unread / })).toHaveCount(0);
  await expect(sms).toHaveAccessibleName(alertName(1, before));
  expect(aliceUnread(1)).toBe(before);
  await alice.context.close();
});

test('an HTML mail over SMTP: its HTML and inline logo in the frame, its remote photo only through the proxy after Show images', async ({
  browser,
}) => {
  const alice = await appTabs(browser, 'alice', 1, DESKTOP);
  const page = alice.pages[0]!;
  const { dialogs, elsewhere } = watchPage(page, baseURL);
  const proxied: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/Sms/ImageProxy?')) proxied.push(request.url());
  });
  const email = alertButton(page, 2);
  const before = aliceUnread(2);
  const asked = images.requests.length;
  await expect(email).toHaveAccessibleName(alertName(2, before));

  const subject = `Roof hatch fixed ${stamp()}`;
  const photoUrl = await mailWithImages(subject);
  await expect(email).toHaveAccessibleName(alertName(2, before + 1), NEXT_POLL);
  await email.click();
  await logPopup(page, 2)
    .getByRole('row')
    .filter({ hasText: subject })
    .getByRole('button', { name: /^Unread / })
    .click();

  const read = viewer(page);
  await expect(read).toContainText(subject);
  // Nobody signed it: its sender is only what it says, and marked so.
  await expect(read.getByText('Unverified sender', { exact: true })).toBeVisible();
  const frame = messageFrame(page);
  await expect(frame.getByRole('heading', { name: 'Roof hatch, unit 12' })).toBeVisible();
  await expect(frame.locator('body')).toContainText('the photo shows the new seal');
  await expect.poll(() => naturalWidth(frame.getByRole('img', { name: 'Harbour Estates' }))).toBe(160);
  await expect(read.getByText(/^Remote images hidden: 1\. /)).toBeVisible();
  // Time for anything that would load on its own.
  await page.waitForTimeout(1000);
  expect(images.requests.slice(asked)).toEqual([]);

  await read.getByRole('button', { name: 'Show images' }).click();
  const photo = frame.getByRole('img', { name: 'The new seal' });
  // Fetched through the proxy by the viewer and handed to the frame as data: the frame loads from nowhere.
  await expect(photo).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect.poll(() => naturalWidth(photo)).toBe(480);
  await expect(read.getByRole('button', { name: 'Show images' })).toHaveCount(0);
  // The image host was asked once, by the server (not a browser), for the photo; the browser asked the app only.
  expect(images.requests.slice(asked)).toEqual([
    { path: new URL(photoUrl).pathname, userAgent: expect.not.stringMatching(/Chrome|Mozilla/) },
  ]);
  expect(proxied).toHaveLength(1);
  expect(new URL(proxied[0]!).searchParams.get('u')).toBe(photoUrl);
  expect(elsewhere).toEqual([]);
  expect(dialogs).toEqual([]);
  await alice.context.close();
});

test(`${XSS_PAYLOADS.length} payloads in SMS bodies, mail HTML, subjects and file names: nothing runs, nothing is fetched`, async ({
  browser,
}) => {
  test.setTimeout(120_000);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  const marker = `xss${stamp()}`;
  for (const [i, payload] of XSS_PAYLOADS.entries())
    expect(await inboundSms({ Body: `${marker} ${i} ${payload}` })).toBe(200);
  const png = solidPng(8, 8, [200, 0, 0]);
  for (const [i, payload] of XSS_PAYLOADS.entries())
    await sendToAcme(mail, {
      subject: `${marker} ${i} ${payload}`,
      html: `<p>${marker} ${i}</p>${payload}`,
      // Hostile file names: never shown, but they travel with the message.
      attachments: [
        { filename: payload, content: 'site notes', contentType: 'text/plain' },
        { filename: `${payload}.png`, content: png, contentType: 'image/png' },
      ],
    });
  expect(storedAlerts("alert_type = 2 AND subject LIKE ? || ' %'", marker)).toBe(XSS_PAYLOADS.length);

  const alice = await appTabs(browser, 'alice', 1, DESKTOP);
  await countExecutions(alice.context);
  const page = alice.pages[0]!;
  const { dialogs, elsewhere } = watchPage(page, baseURL);
  const dangerous = 'img, script, iframe, svg, math, style, form, object, embed, a[href^="javascript"]';

  // The popups: the newest of each kind, as text.
  await page.reload();
  for (const kind of [1, 2] as const) {
    await alertButton(page, kind).click();
    const popup = logPopup(page, kind);
    await expect(popup.getByRole('row').filter({ hasText: marker })).toHaveCount(10);
    await expect(popup.locator('table').locator(dangerous)).toHaveCount(0);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
  }

  // The SMS report: every message, as an excerpt of its text; a sample opened in the viewer.
  await page.goto('/reports/smslogreport');
  const smsRows = await searchReport(page, 1, marker, XSS_PAYLOADS.length);
  await expect(reportTable(page, 1).locator(dangerous)).toHaveCount(0);
  const longest = XSS_PAYLOADS.findIndex((p) => p.length > 80);
  await expect(
    smsRows.filter({ hasText: logExcerpt(`${marker} ${longest} ${XSS_PAYLOADS[longest]}`) }),
  ).toHaveCount(1);
  for (let i = 0; i < XSS_PAYLOADS.length; i += 6) {
    await smsRows
      .nth(i)
      .getByRole('button', { name: /^Unread / })
      .click();
    const body = viewer(page).locator('.fk-sms-viewer__text');
    await expect(body).toContainText(marker);
    await expect(body.locator(dangerous)).toHaveCount(0);
    await viewer(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(viewer(page)).toBeHidden();
  }

  // The e-mail report: every mail opened in the viewer, its remote images shown through the proxy when it has any.
  await page.goto('/reports/emailogreport');
  const mailRows = await searchReport(page, 2, marker, XSS_PAYLOADS.length);
  await expect(reportTable(page, 2).locator(dangerous)).toHaveCount(0);
  for (let i = 0; i < XSS_PAYLOADS.length; i++) {
    await mailRows
      .nth(i)
      .getByRole('button', { name: /^Unread / })
      .click();
    const read = viewer(page);
    await expect(messageFrame(page).locator('body')).toContainText(marker);
    const show = read.getByRole('button', { name: 'Show images' });
    if (await show.isVisible()) {
      await show.click();
      await expect(show).toBeHidden();
    }
    const frame = await read.locator('iframe[title="Message"]').elementHandle();
    expect((await frame!.contentFrame())!.url()).toBe('about:srcdoc');
    await read.getByRole('button', { name: 'Cancel' }).click();
    await expect(read).toBeHidden();
  }

  // Time for anything that would run or load late (timers, refreshes, lazy images).
  await page.waitForTimeout(1000);
  expect(dialogs).toEqual([]);
  expect(await executions(page)).toBe(0);
  expect(elsewhere).toEqual([]);
  await alice.context.close();
});

test("dave of Borealis is refused Acme's log, and his own holds none of Acme's messages", async () => {
  const token = await apiToken('dave');
  const log = (companyId: number, notification: number) =>
    fetch(`${baseURL}/api/notification/Sms/GetReceivedSmsLog`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        CompanyId: companyId,
        LoginId: 5,
        MaxRoleGroup: 2,
        VendorId: 0,
        TimeZoneId: 'Europe/London',
        Notification: notification,
        startRecord: 1,
        EndRecord: 100,
      }),
    });
  for (const kind of [1, 2]) {
    expect((await log(2, kind)).status).toBe(403);
    const own = await log(3, kind);
    expect(own.status).toBe(200);
    const { SmsList } = (await own.json()) as { SmsList: Array<{ SMSContent: string }> };
    expect(SmsList.filter((m) => /Priya|Harbour|unit 12|E119/.test(m.SMSContent))).toEqual([]);
  }
});

/** Where {@link snap} saves a screenshot, for one of an element. */
const screenshotPath = (name: string) => new URL(`./screenshots/${name}.png`, import.meta.url).pathname;
