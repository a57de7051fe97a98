import { expect, type Page, test } from '@playwright/test';
import { DESKTOP, PHONE } from './chat-support';
import { unreadOf } from './notes-support';
import { baseURL } from './playwright.config';
import { quickSearch } from './shell-support';
import { HOSTILE_TEXTS, openAppAs, snap, watchPage } from './support';

/** bob's unread received notes, as the server counts them. */
const bobsUnread = () => unreadOf('bob');

/** alice on job 5001's details (bob is its technician). */
async function aliceOnJob5001(page: Page): Promise<void> {
  await openAppAs(page, 'alice');
  await quickSearch(page, 'Job', '5001');
  await expect(page.getByRole('heading', { name: 'Job 5001' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Service notes' })).toBeVisible();
}

const notes = (page: Page) => page.getByRole('region', { name: 'Service notes' });

test("a service note added on the job's details shows first, with its author, and reaches bob", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await aliceOnJob5001(page);
  const before = await bobsUnread();

  // Nothing but spaces is refused in the browser, and nothing is sent.
  const box = notes(page).getByRole('textbox', { name: 'New service note' });
  await box.fill('    ');
  await notes(page).getByRole('button', { name: 'Add note' }).click();
  await expect(notes(page).getByText('Write the note first.')).toBeVisible();
  expect(await bobsUnread()).toBe(before);

  const text = `Gate code is now 4471 (${Date.now().toString(36)})`;
  await box.fill(`  ${text}  `);
  await notes(page).getByRole('button', { name: 'Add note' }).click();
  const first = notes(page).getByRole('listitem').first();
  await expect(first).toContainText(text);
  await expect(first).toContainText('Alice Walker, ');
  await expect(box).toHaveValue('');
  await expect.poll(bobsUnread).toBe(before + 1);
  await snap(page, 'desktop-job-service-notes');

  // Another visit lists it from the server, newest first.
  await page.reload();
  await expect(notes(page).getByRole('listitem').first()).toContainText(text);
  await context.close();
});

test('note texts written by anyone are shown as text: nothing runs, nothing is fetched', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const { dialogs, elsewhere } = watchPage(page, baseURL);
  await aliceOnJob5001(page);
  const corpus = HOSTILE_TEXTS;
  for (const payload of corpus) {
    await notes(page).getByRole('textbox', { name: 'New service note' }).fill(payload);
    await notes(page).getByRole('button', { name: 'Add note' }).click();
    await expect(notes(page).getByRole('listitem').first()).toContainText(payload);
  }
  await expect(notes(page).locator('img, script, iframe, svg, style, a[href^="javascript"]')).toHaveCount(0);
  // The longest word wraps inside the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(elsewhere).toEqual([]);
  await snap(page, 'phone-job-service-notes');
  await context.close();
});
