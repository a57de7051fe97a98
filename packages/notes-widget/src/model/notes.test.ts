import { createFieldkit, createMemoryStorage } from '@fieldkit/core';
import type { ReceivedServiceNote } from '@fieldkit/core/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHub } from '../../../core/src/testing/fake-hub';
import { demoSession, json, testConfigInput } from '../../../core/src/testing/fake-network';
import { shownNotices } from '../../../core/src/testing/shown-notices';
import { createNotes, type Notes, noteExcerpt, shownNotes } from './notes';

const ME = demoSession.LoginId;
const note = (id: number, text = `Note ${id}`): ReceivedServiceNote => ({
  UserNotificationId: id,
  WONumber: 'WO-1001',
  JobNo: 5001,
  Notes: text,
  CreatedBy: 'Carol Price',
  CreatedDate: '2026-11-23T09:00:00Z',
  IsRead: false,
  ReadBy: null,
  ReadDate: null,
});

const made: Notes[] = [];
afterEach(() => {
  for (const notes of made.splice(0)) notes.dispose();
});

/** The notes of the test user against a server that keeps `unread` notes and answers as the reference server does. */
function setup(unread: ReceivedServiceNote[] = [note(1), note(2), note(3)], refuse = false) {
  const server = { unread: [...unread], read: [] as ReceivedServiceNote[] };
  const asked: URL[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    asked.push(url);
    if (url.pathname.includes('/GetReceivedServNotesLogCount/')) return json({ Count: server.unread.length });
    if (url.pathname.endsWith('/GetReceivedServNotesLog')) {
      const rows = url.searchParams.get('IsRead') === '1' ? server.read : server.unread;
      const start = Number(url.searchParams.get('startRecord'));
      const end = Number(url.searchParams.get('EndRecord'));
      return json({ NotificationList: rows.slice(start - 1, end), TotalRecord: rows.length });
    }
    if (url.pathname.endsWith('/NotificationUpdateReceived')) {
      if (refuse) return json({ message: 'Only your own received notes can be acknowledged.' }, 403);
      const ids = (JSON.parse(String(init?.body)) as { UserNotifyIds: string[] }).UserNotifyIds.map(Number);
      server.read.push(...server.unread.filter((n) => ids.includes(n.UserNotificationId)));
      server.unread = server.unread.filter((n) => !ids.includes(n.UserNotificationId));
      hubServer.push('SendNotes', server.unread.length, false, ME);
      return json({ Message: { MessageCode: 1002, Severity: 'success' } });
    }
    if (url.pathname.endsWith('/Log/WebLog')) return json({ LogId: 1 });
    return json({ message: 'no route' }, 404);
  };
  const fieldkit = createFieldkit({ config: testConfigInput, storage: createMemoryStorage(), fetch });
  fieldkit.session.setState({ token: 'test-token', expiresAt: Date.now() + 3_600_000, session: demoSession });
  const hubServer = fakeHub((method) => {
    if (method === 'GetNotesNotification') hubServer.push('SendNotes', server.unread.length, false, ME);
    return undefined;
  }, 'http://fk.test/hubs/notes');
  const notes = createNotes({ fieldkit, hub: hubServer.hub });
  made.push(notes);
  const pages = () => asked.filter((u) => u.pathname.endsWith('/GetReceivedServNotesLog'));
  return { notes, server, hubServer, fieldkit, pages, state: () => notes.store.getState() };
}

describe('the count is the server’s: read at start, then every SendNotes push of this user', () => {
  it('reads the count, takes pushes for this login, and ignores a push for another', async () => {
    const { notes, hubServer, state } = setup();
    await notes.start();
    expect(state().count).toBe(3);
    hubServer.push('SendNotes', 4, true, ME);
    expect(state().count).toBe(4);
    hubServer.push('SendNotes', 99, true, ME + 1);
    expect(state().count).toBe(4);
  });

  it('after a reconnect, asks for the count again and reloads the open page: what came meanwhile shows', async () => {
    const { notes, hubServer, server, pages, state } = setup();
    await notes.start();
    await notes.openDialog();
    hubServer.drop();
    server.unread.push(note(4, 'Added during the outage'));
    hubServer.restore();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state().count).toBe(4);
    expect(pages()).toHaveLength(2);
    expect(notes.list.store.getState().rows.map((n) => n.Notes)).toContain('Added during the outage');
  });

  it('a new note pushed while the unread view is open reloads it', async () => {
    const { notes, hubServer, server, pages } = setup();
    await notes.start();
    await notes.openDialog();
    server.unread.push(note(5));
    hubServer.push('SendNotes', 4, true, ME);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pages()).toHaveLength(2);
    expect(notes.list.store.getState().total).toBe(4);
  });
});

