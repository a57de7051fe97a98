import { type Browser, expect, test } from '@playwright/test';
import { readRuntimeManifest } from '../bench/runtime-sizes';
import { DESKTOP, PHONE, USERS } from './chat-support';
import { baseURL, portalURL } from './playwright.config';
import { countReactCopies, reactCopies } from './react-copies';
import { PORTAL_PASSWORD, recordWidgetErrors, snap, widgetErrors } from './support';

// Issue 34: one runtime for a page. The portal carries one script tag, the runtime's loader from the Fieldkit server
// with its integrity hash; the five elements it adds once its user signs in load their code on first use over shared
// chunks: React once (counted through React's devtools hook, as a developer's extension counts it), the config and
// the session asked once, every file checked against its hash.

const ELEMENTS = ['fk-chat', 'fk-notes', 'fk-sms-log', 'fk-job-email', 'fk-video-call'];
const manifest = readRuntimeManifest();

/** The portal signed in as alice, with React's devtools hook counting the React renderers that start on the page. */
async function portalPage(browser: Browser, viewport: { width: number; height: number }, search = '') {
  const context = await browser.newContext({ baseURL: portalURL, viewport });
  await context.addInitScript(countReactCopies);
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  await page.goto(`/${search}`);
  await page.getByLabel('Username').fill(USERS.alice.username);
  await page.getByLabel('Password').fill(PORTAL_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return { context, page, asked };
}

test.describe('one runtime for the page', () => {
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)
    test(`${width}: one script tag, five elements, React once, the config and the sign-in asked once`, async ({
      browser,
    }) => {
      const { context, page, asked } = await portalPage(browser, viewport);
      await expect(page.locator('fk-chat').getByRole('button').first()).toBeVisible();
      for (const tag of ELEMENTS)
        await expect.poll(() => page.evaluate((name) => !!customElements.get(name), tag)).toBe(true);
      await expect(
        page.locator('fk-video-call').getByRole('button', { name: /call/i }).first(),
      ).toBeVisible();
      expect(await reactCopies(page)).toBe(1);
      const runtime = `${baseURL}/runtime/${manifest.version}/`;
      const scripts = asked.filter((url) => url.startsWith(runtime));
      // Every file once; the loader is the page's only script from the Fieldkit server.
      expect(new Set(scripts).size).toBe(scripts.length);
      expect(scripts).toContain(`${runtime}fieldkit.js`);
      expect(asked.filter((url) => url.endsWith('.standalone.js'))).toEqual([]);
      expect(asked.filter((url) => url === `${baseURL}/config.json`)).toHaveLength(1);
      expect(asked.filter((url) => url.endsWith('/api/auth/Account/EmbedSignIn'))).toHaveLength(1);
      await snap(page, `runtime-portal-${width}`);
      await context.close();
    });

  test('a file that does not match its hash is refused: the element stays undefined and fk-error says why', async ({
    browser,
  }) => {
    const chat = manifest.elements['fk-chat']?.[0] ?? '';
    const context = await browser.newContext({ baseURL: portalURL, viewport: DESKTOP });
    await recordWidgetErrors(context);
    await context.route(`${baseURL}/runtime/${manifest.version}/${chat}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n;console.log("changed on the way")` });
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByLabel('Username').fill(USERS.alice.username);
    await page.getByLabel('Password').fill(PORTAL_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(async () => (await widgetErrors(page)).map(({ tag, reason }) => `${tag}: ${reason}`))
      .toContain('fk-chat: not-loaded');
    expect((await widgetErrors(page))[0]?.message).toMatch(/could not load <fk-chat> from .*script-src/);
    expect(await page.evaluate(() => !!customElements.get('fk-chat'))).toBe(false);
    // The others load as before.
    await expect.poll(() => page.evaluate(() => !!customElements.get('fk-notes'))).toBe(true);
    await context.close();
  });

  test('separate standalone scripts share the page’s connection: the config and the sign-in asked once', async ({
    browser,
  }) => {
    const { context, page, asked } = await portalPage(browser, DESKTOP, '?scripts=standalone');
    await expect(page.locator('fk-chat').getByRole('button').first()).toBeVisible();
    for (const tag of ELEMENTS)
      await expect.poll(() => page.evaluate((name) => !!customElements.get(name), tag)).toBe(true);
    await expect(page.locator('fk-video-call').getByRole('button', { name: /call/i }).first()).toBeVisible();
    expect(asked.filter((url) => url === `${baseURL}/config.json`)).toHaveLength(1);
    expect(asked.filter((url) => url.endsWith('/api/auth/Account/EmbedSignIn'))).toHaveLength(1);
    await context.close();
  });
});
