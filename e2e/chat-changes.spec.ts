import { expect, type Locator, test } from '@playwright/test';
import { appAliceAndBob, type ChatSession, DESKTOP, PHONE, PHONE_TOUCH } from './chat-support';
import { baseURL } from './playwright.config';
import { seriousViolations } from './shell-support';
import { countExecutions, executions } from './sms-log-support';
import { snap, unique, watchPage } from './support';
import { XSS_PAYLOADS } from './xss-corpus';

// Replying, editing and deleting in the full app, between alice and bob through the real server: what both sides see
// live, the keyboard path, and stranger's text in an edit and a quote that stays text.

const sessions: ChatSession[] = [];
test.afterEach(async () => {
  for (const session of sessions.splice(0)) await session.context.close();
});

/** The one message of a log whose own text (not a quote in it) holds `text`. */
const bubble = (log: Locator, text: string) =>
  log
    .locator('article.fk-chat-bubble')
    .filter({ has: log.page().locator('.fk-chat-bubble__text', { hasText: text }) });

/** Chooses an action from a message's actions menu, with the pointer as most people do. */
async function act(message: Locator, action: 'Reply' | 'Edit' | 'Delete') {
  await message.hover();
  await message.getByRole('button', { name: /^Actions for / }).click();
  await message.page().getByRole('menuitem', { name: action }).click();
}

test('alice edits her message and then deletes it: bob sees each change live, with "edited" and "Message deleted"', async ({
  browser,
}) => {
  const { alice, bob } = await appAliceAndBob(browser, sessions);
  const marker = unique('meet');
  await alice.send(`${marker} at 10`);
  await expect(bubble(bob.log(), `${marker} at 10`)).toBeVisible();

  await act(bubble(alice.log(), marker), 'Edit');
  const box = alice.window().getByRole('textbox', { name: 'Message' });
  await expect(box).toHaveValue(`${marker} at 10`);
  await expect(box).toBeFocused();
  await expect(alice.window().getByRole('region', { name: 'Editing your message' })).toBeVisible();
  await expect(alice.window().getByRole('button', { name: 'Attach' })).toHaveCount(0);
  await box.fill(`${marker} at 11`);
  await alice.window().getByRole('button', { name: 'Save' }).click();
  // Editing is not typing a new message: bob is not told alice is typing.
  await expect(bob.window().getByText('Alice Walker is typing')).toHaveCount(0);

  for (const session of [alice, bob]) {
    const shown = bubble(session.log(), marker);
    await expect(shown.locator('.fk-chat-bubble__text')).toHaveText(`${marker} at 11`);
    await expect(shown.getByText('edited', { exact: true })).toBeVisible();
  }
  // The box is back to new messages, empty, with Send.
  await expect(box).toHaveValue('');
  await expect(alice.window().getByRole('button', { name: 'Send' })).toBeVisible();
  await snap(bob.page, 'chat-message-edited');

  // Another's message has Reply only.
  const theirs = bubble(bob.log(), marker);
  await theirs.hover();
  await theirs.getByRole('button', { name: /^Actions for / }).click();
  await expect(bob.page.getByRole('menuitem')).toHaveText(['Reply']);
  await bob.page.keyboard.press('Escape');

  await act(bubble(alice.log(), marker), 'Delete');
  const confirm = alice.page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText(
    'Delete this message for everyone? Bob Stone will see that it was deleted.',
  );
  await confirm.getByRole('button', { name: 'YES' }).click();
  for (const session of [alice, bob]) {
    await expect(session.log().getByText(marker)).toHaveCount(0);
    await expect(session.log().locator('[data-fk-deleted="true"]').last()).toHaveText(/Message deleted/);
  }
  await snap(bob.page, 'chat-message-deleted');
});

test('bob replies to alice by keyboard: the quote goes with the reply; Escape leaves a reply before the conversation', async ({
  browser,
}) => {
  const { alice, bob } = await appAliceAndBob(browser, sessions);
  const question = unique('Can you take the boiler job on Friday?');
  await alice.send(question);
  const asked = bubble(bob.log(), question);
  await expect(asked).toBeVisible();

  // The actions button is reached by the keyboard; its menu opens on Enter with Reply first.
  const actions = asked.getByRole('button', { name: /^Actions for / });
  await actions.focus();
  await expect(actions).toHaveCSS('opacity', '1');
  await bob.page.keyboard.press('Enter');
  await expect(bob.page.getByRole('menuitem', { name: 'Reply' })).toBeFocused();
  await bob.page.keyboard.press('Enter');
  const replying = bob.window().getByRole('region', { name: 'Replying to Alice Walker' });
  await expect(replying).toContainText(question);
  const box = bob.window().getByRole('textbox', { name: 'Message' });
  await expect(box).toBeFocused();

  // Escape leaves the reply and stays in the conversation; the next Escape would go back.
  await bob.page.keyboard.press('Escape');
  await expect(replying).toHaveCount(0);
  await expect(box).toBeVisible();
  await act(asked, 'Reply');
  await expect(replying).toBeVisible();
  const answer = unique('Yes, from eight');
  await box.fill(answer);
  await box.press('Enter');
  await expect(replying).toHaveCount(0);

  const mine = bubble(bob.log(), answer);
  await expect(mine.getByRole('blockquote', { name: 'In reply to Alice Walker' })).toContainText(question);
  const received = bubble(alice.log(), answer);
  await expect(received.getByRole('blockquote', { name: 'In reply to You' })).toContainText(question);
  await snap(alice.page, 'chat-reply-received');
});

