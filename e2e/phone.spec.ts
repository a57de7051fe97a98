import { expect, test } from '@playwright/test';
import { type ChatSession, DESKTOP, openAppChatAs, PHONE } from './chat-support';
import { snap } from './support';

const sessions: ChatSession[] = [];
test.afterEach(async () => {
  for (const session of sessions.splice(0)) await session.context.close();
});

for (const [width, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the chat's pages at ${width} width: the window fits the screen, every page shows`, async ({
    browser,
  }) => {
    const alice = await openAppChatAs(browser, 'alice', viewport);
    sessions.push(alice);
    const { page } = alice;
    const window = await alice.openWindow();
    const box = await window.boundingBox();
    // Under 600 px the window takes the full width; above, it stays inside the page.
    if (viewport.width < 600) expect(Math.round(box!.width)).toBe(viewport.width);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width + 0.5);
    await expect(window.getByRole('heading', { name: 'Chats' })).toBeVisible();
    await snap(page, `${width}-chat-recent`);

    await alice.openConversationWith('Carol Price');
    await expect(alice.log().getByRole('article').last()).toBeVisible();
    await snap(page, `${width}-chat-conversation`);

    await window.getByRole('button', { name: 'My Profile' }).click();
    await expect(window.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await snap(page, `${width}-chat-profile`);

    await window.getByRole('button', { name: 'Back to recent chats' }).click();
    await window.getByRole('button', { name: 'New conversation' }).click();
    await expect(window.getByRole('heading', { name: 'select user' })).toBeVisible();
    await expect(window.getByRole('button', { name: /^Bob Stone/ })).toBeVisible();
    await snap(page, `${width}-chat-user-picker`);
  });

  test(`the job lists at ${width} width`, async ({ browser }) => {
    const alice = await openAppChatAs(browser, 'alice', viewport);
    sessions.push(alice);
    const { page } = alice;
    await page.goto('/dispatch/dispatchboard');
    const board = page.getByRole('table', { name: 'Dispatch board' });
    await expect(board.getByRole('columnheader')).toHaveText([
      'Job',
      'Work order',
      'Technician',
      'Scheduled',
      'Status',
    ]);
    // A table wider than the screen scrolls inside its region: the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await snap(page, `${width}-dispatch-board`);
    await page.goto('/customview/ManageTechnicianJobs');
    const jobs = page.getByRole('table', { name: 'Technician jobs' });
    await expect(jobs.getByRole('columnheader')).toHaveText(['Job', 'Work order', 'Technician', 'Status']);
    await snap(page, `${width}-technician-jobs`);
  });
}