describe('the dialog: two views, selection in the unread view only, cleared on close', () => {
  it('opens on the unread view sorted by UserNotificationId ascending, in pages', async () => {
    const { notes, pages } = setup(Array.from({ length: 12 }, (_, i) => note(i + 1)));
    await notes.openDialog();
    const first = pages()[0]!;
    expect(Object.fromEntries(first.searchParams)).toMatchObject({
      IsRead: '0',
      SortBy: 'UserNotificationId',
      OrderBy: 'asc',
      startRecord: '1',
      EndRecord: '10',
    });
    await notes.list.setPage(2);
    expect(notes.list.store.getState().rows.map((n) => n.UserNotificationId)).toEqual([11, 12]);
  });

  it('opening a note selects it; the read view selects nothing; closing clears the selection', async () => {
    const { notes, state } = setup();
    await notes.openDialog();
    notes.openNote(note(2));
    notes.openNote(note(3));
    expect([...state().selected]).toEqual([2, 3]);
    notes.closeDialog();
    expect(state().selected.size).toBe(0);
    await notes.openDialog();
    await notes.setView('read');
    notes.openNote(note(1));
    notes.setSelected(new Set([1]));
    expect(state().selected.size).toBe(0);
    // Opened again, the dialog shows the unread view.
    notes.closeDialog();
    await notes.openDialog();
    expect(state().view).toBe('unread');
  });
});

describe('acknowledge', () => {
  it('with nothing selected warns SELECTNOTES and sends nothing', async () => {
    const { notes, fieldkit, server } = setup();
    await notes.openDialog();
    await notes.acknowledge();
    expect(shownNotices(fieldkit.notices)).toEqual([
      { severity: 'warning', title: 'Warning', text: 'Select the notes to acknowledge first.' },
    ]);
    expect(server.read).toEqual([]);
  });

  it('moves the selected notes to the read view; the answer 1002 shows NOTIFICATION; the count is pushed', async () => {
    const { notes, fieldkit, state } = setup();
    await notes.start();
    await notes.openDialog();
    notes.setSelected(new Set([1, 3]));
    const done = notes.acknowledge();
    // At once: the two leave the unread view.
    expect(
      shownNotes(notes.list.store.getState().rows, state().acknowledging).map((n) => n.UserNotificationId),
    ).toEqual([2]);
    await done;
    expect(state().count).toBe(1);
    expect(notes.list.store.getState().rows.map((n) => n.UserNotificationId)).toEqual([2]);
    expect(shownNotices(fieldkit.notices).at(-1)).toEqual({
      severity: 'success',
      title: 'Notification',
      text: 'The selected notes are acknowledged.',
    });
    await notes.setView('read');
    expect(notes.list.store.getState().rows.map((n) => n.UserNotificationId)).toEqual([1, 3]);
  });

  it('refused, the notes come back still selected, with an error notice; the count stays the server’s', async () => {
    const { notes, fieldkit, state } = setup(undefined, true);
    await notes.start();
    await notes.openDialog();
    notes.setSelected(new Set([2]));
    await notes.acknowledge();
    expect(state().acknowledging.size).toBe(0);
    expect([...state().selected]).toEqual([2]);
    expect(state().count).toBe(3);
    expect(shownNotices(fieldkit.notices).at(-1)).toMatchObject({ severity: 'error', title: 'Error' });
  });
});

describe('a note in the list', () => {
  it('shows its first 25 characters followed by an ellipsis', () => {
    expect(noteExcerpt('Customer asked for a call 30 minutes before arrival.')).toBe(
      'Customer asked for a call…',
    );
    expect(noteExcerpt('Short note')).toBe('Short note');
    expect(noteExcerpt('😀'.repeat(30))).toBe(`${'😀'.repeat(25)}…`);
  });
});
