import { expect, test } from '@playwright/test';
import { DEMO_EMBED_KEYS } from '../packages/server/src/auth/embed/demo-keys';
import { signAssertion } from '../packages/server/test/embed-assertion';
import { PORTAL_LAUNCHER } from './chat-support';
import { baseURL, portalURL } from './playwright.config';

// Issue 33: a token swap on the portal's elements leaves no hub connection behind. Before, each swap opened new
// connections and left the old ones open (2 → 4 sockets after one swap, still receiving pushes).

const [ACME] = DEMO_EMBED_KEYS;
const SWAPS = 10;

/** A token of an embedded session of alice, as a portal's backend gets it: an assertion of the demo key exchanged. */
async function aliceToken(): Promise<string> {
  const answer = await fetch(`${baseURL}/api/auth/Account/EmbedSignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      Assertion: await signAssertion({ sub: 'alice' }, { kid: ACME.keyId, secret: ACME.secret }),
    }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

test(`${SWAPS} token swaps on every element leave as many hub connections open as before`, async ({
  browser,
}) => {
  const tokens = [];
  for (let i = 0; i <= SWAPS; i++) tokens.push(await aliceToken());
  const context = await browser.newContext({ baseURL: portalURL, viewport: { width: 1280, height: 800 } });
  // The portal as signed in with the first token (its sign-in keeps the token in the tab's sessionStorage).
  await context.addInitScript((token) => {
    if (!sessionStorage.getItem('portal.fieldkit'))
      sessionStorage.setItem('portal.fieldkit', JSON.stringify({ token, name: 'Alice Walker' }));
  }, tokens[0]!);
  const page = await context.newPage();
  const open = new Set<{ url(): string }>();
  page.on('websocket', (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  /** The open sockets per hub path. */
  const perHub = () => {
    const counts: Record<string, number> = {};
    for (const socket of open) {
      const hub = new URL(socket.url()).pathname;
      counts[hub] = (counts[hub] ?? 0) + 1;
    }
    return counts;
  };
  await page.goto('/');
  const launcher = page.getByRole('button', { name: PORTAL_LAUNCHER });
  await expect(launcher).toBeVisible();
  await expect.poll(() => Object.keys(perHub()).sort()).toEqual(['/hubs/chat', '/hubs/notes', '/hubs/video']);
  const before = perHub();
  for (const hub of Object.keys(before)) expect(before[hub], hub).toBe(1);

  for (const token of tokens.slice(1)) {
    await page.evaluate((next) => {
      for (const element of document.querySelectorAll(
        'fk-chat, fk-notes, fk-sms-log, fk-job-email, fk-video-call',
      ))
        element.setAttribute('token', next);
    }, token);
    await expect(launcher).toBeVisible();
  }
  // Each connection left is closed once no element has held it for a second.
  await expect.poll(perHub, { timeout: 15_000 }).toEqual(before);
  // And the widgets work on the last token: the chat opens on alice's chats.
  await launcher.click();
  await expect(page.getByRole('region', { name: 'Chat window' })).toBeVisible();
  await context.close();
});