test('on a phone, the actions button shows without hover and a reply fits the screen', async ({
  browser,
}) => {
  const { alice, bob } = await appAliceAndBob(browser, sessions, PHONE_TOUCH);
  const text = unique('Parts arrived');
  await alice.send(text);
  const received = bubble(bob.log(), text);
  await expect(received).toBeVisible();
  const actions = received.getByRole('button', { name: /^Actions for / });
  // A phone has no hover: the button shows without one, inside the screen.
  expect(Number(await actions.evaluate((button) => getComputedStyle(button).opacity))).toBeGreaterThan(0.5);
  const box = await actions.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await actions.click();
  await bob.page.getByRole('menuitem', { name: 'Reply' }).click();
  const replying = bob.window().getByRole('region', { name: 'Replying to Alice Walker' });
  await expect(replying).toBeVisible();
  const bar = await replying.boundingBox();
  expect(bar!.x + bar!.width).toBeLessThanOrEqual(PHONE.width);
  await snap(bob.page, 'chat-replying-phone');
});

test(`${XSS_PAYLOADS.length} payloads as edits, and a quote of one: text only, nothing runs, nothing is fetched`, async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const watched = new Map<ChatSession, ReturnType<typeof watchPage>>();
  const { alice, bob } = await appAliceAndBob(browser, sessions, DESKTOP, async (session) => {
    await countExecutions(session.context);
    await session.page.reload();
    watched.set(session, watchPage(session.page, baseURL));
  });
  const marker = unique('edit-xss');
  await alice.send(`${marker} first`);
  const own = bubble(alice.log(), marker);
  const theirs = bubble(bob.log(), marker);
  await expect(theirs).toBeVisible();
  await act(own, 'Edit');
  const box = alice.window().getByRole('textbox', { name: 'Message' });
  for (const [i, payload] of XSS_PAYLOADS.entries()) {
    const text = `${marker} [${i}] ${payload}`;
    if (i > 0) await act(own, 'Edit');
    await box.fill(text);
    await box.press('Enter');
    await expect(theirs.locator('.fk-chat-bubble__text')).toHaveText(text);
    // Every element in the text is a link to an http(s) address.
    const tags = await theirs
      .locator('.fk-chat-bubble__text')
      .evaluate((p) =>
        [...p.querySelectorAll('*')].map((el) => [el.localName, el.getAttribute('href') ?? '']),
      );
    for (const [tag, href] of tags) {
      expect(tag, payload).toBe('a');
      expect(new URL(href!).protocol, payload).toMatch(/^https?:$/);
    }
  }
  // bob quotes the last one: the quote is text, no element at all.
  await act(theirs, 'Reply');
  await bob.window().getByRole('textbox', { name: 'Message' }).fill(unique('quoted'));
  await bob.window().getByRole('textbox', { name: 'Message' }).press('Enter');
  const quote = alice.log().getByRole('blockquote', { name: 'In reply to You' }).last();
  await expect(quote).toContainText(marker);
  expect(await quote.locator('.fk-chat-quote__text *').count()).toBe(0);

  await bob.page.waitForTimeout(1500);
  for (const session of [alice, bob]) {
    const { dialogs, elsewhere } = watched.get(session)!;
    expect(dialogs).toEqual([]);
    expect(elsewhere).toEqual([]);
    expect(await executions(session.page)).toBe(0);
  }
});

for (const [label, viewport] of [
  ['1440', { width: 1440, height: 900 }],
  ['390', PHONE_TOUCH],
] as const) {
  test(`at ${label} px: home, the chat list, a conversation with a reply, an edit and a deletion, and the actions menu; axe finds nothing serious`, async ({
    browser,
  }) => {
    const { alice, bob } = await appAliceAndBob(browser, sessions, viewport);
    const question = unique('Is the valve in stock?');
    await alice.send(question);
    await alice.send(unique('Need two'));
    const gone = unique('Wrong job');
    await alice.send(gone);
    await act(bubble(alice.log(), gone), 'Delete');
    await alice.page
      .getByRole('alertdialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'YES' })
      .click();
    await expect(bubble(bob.log(), question)).toBeVisible();
    await act(bubble(bob.log(), question), 'Reply');
    const box = bob.window().getByRole('textbox', { name: 'Message' });
    await box.fill(unique('Yes, three left'));
    await box.press('Enter');
    const edited = unique('Back at 2');
    await bob.send(edited);
    await act(bubble(bob.log(), edited), 'Edit');
    await box.fill(`${edited}, or 3`);
    await box.press('Enter');
    await expect(bubble(alice.log(), `${edited}, or 3`).getByText('edited', { exact: true })).toBeVisible();
    await expect(alice.log().locator('[data-fk-deleted="true"]').last()).toBeVisible();

    await snap(alice.page, `chat-changes-conversation-${label}`, { fullPage: false });
    expect(await seriousViolations(alice.page)).toEqual([]);
    await act(bubble(bob.log(), question), 'Reply');
    await snap(bob.page, `chat-changes-replying-${label}`, { fullPage: false });
    expect(await seriousViolations(bob.page)).toEqual([]);
    const mine = bubble(alice.log(), question);
    await mine.hover();
    await mine.getByRole('button', { name: /^Actions for / }).click();
    await expect(alice.page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await snap(alice.page, `chat-changes-menu-${label}`, { fullPage: false });
    expect(await seriousViolations(alice.page)).toEqual([]);
    await alice.page.keyboard.press('Escape');

    // The list and home, as they are with the chat closed.
    await alice
      .window()
      .getByRole('button', { name: /^Back to recent chats/ })
      .click();
    await snap(alice.page, `chat-changes-list-${label}`, { fullPage: false });
    await alice.window().getByRole('button', { name: 'Close chat' }).click();
    await snap(alice.page, `chat-changes-home-${label}`, { fullPage: false });
    expect(await seriousViolations(alice.page)).toEqual([]);
  });
}
