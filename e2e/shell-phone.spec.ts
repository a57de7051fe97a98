import { expect, type Locator, test } from '@playwright/test';
import { type ChatSession, DESKTOP, openAppChatAs, PHONE } from './chat-support';
import { seriousViolations } from './shell-support';
import { snap } from './support';

const sessions: ChatSession[] = [];
test.afterEach(async () => {
  for (const session of sessions.splice(0)) await session.context.close();
});

/** Alice signed in to the app at a window size, her menu loaded. */
async function aliceAt(browser: Parameters<typeof openAppChatAs>[0], viewport: typeof PHONE) {
  const alice = await openAppChatAs(browser, 'alice', viewport);
  sessions.push(alice);
  // On a phone the side menu is there, hidden until its button opens it.
  await expect(
    alice.page
      .getByRole('navigation', { name: 'Side menu', includeHidden: true })
      .getByRole('link', { name: 'Home', includeHidden: true }),
  ).toBeAttached();
  return alice;
}

/** How the top bar lays out its visible items: their rows, and whether anything runs past it. */
async function barLayout(bar: Locator) {
  return bar.evaluate((header) => {
    const top = header.getBoundingClientRect();
    const style = getComputedStyle(header);
    const items = [...header.children]
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    return {
      height: top.height,
      padding: Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom),
      tallest: Math.max(...items.map((box) => box.height)),
      // Items on one row share their vertical middle.
      middles: items.map((box) => Math.round(box.top + box.height / 2)),
      overflow: header.scrollWidth - header.clientWidth,
      outside: items.filter((box) => box.left < top.left - 0.5 || box.right > top.right + 0.5).length,
    };
  });
}

/** Where an element is; null when it is not shown. */
async function boxOf(locator: Locator) {
  return (await locator.count()) > 0 && (await locator.isVisible()) ? locator.boundingBox() : null;
}

type Box = { x: number; y: number; width: number; height: number };
function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The number of lines an element's seen text takes (a visually hidden name aside). */
async function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });
}

