import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { DESKTOP, openChatAs, PHONE } from './chat-support';
import { bell, notesDialog } from './notes-support';
import { baseURL } from './playwright.config';
import { dismissLicence, frameReady, quickSearch, seriousViolations } from './shell-support';
import { alertButton, logPopup, viewer } from './sms-log-support';
import { openAppAs, snap } from './support';

// The dark variant of every theme: chosen in the profile menu (as the system, light, dark), the system's setting by
// default, in the shell and in every element on another origin's page. axe checks each state, its colour contrast
// included, in the dark scheme as the light one's specs do in theirs.

/** The page background of the shell in each scheme (--fk-color-surface-raised of the default blue). */
const PAGE = { light: 'rgb(246, 248, 251)', dark: 'rgb(16, 20, 26)' } as const;

const background = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

async function profileMenu(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Profile menu for Alice Walker' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

async function choose(page: Page, scheme: 'As the system' | 'Light' | 'Dark'): Promise<void> {
  const menu = await profileMenu(page);
  await menu.getByRole('menuitemradio', { name: scheme }).click();
  await expect(menu).toBeHidden();
}

test('the profile menu chooses the system’s scheme, light or dark; the choice holds after a reload and in every tab', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, colorScheme: 'light' });
  const page = await context.newPage();
  await openAppAs(page, 'alice');
  await frameReady(page);
  const body = page.locator('body');
  await expect.poll(() => background(body)).toBe(PAGE.light);
  // As the system, the default: the system's setting decides, and changing it changes the page.
  const menu = await profileMenu(page);
  const group = menu.getByRole('group', { name: 'Appearance' });
  await expect(group.getByRole('menuitemradio')).toHaveText(['As the system', 'Light', 'Dark']);
  await expect(group.getByRole('menuitemradio', { name: 'As the system' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(group.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => background(body)).toBe(PAGE.dark);
  // Light, chosen, holds against a dark system.
  await choose(page, 'Light');
  await expect.poll(() => background(body)).toBe(PAGE.light);
  await expect(body).toHaveAttribute('data-fk-scheme', 'light');
  // Another tab of the app hears the next choice at once.
  const other = await context.newPage();
  await other.emulateMedia({ colorScheme: 'dark' });
  await other.goto('/home');
  await frameReady(other);
  await expect.poll(() => background(other.locator('body'))).toBe(PAGE.light);
  await choose(page, 'Dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => background(body)).toBe(PAGE.dark);
  await expect.poll(() => background(other.locator('body'))).toBe(PAGE.dark);
  // After a reload, as after the next sign-in on this browser.
  await page.reload();
  await frameReady(page);
  await expect.poll(() => background(body)).toBe(PAGE.dark);
  await expect((await profileMenu(page)).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await snap(page, 'dark-profile-menu', { fullPage: false });
  await page.keyboard.press('Escape');
  await choose(page, 'As the system');
  await expect.poll(() => background(body)).toBe(PAGE.light);
  await expect(body).toHaveAttribute('data-fk-scheme', 'system');
  await context.close();
});

/** The full app in the dark scheme as the system's, as alice, at one width. */
async function darkApp(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport, colorScheme: 'dark' });
  const page = await context.newPage();
  await openAppAs(page, 'alice');
  await frameReady(page);
  await dismissLicence(page);
  return { context, page };
}

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`${width}: every area in the dark has no serious accessibility violation, contrast included`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await darkApp(browser, viewport);
    await expect.poll(() => background(page.locator('body'))).toBe(PAGE.dark);
    const checked = async (name: string) => {
      expect(await seriousViolations(page), name).toEqual([]);
      await snap(page, `dark-${name}-${width}`, { fullPage: false });
    };
    await checked('home');
    // The service notes.
    await bell(page).click();
    await expect(notesDialog(page)).toBeVisible();
    await checked('notes');
    await page.keyboard.press('Escape');
    await expect(notesDialog(page)).toBeHidden();
    // The SMS log.
    await alertButton(page, 1).click();
    await expect(logPopup(page, 1)).toBeVisible();
    await checked('sms-log');
    await page.keyboard.press('Escape');
    await expect(logPopup(page, 1)).toBeHidden();
    // An e-mail in the viewer: a stranger's HTML is written for a white page, and gets one, as mail clients give it.
    await alertButton(page, 2).click();
    await logPopup(page, 2)
      .getByRole('button', { name: /^(Unread|Read) / })
      .first()
      .click();
    await expect(viewer(page)).toBeVisible();
    const frame = viewer(page).locator('iframe');
    await expect(frame).toBeVisible();
    expect(await background(frame)).toBe('rgb(255, 255, 255)');
    await checked('email-viewer');
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(logPopup(page, 2)).toBeHidden();
    // The chat.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Open chat/ })
      .click();
    const chat = page
      .getByRole('region', { name: 'Chat window' })
      .or(page.getByRole('dialog', { name: 'Chat window' }));
    await expect(chat).toBeVisible();
    await checked('chat');
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await expect(chat).toBeHidden();
    // A job and its e-mail popup.
    await quickSearch(page, 'Job', '5001');
    await expect(page.getByRole('heading', { name: 'Job 5001' })).toBeVisible();
    await checked('job');
    await page.getByRole('button', { name: 'Email Job' }).click();
    const email = page.getByRole('dialog', { name: 'Email job WO-1001' });
    await expect(email.getByRole('textbox', { name: 'Subject' })).toHaveValue('Email Job# - 5001');
    await checked('job-email');
    await context.close();
  });
}

