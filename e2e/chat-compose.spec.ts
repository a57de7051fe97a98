import { type Browser, expect, type JSHandle, type Locator, type Page, test } from '@playwright/test';
import { type ChatSession, inConversation, openAppChatAs, openChatAs, PHONE, solidPng } from './chat-support';
import { snap, unique } from './support';

// Composing as people expect: a box that grows, files pasted and dropped with thumbnails, a batch that keeps its
// valid files, office formats, focus on open and Escape back to the list.

const sessions: ChatSession[] = [];
test.afterEach(async () => {
  for (const session of sessions.splice(0)) await session.context.close();
});

/** alice in her conversation with bob, and bob in his with alice. */
async function aliceAndBob(browser: Browser): Promise<{ alice: ChatSession; bob: ChatSession }> {
  const [alice, bob] = await inConversation(browser, sessions, 'alice', 'bob');
  return { alice, bob };
}

/** A file made in the page: its bytes given, or `size` zero bytes. */
interface PageFile {
  name: string;
  type: string;
  base64?: string;
  size?: number;
}

/** A DataTransfer holding files, as a drag from the desktop or a paste carries them. */
function filesInPage(page: Page, files: PageFile[]): Promise<JSHandle<DataTransfer>> {
  return page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const file of list) {
      const bytes = file.base64
        ? Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))
        : new Uint8Array(file.size ?? 0);
      transfer.items.add(new File([bytes], file.name, { type: file.type }));
    }
    return transfer;
  }, files);
}

const photo = (name: string): PageFile => ({
  name,
  type: 'image/png',
  base64: solidPng(64, 48, [40, 140, 200]).toString('base64'),
});

const tray = (session: ChatSession) => session.window().getByRole('region', { name: 'Files to send' });

test('the message box grows with its text up to a few lines, then scrolls; the long message arrives whole', async ({
  browser,
}) => {
  const { alice, bob } = await aliceAndBob(browser);
  const box = alice.window().getByRole('textbox', { name: 'Message' });
  const height = () => box.evaluate((area) => area.getBoundingClientRect().height);
  const oneLine = await height();
  await box.fill('line 1\nline 2\nline 3');
  const threeLines = await height();
  expect(threeLines).toBeGreaterThan(oneLine * 1.8);
  const lines = Array.from({ length: 14 }, (_, i) => `line ${i + 1}`);
  const text = unique(lines.join('\n'));
  await box.fill(text);
  const full = await height();
  expect(full).toBeGreaterThan(threeLines);
  // Capped at a few lines: the rest scrolls inside the box, nothing is cut.
  expect(full).toBeLessThan(oneLine * 7);
  expect(await box.evaluate((area) => area.scrollHeight > area.clientHeight)).toBe(true);
  await snap(alice.page, 'chat-compose-growing-box', { fullPage: false });
  await box.press('Enter');
  const received = bob.log().getByRole('article').filter({ hasText: 'line 14' });
  await expect(received).toContainText('line 1');
  expect(await received.evaluate((bubble) => bubble.textContent)).toContain(text.split('\n').at(-1));
  // Sent, the box is one line again.
  await expect.poll(height).toBeLessThan(oneLine + 1);
});

