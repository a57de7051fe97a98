import { expect, test } from '@playwright/test';
import { baseURL, portalURL } from './playwright.config';

// The example portal as a portal that embeds Fieldkit should be: its page names its Fieldkit server itself, and its
// headers keep the password and the token from going anywhere else.

/** An address nothing listens on, that a link to the portal could name. */
const ELSEWHERE = 'http://127.0.0.1:9';

test('a link naming another server (?fieldkit=) cannot send the password there; the policy lets the page connect to its server only', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: portalURL });
  const page = await context.newPage();
  const sentElsewhere: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(ELSEWHERE)) sentElsewhere.push(request.url());
  });
  const answer = await page.goto(`/?fieldkit=${encodeURIComponent(ELSEWHERE)}`);
  const headers = answer!.headers();
  const server = new URL(baseURL);
  expect(headers['content-security-policy']).toBe(
    `script-src 'self'; connect-src 'self' blob: ${server.origin} ws://${server.host}; object-src 'none'; ` +
      "base-uri 'self'; " +
      "form-action 'self'; frame-ancestors 'none'",
  );
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');

  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Alice Walker' })).toBeVisible();
  expect(sentElsewhere).toEqual([]);

  // Whatever a script of the page tried, the browser would not connect elsewhere.
  const violated = await page.evaluate(
    (target) =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
          once: true,
        });
        void fetch(target).catch(() => undefined);
      }),
    `${ELSEWHERE}/steal`,
  );
  expect(violated).toBe('connect-src');
  expect(sentElsewhere).toEqual([]);
  await context.close();
});