/** The element at the middle of a box is the control itself (or inside it): nothing covers it. */
async function uncovered(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

test.describe('the shell on a phone (390 px)', () => {
  test('the top bar is one row; the secondary items are behind the More button', async ({ browser }) => {
    const { page } = await aliceAt(browser, PHONE);
    const bar = page.getByRole('banner');
    // The counts show in the row: the SMS, e-mail and notes counts of alice's seed (and the chat's, if any).
    const counts = bar.locator('.fk-shell-badge[data-fk-count]');
    await expect.poll(() => counts.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    const layout = await barLayout(bar);
    expect(layout.height, "the bar's height is one row").toBeLessThanOrEqual(
      layout.tallest + layout.padding + 1,
    );
    expect(
      Math.max(...layout.middles) - Math.min(...layout.middles),
      'items share one row',
    ).toBeLessThanOrEqual(4);
    expect(layout.overflow, 'nothing runs past the bar').toBeLessThanOrEqual(0);
    expect(layout.outside, 'items outside the bar').toBe(0);
    // Every widget's icon in the row, the video call's (the last to come) included.
    await expect(bar.getByRole('button', { name: 'Video calls: people to call' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Profile menu for Alice Walker' })).toBeVisible();
    await expect(bar.getByRole('button', { name: /^Open chat/ })).toBeVisible();
    await snap(page, 'phone-home', { fullPage: false });

    const more = bar.getByRole('button', { name: 'More', exact: true });
    const language = bar.getByRole('combobox', { name: 'Language' });
    await expect(language).toBeHidden();
    await expect(bar.getByRole('button', { name: /^Company:/ })).toBeHidden();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    for (const item of [
      language,
      bar.getByRole('combobox', { name: 'Search type' }),
      bar.getByRole('button', { name: 'Menu', exact: true }),
      bar.getByRole('link', { name: 'Release notes' }),
      bar.getByRole('button', { name: 'Company: Acme Facilities Ltd' }),
    ]) {
      await expect(item).toBeVisible();
      const box = (await item.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'phone-more', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(language).toBeHidden();
    await expect(more).toBeFocused();

    // A click outside closes it; a choice in it (the mega-menu's entry) closes it too.
    await more.click();
    await page.mouse.click(200, 600);
    await expect(language).toBeHidden();
    await more.click();
    await bar.getByRole('button', { name: 'Menu', exact: true }).click();
    const mega = page.getByRole('navigation', { name: 'All menu entries' });
    await expect(mega).toBeVisible();
    await snap(page, 'phone-mega-menu', { fullPage: false });
    await mega.getByRole('link', { name: 'Dispatch Board' }).click();
    await expect(page.getByRole('heading', { name: 'Dispatch board' })).toBeVisible();
    await expect(language).toBeHidden();
  });

  test('a notice (the licence warning at sign-in) sits at the bottom, leaving the bar and the chat’s header free', async ({
    browser,
  }) => {
    const alice = await aliceAt(browser, PHONE);
    const { page } = alice;
    const warning = page.getByRole('alert').filter({ hasText: 'Your licence expires in 5 days.' });
    await expect(warning).toBeVisible();
    // The focus on its close button holds it while its place is measured.
    await warning.getByRole('button', { name: /^Dismiss/ }).focus();
    const box = (await warning.boundingBox())!;
    expect(box.y + box.height, 'at the bottom of the screen').toBeGreaterThan(PHONE.height - 40);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    const bar = page.getByRole('banner');
    for (const control of await bar.getByRole('button').all())
      if (await control.isVisible()) expect(await uncovered(control), 'a bar button is covered').toBe(true);
    const window = await alice.openWindow();
    await expect(warning).toBeVisible();
    await snap(page, 'phone-notice-over-chat', { fullPage: false });
    expect(await uncovered(window.getByRole('button', { name: 'Close chat' }))).toBe(true);
    expect(await uncovered(window.getByRole('heading', { name: 'Chats' }))).toBe(true);
    await warning.getByRole('button', { name: /^Dismiss/ }).click();
    await expect(warning).toHaveCount(0);
  });

  test('the side menu starts closed and opens over the content, with the focus in it', async ({
    browser,
  }) => {
    const { page } = await aliceAt(browser, PHONE);
    const side = page.getByRole('navigation', { name: 'Side menu' });
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Side menu' });
    const main = page.getByRole('main');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(side).toBeHidden();
    // Closed, it takes no room: the screen has the width.
    const mainBefore = (await main.boundingBox())!;
    expect(mainBefore.x).toBe(0);
    expect(Math.round(mainBefore.width)).toBe(PHONE.width);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(side).toBeVisible();
    // The focus goes into the menu, and its entries have their names on screen.
    await expect(side.getByRole('link', { name: 'Home' })).toBeFocused();
    await expect(side.getByText('Work Orders', { exact: true })).toBeVisible();
    // Over the content, not beside it: the screen has not moved.
    const menuBox = (await side.boundingBox())!;
    expect(overlap(menuBox, (await main.boundingBox())!)).toBe(true);
    expect(await main.boundingBox()).toEqual(mainBefore);
    expect(await seriousViolations(page)).toEqual([]);
    await side.getByRole('button', { name: 'Reports' }).click();
    await expect(side.getByRole('button', { name: 'Logs' })).toBeVisible();
    await snap(page, 'phone-side-menu', { fullPage: false });

    // Escape closes it and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(side).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // From the keyboard too; a click outside closes it.
    await page.keyboard.press('Enter');
    await expect(side.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.mouse.click(PHONE.width - 10, 600);
    await expect(side).toBeHidden();

    // An entry navigates and closes it.
    await toggle.click();
    await side.getByRole('button', { name: 'Dispatch' }).click();
    await side.getByRole('link', { name: 'Dispatch Board' }).click();
    await expect(page.getByRole('heading', { name: 'Dispatch board' })).toBeVisible();
    await expect(side).toBeHidden();
  });

  test('the chat opens full screen, one pane at a time: the list, then a conversation, and back', async ({
    browser,
  }) => {
    const alice = await aliceAt(browser, PHONE);
    const { page } = alice;
    const window = await alice.openWindow();
    expect(await window.boundingBox()).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    const list = window.getByRole('heading', { name: 'Chats' });
    await expect(list).toBeVisible();
    // Two panes side by side have no room on a phone: there is no maximise.
    await expect(window.getByRole('button', { name: 'Maximise chat' })).toHaveCount(0);
    await snap(page, 'phone-chat-list', { fullPage: false });

    await alice.openConversationWith('Carol Price');
    await expect(alice.log()).toBeVisible();
    await expect(list).toHaveCount(0);
    await expect(window.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await snap(page, 'phone-chat-conversation-full', { fullPage: false });
    await window.getByRole('button', { name: 'Back to recent chats' }).click();
    await expect(list).toBeVisible();
    await expect(alice.log()).toHaveCount(0);
    await window.getByRole('button', { name: 'Close chat' }).click();
    await expect(window).toHaveCount(0);
  });
});

test.describe('the assistant and the chat window', () => {
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`never cover each other at ${width} width`, async ({ browser }) => {
      const alice = await aliceAt(browser, viewport);
      const { page } = alice;
      const assistantButton = page.getByRole('button', { name: 'Assistant', exact: true });
      const assistant = page.getByRole('dialog', { name: 'AI assistant' });

      // The chat opened first: the assistant's button stays in sight beside it.
      const chat = await alice.openWindow();
      if (viewport.width >= 600) {
        await expect(assistantButton).toBeVisible();
        expect(overlap((await assistantButton.boundingBox())!, (await chat.boundingBox())!)).toBe(false);
        expect(await uncovered(assistantButton)).toBe(true);
      } else {
        // A phone's chat takes the whole screen: the assistant steps aside while it is open.
        await expect(assistantButton).toBeHidden();
      }
      await chat.getByRole('button', { name: 'Close chat' }).click();

      await assistantButton.click();
      await expect(assistant).toBeVisible();
      for (const assistantSize of ['open', 'Maximise', 'Minimise'] as const) {
        if (assistantSize !== 'open') await assistant.getByRole('button', { name: assistantSize }).click();
        // A phone's chat has one size, the whole screen.
        for (const chatSize of viewport.width < 600 ? (['small'] as const) : (['small', 'large'] as const)) {
          const window = await alice.openWindow();
          if (chatSize === 'large') await window.getByRole('button', { name: 'Maximise chat' }).click();
          await expect(window).toHaveAttribute('data-fk-size', chatSize);
          const what = `assistant ${assistantSize}, chat ${chatSize}`;
          const c = (await window.boundingBox())!;
          // The assistant moves aside on the frame after the chat window resizes (it watches the window's size).
          await expect
            .poll(
              async () => {
                const box = await boxOf(assistant);
                return box ? overlap(box, c) : false;
              },
              { message: `${what}: they overlap` },
            )
            .toBe(false);
          const a = await boxOf(assistant);
          if (a) {
            expect(a.x, `${what}: the assistant is on screen`).toBeGreaterThanOrEqual(0);
            for (const button of await assistant.getByRole('button').all()) {
              expect(await uncovered(button), `${what}: a button is covered`).toBe(true);
            }
          } else {
            expect(viewport.width, `${what}: the assistant is hidden`).toBeLessThan(600);
          }
          await snap(page, `assistant-and-chat-${width}-${assistantSize}-${chatSize}`, { fullPage: false });
          await window.getByRole('button', { name: 'Close chat' }).click();
          await expect(window).toHaveCount(0);
          // Once the chat has closed the assistant is back, as it was.
          await expect(assistant).toBeVisible();
        }
      }
    });
  }

  test("the assistant's header and buttons keep to one line in every language and size", async ({
    browser,
  }) => {
    const { page } = await aliceAt(browser, DESKTOP);
    const select = page.getByRole('banner').getByRole('combobox', { name: /^(Language|Langue|Idioma)$/ });
    for (const [culture, open] of [
      ['en-GB', 'Assistant'],
      ['fr-FR', 'Assistant'],
      ['es-ES', 'Asistente'],
    ] as const) {
      await select.selectOption(culture);
      await page.getByRole('button', { name: open, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const head = dialog.locator('.fk-shell-assistant-head');
      for (let size = 0; size < 3; size++) {
        // open, then minimised, then maximised (the first two buttons take it there).
        if (size > 0)
          await dialog
            .getByRole('button')
            .nth(size - 1)
            .click();
        const what = `${culture}, ${(await dialog.getAttribute('data-fk-state')) ?? ''}`;
        const box = (await head.boundingBox())!;
        expect(box.height, `${what}: the header's height`).toBeLessThanOrEqual(48.5);
        expect(await linesOf(head.getByRole('heading')), `${what}: title lines`).toBe(1);
        for (const button of await head.getByRole('button').all()) {
          expect(await linesOf(button), `${what}: a button's lines`).toBeLessThanOrEqual(1);
          const b = (await button.boundingBox())!;
          expect(b.x + b.width, `${what}: a button inside the header`).toBeLessThanOrEqual(box.x + box.width);
        }
        if (culture === 'fr-FR') await snap(page, `assistant-head-${culture}-${size}`, { fullPage: false });
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
    await select.selectOption('en-GB');
  });
});
