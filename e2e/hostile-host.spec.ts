import { expect, test } from '@playwright/test';
import { openChatAs, PHONE } from './chat-support';
import { underHostileCss } from './hostile-host';

// A host's careless stylesheet (a universal reset, element rules for buttons, headings, text and fields, inherited
// fonts and spacing) does not change how an element looks: the widgets' pixels under it equal those without it. The
// React mode's side is in react-quick-start.spec.ts.

test('in the portal, the chat window and the notes bell look the same under a careless host stylesheet', async ({
  browser,
}) => {
  const alice = await openChatAs(browser, 'alice');
  try {
    const bell = alice.page.locator('fk-notes').getByRole('button').first();
    await expect(bell).toBeVisible();
    await alice.openWindow();
    await alice.pickUser('Bob Stone');
    const chat = await underHostileCss(alice.page, alice.window(), 'hostile-element-chat');
    expect(chat.hostile.equals(chat.plain), 'the chat window changed').toBe(true);
    const notes = await underHostileCss(alice.page, bell, 'hostile-element-bell', 0);
    expect(notes.hostile.equals(notes.plain), 'the notes bell changed').toBe(true);
  } finally {
    await alice.context.close();
  }
});

test('on a phone, the chat dialog looks the same under a careless host stylesheet', async ({ browser }) => {
  const alice = await openChatAs(browser, 'alice');
  await alice.page.setViewportSize(PHONE);
  try {
    await alice.openWindow();
    await alice.pickUser('Bob Stone');
    const chat = await underHostileCss(alice.page, alice.window(), 'hostile-element-chat-phone');
    expect(chat.hostile.equals(chat.plain), 'the chat dialog changed').toBe(true);
  } finally {
    await alice.context.close();
  }
});
