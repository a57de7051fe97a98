import { expect, type Page, test } from '@playwright/test';
import { DESKTOP } from './chat-support';
import { baseURL } from './playwright.config';
import { quickSearch } from './shell-support';
import { openAppAs, signIn } from './support';

// The app's page under its Content-Security-Policy (issue 13, hardening), in Chromium: script it did not ship does
// not run, no other site can frame it, and nothing the app itself does is refused (the chat, the notes, the job
// e-mail's preview with pdf.js).

/** Records every violation of the page's policy the browser reports. */
const recordViolations = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

test('the app works under its policy: no violation while a user goes about it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await recordViolations(page);
  await signIn(page, 'alice');
  await page.getByRole('button', { name: /^Open chat/ }).click();
  const chat = page.getByRole('region', { name: 'Chat window' });
  await chat.getByRole('button', { name: /^Carol Price/ }).click();
  await expect(chat.getByRole('log')).toBeVisible();
  await quickSearch(page, 'Job', '5001');
  await page.getByRole('button', { name: 'Email Job' }).click();
  const popup = page.getByRole('dialog', { name: 'Email job WO-1001' });
  await popup.getByRole('button', { name: 'Preview' }).click();
  await expect(popup.getByRole('figure', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 30_000 });
  expect(await violations(page)).toEqual([]);
  await context.close();
});

test('script the app did not ship does not run in its page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await recordViolations(page);
  await openAppAs(page, 'alice');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__ranInline = true';
    document.body.append(script);
    const img = document.createElement('img');
    img.setAttribute('onerror', 'window.__ranHandler = true');
    img.src = 'data:,not-an-image';
    document.body.append(img);
  });
  await expect.poll(() => violations(page)).toContain('script-src-elem inline');
  expect(
    await page.evaluate(() => (window as unknown as { __ranInline?: boolean }).__ranInline),
  ).toBeUndefined();
  expect(
    await page.evaluate(() => (window as unknown as { __ranHandler?: boolean }).__ranHandler),
  ).toBeUndefined();
  await context.close();
});

test('no other site can frame the app', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('about:blank');
  await page.setContent(`<iframe title="app" src="${baseURL}/home" width="800" height="600"></iframe>`);
  await page.waitForTimeout(1500);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  expect(frame).toBeDefined();
  // Refused by frame-ancestors: the frame holds the browser's error page, not the app.
  expect(frame?.url()).not.toContain('/home');
  expect(await frame?.locator('#root').count()).toBe(0);
  await context.close();
});
