import { expect, test } from '@playwright/test';
import { type ChatSession, openChatAs } from './chat-support';
import { snap, unique } from './support';

// Where unread messages are: a line where they start when a conversation opens, and, with one conversation open
// in the small window, a count on its back arrow for the others.

const sessions: ChatSession[] = [];
test.afterEach(async () => {
  for (const session of sessions.splice(0)) await session.context.close();
});

test('the unread line goes before the first message that arrived while away; the back arrow counts the others', async ({
  browser,
}) => {
  const alice = await openChatAs(browser, 'alice');
  const bob = await openChatAs(browser, 'bob');
  const carol = await openChatAs(browser, 'carol');
  sessions.push(alice, bob, carol);
  await bob.openWindow();
  await bob.pickUser('Alice Walker');
  await carol.openWindow();
  await carol.pickUser('Alice Walker');

  // alice reads bob's conversation up to now, then goes to carol's.
  await alice.openWindow();
  await alice.openConversationWith('Bob Stone');
  const before = unique('Read before');
  await bob.send(before);
  await expect(alice.log().getByText(before)).toBeVisible();
  await alice
    .window()
    .getByRole('button', { name: /^Back to recent chats/ })
    .click();
  await alice.openConversationWith('Carol Price');

  // bob writes twice while alice is in carol's conversation: her back arrow counts them.
  const first = unique('First while away');
  const second = unique('Second while away');
  await bob.send(first);
  await bob.send(second);
  const back = alice.window().getByRole('button', { name: 'Back to recent chats, 2 unread' });
  await expect(back).toBeVisible();
  await expect(back.locator('.fk-badge')).toHaveAttribute('data-fk-count', '2');
  await snap(alice.page, 'chat-unread-back-count', { fullPage: false });

  // Back in bob's conversation, the line sits between what she had read and what came since.
  await back.click();
  await alice.openConversationWith('Bob Stone');
  const line = alice.log().getByText('New messages', { exact: true });
  await expect(line).toBeVisible();
  const top = async (text: string) =>
    (await alice.log().getByText(text, { exact: true }).boundingBox())?.y ?? Number.NaN;
  expect(await top(before)).toBeLessThan(await top('New messages'));
  expect(await top('New messages')).toBeLessThan(await top(first));
  expect(await top(first)).toBeLessThan(await top(second));
  await snap(alice.page, 'chat-unread-line', { fullPage: false });
  // Read now, the line stays while the conversation is open.
  const more = unique('After the line');
  await bob.send(more);
  await expect(alice.log().getByText(more)).toBeVisible();
  await expect(line).toBeVisible();
});

/** Hides or shows the page as a switch of tabs does (the page's visibilityState and its event). */
async function setPageShown(session: ChatSession, shown: boolean): Promise<void> {
  await session.page.evaluate(
    (state) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    },
    shown ? 'visible' : 'hidden',
  );
}

test('while the page is hidden its title counts new messages, with a sound when chosen in My Profile', async ({
  browser,
}) => {
  const alice = await openChatAs(browser, 'alice');
  const bob = await openChatAs(browser, 'bob');
  sessions.push(alice, bob);
  await bob.openWindow();
  await bob.pickUser('Alice Walker');
  await alice.openWindow();
  // The tones the page plays, counted as the Web Audio API makes them.
  await alice.page.evaluate(() => {
    const counted = window as unknown as { tones: number };
    counted.tones = 0;
    const make = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      counted.tones += 1;
      return make.call(this);
    };
  });
  const tones = () => alice.page.evaluate(() => (window as unknown as { tones: number }).tones);
  const title = await alice.page.title();

  // No sound unless chosen: hidden, one message, the title counts it and nothing plays.
  await setPageShown(alice, false);
  await bob.send(unique('While hidden'));
  await expect(alice.page).toHaveTitle(`(1) ${title}`);
  expect(await tones()).toBe(0);
  await setPageShown(alice, true);
  await expect(alice.page).toHaveTitle(title);

  // alice chooses the sound in My Profile.
  await alice.window().getByRole('button', { name: 'My Profile' }).click();
  const sound = alice
    .window()
    .getByRole('checkbox', { name: 'Play a sound for new messages while this page is hidden' });
  await sound.check();
  await snap(alice.page, 'chat-profile-sound', { fullPage: false });
  await setPageShown(alice, false);
  await bob.send(unique('First'));
  await bob.send(unique('Second'));
  await expect(alice.page).toHaveTitle(`(2) ${title}`);
  // Two notes a chime, one chime a message.
  await expect.poll(tones).toBe(4);
  await setPageShown(alice, true);
  await expect(alice.page).toHaveTitle(title);

  // Shown, a new message neither counts nor chimes; the choice is kept after a reload.
  await bob.send(unique('While shown'));
  await expect(alice.window().getByRole('checkbox', { name: /Play a sound/ })).toBeChecked();
  await alice.page.waitForTimeout(500);
  await expect(alice.page).toHaveTitle(title);
  expect(await tones()).toBe(4);
  await alice.page.reload();
  await alice.openWindow();
  await alice.window().getByRole('button', { name: 'My Profile' }).click();
  await expect(alice.window().getByRole('checkbox', { name: /Play a sound/ })).toBeChecked();
});
