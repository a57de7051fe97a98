import { expect, test } from '@playwright/test';
import { DEMO_EMBED_KEYS } from '../packages/server/src/auth/embed/demo-keys';
import { signAssertion } from '../packages/server/test/embed-assertion';
import { openChatAs } from './chat-support';
import { baseURL } from './playwright.config';

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
  for (let i = 0; i < SWAPS; i++) tokens.push(await aliceToken());
  const alice = await openChatAs(browser, 'alice');
  const { page } = alice;
  // Every WebSocket the page's own document makes, as the page holds it: counted where it lives, not from the
  // browser's events about it (a socket of a document that is gone may never report its close).
  await alice.context.addInitScript(() => {
    const made: WebSocket[] = [];
    (window as unknown as { fkSockets: WebSocket[] }).fkSockets = made;
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        made.push(this);
      }
    };
  });
  /** The page's sockets still open (or opening) per hub path. */
  const perHub = () =>
    page.evaluate(() => {
      const counts: Record<string, number> = {};
      for (const socket of (window as unknown as { fkSockets: WebSocket[] }).fkSockets)
        if (socket.readyState <= WebSocket.OPEN) {
          const hub = new URL(socket.url).pathname;
          counts[hub] = (counts[hub] ?? 0) + 1;
        }
      return counts;
    });
  // The portal signed alice in through its token-url; the sockets are counted from a reload, which the script above
  // watches from its start.
  const launcher = alice.launcher();
  await expect(launcher).toBeVisible();
  await page.reload();
  await expect(launcher).toBeVisible();
  // One on each hub: the page runtime gives <fk-notes> and <fk-sms-log> (whose counts it pushes) one connection.
  const before = { '/hubs/chat': 1, '/hubs/notes': 1, '/hubs/video': 1 };
  await expect.poll(perHub, { timeout: 15_000 }).toEqual(before);

  // Each swap gives every element another sign-in: a fixed token of a new embedded session, then, on the last swap,
  // the portal's token-url again under another address (a provider of its own).
  const elements = 'fk-chat, fk-notes, fk-sms-log, fk-job-email, fk-video-call';
  for (const token of tokens) {
    await page.evaluate(
      ({ next, selector }) => {
        for (const element of document.querySelectorAll(selector))
          Object.assign(element, { tokenUrl: undefined, token: next });
      },
      { next: token, selector: elements },
    );
    await expect(launcher).toBeVisible();
  }
  await page.evaluate((selector) => {
    for (const element of document.querySelectorAll(selector))
      Object.assign(element, { token: undefined, tokenUrl: '/fieldkit-token?after=swaps' });
  }, elements);
  await expect(launcher).toBeVisible();
  // Each connection left is closed once no element has held it for a second.
  await expect.poll(perHub, { timeout: 15_000 }).toEqual(before);
  // And the widgets work on the last sign-in: the chat opens on alice's chats.
  await alice.openWindow();
  await alice.context.close();
});
