import { type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { DESKTOP, type DemoUser, readDb, USERS } from './chat-support';
import { baseURL, dataDir } from './playwright.config';
import { quickSearch } from './shell-support';
import { openAppAs } from './support';

/** Job 5001 of Acme (bob is its technician), by its WoJobId. */
export const JOB_5001 = 5001;

/** The notes bell, whatever its count. */
export const bell = (page: Page): Locator =>
  page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });

/** The bell's accessible name for a count. */
export const bellName = (count: number) => (count > 0 ? `Notifications, ${count} unread` : 'Notifications');

/** The notes dialog. */
export const notesDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Service notes' });

/** A note's text as the list shows it: its first 25 characters and an ellipsis. */
export const excerpt = (text: string) => (text.length > 25 ? `${text.slice(0, 25)}…` : text);

/**
 * A user's unread received notes, read from the server's database (`dir`): asking the API would sign the user in
 * and so end the session their browser holds.
 */
export function unreadOf(user: DemoUser, dir = dataDir): number {
  return readDb(
    dir,
    (db) =>
      (
        db
          .prepare('SELECT COUNT(*) AS n FROM user_notifications WHERE login_id = ? AND is_read = 0')
          .get(USERS[user].loginId) as { n: number }
      ).n,
  );
}

/** Adds a service note to a job through the API, as `token`'s user; answers the HTTP status. */
export async function addNoteByApi(
  token: string,
  notes: string,
  server = baseURL,
  job = JOB_5001,
): Promise<number> {
  const response = await fetch(`${server}/api/workOrder/ServiceNote/SaveServiceNote`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ WoJobId: job, Notes: notes }),
  });
  return response.status;
}

/** Adds a service note to job 5001 through its details screen in the full app, as the signed-in user of `page`. */
export async function addNoteOnJob5001(page: Page, text: string): Promise<void> {
  await quickSearch(page, 'Job', '5001');
  const region = page.getByRole('region', { name: 'Service notes' });
  await region.getByRole('textbox', { name: 'New service note' }).fill(text);
  await region.getByRole('button', { name: 'Add note' }).click();
  await expect(region.getByRole('listitem').first()).toContainText(text);
}

/** A user signed in to the full app in a context of its own, with `tabs` tabs open on it (sharing the session). */
export async function appTabs(
  browser: Browser,
  user: DemoUser,
  tabs = 1,
  viewport = DESKTOP,
  server = baseURL,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<{ context: BrowserContext; pages: Page[] }> {
  const context = await browser.newContext({ baseURL: server, viewport });
  await prepare?.(context);
  const first = await context.newPage();
  await openAppAs(first, USERS[user].username);
  await expect(first.getByRole('banner').getByText(USERS[user].name, { exact: true })).toBeVisible();
  const pages = [first];
  for (let i = 1; i < tabs; i++) {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('banner').getByText(USERS[user].name, { exact: true })).toBeVisible();
    pages.push(page);
  }
  // The first tab is the one in front, as after a person opened the others and went back to it: Chromium draws the
  // tab in front only, and a click waits for the page to draw (two seconds a click in a tab behind).
  await first.bringToFront();
  return { context, pages };
}
