import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';

/** Every demo user's password. */
export const DEMO_PASSWORD = 'demo1234';

/** The exact text of the 401 notice (spec: shell-and-platform, section 8). */
export const SESSION_EXPIRED_TEXT =
  'Your session has expired, or someone is signed in to your account on another system or device. You will be redirected to the login page.';

/** Signs in through the sign-in page, as a user would. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/account/signin');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Saves a screenshot under e2e/screenshots/ to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  const folder = fileURLToPath(new URL('./screenshots/', import.meta.url));
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: `${folder}${name}.png`, fullPage: true });
}

/** Reads the reference server's database (the file the e2e server writes), read-only. */
export function serverDb<T>(read: (db: Database.Database) => T): T {
  const db = new Database(fileURLToPath(new URL('./.data/fieldkit.db', import.meta.url)), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The frame of a signed-in user shows their display name in the top bar. */
export async function expectSignedInAs(page: Page, displayName: string): Promise<void> {
  await expect(page.getByRole('banner').getByText(displayName, { exact: true })).toBeVisible();
}
