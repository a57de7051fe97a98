import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_EMBED_KEYS } from '../packages/server/src/auth/embed/demo-keys';
import { apiToken, type ChatSession, openChatAs, ownServer, PHONE } from './chat-support';
import { baseURL } from './playwright.config';
import { snap } from './support';

// Issue 33: the example portal as a real host. Its users sign in to the portal with the portal's own password; its
// backend vouches for them (token-url); the elements renew the session before it expires, with no interruption; a
// revoked key ends every element's session, and the host hears `fk-session-end`.

const [ACME] = DEMO_EMBED_KEYS;
/** Embedded tokens of this spec's server live 8 s: a renewal comes within a test. */
const EMBED_TTL_S = 8;

/** Every `fk-session-end` the page heard (they bubble out of each element's shadow root), as the host sees them. */
async function recordSessionEnds(page: Page): Promise<() => Promise<{ tag: string; reason: string }[]>> {
  await page.evaluate(() => {
    const heard: { tag: string; reason: string }[] = [];
    (window as unknown as { heard: typeof heard }).heard = heard;
    document.addEventListener('fk-session-end', (event) =>
      heard.push({
        tag: (event.target as Element).localName,
        reason: (event as CustomEvent<{ reason: string }>).detail.reason,
      }),
    );
  });
  return () => page.evaluate(() => (window as unknown as { heard: { tag: string; reason: string }[] }).heard);
}

test.describe('the portal as a real host, on a server whose embedded tokens live 8 s', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fk-e2e-embed-'));
  const server = ownServer(Number(new URL(baseURL).port) + 14, dataDir, {
    EMBED_TOKEN_TTL_SECONDS: String(EMBED_TTL_S),
  });
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    await server.start();
  });
  test.afterAll(async () => {
    await server.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('signed in with the portal’s own password, the chat keeps sending across token expiries, its hubs never dropped', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const alice: ChatSession = await openChatAs(browser, 'alice', server.portal);
    const tokenAsks: number[] = [];
    const closed: string[] = [];
    alice.page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/fieldkit-token') tokenAsks.push(Date.now());
    });
    alice.page.on('websocket', (socket) => socket.on('close', () => closed.push(socket.url())));
    await alice.openWindow();
    await alice.pickUser('Bob Stone');
    await alice.send('Before the token expires');
    const log = alice.log();
    await expect(log.getByText('Before the token expires')).toBeVisible();
    // Two lifetimes later (each token renewed a quarter before its end), the chat sends as before.
    await alice.page.waitForTimeout(EMBED_TTL_S * 2 * 1000);
    await alice.send('After two expiries');
    await expect(log.getByText('After two expiries')).toBeVisible();
    await expect(alice.window().getByRole('status')).toBeHidden();
    expect(tokenAsks.length).toBeGreaterThanOrEqual(2);
    expect(closed).toEqual([]);
    // Bob, in the portal too, has both.
    const bob = await openChatAs(browser, 'bob', server.portal);
    await bob.openWindow();
    await bob.openConversationWith('Alice Walker');
    await expect(bob.log().getByText('Before the token expires')).toBeVisible();
    await expect(bob.log().getByText('After two expiries')).toBeVisible();
    await bob.context.close();
    await alice.context.close();
  });

  test('the embed key revoked: every element shows it is signed out and fires fk-session-end; the portal says so', async ({
    browser,
  }) => {
    const alice = await openChatAs(browser, 'alice', server.portal);
    await expect(alice.launcher()).toBeVisible();
    const ends = await recordSessionEnds(alice.page);
    const carol = await apiToken('carol', server.url);
    const revoked = await fetch(`${server.url}/api/admin/Company/EmbedKeys/2/${ACME.keyId}/Revoke`, {
      method: 'POST',
      headers: { authorization: `Bearer ${carol}` },
    });
    expect(revoked.status).toBe(200);
    await expect
      .poll(async () => (await ends()).map((end) => end.tag).sort(), { timeout: 15_000 })
      .toEqual(['fk-chat', 'fk-job-email', 'fk-notes', 'fk-sms-log', 'fk-video-call']);
    expect(new Set((await ends()).map((end) => end.reason))).toEqual(new Set(['refused']));
    // Each element says it is signed out, in its place; nothing says it will go to a sign-in page.
    for (const tag of ['fk-chat', 'fk-notes', 'fk-sms-log', 'fk-job-email', 'fk-video-call'])
      await expect(alice.page.locator(tag).getByRole('status')).toHaveText('Signed out.');
    await expect(alice.page.getByText(/redirected/)).toHaveCount(0);
    await expect(alice.page.getByText(/Chat and alerts are signed out/)).toBeVisible();
    await snap(alice.page, 'embed-host-signed-out-desktop');
    await alice.page.setViewportSize(PHONE);
    await snap(alice.page, 'embed-host-signed-out-phone');
    // A reload asks the portal again: the key stays revoked, so the elements say why at once.
    await alice.page.reload();
    await expect(alice.page.locator('fk-chat').getByRole('alert')).toHaveText(
      'Unknown or revoked embed key.',
    );
    await alice.context.close();
  });
});
