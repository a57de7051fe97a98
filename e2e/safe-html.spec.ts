import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { bundleHarness, HARNESS, serveHarness } from './harness/bundle';
import { XSS_PAYLOADS } from './xss-corpus';

// The app's SafeHtml in real Chromium, with a corpus of payloads: nothing runs, nothing is fetched from anywhere.

let bundle = '';

test.beforeAll(async () => {
  bundle = await bundleHarness(fileURLToPath(new URL('./harness/safe-html.ts', import.meta.url)));
});

/** Opens the harness with `payloads` in SafeHtml frames; answers what the page did on its own. */
async function showPayloads(page: Page, payloads: readonly string[], proxy?: string) {
  const dialogs: string[] = [];
  const requests: string[] = [];
  page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
  page.on('request', (request) => requests.push(request.url()));
  // Anything but the harness that the page or a frame asks for is refused at once (and recorded above).
  await serveHarness(page, bundle, {
    '/image': { contentType: 'image/gif', body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') },
  });
  await page.addInitScript(
    (harness) => {
      (window as unknown as { __harness: unknown }).__harness = harness;
    },
    { payloads: [...payloads], proxy },
  );
  await page.goto(`${HARNESS}/`);
  await expect(page.locator('iframe.fk-safe-html')).toHaveCount(payloads.length);
  // Time for anything that would run or load late (timers, refreshes, lazy images).
  await page.waitForTimeout(1500);
  return { dialogs, requests: requests.filter((url) => !url.startsWith(`${HARNESS}/`)) };
}

test(`${XSS_PAYLOADS.length} payloads in SafeHtml frames: zero executions, zero requests`, async ({
  page,
}) => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  const { dialogs, requests } = await showPayloads(page, XSS_PAYLOADS);
  expect(dialogs).toEqual([]);
  expect(requests).toEqual([]);
  // Every frame is the document it was given: no refresh or link navigated one away. (A frame's URL is '' until its
  // srcdoc has committed, so wait for each to say so.)
  await expect
    .poll(() =>
      page
        .frames()
        .slice(1)
        .map((frame) => frame.url()),
    )
    .toEqual(Array(XSS_PAYLOADS.length).fill('about:srcdoc'));
});

test('shown images load through the proxy only, never from the sender', async ({ page }) => {
  const { dialogs, requests } = await showPayloads(
    page,
    ['<p>Newsletter</p><img src="https://tracker.example/pixel.gif" alt="pixel">'],
    HARNESS,
  );
  expect(dialogs).toEqual([]);
  expect(requests).toEqual([]);
  const frame = page.frames()[1]!;
  await expect(frame.locator('img')).toHaveAttribute(
    'src',
    `${HARNESS}/image?u=${encodeURIComponent('https://tracker.example/pixel.gif')}`,
  );
});
