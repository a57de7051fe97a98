import { shownNotices } from '@fieldkit/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME, note, notesOnFakeServer as setup } from '../../test/fake-notes-server';
import { NOTES_SEARCH_DELAY_MS } from './dialog';
import { noteExcerpt, shownNotes } from './note-rows';

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

  it("on the server's resync request, with no drop, asks for the count again and reloads the open page", async () => {
    const { notes, hubServer, server, pages, state } = setup();
    await notes.start();
    await notes.openDialog();
    // The push of this note went through a link that was cut; the connection itself stayed open.
    server.unread.push(note(4, 'Added while the servers were apart'));
    hubServer.askResync();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state().connection).toBe('Connected');
    expect(state().count).toBe(4);
    expect(pages()).toHaveLength(2);
    expect(notes.list.store.getState().rows.map((n) => n.Notes)).toContain(
      'Added while the servers were apart',
    );
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

describe('search: asked 600 ms after the last key, and forgotten when the dialog opens again', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for typing to pause, asks once with the last text, from page 1', async () => {
    const { notes, pages, state } = setup(Array.from({ length: 25 }, (_, i) => note(i + 1)));
    await notes.openDialog();
    await notes.list.setPage(2);
    vi.useFakeTimers();
    notes.search('p');
    vi.advanceTimersByTime(300);
    notes.search('pu');
    notes.search('pump');
    expect(state().searchText).toBe('pump');
    vi.advanceTimersByTime(NOTES_SEARCH_DELAY_MS - 1);
    expect(pages()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(pages()).toHaveLength(3);
    expect(pages()[2]!.searchParams.get('SearchText')).toBe('pump');
    expect(pages()[2]!.searchParams.get('startRecord')).toBe('1');
    vi.useRealTimers();
    notes.closeDialog();
    await notes.openDialog();
    expect(state().searchText).toBe('');
    expect(pages().at(-1)!.searchParams.get('SearchText')).toBe('');
  });

  it('closing the dialog cancels a search still waiting', async () => {
    const { notes, pages } = setup();
    await notes.openDialog();
    vi.useFakeTimers();
    notes.search('pump');
    notes.closeDialog();
    vi.advanceTimersByTime(NOTES_SEARCH_DELAY_MS * 2);
    expect(pages()).toHaveLength(1);
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
