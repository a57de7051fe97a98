import { expect, test } from '@playwright/test';
import { baseURL, portalURL } from './playwright.config';
import { DEMO_PASSWORD, PORTAL_PASSWORD } from './support';

// The example portal as a portal that embeds Fieldkit should be: its users sign in to the portal itself (no Fieldkit
// password is typed into it), its page names its Fieldkit server itself, and its headers keep the portal's password
// and the tokens from going anywhere else.

/** An address nothing listens on, that a link to the portal could name. */
const ELSEWHERE = 'http://127.0.0.1:9';

test('a link naming another server (?fieldkit=) cannot send anything there; the password goes to the portal only; the policy lets the page connect to its server only', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: portalURL });
  const page = await context.newPage();
  const portal = new URL(portalURL).origin;
  const sentElsewhere: string[] = [];
  /** Every request of the page that carried the portal's password, and every one that carried a Fieldkit password. */
  const withPortalPassword: string[] = [];
  const withFieldkitPassword: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(ELSEWHERE)) sentElsewhere.push(url);
    const sent = `${url} ${request.postData() ?? ''}`;
    if (sent.includes(PORTAL_PASSWORD)) withPortalPassword.push(`${request.method()} ${url}`);
    if (sent.includes(DEMO_PASSWORD)) withFieldkitPassword.push(`${request.method()} ${url}`);
  });
  const answer = await page.goto(`/?fieldkit=${encodeURIComponent(ELSEWHERE)}`);
  const headers = answer!.headers();
  const server = new URL(baseURL);
  expect(headers['content-security-policy']).toBe(
    `script-src 'self' ${server.origin}; connect-src 'self' blob: ${server.origin} ws://${server.host}; object-src 'none'; ` +
      "base-uri 'self'; " +
      "form-action 'self'; frame-ancestors 'none'",
  );
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');

  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Password').fill(PORTAL_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Alice Walker' })).toBeVisible();
  // The portal's password went to the portal's own sign-in, once, and nowhere else; no Fieldkit password went anywhere.
  expect(withPortalPassword).toEqual([`POST ${portal}/sign-in`]);
  expect(withFieldkitPassword).toEqual([]);
  expect(sentElsewhere).toEqual([]);

  // The portal's session is a cookie the page's scripts cannot read; its assertion for Fieldkit is never cached, and
  // given to no one without that cookie.
  expect(await page.evaluate(() => document.cookie)).toBe('');
  const token = await context.request.get('/fieldkit-token');
  expect(token.status()).toBe(200);
  expect(token.headers()['cache-control']).toBe('no-store');
  expect(Object.keys(await token.json())).toEqual(['Assertion']);
  const stranger = await browser.newContext({ baseURL: portalURL });
  const refused = await stranger.request.get('/fieldkit-token');
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ message: 'Not signed in' });
  await stranger.close();

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
  expect(withFieldkitPassword).toEqual([]);
  await context.close();
});

test('a Fieldkit password does not sign in to the portal: "Sign-in failed.", and no widget is added', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: portalURL });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Sign-in failed.');
  await expect(page.locator('fk-chat, fk-notes, fk-sms-log, fk-job-email, fk-video-call')).toHaveCount(0);
  await context.close();
});
