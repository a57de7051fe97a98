import type { ReceivedServiceNote } from '@fieldkit/core/contract';
import { fakeHub } from '@fieldkit/core/testing';

/** A received note for a story or a test: unread, from Carol Price on WO-1001 job 5001 unless said otherwise. */
export const receivedNote = (
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

/** Options of {@link notesService}. */
export interface NotesServiceOptions {
  unread: readonly ReceivedServiceNote[];
  read?: readonly ReceivedServiceNote[];
  /** Who acknowledges (the signed-in user's display name). */
  reader: string;
  /** Every acknowledge is refused with 403. */
  refuse?: boolean;
}

const json = (body: unknown, status = 200) => Response.json(body, { status });
const compare = (by: keyof ReceivedServiceNote) => (a: ReceivedServiceNote, b: ReceivedServiceNote) =>
  String(a[by]).localeCompare(String(b[by]), 'en', { numeric: true });

/**
 * A stand-in for the reference server's service-notes calls, as `fetch`: pages searched (note text, WO and job
 * number) and sorted, acknowledges recorded with who and when. Storybook runs no server; unit tests run none either.
 */
export function notesService(options: NotesServiceOptions) {
  const state = { unread: [...options.unread], read: [...(options.read ?? [])] };
  const asked: URL[] = [];
  /** Called with the new unread count after an acknowledge: where the hub standing for the server pushes `SendNotes`. */
  let onCount = (_count: number) => {};
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://fk.test');
    asked.push(url);
    if (url.pathname.includes('/GetReceivedServNotesLogCount/')) return json({ Count: state.unread.length });
    if (url.pathname.endsWith('/GetReceivedServNotesLog')) {
      const query = url.searchParams;
      const search = (query.get('SearchText') ?? '').toLowerCase();
      const rows = (query.get('IsRead') === '1' ? state.read : state.unread)
        .filter((n) => `${n.Notes} ${n.WONumber} ${n.JobNo}`.toLowerCase().includes(search))
        .sort(compare((query.get('SortBy') ?? 'UserNotificationId') as keyof ReceivedServiceNote));
      if (query.get('OrderBy') === 'desc') rows.reverse();
      const start = Number(query.get('startRecord'));
      return json({
        NotificationList: rows.slice(start - 1, Number(query.get('EndRecord'))),
        TotalRecord: rows.length,
      });
    }
    if (url.pathname.endsWith('/NotificationUpdateReceived')) {
      if (options.refuse) return json({ message: 'Only your own received notes can be acknowledged.' }, 403);
      const ids = (JSON.parse(String(init?.body)) as { UserNotifyIds: string[] }).UserNotifyIds.map(Number);
      const now = new Date().toISOString();
      const chosen = (n: ReceivedServiceNote) => ids.includes(n.UserNotificationId);
      state.read.push(
        ...state.unread
          .filter(chosen)
          .map((n) => ({ ...n, IsRead: true, ReadBy: options.reader, ReadDate: now })),
      );
      state.unread = state.unread.filter((n) => !chosen(n));
      onCount(state.unread.length);
      return json({ Message: { MessageCode: 1002, Severity: 'success' } });
    }
    if (url.pathname.endsWith('/Log/WebLog')) return json({ LogId: 1 });
    return json({ message: 'no route' }, 404);
  };
  return {
    state,
    asked,
    fetch,
    /**
     * The notes hub's server end for `loginId`: it answers `GetNotesNotification` with the count and pushes
     * `SendNotes` after every acknowledge, as the reference server does.
     */
    hub(loginId: number, url = '/hubs/notes') {
      const server = fakeHub((method) => {
        if (method === 'GetNotesNotification') server.push('SendNotes', state.unread.length, false, loginId);
        return undefined;
      }, url);
      onCount = (count) => server.push('SendNotes', count, false, loginId);
      return server;
    },
  };
}