test('opening a conversation puts the focus in the message box; Escape goes back to the list, not from a menu', async ({
  browser,
}) => {
  const alice = await openChatAs(browser, 'alice');
  sessions.push(alice);
  await alice.openWindow();
  await alice.pickUser('Bob Stone');
  const box = alice.window().getByRole('textbox', { name: 'Message' });
  await expect(box).toBeFocused();

  // Escape in the attach menu closes the menu only.
  await alice.window().getByRole('button', { name: 'Attach' }).click();
  await expect(alice.page.getByRole('menuitem', { name: 'Images' })).toBeFocused();
  await alice.page.keyboard.press('Escape');
  await expect(alice.page.getByRole('menuitem', { name: 'Images' })).toHaveCount(0);
  await expect(alice.window().getByRole('heading', { name: 'Bob Stone', exact: true })).toBeVisible();

  // Escape from the conversation goes back to the list, which takes the focus.
  await box.focus();
  await alice.page.keyboard.press('Escape');
  await expect(alice.window().getByRole('heading', { name: 'Bob Stone', exact: true })).toHaveCount(0);
  await expect(alice.window().getByRole('button', { name: 'New conversation' })).toBeVisible();

  // Escape from the user picker goes back too.
  await alice.window().getByRole('button', { name: 'New conversation' }).click();
  await expect(alice.window().getByRole('heading', { name: 'select user' })).toBeFocused();
  await alice.page.keyboard.press('Escape');
  await expect(alice.window().getByRole('heading', { name: 'select user' })).toHaveCount(0);
});

test('files dropped on the conversation go to the tray with thumbnails; one refused file leaves the others in', async ({
  browser,
}) => {
  const { alice, bob } = await aliceAndBob(browser);
  const conversation = alice.window().getByRole('region', { name: 'Conversation with Bob Stone' });
  const dropped = await filesInPage(alice.page, [
    photo('site.png'),
    { name: 'too-big.pdf', type: 'application/pdf', size: 4_000_000 },
    { name: 'run.exe', type: 'application/octet-stream', size: 10 },
    { name: 'old-quote.doc', type: 'application/msword', size: 2_000 },
  ]);
  await conversation.dispatchEvent('dragenter', { dataTransfer: dropped });
  await expect(conversation.getByText('Drop the files to add them to your message')).toBeVisible();
  await snap(alice.page, 'chat-compose-drop-over', { fullPage: false });
  await conversation.dispatchEvent('drop', { dataTransfer: dropped });
  await expect(conversation.getByText('Drop the files to add them to your message')).toHaveCount(0);

  await expect(tray(alice).getByText('site.png')).toBeVisible();
  await expect(tray(alice).getByText('old-quote.doc')).toBeVisible();
  await expect(tray(alice).getByText('too-big.pdf')).toHaveCount(0);
  await expect(tray(alice).getByText('run.exe')).toHaveCount(0);
  // The picture shows as a thumbnail, drawn from the file itself.
  const thumbnail = tray(alice).locator('img');
  await expect(thumbnail).toHaveCount(1);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  // Each refused file is named with its reason.
  await expect(
    alice.page.getByText('Each file must be smaller than 4 MB. Not added: too-big.pdf.'),
  ).toBeVisible();
  await expect(
    alice.page.getByText('This type of file cannot be sent here. Not added: run.exe.'),
  ).toBeVisible();
  await snap(alice.page, 'chat-compose-tray-thumbnails', { fullPage: false });

  const text = unique('Dropped files');
  await alice.send(text);
  const received = bob.log().getByRole('article').filter({ hasText: text });
  await expect(received.getByRole('button', { name: 'Open picture site.png' }).locator('img')).toBeVisible();
  await expect(received.getByRole('button', { name: 'Download old-quote.doc' })).toBeVisible();
});

test('an image pasted into the message box goes to the tray; pasted text stays text', async ({ browser }) => {
  const alice = await openChatAs(browser, 'alice');
  sessions.push(alice);
  await alice.openWindow();
  await alice.pickUser('Bob Stone');
  const box = alice.window().getByRole('textbox', { name: 'Message' });
  const paste = async (transfer: JSHandle<DataTransfer>) =>
    box.evaluate(
      (area, clipboardData) =>
        area.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true })),
      transfer,
    );
  // A screenshot pastes as a file with no text: not cancelled by the page, the browser would drop it.
  expect(await paste(await filesInPage(alice.page, [photo('image.png')]))).toBe(false);
  await expect(tray(alice).getByText('image.png')).toBeVisible();
  await expect(tray(alice).locator('img')).toHaveCount(1);
  // Text that comes with a picture of itself (from an office document) is left to the browser to paste as text.
  const withText = await filesInPage(alice.page, [photo('cells.png')]);
  await withText.evaluate((transfer) => transfer.setData('text/plain', 'Boiler 3, row 4'));
  expect(await paste(withText)).toBe(true);
  await expect(tray(alice).getByText('cells.png')).toHaveCount(0);
});

