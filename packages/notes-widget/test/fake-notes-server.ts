import { createFieldkit, createMemoryStorage } from '@fieldkit/core';
import type { ReceivedServiceNote } from '@fieldkit/core/contract';
import { afterEach } from 'vitest';
import { fakeHub } from '../../core/src/testing/fake-hub';
import { demoSession, json, testConfigInput } from '../../core/src/testing/fake-network';
import { createNotes, type Notes } from '../src/model/notes';

/** The test user's login id. */
export const ME = demoSession.LoginId;

/** An unread note received by the test user. */
export const note = (
  id: number,
  text = `Note ${id}`,
  over: Partial<ReceivedServiceNote> = {},
): ReceivedServiceNote => ({
  UserNotificationId: id,
  WONumber: 'WO-1001',
  JobNo: 5001,
  Notes: text,
  CreatedBy: 'Carol Price',
  CreatedDate: '2026-11-23T09:00:00Z',
  IsRead: false,
  ReadBy: null,
  ReadDate: null,
  ...over,
});

const made: Notes[] = [];
afterEach(() => {
  for (const notes of made.splice(0)) notes.dispose();
});

const compare = (by: keyof ReceivedServiceNote) => (a: ReceivedServiceNote, b: ReceivedServiceNote) =>
  String(a[by]).localeCompare(String(b[by]), 'en', { numeric: true });

/**
 * The test user's notes against a stand-in that keeps `unread` notes and answers as the reference server does: pages
 * searched (note text and WO number) and sorted, acknowledges recorded with who and when, `SendNotes` pushed with
 * the new count; `refuse` makes every acknowledge a 403.
 */
export function notesOnFakeServer(
  unread: ReceivedServiceNote[] = [note(1), note(2), note(3)],
  refuse = false,
) {
  const server = { unread: [...unread], read: [] as ReceivedServiceNote[] };
  const asked: URL[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    asked.push(url);
    if (url.pathname.includes('/GetReceivedServNotesLogCount/')) return json({ Count: server.unread.length });
    if (url.pathname.endsWith('/GetReceivedServNotesLog')) {
      const query = url.searchParams;
      const search = (query.get('SearchText') ?? '').toLowerCase();
      const rows = (query.get('IsRead') === '1' ? server.read : server.unread)
        .filter((n) => `${n.Notes} ${n.WONumber} ${n.JobNo}`.toLowerCase().includes(search))
        .sort(compare((query.get('SortBy') ?? 'UserNotificationId') as keyof ReceivedServiceNote));
      if (query.get('OrderBy') === 'desc') rows.reverse();
      const start = Number(query.get('startRecord'));
      const end = Number(query.get('EndRecord'));
      return json({ NotificationList: rows.slice(start - 1, end), TotalRecord: rows.length });
    }
    if (url.pathname.endsWith('/NotificationUpdateReceived')) {
      if (refuse) return json({ message: 'Only your own received notes can be acknowledged.' }, 403);
      const ids = (JSON.parse(String(init?.body)) as { UserNotifyIds: string[] }).UserNotifyIds.map(Number);
      const now = new Date().toISOString();
      server.read.push(
        ...server.unread
          .filter((n) => ids.includes(n.UserNotificationId))
          .map((n) => ({ ...n, IsRead: true, ReadBy: demoSession.DisplayName, ReadDate: now })),
      );
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
