import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import {
  apiToken,
  type ChatSession,
  type OwnServer,
  openAppChatAs,
  openChatAs,
  ownServer,
  readDb,
  solidPng,
  tinyPdf,
} from './chat-support';
import { baseURL } from './playwright.config';
import { expectDeclaredParts, snap, unique } from './support';

const sessions: ChatSession[] = [];
async function open(...args: Parameters<typeof openChatAs>) {
  const session = await openChatAs(...args);
  sessions.push(session);
  return session;
}
test.afterEach(async () => {
  for (const session of sessions.splice(0)) await session.context.close();
});

/** The connection line says the chat is reconnecting or offline. */
const expectOffline = (session: ChatSession) =>
  expect(
    session
      .window()
      .getByRole('status')
      .filter({ hasText: /Reconnecting|Offline/ }),
  ).toBeVisible();

/**
 * alice and bob in the portal, in a conversation, on a server of the test's own that it may stop and start again
 * (port: the e2e port plus `portOffset`); contexts, server and data are gone after.
 */
async function withOwnServer(
  browser: Browser,
  portOffset: number,
  run: (own: { server: OwnServer; dataDir: string; alice: ChatSession; bob: ChatSession }) => Promise<void>,
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fk-e2e-own-'));
  const server = ownServer(Number(new URL(baseURL).port) + portOffset, dataDir);
  try {
    await server.start();
    const alice = await open(browser, 'alice', server.portal);
    const bob = await open(browser, 'bob', server.portal);
    await alice.openWindow();
    await alice.pickUser('Bob Stone');
    await bob.openWindow();
    await bob.openConversationWith('Alice Walker');
    await run({ server, dataDir, alice, bob });
  } finally {
    for (const session of sessions.splice(0)) await session.context.close();
    await server.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

test('a new conversation through the user picker; text both ways, unread badge and total, read ticks', async ({
  browser,
}) => {
  const alice = await open(browser, 'alice');
  const bob = await open(browser, 'bob');
  await snap(alice.page, 'chat-portal-signed-in');

  const aliceWindow = await alice.openWindow();
  await expect(aliceWindow.getByRole('heading', { name: 'Chats' })).toBeVisible();
  await snap(alice.page, 'chat-recent-small');
  await aliceWindow.getByRole('button', { name: 'New conversation' }).click();
  await expect(aliceWindow.getByRole('heading', { name: 'select user' })).toBeVisible();
  await aliceWindow.getByRole('searchbox', { name: 'Search users' }).fill('  stone ');
  await expect(aliceWindow.getByRole('button', { name: /^Carol Price/ })).toHaveCount(0);
  await snap(alice.page, 'chat-user-picker');
  await aliceWindow.getByRole('button', { name: /^Bob Stone/ }).click();
  await expect(aliceWindow.getByRole('heading', { name: 'Bob Stone', exact: true })).toBeVisible();

  const hello = unique('Hello Bob, can you take the Riverside call?');
  await alice.send(hello);
  const sent = alice.log().getByRole('article').filter({ hasText: hello });
  await expect(sent).toBeVisible();
  await expect(sent.getByRole('img', { name: /^(Sent|Delivered)$/ })).toBeVisible();

  // Bob's window is closed: the launcher counts the new message.
  await expect(bob.page.getByRole('button', { name: 'Chat, 1 unread' })).toBeVisible();
  await snap(bob.page, 'chat-launcher-unread');
  const bobWindow = await bob.openWindow();
  const aliceRow = bobWindow.getByRole('listitem').filter({ hasText: 'Alice Walker' });
  await expect(aliceRow).toContainText(hello);
  await expect(aliceRow.getByText('1', { exact: true })).toBeVisible();
  await snap(bob.page, 'chat-recent-unread-badge');

  await bob.openConversationWith('Alice Walker');
  await expect(bob.log().getByText(hello)).toBeVisible();
  await expect(sent.getByRole('img', { name: 'Read' })).toBeVisible();
  await snap(alice.page, 'chat-read-ticks');

  const reply = unique('On my way.');
  await bob.send(reply);
  await expect(alice.log().getByText(reply)).toBeVisible();
  // The viewport only: a full-page screenshot resizes the page, and a resize while the log scrolls smoothly to the
  // reply leaves alice's view above it (a defect of the log, reproduced and reported; the reply then stays unread).
  await snap(bob.page, 'chat-conversation-bob', { fullPage: false });
  await snap(alice.page, 'chat-conversation-alice', { fullPage: false });
  await expectDeclaredParts(alice.page, 'fk-chat', [
    'window',
    'window-bar',
    'conversation',
    'conversation-header',
    'messages',
    'composer',
  ]);

  // Back on the list, a message in another conversation raises alice's count.
  await aliceWindow.getByRole('button', { name: 'Back to recent chats' }).click();
  const another = unique('Bob again');
  await bob.send(another);
  const bobRow = aliceWindow.getByRole('listitem').filter({ hasText: 'Bob Stone' });
  await expect(bobRow).toContainText(another);
  await expect(bobRow.getByText('1', { exact: true })).toBeVisible();
  // A row reached by keyboard shows the theme's focus ring, drawn inside (the scrolling list would clip it outside).
  const bobOpen = bobRow.getByRole('button', { name: /^Bob Stone/ });
  await bobOpen.focus();
  await alice.page.keyboard.press('Shift+Tab');
  await alice.page.keyboard.press('Tab');
  await expect(bobOpen).toBeFocused();
  await expect(bobOpen).toHaveCSS('box-shadow', /inset/);
  await aliceWindow.getByRole('button', { name: 'Close chat' }).click();
  await expect(alice.page.getByRole('button', { name: /^Chat, [1-9]\d* unread$/ })).toBeVisible();
  await snap(alice.page, 'chat-total-unread');
});

test('online dots, and Appear offline shows as offline to others', async ({ browser }) => {
  const alice = await open(browser, 'alice');
  const bob = await open(browser, 'bob');
  const bobWindow = await bob.openWindow();
  const aliceRow = bobWindow.getByRole('listitem').filter({ hasText: 'Alice Walker' });
  await expect(aliceRow.getByRole('img', { name: 'Online', exact: true })).toBeVisible();
  await expect(
    bobWindow
      .getByRole('listitem')
      .filter({ hasText: 'Carol Price' })
      .getByRole('img', { name: 'Offline', exact: true }),
  ).toBeVisible();

  const aliceWindow = await alice.openWindow();
  await aliceWindow.getByRole('button', { name: 'My Profile' }).click();
  await expect(aliceWindow.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(aliceWindow.getByText('alice@acme.example')).toBeVisible();
  await aliceWindow.getByRole('radio', { name: 'Appear offline' }).check();
  await snap(alice.page, 'chat-my-profile-appear-offline');
  await expect(aliceRow.getByRole('img', { name: 'Offline', exact: true })).toBeVisible();
  await snap(bob.page, 'chat-presence-offline');

  await aliceWindow.getByRole('radio', { name: 'Busy' }).check();
  await expect(aliceRow.getByRole('img', { name: 'Busy', exact: true })).toBeVisible();
  await aliceWindow.getByRole('radio', { name: 'Available' }).check();
  await expect(aliceRow.getByRole('img', { name: 'Online', exact: true })).toBeVisible();

  // Bob's own profile has no mobile number.
  await bobWindow.getByRole('button', { name: 'My Profile' }).click();
  await expect(bobWindow.getByText('Not Available')).toBeVisible();
  await snap(bob.page, 'chat-my-profile-no-mobile');

  // Leaving shows as offline.
  await alice.context.close();
  await bobWindow.getByRole('button', { name: 'Back to recent chats' }).click();
  await expect(aliceRow.getByRole('img', { name: 'Offline', exact: true })).toBeVisible();
});

test("an image and a PDF sent, previewed and listed; 'Download All' gives a zip with both", async ({
  browser,
}) => {
  const alice = await open(browser, 'alice');
  const bob = await open(browser, 'bob');
  await alice.openWindow();
  await alice.pickUser('Bob Stone');
  await bob.openWindow();
  await bob.openConversationWith('Alice Walker');

  const attach = async (
    kind: 'Images' | 'Document',
    file: { name: string; mimeType: string; buffer: Buffer },
  ) => {
    const chooser = alice.page.waitForEvent('filechooser');
    await alice.window().getByRole('button', { name: 'Attach' }).click();
    await alice.page.getByRole('menuitem', { name: kind }).click();
    const chosenAt = Date.now();
    await (await chooser).setFiles(file);
    // The file picker opens after a 1000 ms delay (spec, section 9).
    expect(Date.now() - chosenAt).toBeGreaterThanOrEqual(950);
  };
  await attach('Images', {
    name: 'boiler.png',
    mimeType: 'image/png',
    buffer: solidPng(160, 100, [226, 120, 40]),
  });
  await attach('Document', { name: 'report.pdf', mimeType: 'application/pdf', buffer: tinyPdf });
  const tray = alice.window().getByRole('region', { name: 'Files to send' });
  await expect(tray.getByText('boiler.png')).toBeVisible();
  await expect(tray.getByText('report.pdf')).toBeVisible();
  await expect(tray.getByRole('button', { name: 'Add New' })).toBeVisible();
  await snap(alice.page, 'chat-upload-tray');

  // Unique, so a retry in the same server finds its own message.
  const text = unique('Photo of the boiler and the report');
  await alice.send(text);
  await expect(tray).toHaveCount(0);
  const received = bob.log().getByRole('article').filter({ hasText: text });
  await expect(
    received.getByRole('button', { name: 'Open picture boiler.png' }).locator('img'),
  ).toBeVisible();
  await expect(received.getByText('report.pdf')).toBeVisible();
  await expect(received.getByRole('button', { name: 'Download report.pdf' })).toBeVisible();
  // The preview grew the list after the message was shown: the view still ends at the newest message.
  await expect
    .poll(() => bob.log().evaluate((log) => log.scrollHeight - log.scrollTop - log.clientHeight))
    .toBeLessThan(2);
  await snap(bob.page, 'chat-attachments-received');

  const download = bob.page.waitForEvent('download');
  await received.getByRole('button', { name: 'Download All' }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toMatch(/^\d+ - Attachments\.zip$/);
  const entries = unzipSync(new Uint8Array(readFileSync(await zip.path())));
  expect(Object.keys(entries).sort()).toEqual(['boiler.png', 'report.pdf']);
  expect(entries['report.pdf']?.byteLength).toBe(tinyPdf.byteLength);
});

test('a 4,000,001-byte file is refused in the browser (UPLOADLIMIT4MB) and by the server (413)', async ({
  browser,
}) => {
  const alice = await open(browser, 'alice');
  await alice.openWindow();
  await alice.pickUser('Bob Stone');
  const big = Buffer.alloc(4_000_001, 1);
  const chooser = alice.page.waitForEvent('filechooser');
  await alice.window().getByRole('button', { name: 'Attach' }).click();
  await alice.page.getByRole('menuitem', { name: 'Document' }).click();
  await (await chooser).setFiles({ name: 'survey.pdf', mimeType: 'application/pdf', buffer: big });
  const notice = alice.page.getByRole('alert').filter({ hasText: 'Each file must be smaller than 4 MB.' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Error');
  await expect(alice.window().getByRole('region', { name: 'Files to send' })).toHaveCount(0);
  await snap(alice.page, 'chat-upload-limit');

  const token = await apiToken('alice');
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(big)], { type: 'application/pdf' }), 'survey.pdf');
  form.append(
    'detail',
    JSON.stringify({
      FromUserId: 2,
      ToUserId: 3,
      CompanyId: 2,
      FromUserTypeId: 1,
      ToUserTypeId: 1,
      ChatMessage: 'too big',
      IsAttachmentExists: true,
      AttachmentName: 'survey.pdf',
      ClientMessageId: `e2e-${Date.now()}`,
    }),
  );
  const response = await fetch(`${baseURL}/api/chat/SendFiles`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(413);
});

test('a message text that looks like HTML is shown as text', async ({ browser }) => {
  const alice = await open(browser, 'alice');
  const bob = await open(browser, 'bob');
  const dialogs: string[] = [];
  for (const page of [alice.page, bob.page])
    page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
  await alice.openWindow();
  await alice.pickUser('Bob Stone');
  await bob.openWindow();
  await bob.openConversationWith('Alice Walker');
  const html = '<img src=x onerror=alert(1)>';
  await alice.send(html);
  await expect(bob.log().getByText(html, { exact: true })).toBeVisible();
  await expect(alice.log().getByText(html, { exact: true })).toBeVisible();
  await expect(bob.log().locator('img[src="x"]')).toHaveCount(0);
  await snap(bob.page, 'chat-html-as-text');
  await bob.page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
});

test('older messages load when scrolling up, without the view jumping (alice and carol have 10,000)', async ({
  browser,
}) => {
  const alice = await open(browser, 'alice');
  await alice.openWindow();
  await alice.openConversationWith('Carol Price');
  const log = alice.log();
  await expect(log.getByText('History message 10000 of 10000', { exact: true })).toBeVisible();
  await expect(log.getByText('History message 9900 of 10000', { exact: true })).toHaveCount(0);
  // Each drag to the top shows 30 older messages above the one at the top, which stays where it is on screen.
  for (let i = 0; i < 12; i++) {
    if ((await log.getByText('History message 9780 of 10000', { exact: true }).count()) > 0) break;
    const moved = await log.evaluate(async (element) => {
      const first = element.querySelector<HTMLElement>('article[data-chat-data-id]');
      const place = () => (first?.getBoundingClientRect().top ?? 0) - element.getBoundingClientRect().top;
      element.scrollTop = 0;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const before = place();
      await new Promise((resolve) => setTimeout(resolve, 150));
      return first?.isConnected ? Math.abs(place() - before) : -1;
    });
    expect(moved).toBeLessThanOrEqual(1);
  }
  await expect(log.getByText('History message 9780 of 10000', { exact: true })).toBeAttached();
  expect(await log.getByRole('article').count()).toBeLessThanOrEqual(150);
  await snap(alice.page, 'chat-older-messages');
});

test('clear and delete ask first (NO keeps, YES does it) and say they succeeded', async ({ browser }) => {
  const alice = await open(browser, 'alice');
  const window = await alice.openWindow();
  await alice.pickUser('Bob Stone');
  await alice.send(unique('Before the clear'));
  await expect(alice.log().getByRole('article').first()).toBeVisible();

  await window.getByRole('button', { name: 'Chat options' }).click();
  await alice.page.getByRole('menuitem', { name: 'Clear Chat' }).click();
  const confirm = alice.page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('Do you want to delete this?');
  await snap(alice.page, 'chat-clear-confirm');
  await confirm.getByRole('button', { name: 'NO' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(alice.log().getByRole('article').first()).toBeVisible();

  await window.getByRole('button', { name: 'Chat options' }).click();
  await alice.page.getByRole('menuitem', { name: 'Clear Chat' }).click();
  await confirm.getByRole('button', { name: 'YES' }).click();
  await expect(alice.page.getByText('Chat Cleared Successfully')).toBeVisible();
  await expect(alice.log().getByRole('article')).toHaveCount(0);
  await expect(window.getByText('No messages yet')).toBeVisible();
  await snap(alice.page, 'chat-cleared');

  await window.getByRole('button', { name: 'Back to recent chats' }).click();
  await window.getByRole('button', { name: 'Options for Bob Stone' }).click();
  await alice.page.getByRole('menuitem', { name: 'Delete Chat' }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'YES' }).click();
  await expect(alice.page.getByText('Chat Deleted Successfully')).toBeVisible();
  await expect(window.getByRole('listitem').filter({ hasText: 'Bob Stone' })).toHaveCount(0);
  await snap(alice.page, 'chat-deleted');
});

test("dave of another company gets 403 on alice's conversations", async () => {
  const token = await apiToken('dave');
  const get = (path: string) =>
    fetch(`${baseURL}/api/chat/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect((await get('GetChatList/2/2/1')).status).toBe(403);
  expect((await get('GetChatDetails/2/2/1/3/1/0')).status).toBe(403);
  expect((await get('GetChatDetailsAfter/2/2/1/0')).status).toBe(403);
  expect((await get('GetProfileDetails/2/1')).status).toBe(403);
});

test('the server restarted mid-conversation: every message sent in the outage arrives exactly once, also one typed before a reload', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await withOwnServer(browser, 10, async ({ server, dataDir, alice, bob }) => {
    await alice.send('Before the restart');
    await expect(bob.log().getByText('Before the restart', { exact: true })).toBeVisible();
    // Its answer reached alice too (bob's push can come first): only what the outage holds back waits below.
    await expect(alice.log().getByRole('img', { name: 'Waiting to send' })).toHaveCount(0);

    await server.kill();
    await expectOffline(alice);
    const outage = ['Outage 1', 'Outage 2', 'Outage 3'];
    for (const text of outage) await alice.send(text);
    await expect(alice.log().getByRole('img', { name: 'Waiting to send' })).toHaveCount(3);
    await snap(alice.page, 'chat-outage-waiting');
    await alice.send('Typed before the reload');
    await alice.page.reload();
    // Reloaded in the outage, <fk-chat> waits for its server (it cannot show before its config loads), then connects.
    await server.start();

    const all = [...outage, 'Typed before the reload'];
    for (const text of all) {
      await expect(bob.log().getByText(text, { exact: true })).toHaveCount(1, { timeout: 15_000 });
    }
    await snap(bob.page, 'chat-after-restart');
    await bob.page.waitForTimeout(500);
    for (const text of all) await expect(bob.log().getByText(text, { exact: true })).toHaveCount(1);
    const stored = readDb(dataDir, (db) =>
      all.map(
        (text) =>
          (
            db.prepare('SELECT COUNT(*) AS n FROM chat_messages WHERE chat_txt = ?').get(text) as {
              n: number;
            }
          ).n,
      ),
    );
    expect(stored).toEqual([1, 1, 1, 1]);

    // After the reload alice sees each once too.
    await alice.openWindow();
    await alice.openConversationWith('Bob Stone');
    for (const text of all) await expect(alice.log().getByText(text, { exact: true })).toHaveCount(1);
    await snap(alice.page, 'chat-after-restart-alice');
  });
});

test('a message with a PDF sent while the server is down and the page reloaded arrives once, with its file', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const text = 'The report from the outage';
  await withOwnServer(browser, 12, async ({ server, dataDir, alice, bob }) => {
    await server.kill();
    await expectOffline(alice);
    const chooser = alice.page.waitForEvent('filechooser');
    await alice.window().getByRole('button', { name: 'Attach' }).click();
    await alice.page.getByRole('menuitem', { name: 'Document' }).click();
    await (await chooser).setFiles({
      name: 'outage-report.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf,
    });
    await alice.send(text);
    // Waiting in the outbox: the bubble lists the file; its content waits in IndexedDB.
    const waiting = alice.log().getByRole('article').filter({ hasText: text });
    await expect(waiting.getByText('outage-report.pdf')).toBeVisible();
    await expect(waiting.getByRole('img', { name: 'Waiting to send' })).toBeVisible();
    await snap(alice.page, 'chat-outage-waiting-files');
    await alice.page.reload();
    await server.start();

    const received = bob.log().getByRole('article').filter({ hasText: text });
    await expect(received).toHaveCount(1, { timeout: 15_000 });
    await expect(received.getByRole('button', { name: 'Download outage-report.pdf' })).toBeVisible();
    await bob.page.waitForTimeout(500);
    await expect(received).toHaveCount(1);
    const stored = readDb(dataDir, (db) => ({
      messages: db.prepare('SELECT COUNT(*) AS n FROM chat_messages WHERE chat_txt = ?').get(text),
      files: db
        .prepare(
          `SELECT a.file_name AS name, a.file_size AS size FROM chat_attachments a
           JOIN chat_messages m ON m.chat_data_id = a.chat_data_id WHERE m.chat_txt = ?`,
        )
        .all(text),
    }));
    expect(stored).toEqual({
      messages: { n: 1 },
      files: [{ name: 'outage-report.pdf', size: tinyPdf.byteLength }],
    });
  });
});

test('the portal chats with a user in the full app', async ({ browser }) => {
  const alice = await open(browser, 'alice');
  const bob = await openAppChatAs(browser, 'bob');
  sessions.push(bob);
  await snap(bob.page, 'chat-full-app-icon');
  const bobWindow = await bob.openWindow();
  await bob.pickUser('Alice Walker');
  const fromApp = unique('From the full app');
  await bob.send(fromApp);
  await expect(bobWindow.getByRole('log').getByText(fromApp)).toBeVisible();

  await expect(alice.page.getByRole('button', { name: /^Chat, [1-9]\d* unread$/ })).toBeVisible();
  await alice.openWindow();
  await alice.openConversationWith('Bob Stone');
  await expect(alice.log().getByText(fromApp)).toBeVisible();
  const fromPortal = unique('From the portal');
  await alice.send(fromPortal);
  await expect(bob.log().getByText(fromPortal)).toBeVisible();
  await snap(bob.page, 'chat-full-app-conversation');
  await snap(alice.page, 'chat-portal-with-full-app');
});
