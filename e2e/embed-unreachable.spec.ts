import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, USERS } from './chat-support';
import { baseURL, portalURL } from './playwright.config';
import { PORTAL_PASSWORD, recordWidgetErrors, snap, widgetErrors } from './support';

// A portal the Fieldkit server does not allow (its origin in neither ALLOWED_ORIGINS nor an embed key), or a server
// that is down: the page's fetches to it fail with no answer at all ('Failed to fetch', status 0), which is all a
// browser lets a page know of a CORS refusal. Chromium lets a routed answer through whatever its headers, so the
// refusal is made where the browser makes it, below the page: every fetch to the server fails (the element scripts
// still load). Each element says so in a short line instead of staying blank, and the page hears one `fk-error` per
// element whose message names the URL and the setting to change.

const ELEMENTS = ['fk-chat', 'fk-notes', 'fk-sms-log', 'fk-job-email', 'fk-video-call'];

test.describe('the portal on an origin the server does not allow', () => {
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)
    test(`${width}: every element says it could not connect, and fires fk-error naming ALLOWED_ORIGINS`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ baseURL: portalURL, viewport });
      await context.route(`${baseURL}/**`, (route) =>
        route.request().resourceType() === 'fetch' ? route.abort('accessdenied') : route.fallback(),
      );
      // Heard from the page's first script on, as a host listening at the top of its page hears it.
      await recordWidgetErrors(context);
      const page = await context.newPage();
      await page.goto('/');
      await page.getByLabel('Username').fill(USERS.alice.username);
      await page.getByLabel('Password').fill(PORTAL_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      for (const tag of ELEMENTS)
        await expect(page.locator(tag).getByRole('status')).toHaveText('Could not connect. Trying again…');
      const heard = () => widgetErrors(page);
      await expect.poll(async () => (await heard()).map((e) => e.tag).sort()).toEqual([...ELEMENTS].sort());
      for (const error of await heard()) {
        expect(error.reason).toBe('unreachable');
        expect(error.message).toContain(baseURL);
        expect(error.message).toContain(`(${portalURL})`);
        expect(error.message).toContain('ALLOWED_ORIGINS');
      }
      await snap(page, `embed-unreachable-${width}`, { fullPage: false });
      // Tried again meanwhile (3 s, then 6 s): still one event per element, not one per try.
      await page.waitForTimeout(4_000);
      expect(await heard()).toHaveLength(ELEMENTS.length);
      await context.close();
    });
});
