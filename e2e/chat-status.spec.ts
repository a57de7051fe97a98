import { type Browser, expect, test } from '@playwright/test';
import { type ChatSession, DESKTOP, openAppChatAs, openChatAs } from './chat-support';
import { SESSION_EXPIRED_TEXT, signIn, snap, unique } from './support';

// Status that tells the truth: the chat says it is offline as soon as the browser knows, and connects again as soon
// as the network is back, and what was written meanwhile goes then.

const sessions: ChatSession[] = [];
test.afterEach(async () => {
  for (const session of sessions.splice(0)) await session.context.close();
});

/** alice in her conversation with bob (picked from the users), and bob signed in. */
async function aliceWithBob(browser: Browser): Promise<{ alice: ChatSession; bob: ChatSession }> {
  const alice = await openChatAs(browser, 'alice');
  const bob = await openChatAs(browser, 'bob');
  sessions.push(alice, bob);
  await alice.openWindow();
  await alice.pickUser('Bob Stone');
  return { alice, bob };
}

test('offline shows at once when the network goes, and the chat is back at once when it returns', async ({
  browser,
}) => {
  const { alice, bob } = await aliceWithBob(browser);
  await bob.openWindow();

  const line = alice
    .window()
    .getByRole('status')
    .filter({ hasText: /Offline|Reconnecting/ });
  await expect(line).toHaveCount(0);
  await alice.context.setOffline(true);
  // Well within the 30 s a hub's server timeout would take to notice.
  await expect(line).toBeVisible({ timeout: 2_000 });
  await expect(line).toContainText('Offline');

  const meanwhile = unique('Written while offline');
  await alice.send(meanwhile);
  await expect(alice.log().getByRole('article').filter({ hasText: meanwhile })).toBeVisible();

  await alice.context.setOffline(false);
  await expect(line).toHaveCount(0, { timeout: 3_000 });
  await bob.openConversationWith('Alice Walker');
  await expect(bob.log().getByRole('article').filter({ hasText: meanwhile })).toBeVisible({ timeout: 5_000 });
});

test("while the chat is offline, the others' presence is unknown, not their last value", async ({
  browser,
}) => {
  const { alice, bob } = await aliceWithBob(browser);
  await bob.openWindow();
  const bobIs = (name: string) => alice.window().getByRole('img', { name, exact: true });
  await expect(bobIs('Online').first()).toBeVisible();

  await alice.context.setOffline(true);
  // bob is still signed in, but alice cannot hear it: nothing says he is online, nothing says he left.
  await expect(bobIs('Status unknown while offline').first()).toBeVisible({ timeout: 2_000 });
  await expect(bobIs('Online')).toHaveCount(0);
  await expect(bobIs('Offline')).toHaveCount(0);
  await snap(alice.page, 'chat-presence-unknown-offline');

  await alice.context.setOffline(false);
  await expect(bobIs('Online').first()).toBeVisible({ timeout: 5_000 });
  await expect(bobIs('Status unknown while offline')).toHaveCount(0);
});

test('sent, delivered and read each have a mark of their own; delivered and read differ in colour', async ({
  browser,
}) => {
  const { alice, bob } = await aliceWithBob(browser);
  const ticksOf = (text: string) =>
    alice
      .log()
      .getByRole('article')
      .filter({ hasText: text })
      .getByRole('img', { name: /^(Sent|Delivered|Read)$/ });
  const look = (text: string) =>
    ticksOf(text).evaluate((element) => ({
      mark: element.textContent?.trim() ?? '',
      color: getComputedStyle(element).color,
    }));

  // bob is offline (his chat closed and signed out): the message is only sent.
  await bob.context.close();
  sessions.splice(sessions.indexOf(bob), 1);
  const sent = unique('Only sent');
  await alice.send(sent);
  await expect(ticksOf(sent)).toHaveAccessibleName('Sent');
  const sentLook = await look(sent);
  expect(sentLook.mark).not.toBe('');

  const bobAgain = await openChatAs(browser, 'bob');
  sessions.push(bobAgain);
  await expect(ticksOf(sent)).toHaveAccessibleName('Delivered');
  const deliveredLook = await look(sent);
  expect(deliveredLook.mark).not.toBe(sentLook.mark);

  await bobAgain.openWindow();
  await bobAgain.openConversationWith('Alice Walker');
  await expect(ticksOf(sent)).toHaveAccessibleName('Read');
  const readLook = await look(sent);
  expect(readLook.mark).not.toBe('');
  expect(readLook.color).not.toBe(deliveredLook.color);
  await snap(alice.page, 'chat-ticks-sent-delivered-read');
});

test('signed in elsewhere: the old tab says so and goes to sign-in by itself, without a request of its own', async ({
  browser,
}) => {
  const old = await openAppChatAs(browser, 'alice', DESKTOP);
  sessions.push(old);
  await old.openWindow();
  // alice signs in on another device; the old tab does nothing meanwhile (no reload, no call that could meet a 401).
  const elsewhere = await browser.newContext();
  try {
    await signIn(await elsewhere.newPage(), 'alice');
    const notice = old.page.getByRole('status').filter({ hasText: SESSION_EXPIRED_TEXT });
    await expect(notice).toBeVisible({ timeout: 3_000 });
    // The chat says the session ended (not Offline) and offers to sign in again until the sign-in page comes.
    const line = old.window().getByRole('status').filter({ hasText: 'Your session has ended.' });
    await expect(line).toBeVisible({ timeout: 1_000 });
    await expect(old.window().getByRole('button', { name: 'Sign in again' })).toBeVisible();
    await expect(old.window().getByText(/^Offline/)).toHaveCount(0);
    await snap(old.page, 'chat-signed-in-elsewhere', { fullPage: false });
    // Not left looking offline and taking messages: the sign-in page, 2 s after the notice.
    await expect(old.page).toHaveURL(/\/account\/signin/, { timeout: 5_000 });
  } finally {
    await elsewhere.close();
  }
});
