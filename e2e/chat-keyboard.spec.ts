import { expect, test } from '@playwright/test';
import { DESKTOP, openAppChatAs, PHONE } from './chat-support';
import { dismissLicence } from './shell-support';
import { holdsFocus, snap } from './support';

// Issue 35, keyboard: Escape closes the chat window from its list and gives the focus back to the button that
// opened it; on a phone the full-screen window is modal, so Tab never reaches the top bar hidden behind it.

for (const [viewport, width] of [
  [DESKTOP, 'desktop'],
  [PHONE, 'phone'],
] as const) {
  test(`${width}: Escape goes back from a conversation, then closes the window; the focus returns to the chat button`, async ({
    browser,
  }) => {
    const alice = await openAppChatAs(browser, 'alice', viewport);
    await dismissLicence(alice.page);
    const opener = alice.launcher();
    await opener.click();
    await expect(alice.window()).toBeVisible();
    await alice.openConversationWith('Bob Stone');
    await alice.page.keyboard.press('Escape');
    await expect(alice.window().getByRole('heading', { name: 'Chats' })).toBeVisible();
    await alice.page.keyboard.press('Escape');
    await expect(alice.window()).toBeHidden();
    await expect(opener).toBeFocused();
    await alice.context.close();
  });
}

test('phone: the full-screen chat keeps Tab inside it; the top bar behind it is never reached', async ({
  browser,
}) => {
  const alice = await openAppChatAs(browser, 'alice', PHONE);
  await dismissLicence(alice.page);
  await alice.launcher().click();
  const window = alice.page.getByRole('dialog', { name: 'Chat window' });
  await expect(window).toBeVisible();
  await snap(alice.page, 'chat-phone-modal');
  for (let i = 0; i < 25; i++) {
    await alice.page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
    const inside = await holdsFocus(window);
    expect(inside, `Tab ${i + 1}`).toBe(true);
  }
  await alice.context.close();
});

for (const [viewport, width] of [
  [DESKTOP, 'desktop'],
  [PHONE, 'phone'],
] as const) {
  test(`${width}: the user picker's search box stays inside its pane`, async ({ browser }) => {
    const alice = await openAppChatAs(browser, 'alice', viewport);
    await dismissLicence(alice.page);
    await alice.launcher().click();
    await alice.window().getByRole('button', { name: 'New conversation' }).click();
    const pane = alice.window().locator('[part="users"]');
    const box = pane.getByRole('searchbox', { name: 'Search users' });
    await expect(box).toBeVisible();
    await snap(alice.page, `chat-user-picker-search-${width}`);
    const [inner, outer] = [await box.boundingBox(), await pane.boundingBox()];
    expect(inner!.x).toBeGreaterThanOrEqual(outer!.x);
    expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width + 0.5);
    await snap(alice.page, `chat-user-picker-search-${width}`);
    await alice.context.close();
  });
}
