import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test, type WebSocket } from '@playwright/test';
import { apiToken, DESKTOP, openChatAs, ownServer, PHONE, USERS } from './chat-support';
import {
  addNoteByApi,
  addNoteOnJob5001,
  appTabs,
  bell,
  bellName,
  excerpt,
  notesDialog,
  unreadOf,
} from './notes-support';
import { baseURL } from './playwright.config';
import { expectDeclaredParts, HOSTILE_TEXTS, snap, unique, watchPage } from './support';

/** The SendNotes pushes a page's notes hub receives. */
function sendNotesFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket: WebSocket) => {
    if (!socket.url().includes('/hubs/notes')) return;
    socket.on('framereceived', ({ payload }) => {
      const text = String(payload);
      if (text.includes('"SendNotes"')) frames.push(text);
    });
  });
  return frames;
}

test("alice's note reaches bob's bell in both tabs within a second; bob finds it, sorts, pages and acknowledges it with two others", async ({
  browser,
}) => {
  const bob = await appTabs(browser, 'bob', 2);
  const [tab1, tab2] = bob.pages as [Page, Page];
  const before = unreadOf('bob');
  for (const tab of bob.pages) await expect(bell(tab)).toHaveAccessibleName(bellName(before));

  const alice = await appTabs(browser, 'alice');
  const text = unique('Pump seal replaced; run the test cycle before handover');
  await addNoteOnJob5001(alice.pages[0]!, text);
  // Pushed, not polled: within a second, without a reload, in both tabs.
  for (const tab of bob.pages)
    await expect(bell(tab)).toHaveAccessibleName(bellName(before + 1), { timeout: 1000 });

  await bell(tab1).click();
  const dialog = notesDialog(tab1);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Unread', exact: true })).toBeChecked();
  const table = dialog.getByRole('table', { name: 'Received service notes' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await snap(tab1, 'notes-dialog-desktop');

  // Found by search (typing pauses, then the server searches), cut at 25 characters.
  const token = text.split(' ').at(-1)!;
  await dialog.getByRole('searchbox', { name: 'Search notes' }).fill(token);
  const found = table.getByRole('button', { name: excerpt(text), exact: true });
  await expect(found).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('checkbox', { name: /^Select note \d+ of WO-/ }).check();
  await expect(dialog.getByRole('status').filter({ hasText: 'selected' })).toHaveText('1 selected');

  // Back to every note: sorted by another column, both ways, and paged.
  await dialog.getByRole('searchbox', { name: 'Search notes' }).fill('');
  await expect(table.getByRole('row')).toHaveCount(11);
  const received = table.getByRole('columnheader', { name: /Received/ });
  await received.getByRole('button').click();
  await expect(received).toHaveAttribute('aria-sort', 'ascending');
  await received.getByRole('button').click();
  await expect(received).toHaveAttribute('aria-sort', 'descending');
  // Newest first now: alice's note heads the first page, still selected.
  await expect(table.getByRole('row').nth(1).getByRole('button')).toHaveAccessibleName(excerpt(text));
  const pager = dialog.getByRole('navigation', { name: 'Pages of notes' });
  await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(3);
  const firstOfPage1 = await table.getByRole('row').nth(1).getByRole('button').textContent();
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(table.getByRole('row').nth(1).getByRole('button')).not.toHaveText(firstOfPage1!);
  await pager.getByRole('button', { name: 'Page 1' }).click();
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  // The pager moves at the click; the rows once the server's page is in.
  await expect(table.getByRole('row').nth(1).getByRole('button')).toHaveAccessibleName(excerpt(text));

  // Two more, by keyboard: j moves to the second and third notes, x selects each.
  await table.getByRole('row').nth(1).getByRole('button').focus();
  await tab1.keyboard.press('j');
  await tab1.keyboard.press('x');
  await tab1.keyboard.press('j');
  await tab1.keyboard.press('x');
  await expect(dialog.getByRole('status').filter({ hasText: 'selected' })).toHaveText('3 selected');
  const chosen = await Promise.all(
    [1, 2, 3].map((n) => table.getByRole('row').nth(n).getByRole('button').textContent()),
  );
  await dialog.getByRole('button', { name: 'Acknowledge', exact: true }).click();
  await expect(tab1.getByText('The selected notes are acknowledged.')).toBeVisible();
  for (const tab of [tab1, tab2]) await expect(bell(tab)).toHaveAccessibleName(bellName(before - 2));
  expect(unreadOf('bob')).toBe(before - 2);

  // Nothing selected now: acknowledge warns.
  await dialog.getByRole('button', { name: 'Acknowledge', exact: true }).click();
  await expect(tab1.getByText('Select the notes to acknowledge first.')).toBeVisible();

  // The read view: the three, with who acknowledged them and when; nothing to select or acknowledge there.
  await dialog.getByRole('radio', { name: 'Read', exact: true }).check();
  const acknowledged = table.getByRole('columnheader', { name: /^Acknowledged(?! by)/ });
  await acknowledged.getByRole('button').click();
  await acknowledged.getByRole('button').click();
  await expect(acknowledged).toHaveAttribute('aria-sort', 'descending');
  const rows = table.getByRole('row');
  for (const n of [1, 2, 3]) {
    await expect(rows.nth(n)).toContainText(USERS.bob.name);
    await expect(rows.nth(n).getByRole('checkbox')).toBeDisabled();
  }
  // The rows follow the sort once the server's page for it is in (aria-sort changes at the click).
  await expect
    .poll(async () =>
      (await Promise.all([1, 2, 3].map((n) => rows.nth(n).getByRole('button').textContent()))).sort(),
    )
    .toEqual(chosen.sort());
  await expect(dialog.getByRole('button', { name: 'Acknowledge', exact: true })).toBeDisabled();
  await snap(tab1, 'notes-dialog-read-desktop');

  // A note opened shows its whole text, who sent it and who acknowledged it.
  await rows.nth(1).getByRole('button').click();
  await expect(dialog.getByText(`Acknowledged by ${USERS.bob.name}`, { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Back to the list' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await bob.context.close();
  await alice.context.close();
});

test('dave of another company gets 403 on bob’s notes and hears no push of theirs', async ({ browser }) => {
  // Through the API first: signing dave in to the app afterwards ends this session (one per user).
  const daveToken = await apiToken('dave');
  const query = 'CompanyId=2&LoginId=3&IsRead=0&startRecord=1&EndRecord=10';
  const read = await fetch(`${baseURL}/api/workOrder/GetReceivedServNotesLog?${query}`, {
    headers: { Authorization: `Bearer ${daveToken}` },
  });
  expect(read.status).toBe(403);
  const ack = await fetch(`${baseURL}/api/workOrder/NotificationUpdateReceived`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${daveToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ UserNotifyIds: ['1'], CompanyId: 2, IsRead: true, LoginId: 3 }),
  });
  expect(ack.status).toBe(403);
  // Nor can dave add a note to a job of Acme.
  expect(await addNoteByApi(daveToken, 'Not my company')).toBe(403);

  const dave = await appTabs(browser, 'dave');
  const page = dave.pages[0]!;
  const frames = sendNotesFrames(page);
  await page.reload();
  await expect(bell(page)).toBeVisible();
  await expect.poll(() => frames.length).toBeGreaterThan(0);
  const daveFrames = frames.length;
  const bobBefore = unreadOf('bob');
  expect(await addNoteByApi(await apiToken('alice'), unique('For bob only'))).toBe(200);
  await expect.poll(() => unreadOf('bob')).toBe(bobBefore + 1);
  await page.waitForTimeout(1000);
  expect(frames.length).toBe(daveFrames);
  for (const frame of frames) expect(frame).toContain(`,${USERS.dave.loginId}]`);
  await dave.context.close();
});

test('a note added while bob’s connection is down shows when it returns (server restarted)', async ({
  browser,
}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fk-e2e-notes-'));
  const server = ownServer(Number(new URL(baseURL).port) + 7, dataDir);
  try {
    await server.start();
    const bob = await appTabs(browser, 'bob', 1, DESKTOP, server.url);
    const page = bob.pages[0]!;
    const before = unreadOf('bob', dataDir);
    await expect(bell(page)).toHaveAccessibleName(bellName(before));
    const aliceToken = await apiToken('alice', server.url);
    const reconnected: number[] = [];
    page.on('websocket', (socket) => {
      if (socket.url().includes('/hubs/notes')) reconnected.push(Date.now());
    });

    await server.kill();
    // Down long enough for the hub's first two retries (at once and after 2 s) to fail.
    await page.waitForTimeout(3000);
    await server.start();
    expect(await addNoteByApi(aliceToken, unique('Added during the outage'), server.url)).toBe(200);
    const addedAt = Date.now();
    await expect(bell(page)).toHaveAccessibleName(bellName(before + 1), { timeout: 30_000 });
    // The count came from the catch-up after the reconnect, not from a push while connected.
    expect(reconnected.filter((at) => at > addedAt).length).toBeGreaterThan(0);
    await bob.context.close();
  } finally {
    await server.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('notes written by anyone show as text in the dialog: nothing runs, nothing is fetched', async ({
  browser,
}) => {
  const corpus = HOSTILE_TEXTS;
  const aliceToken = await apiToken('alice');
  for (const payload of corpus) expect(await addNoteByApi(aliceToken, payload)).toBe(200);

  const bob = await appTabs(browser, 'bob', 1, PHONE);
  const page = bob.pages[0]!;
  const { dialogs, elsewhere } = watchPage(page, baseURL);
  await bell(page).click();
  const dialog = notesDialog(page);
  const table = dialog.getByRole('table', { name: 'Received service notes' });
  // Newest first: the ten payloads make the first page.
  const received = table.getByRole('columnheader', { name: /Received/ });
  await received.getByRole('button').click();
  await received.getByRole('button').click();
  await expect(received).toHaveAttribute('aria-sort', 'descending');
  for (const payload of corpus)
    await expect(table.getByRole('button', { name: excerpt(payload), exact: true })).toBeVisible();
  // Opened, each shows whole, as text.
  for (const payload of corpus.slice(0, 3)) {
    await table.getByRole('button', { name: excerpt(payload), exact: true }).click();
    await expect(dialog.getByText(payload, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Back to the list' }).click();
  }
  await expect(
    dialog.locator('img, script, iframe, svg:not(.fk-icon), style, a[href^="javascript"]'),
  ).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(elsewhere).toEqual([]);
  await snap(page, 'notes-hostile-phone');
  await bob.context.close();
});

test('the bell and the dialog on a phone', async ({ browser }) => {
  const bob = await appTabs(browser, 'bob', 1, PHONE);
  const page = bob.pages[0]!;
  await expect(bell(page)).toBeInViewport();
  await snap(page, 'notes-bell-phone');
  await bell(page).click();
  const dialog = notesDialog(page);
  await expect(dialog.getByRole('table', { name: 'Received service notes' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Acknowledge', exact: true })).toBeVisible();
  // The dialog fits the screen: nothing runs off its right edge but the table, which scrolls in its own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await snap(page, 'notes-dialog-phone');
  await dialog.getByRole('table').getByRole('row').nth(1).getByRole('button').click();
  await expect(dialog.getByRole('button', { name: 'Back to the list' })).toBeVisible();
  await snap(page, 'notes-note-phone');
  await bob.context.close();
});

test('<fk-notes> in the example portal: the bell and the dialog for a portal user', async ({ browser }) => {
  const bob = await openChatAs(browser, 'bob');
  const page = bob.page;
  const count = unreadOf('bob');
  await expect(bell(page)).toHaveAccessibleName(bellName(count));
  await snap(page, 'notes-portal-bell');
  await bell(page).click();
  const dialog = notesDialog(page);
  await expect(dialog.getByRole('table', { name: 'Received service notes' }).getByRole('row')).toHaveCount(
    11,
  );
  await expect(dialog.getByRole('link', { name: 'SMS and e-mail log' })).toHaveAttribute(
    'href',
    `${baseURL}/reports/smslogreport`,
  );
  await snap(page, 'notes-portal-desktop');
  await expectDeclaredParts(page, 'fk-notes', ['bell', 'dialog']);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await bob.context.close();
});
