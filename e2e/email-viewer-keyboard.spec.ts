import { expect, test } from '@playwright/test';
import { DESKTOP } from './chat-support';
import { dismissLicence } from './shell-support';
import { reportTable, viewer } from './sms-log-support';
import { holdsFocus, openAppAs, snap } from './support';

// Issue 35, keyboard: the e-mail viewer is modal, and keys pressed inside its message frame (of no origin: they never
// reach the page) cannot take the focus behind it; the frame shows the focus as any control does.

test('Shift+Tab out of the message frame stays in the viewer; the frame shows its focus', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await openAppAs(page, 'alice');
  await page.goto('/reports/emailogreport');
  await dismissLicence(page);
  await reportTable(page, 2).getByRole('row').nth(1).getByRole('button').first().click();
  const dialog = viewer(page);
  await expect(dialog).toBeVisible();
  const frame = dialog.locator('iframe[title="Message"]');
  await frame.focus();
  const outline = await frame.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).toBe('solid');
  await snap(page, 'email-viewer-frame-focused-desktop', { fullPage: false });
  const inDialog = () => holdsFocus(dialog);
  for (let i = 0; i < 6; i++) {
    await frame.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await inDialog(), `Shift+Tab ${i + 1}`).toBe(true);
    await page.keyboard.press('Tab');
    expect(await inDialog(), `Tab ${i + 1}`).toBe(true);
  }
  await context.close();
});
