import { expect, type Locator, test } from '@playwright/test';
import { type ChatSession, inConversation, PHONE, solidPng } from './chat-support';
import { snap, unique } from './support';

// A picture in a message opens large in a viewer: named by its file name, really drawn, moved through with the
// arrow keys, closed with Escape back to the preview that opened it, at a desktop's width and a phone's.

const sessions: ChatSession[] = [];
test.afterEach(async () => {
  for (const session of sessions.splice(0)) await session.context.close();
});

const naturalWidth = (img: Locator) => img.evaluate((image: HTMLImageElement) => image.naturalWidth);

test('a picture opens in the viewer from its preview; the arrows move, Escape closes it back on the preview', async ({
  browser,
}) => {
  const [alice, bob] = await inConversation(browser, sessions, 'alice', 'bob');
  await alice
    .window()
    .getByTestId('image-picker')
    .setInputFiles([
      { name: 'boiler-room.png', mimeType: 'image/png', buffer: solidPng(1600, 900, [40, 140, 200]) },
      { name: 'gauge.png', mimeType: 'image/png', buffer: solidPng(300, 600, [226, 120, 40]) },
    ]);
  await expect(
    alice.window().getByRole('region', { name: 'Files to send' }).getByText('gauge.png'),
  ).toBeVisible();
  const text = unique('Pictures of the boiler room');
  await alice.send(text);

  const received = bob.log().getByRole('article').filter({ hasText: text });
  const preview = received.getByRole('button', { name: 'Open picture boiler-room.png' });
  await expect.poll(() => naturalWidth(preview.locator('img'))).toBe(1600);
  // The log has followed the new message to its end; the pointer goes up to the first picture (Playwright scrolls
  // it into view as a user would) and presses it.
  await expect
    .poll(() => bob.log().evaluate((log) => log.scrollHeight - log.scrollTop - log.clientHeight))
    .toBeLessThan(2);
  // Both pictures drawn: the log's height is final, and no later follow to its end moves it.
  await expect
    .poll(() => naturalWidth(received.getByRole('button', { name: 'Open picture gauge.png' }).locator('img')))
    .toBe(300);
  await preview.hover();
  const scrollTop = () => bob.log().evaluate((log) => log.scrollTop);
  await preview.click();

  const viewer = bob.page.getByRole('dialog', { name: 'boiler-room.png' });
  await expect(viewer).toBeVisible();
  // Where the log was when the viewer opened (the click scrolled the preview into view first).
  const logAt = await scrollTop();
  await expect(viewer.getByRole('heading', { name: 'boiler-room.png' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close picture' })).toBeFocused();
  await expect(viewer.getByRole('button', { name: 'Download boiler-room.png' })).toBeVisible();
  await expect(viewer.getByText('1 of 2')).toBeVisible();
  const picture = viewer.getByRole('img', { name: 'boiler-room.png' });
  await expect.poll(() => naturalWidth(picture)).toBe(1600);
  // Fitted to the window, never cropped: the whole picture's box lies inside the viewport.
  const box = await picture.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
  expect(box!.y + box!.height).toBeLessThanOrEqual(800);
  expect(await picture.evaluate((image) => getComputedStyle(image).objectFit)).toBe('contain');
  await snap(bob.page, 'image-viewer-1280', { fullPage: false });

  await bob.page.keyboard.press('ArrowRight');
  const second = bob.page.getByRole('dialog', { name: 'gauge.png' });
  await expect(second.getByText('2 of 2')).toBeVisible();
  await expect.poll(() => naturalWidth(second.getByRole('img', { name: 'gauge.png' }))).toBe(300);
  await bob.page.keyboard.press('ArrowLeft');
  await expect(bob.page.getByRole('dialog', { name: 'boiler-room.png' })).toBeVisible();
  const download = bob.page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Download boiler-room.png' }).click();
  expect((await download).suggestedFilename()).toBe('boiler-room.png');

  await bob.page.keyboard.press('Escape');
  await expect(bob.page.getByRole('dialog')).toHaveCount(0);
  await expect(preview).toBeFocused();
  // Escape closed the viewer only: the conversation is still open, where it was.
  await expect(received).toBeVisible();
  expect(await scrollTop()).toBe(logAt);
  await snap(bob.page, 'image-viewer-closed-1280', { fullPage: false });

  // On a phone the viewer takes the whole screen; the keyboard opens it from the preview too.
  await bob.page.setViewportSize(PHONE);
  await preview.focus();
  await bob.page.keyboard.press('Enter');
  const onPhone = bob.page.getByRole('dialog', { name: 'boiler-room.png' });
  await expect(onPhone).toBeVisible();
  await expect.poll(() => naturalWidth(onPhone.getByRole('img', { name: 'boiler-room.png' }))).toBe(1600);
  const screen = await onPhone.boundingBox();
  expect(screen).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
  await snap(bob.page, 'image-viewer-390', { fullPage: false });
  await bob.page.keyboard.press('Escape');
  // The viewer closes; the chat window (itself a dialog on a phone) stays, on the preview.
  await expect(onPhone).toHaveCount(0);
  await expect(bob.page.getByRole('dialog', { name: 'Chat window' })).toBeVisible();
  await expect(preview).toBeFocused();
});
