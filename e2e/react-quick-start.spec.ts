import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { type Browser, expect, test } from '@playwright/test';
import { apiToken, chatSession, DESKTOP, PHONE } from './chat-support';
import {
  buildQuickStart,
  HOST_USER_COOKIE,
  type HostKey,
  type QuickStartBuild,
  serveQuickStart,
} from './harness/quick-start';
import { underHostileCss } from './hostile-host';
import { baseURL } from './playwright.config';
import { snap } from './support';
import { VIDEO_LAUNCH, videoSessionsPerTest } from './video-support';

// The README's React quick start as an integrator meets it: every package packed with `pnpm pack`, the tarballs
// installed into an outside Vite + React + TypeScript app (examples/react-quick-start), type-checked with
// `skipLibCheck: false`, built with `vite build`, and driven in Chromium against the real server, on an origin whose
// embed key the company's administrator made for it.

test.use({ launchOptions: VIDEO_LAUNCH });
test.describe.configure({ mode: 'serial' });

const { open } = videoSessionsPerTest();
/** The host app's origin: a port of this worker's that no other spec takes. */
const hostPort = Number(new URL(baseURL).port) + 18;
const hostOrigin = `http://127.0.0.1:${hostPort}`;
let build: QuickStartBuild;
let host: Server | undefined;

/** carol, Acme's administrator, makes an embed key for the host's origin, as Admin › Company › Embed Keys does. */
async function keyForHost(): Promise<HostKey> {
  const answer = await fetch(`${baseURL}/api/admin/Company/EmbedKeys`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await apiToken('carol')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ CompanyId: 2, Name: 'React quick start (e2e)', Origins: [hostOrigin] }),
  });
  expect(answer.status).toBe(200);
  const made = (await answer.json()) as { KeyId: string; Secret: string };
  return { keyId: made.KeyId, secret: made.Secret };
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  build = buildQuickStart(baseURL);
  console.info('quick start:', JSON.stringify(build.steps), 'ms');
  host = await serveQuickStart(build.dist, hostPort, await keyForHost());
});
test.afterAll(async () => {
  await new Promise((resolve) => host?.close(resolve));
  if (build) rmSync(build.work, { recursive: true, force: true });
});

/** alice in the host's built app (the host's own sign-in is its cookie), her chat, and the page's script errors. */
async function hostAppAs(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: hostOrigin, viewport });
  await context.addCookies([{ name: HOST_USER_COOKIE, value: 'alice', url: hostOrigin }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  return { context, page, errors, alice: chatSession(context, page) };
}

test('its published declarations type-check with skipLibCheck false, and vite builds it', () => {
  expect(build.typeErrors).toBe('');
});

for (const viewport of [DESKTOP, PHONE])
  test(`at ${viewport.width} px: alice in the host's app chats with bob in the full app both ways, and his call rings there`, async ({
    browser,
  }) => {
    const { context, page, errors, alice } = await hostAppAs(browser, viewport);
    try {
      await expect(alice.launcher()).toBeVisible();
      await snap(page, `quick-start-launcher-${viewport.width}`);
      // The theme's tokens reach the widgets with no call of the host's: the launcher keeps its place and colour.
      const launcher = await alice.launcher().evaluate((button) => {
        const style = getComputedStyle(button);
        const box = button.getBoundingClientRect();
        return { position: style.position, background: style.backgroundColor, right: innerWidth - box.right };
      });
      expect(launcher.position).toBe('fixed');
      expect(launcher.background).not.toBe('rgba(0, 0, 0, 0)');
      expect(launcher.right).toBeLessThan(40);
      const bob = await open(browser, 'bob');
      await alice.openWindow();
      await alice.pickUser('Bob Stone');
      await alice.send(`From the host's React app at ${viewport.width} px`);
      await bob.openWindow();
      await bob.openConversationWith('Alice Walker');
      await expect(bob.log()).toContainText(`From the host's React app at ${viewport.width} px`);
      await bob.send('Answered from the full app');
      await expect(alice.log()).toContainText('Answered from the full app');
      await snap(page, `quick-start-chat-${viewport.width}`);
      await bob.window().getByRole('button', { name: 'Video call' }).click();
      const prompt = page.getByRole('dialog', { name: 'Incoming video call from Bob Stone' });
      await expect(prompt).toBeVisible();
      await snap(page, `quick-start-ringing-${viewport.width}`);
      await prompt.getByRole('button', { name: 'Reject' }).click();
      await expect(bob.prompt()).toContainText('Alice Walker declined the call');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

test('in React mode, the chat window looks the same under a careless host stylesheet', async ({
  browser,
}) => {
  const { context, page, alice } = await hostAppAs(browser, DESKTOP);
  try {
    await alice.openWindow();
    await alice.pickUser('Bob Stone');
    const chat = await underHostileCss(page, alice.window(), 'hostile-react-chat');
    expect(chat.hostile.equals(chat.plain), 'the chat window changed').toBe(true);
    // While the host's own rules on Fieldkit's classes and variables still restyle it.
    await page.addStyleTag({
      content: '.fk-widget-host { --fk-color-primary: rgb(1, 2, 3); } .fk-button { border-radius: 7px; }',
    });
    const send = alice.window().getByRole('button', { name: 'Send' });
    await expect(send).toHaveCSS('background-color', 'rgb(1, 2, 3)');
    await expect(send).toHaveCSS('border-top-left-radius', '7px');
  } finally {
    await context.close();
  }
});
