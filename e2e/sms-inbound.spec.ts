import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DESKTOP, ownServer, PHONE } from './chat-support';
import { appTabs } from './notes-support';
import { baseURL, SMS_WEBHOOK_TOKEN } from './playwright.config';
import {
  alertButton,
  alertName,
  inboundSms,
  logExcerpt,
  reportTable,
  searchReport,
  storedAlerts,
} from './sms-log-support';
import { hubConnected, observeHubs, snap, watchPage } from './support';
import { XSS_PAYLOADS } from './xss-corpus';

// SMS that really arrive: posted to the webhook as Twilio posts them, then read in the full app's SMS log.

test('a signed SMS shows in the SMS log of every Acme user, named by the contact; a forged one nowhere', async ({
  browser,
}) => {
  const text = `Gate is locked, call me ${Date.now().toString(36)}`;
  expect(await inboundSms({ Body: text })).toBe(200);
  const forged = `Forged ${Date.now().toString(36)}`;
  expect(await inboundSms({ Body: forged }, 'bm90LWEtc2lnbmF0dXJl')).toBe(403);
  expect(storedAlerts('content = ?', forged)).toBe(0);

  const carol = await appTabs(browser, 'carol', 1, DESKTOP);
  const page = carol.pages[0]!;
  await page.goto('/reports/smslogreport');
  const table = reportTable(page, 1);
  const row = table.getByRole('row').filter({ hasText: text });
  await expect(row).toContainText('07700 900456');
  await expect(row).toContainText('Priya Shah');
  await expect(row).toHaveClass(/fk-sms-log__unread/);
  await expect(table.getByRole('row').filter({ hasText: forged })).toHaveCount(0);
  // 25 rows per page (setting 21), the newest first.
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
  await snap(page, 'sms-log-report-desktop');
  await carol.context.close();
});

test('SMS bodies written by anyone show as text in the log: nothing runs, nothing is fetched', async ({
  browser,
}) => {
  const marker = Date.now().toString(36);
  // The marker first: the log shows the first 80 characters of a message.
  for (const payload of XSS_PAYLOADS) expect(await inboundSms({ Body: `${marker} ${payload}` })).toBe(200);
  const alice = await appTabs(browser, 'alice', 1, PHONE);
  const page = alice.pages[0]!;
  const { dialogs, elsewhere } = watchPage(page, baseURL);
  await page.goto('/reports/smslogreport');
  const rows = await searchReport(page, 1, marker, XSS_PAYLOADS.length);
  const table = reportTable(page, 1);
  for (const payload of [XSS_PAYLOADS[0]!, ...XSS_PAYLOADS.filter((p) => p.length > 80)]) {
    const shown = logExcerpt(`${marker} ${payload}`);
    expect(shown.length).toBeLessThanOrEqual(80);
    await expect(rows.filter({ hasText: shown })).toHaveCount(1);
  }
  await expect(
    table.locator('img, script, iframe, svg, math, style, form, object, embed, a[href^="javascript"]'),
  ).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  expect(elsewhere).toEqual([]);
  await snap(page, 'sms-log-report-hostile-phone');
  await alice.context.close();
});

test('a new SMS moves the top bar count in every tab within a second, not on the next 90 s poll', async ({
  browser,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'fieldkit-alerts-'));
  const port = Number(new URL(baseURL).port) + 16;
  const own = ownServer(port, dir, {
    SMS_EMAIL_POLL_MS: '90000',
    SMS_WEBHOOK_AUTH_TOKEN: SMS_WEBHOOK_TOKEN,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  await own.start();
  try {
    const alice = await appTabs(browser, 'alice', 2, DESKTOP, own.url, observeHubs);
    // The notifications hub of each tab is connected: the push has somewhere to go.
    for (const page of alice.pages) await hubConnected(page, '/hubs/notes');
    const counted = async (page: (typeof alice.pages)[number]) => {
      const name = (await alertButton(page, 1).getAttribute('aria-label')) ?? '';
      return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
    };
    for (const page of alice.pages) await expect(alertButton(page, 1)).toBeVisible();
    const before = await counted(alice.pages[0]!);
    expect(
      await inboundSms({ Body: `Pushed, not polled ${Date.now().toString(36)}` }, undefined, own.url),
    ).toBe(200);
    for (const page of alice.pages)
      await expect(alertButton(page, 1)).toHaveAccessibleName(alertName(1, before + 1), { timeout: 1_000 });
    await snap(alice.pages[1]!, 'sms-count-pushed-desktop', { fullPage: false });
    await alice.context.close();
  } finally {
    await own.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
});
