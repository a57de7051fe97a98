import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE } from './chat-support';
import { appTabs } from './notes-support';
import { baseURL, SMS_WEBHOOK_TOKEN } from './playwright.config';
import { snap, watchPage } from './support';
import { XSS_PAYLOADS } from './xss-corpus';

// SMS that really arrive: posted to the webhook as Twilio posts them, then read in the full app's SMS log.

const INBOUND = '/api/notification/Sms/Inbound';
let sids = Date.now();

/** Posts an inbound SMS to the e2e server, signed as Twilio signs it (or with `signature`). */
async function inboundSms(fields: Record<string, string>, signature?: string): Promise<number> {
  const params: Record<string, string> = {
    MessageSid: `SM${(++sids).toString(16).padStart(32, '0')}`,
    From: '+447700900456',
    To: '+447700900100',
    NumMedia: '0',
    ...fields,
  };
  const data = `${baseURL}${INBOUND}${Object.keys(params)
    .sort()
    .map((name) => name + params[name])
    .join('')}`;
  const signed = createHmac('sha1', SMS_WEBHOOK_TOKEN).update(data).digest('base64');
  const response = await fetch(`${baseURL}${INBOUND}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Twilio-Signature': signature ?? signed,
    },
    body: new URLSearchParams(params).toString(),
  });
  return response.status;
}

test('a signed SMS shows in the SMS log of every Acme user, named by the contact; a forged one nowhere', async ({
  browser,
}) => {
  const text = `Gate is locked, call me ${Date.now().toString(36)}`;
  expect(await inboundSms({ Body: text })).toBe(200);
  const forged = `Forged ${Date.now().toString(36)}`;
  expect(await inboundSms({ Body: forged }, 'bm90LWEtc2lnbmF0dXJl')).toBe(403);

  const carol = await appTabs(browser, 'carol', 1, DESKTOP);
  const page = carol.pages[0]!;
  await page.goto('/reports/smslogreport');
  const table = page.getByRole('table', { name: 'SMS log', exact: true });
  const row = table.getByRole('row').filter({ hasText: text });
  await expect(row).toContainText('+447700900456');
  await expect(row).toContainText('Priya Shah');
  await expect(table.getByRole('row').filter({ hasText: forged })).toHaveCount(0);
  await snap(page, 'sms-log-report-desktop');
  await carol.context.close();
});

test('SMS bodies written by anyone show as text in the log: nothing runs, nothing is fetched', async ({
  browser,
}) => {
  const marker = Date.now().toString(36);
  for (const payload of XSS_PAYLOADS) expect(await inboundSms({ Body: `${payload} ${marker}` })).toBe(200);
  const alice = await appTabs(browser, 'alice', 1, PHONE);
  const page = alice.pages[0]!;
  const { dialogs, elsewhere } = watchPage(page, baseURL);
  await page.goto('/reports/smslogreport');
  const table = page.getByRole('table', { name: 'SMS log', exact: true });
  await expect(table.getByRole('row').filter({ hasText: marker })).toHaveCount(XSS_PAYLOADS.length);
  await expect(table.getByText(`${XSS_PAYLOADS[0]} ${marker}`, { exact: true })).toBeVisible();
  await expect(
    table.locator('img, script, iframe, svg, math, style, form, object, embed, a[href^="javascript"]'),
  ).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  expect(elsewhere).toEqual([]);
  await snap(page, 'sms-log-report-hostile-phone');
  await alice.context.close();
});
