import { expect, type Locator, type Page, test } from '@playwright/test';
import { DESKTOP, PHONE } from './chat-support';
import { bell, notesDialog } from './notes-support';
import { dismissLicence } from './shell-support';
import { openAppAs, snap } from './support';

// Issue 35, "no notice may cover a call prompt, a dialog's buttons, an open menu or the control the user just used":
// the notices stand at the other edge of the screen while theirs would cover one, so it is clickable at once (a
// click that had to wait for a notice's five seconds would time out here in one).

/** The control can take a click now: nothing (no notice) lies over it. */
const clickableAtOnce = (control: Locator) => control.click({ trial: true, timeout: 1_000 });

/** Scrolls the page and every scrolling part of it to its end, as a person reading to the bottom does. */
const scrollToEnd = (page: Page) =>
  page.evaluate(() => {
    for (const element of document.querySelectorAll('*'))
      if (
        element.scrollHeight > element.clientHeight + 1 &&
        getComputedStyle(element).overflowY !== 'visible'
      )
        element.scrollTop = element.scrollHeight;
    window.scrollTo(0, document.documentElement.scrollHeight);
  });

const notices = (page: Page) => page.getByRole('region', { name: 'Notifications' });

for (const [viewport, width] of [
  [DESKTOP, 'desktop'],
  [PHONE, 'phone'],
] as const) {
  test(`${width}: the licence notice gives way to the open profile menu`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await openAppAs(page, 'alice');
    await expect(notices(page).getByText('Your licence expires in 5 days.')).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Profile menu for Alice Walker' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    for (const item of await menu.getByRole('menuitem').all()) await clickableAtOnce(item);
    // The notice is still there, out of the way.
    await expect(notices(page).getByText('Your licence expires in 5 days.')).toBeVisible();
    await snap(page, `notices-give-way-menu-${width}`);
    await context.close();
  });
}

test("the notes' 'acknowledged' notice leaves the Acknowledge button clickable at once", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await openAppAs(page, 'bob');
  await bell(page).click();
  const dialog = notesDialog(page);
  const table = dialog.getByRole('table', { name: 'Received service notes' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await table.getByRole('row').nth(1).getByRole('checkbox').check();
  const acknowledge = dialog.getByRole('button', { name: 'Acknowledge', exact: true });
  await acknowledge.click();
  await expect(page.getByText('The selected notes are acknowledged.')).toBeVisible();
  await clickableAtOnce(acknowledge);
  for (const button of await dialog.getByRole('button').all())
    if ((await button.isVisible()) && (await button.isEnabled())) await clickableAtOnce(button);
  await snap(page, 'notices-give-way-notes-desktop');
  await context.close();
});

test("on a phone, the Assistant button covers neither the SMS report's pager nor the job's last note", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await openAppAs(page, 'alice');
  await page.goto('/reports/smslogreport');
  await dismissLicence(page);
  const pager = page.getByRole('navigation', { name: /pages/i }).first();
  await expect(pager).toBeVisible();
  await scrollToEnd(page);
  for (const button of await pager.getByRole('button').all())
    if (await button.isEnabled()) await clickableAtOnce(button);
  await snap(page, 'assistant-clear-sms-report-phone', { fullPage: false });

  await page.goto('/technician/job/5001');
  const notes = page.getByRole('region', { name: 'Service notes' });
  await expect(notes.getByRole('listitem').first()).toBeVisible();
  // Read to the bottom (the list may still grow as it loads): the last line lies above the Assistant button.
  const assistant = page.getByRole('button', { name: 'Assistant' });
  await expect
    .poll(async () => {
      await notes.getByRole('listitem').last().scrollIntoViewIfNeeded();
      await scrollToEnd(page);
      const [last, button] = [
        await notes.getByRole('listitem').last().boundingBox(),
        await assistant.boundingBox(),
      ];
      return last!.y + last!.height <= button!.y;
    })
    .toBe(true);
  await snap(page, 'assistant-clear-job-notes-phone', { fullPage: false });
  await context.close();
});