test('a .dwg drawing sent from the document picker arrives as a document, not a broken picture', async ({
  browser,
}) => {
  const { alice, bob } = await aliceAndBob(browser);
  const picker = alice.window().getByTestId('document-picker');
  await picker.setInputFiles([
    { name: 'boiler-room.dwg', mimeType: 'application/acad', buffer: Buffer.from('AC1032 drawing') },
    { name: 'parts.xls', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('sheet') },
  ]);
  await expect(tray(alice).getByText('boiler-room.dwg')).toBeVisible();
  await expect(tray(alice).locator('img')).toHaveCount(0);
  const text = unique('The drawing');
  await alice.send(text);
  const received: Locator = bob.log().getByRole('article').filter({ hasText: text });
  await expect(received.getByRole('button', { name: 'Download boiler-room.dwg' })).toBeVisible();
  await expect(received.getByRole('button', { name: 'Download parts.xls' })).toBeVisible();
  await expect(received.locator('img')).toHaveCount(0);
});

test('a message’s time shows its full date and time on hover, and in its place while the keyboard is in the message', async ({
  browser,
}) => {
  const { alice } = await aliceAndBob(browser);
  const text = unique('What time is it');
  await alice.send(text);
  const message = alice.log().getByRole('article').filter({ hasText: text });
  const time = message.locator('time');
  const fullDate = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;
  await expect(time).toHaveAttribute('title', fullDate);
  const short = time.locator('.fk-chat-time__short');
  const full = time.locator('.fk-chat-time__full');
  await expect(short).toHaveText(/^\d{2}:\d{2}$/);
  await expect(short).toBeVisible();
  await expect(full).toBeHidden();
  // The keyboard reaches the message through its actions button (Tab out and back, as a keyboard user moves).
  const actions = message.getByRole('button', { name: /^Actions for / });
  await actions.focus();
  await alice.page.keyboard.press('Shift+Tab');
  await alice.page.keyboard.press('Tab');
  await expect(actions).toBeFocused();
  await expect(full).toBeVisible();
  await expect(full).toHaveText(fullDate);
  await expect(short).toBeHidden();
  await alice.window().getByRole('textbox', { name: 'Message' }).focus();
  await expect(short).toBeVisible();
  await expect(full).toBeHidden();
});

test('on a phone: the growing box, the tray with its thumbnail and Escape back to the list, in the full app', async ({
  browser,
}) => {
  const alice = await openAppChatAs(browser, 'alice', PHONE);
  sessions.push(alice);
  await alice.openWindow();
  await alice.pickUser('Bob Stone');
  const box = alice.window().getByRole('textbox', { name: 'Message' });
  await box.fill('Boiler 3 is back on.\nPressure holds at 1.5 bar.\nI will check again at four.');
  const conversation = alice.window().getByRole('region', { name: 'Conversation with Bob Stone' });
  await conversation.dispatchEvent('drop', {
    dataTransfer: await filesInPage(alice.page, [photo('gauge.png')]),
  });
  await expect(tray(alice).locator('img')).toHaveCount(1);
  // The composer stays inside the screen, its three lines shown whole.
  const composer = await box.boundingBox();
  expect(composer!.x + composer!.width).toBeLessThanOrEqual(PHONE.width);
  expect(await box.evaluate((area) => area.scrollHeight <= area.clientHeight + 1)).toBe(true);
  await snap(alice.page, 'phone-chat-compose', { fullPage: false });
  await box.press('Escape');
  await expect(alice.window().getByRole('heading', { name: 'Chats' })).toBeVisible();
  await snap(alice.page, 'phone-chat-after-escape', { fullPage: false });
});
