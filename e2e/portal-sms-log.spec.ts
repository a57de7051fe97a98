import { expect, type Page, test } from '@playwright/test';
import { openChatAs, PHONE } from './chat-support';
import { baseURL } from './playwright.config';
import { expectDeclaredParts, snap } from './support';

// <fk-sms-log> in the example portal, another origin: the alerts in its header, the log popup and the viewer, on the
// real server with the demo seed's messages (an MMS photo among them).

const smsButton = (page: Page) => page.getByRole('button', { name: /^SMS(, \d+ unread)?$/ });

test('<fk-sms-log> in the example portal: the alerts, the SMS log and an MMS photo, on a desktop and a phone', async ({
  browser,
}) => {
  const carol = await openChatAs(browser, 'carol');
  const page = carol.page;
  await expect(smsButton(page)).toHaveAccessibleName(/^SMS, \d+ unread$/);
  await expect(page.getByRole('button', { name: /^E-mail, \d+ unread$/ })).toBeVisible();
  await snap(page, 'sms-portal-alerts');

  await smsButton(page).click();
  const log = page.getByRole('dialog', { name: 'Received SMS' });
  const rows = log.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(log.getByRole('link', { name: 'More' })).toHaveAttribute(
    'href',
    `${baseURL}/reports/smslogreport`,
  );
  await expect(log.locator('tr.fk-sms-log__unread').first()).toBeVisible();

  // The seed's MMS from Tom Reed, among the newest 100 (this spec runs before the sms-* specs, which send many more):
  // its photo, fetched with the token across origins, shows in the viewer.
  await log.getByLabel('Rows per page').selectOption('100');
  await log.getByRole('button', { name: /E119/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Read Notification' });
  const photo = viewer.getByRole('img', { name: 'Attachment of the message' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(viewer.getByRole('button', { name: 'Reply by SMS' })).toBeVisible();
  await snap(page, 'sms-portal-viewer-desktop');
  await expectDeclaredParts(page, 'fk-sms-log', ['sms', 'email', 'log', 'viewer']);

  await page.setViewportSize(PHONE);
  await expect(viewer.getByRole('button', { name: 'Cancel' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await snap(page, 'sms-portal-viewer-phone');
  await viewer.getByRole('button', { name: 'Cancel' }).click();
  await expect(viewer).toBeHidden();
  await snap(page, 'sms-portal-log-phone');
  await log.getByRole('button', { name: 'Close' }).click();
  await expect(log).toBeHidden();
  await carol.context.close();
});
