import { NOTES_ACKNOWLEDGED, type ReceivedServiceNote } from '@fieldkit/core/contract';
import type { PagedList } from '@fieldkit/core/kit';
import type { NotesScope, NotesSort } from './scope';

/**
 * Acknowledging the selected notes: they leave the unread view at once and come back with a notice if the server
 * refuses; with nothing selected, the SELECTNOTES warning.
 */
export function createAcknowledge(
  scope: NotesScope,
  list: PagedList<ReceivedServiceNote, NotesSort>,
): () => Promise<void> {
  const { api, get, set, me, notify } = scope;
  return async function acknowledge() {
    const ids = [...get().selected];
    if (get().view === 'read') return;
    if (ids.length === 0) {
      notify('warning', 'WARNING', 'SELECTNOTES');
      return;
    }
    const { loginId, companyId } = me();
    set({ acknowledging: new Set([...get().acknowledging, ...ids]), selected: new Set() });
    try {
      const { Message } = await api.serviceNotes.notificationUpdateReceived({
        body: { UserNotifyIds: ids.map(String), CompanyId: companyId, IsRead: true, LoginId: loginId },
      });
      if (Message.MessageCode === NOTES_ACKNOWLEDGED) notify('success', 'NOTIFICATION', '1002');
      else scope.notifyAnswer(Message.Severity, 'NOTIFICATION', String(Message.MessageCode));
      await list.load();
    } catch (error) {
      // Refused or unreachable: the notes come back, still selected, and the count stays the server's.
      scope.warn('acknowledge failed', error);
      set({ selected: new Set([...get().selected, ...ids]) });
      notify('error', 'ERROR', 'acknowledgeFailed');
    } finally {
      const still = new Set(get().acknowledging);
      for (const id of ids) still.delete(id);
      set({ acknowledging: still });
    }
  };
}
