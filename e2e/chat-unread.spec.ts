import { expect, test } from '@playwright/test';
import { type ChatSession, openChatAs } from './chat-support';
import { snap } from './support';

// Where unread messages are: a line where they start when a conversation opens, and, with one conversation open
// in the small window, a count on its back arrow for the others.

const sessions: ChatSession[] = [];
test.afterEach(async () => {
  for (const session of sessions.splice(0)) await session.context.close();
});

const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

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
  await expect(back).toContainText('2');
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