/** The primary colour, the launcher's, in each scheme of the default blue. */
const PRIMARY = { light: 'rgb(27, 92, 184)', dark: 'rgb(138, 180, 248)' } as const;

test('an element takes the scheme of the page it sits on; the page may pin one with data-fk-scheme', async ({
  browser,
}) => {
  // The portal is a light page that declares no dark scheme: its elements stay light on a dark system, legible on
  // its white cards (the video element's list of people sits on one).
  const alice = await openChatAs(browser, 'alice');
  await alice.page.emulateMedia({ colorScheme: 'dark' });
  const launcher = alice.launcher();
  await expect(launcher).toBeVisible();
  await expect.poll(() => background(launcher)).toBe(PRIMARY.light);
  expect(await seriousViolations(alice.page)).toEqual([]);
  // The page pins the chat, which floats on a background of its own, to dark.
  const chat = alice.page.locator('fk-chat');
  await chat.evaluate((element) => element.setAttribute('data-fk-scheme', 'dark'));
  await expect.poll(() => background(launcher)).toBe(PRIMARY.dark);
  await alice.openWindow();
  await expect.poll(() => background(alice.window())).toBe('rgb(24, 29, 37)');
  await snap(alice.page, 'dark-portal-chat', { fullPage: false });
  expect(await seriousViolations(alice.page)).toEqual([]);
  await alice.window().getByRole('button', { name: 'Close chat' }).click();
  // A page that declares it supports dark too: its elements follow the system, as the page itself does.
  await chat.evaluate((element) => element.removeAttribute('data-fk-scheme'));
  await expect.poll(() => background(launcher)).toBe(PRIMARY.light);
  await alice.page.evaluate(() => {
    document.documentElement.style.colorScheme = 'light dark';
  });
  await expect.poll(() => background(launcher)).toBe(PRIMARY.dark);
  await alice.page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => background(launcher)).toBe(PRIMARY.light);
  // 'system' on the element follows the system whatever the page declares.
  await alice.page.evaluate(() => {
    document.documentElement.style.colorScheme = '';
  });
  await chat.evaluate((element) => element.setAttribute('data-fk-scheme', 'system'));
  await alice.page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => background(launcher)).toBe(PRIMARY.dark);
  await alice.context.close();
});
