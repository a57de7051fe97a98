import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { type ChatSession, inConversation, openChatAs } from './chat-support';
import { snap, unique } from './support';

// The conversation view never loses the user: alice and carol's 10,000 messages, scrolled far back and down again.

const sessions: ChatSession[] = [];
test.afterEach(async () => {
  for (const session of sessions.splice(0)) await session.context.close();
});

const NEWEST = 'History message 10000 of 10000';

/** Turns the mouse wheel over the log `turns` times (negative: up). */
async function wheel(page: Page, log: Locator, turns: number): Promise<void> {
  const box = await log.boundingBox();
  if (!box) throw new Error('the log is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < Math.abs(turns); i++) {
    await page.mouse.wheel(0, Math.sign(turns) * 1500);
    await page.waitForTimeout(60);
  }
}

/** Scrolls up until `text` is in the page (older pages load on the way). */
async function scrollBackTo(page: Page, log: Locator, text: string): Promise<void> {
  for (let i = 0; i < 60 && (await log.getByText(text, { exact: true }).count()) === 0; i++)
    await wheel(page, log, -3);
  await expect(log.getByText(text, { exact: true })).toBeAttached();
}

/** alice and carol, each in their conversation with the other. */
async function aliceAndCarol(browser: Browser): Promise<{ alice: ChatSession; carol: ChatSession }> {
  const [alice, carol] = await inConversation(browser, sessions, 'alice', 'carol');
  return { alice, carol };
}

test('far back in a long history, the wheel, End and Jump to latest each reach the newest message', async ({
  browser,
}) => {
  const alice = await openChatAs(browser, 'alice');
  sessions.push(alice);
  await alice.openWindow();
  await alice.openConversationWith('Carol Price');
  const log = alice.log();
  const newest = log.getByText(NEWEST, { exact: true });
  await expect(newest).toBeVisible();
  const jump = alice.window().getByRole('button', { name: /^Jump to latest/ });
  await expect(jump).toHaveCount(0);

  // By the wheel: back 300 messages, then down until the newest shows (it used to stick about 30 short of it).
  await scrollBackTo(alice.page, log, 'History message 9700 of 10000');
  await expect(jump).toBeVisible();
  await snap(alice.page, 'chat-jump-to-latest');
  const inView = () =>
    expect(newest)
      .toBeInViewport({ timeout: 100 })
      .then(
        () => true,
        () => false,
      );
  for (let i = 0; i < 80 && !(await inView()); i++) await wheel(alice.page, log, 2);
  await expect(newest).toBeInViewport();
  await expect(jump).toHaveCount(0);

  // By End, from the log.
  await scrollBackTo(alice.page, log, 'History message 9750 of 10000');
  await log.focus();
  await alice.page.keyboard.press('End');
  await expect(newest).toBeInViewport();

  // By the button, from the keyboard too.
  await scrollBackTo(alice.page, log, 'History message 9750 of 10000');
  await jump.focus();
  await alice.page.keyboard.press('Enter');
  await expect(newest).toBeInViewport();
  await expect(jump).toHaveCount(0);
});

test('away from the newest: what arrives is counted on the button, and what the user sends shows at once', async ({
  browser,
}) => {
  const { alice, carol } = await aliceAndCarol(browser);
  const log = alice.log();
  await scrollBackTo(alice.page, log, 'History message 9850 of 10000');
  const jump = alice.window().getByRole('button', { name: /^Jump to latest/ });
  await expect(jump).toBeVisible();

  const fromCarol = unique('Are you still on the Riverside job?');
  await carol.send(fromCarol);
  await expect(jump).toHaveAccessibleName('Jump to latest 1 new');
  await expect(log.getByText(fromCarol)).not.toBeInViewport();

  // alice answers from far up: her message is at the bottom of her view at once, and the view follows again.
  const answer = unique('Yes, leaving in ten minutes');
  await alice.send(answer);
  await expect(log.getByRole('article').filter({ hasText: answer })).toBeInViewport();
  await expect(jump).toHaveCount(0);
  await expect(carol.log().getByRole('article').filter({ hasText: answer })).toBeVisible();
});

test('a message is marked read only once it is on screen in a shown page', async ({ browser }) => {
  const { alice, carol } = await aliceAndCarol(browser);
  const log = alice.log();
  const mark = (text: string) =>
    carol
      .log()
      .getByRole('article')
      .filter({ hasText: text })
      .getByRole('img', { name: /^(Sent|Delivered|Read)$/ });

  // alice has scrolled far up: carol's message reaches her but is not on her screen.
  await scrollBackTo(alice.page, log, 'History message 9900 of 10000');
  const unseen = unique('Did you get the part numbers?');
  await carol.send(unseen);
  await expect(mark(unseen)).toHaveAccessibleName('Delivered');
  await alice.page.waitForTimeout(1500);
  await expect(mark(unseen)).toHaveAccessibleName('Delivered');
  // Back at the newest: read.
  await alice
    .window()
    .getByRole('button', { name: /^Jump to latest/ })
    .click();
  await expect(mark(unseen)).toHaveAccessibleName('Read');

  // alice's tab is hidden: a message arriving is not read until she comes back to it.
  const hide = (state: 'hidden' | 'visible') =>
    alice.page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await hide('hidden');
  const whileAway = unique('Call me when you are back');
  await carol.send(whileAway);
  await expect(mark(whileAway)).toHaveAccessibleName('Delivered');
  await alice.page.waitForTimeout(1500);
  await expect(mark(whileAway)).toHaveAccessibleName('Delivered');
  await hide('visible');
  await expect(mark(whileAway)).toHaveAccessibleName('Read');
});

test('a resize while the log scrolls to a new message (a phone keyboard, a full-page screenshot) keeps it in view', async ({
  browser,
}) => {
  const { alice, carol } = await aliceAndCarol(browser);
  const log = alice.log();
  await expect(log.getByRole('article').last()).toBeInViewport();
  for (let round = 0; round < 3; round++) {
    const text = unique(`Resized while it arrives ${round}`);
    await carol.send(text);
    await expect(log.getByText(text)).toBeAttached();
    // Before the animated scroll to it, as it starts, and while it runs.
    await alice.page.waitForTimeout(round * 150);
    // A full-page screenshot makes the viewport as tall as the page, then puts it back.
    await alice.page.screenshot({ fullPage: true });
    await expect(log.getByText(text)).toBeInViewport();
    await expect(alice.window().getByRole('button', { name: /^Jump to latest/ })).toHaveCount(0);
  }
});
